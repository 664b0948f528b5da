<?php
/**
 * Who may use the contact form Submissions inbox.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Store\SubmissionRepository;
use Farol\ContactForm\Store\SubmissionsTable;
use Farol\Tests\TestCase;

/**
 * Every inbox route answers administrators and editors (they may edit others' pages), 403 to
 * logged-in people who may not (author, subscriber) and 401 to visitors; refused calls change
 * nothing.
 */
final class ContactFormInboxAccessTest extends TestCase {

	use ContactFormFixtures;

	/**
	 * Every route: method, path pattern (%d: a submission id) and arguments.
	 *
	 * @param int $form_id The form the export asks for.
	 * @return list<array{0:string,1:string,2:array<string,mixed>}>
	 */
	private static function routes( int $form_id ): array {
		return array(
			array( 'GET', '/farol/v1/contact-submissions', array() ),
			array( 'GET', '/farol/v1/contact-submissions/%d', array() ),
			array( 'POST', '/farol/v1/contact-submissions/%d', array( 'spam' => true ) ),
			array( 'POST', '/farol/v1/contact-submissions/%d/resend', array() ),
			array( 'POST', '/farol/v1/contact-submissions/%d/forward', array() ),
			array( 'GET', '/farol/v1/contact-submissions/export.csv', array( 'form' => $form_id ) ),
			array( 'DELETE', '/farol/v1/contact-submissions/%d', array() ),
		);
	}

	/**
	 * Each role gets its status on each route.
	 */
	public function test_capability_on_every_route(): void {
		$form     = $this->create_contact_form();
		$expected = array(
			'administrator' => 200,
			'editor'        => 200,
			'author'        => 403,
			'subscriber'    => 403,
			''              => 401,
		);
		$repo     = new SubmissionRepository();
		foreach ( $expected as $role => $status ) {
			foreach ( self::routes( $form->id ) as list( $method, $path, $args ) ) {
				$id = $repo->insert( $form->id, 'mail_failed', array( 'your-name' => 'Ana' ), array(), '', 'failed' );
				$GLOBALS['wpdb']->update( SubmissionsTable::name(), array( 'forward_status' => 'failed' ), array( 'id' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a failed forwarding, for the forward route.
				if ( '' === $role ) {
					wp_set_current_user( 0 );
				} else {
					$this->login_as( $role );
				}
				$response = $this->rest( $method, sprintf( $path, $id ), $args );
				$this->assertSame( $status, $response->get_status(), "{$method} {$path} as " . ( '' === $role ? 'visitor' : $role ) );
				if ( 200 !== $status ) {
					$this->assertSame( array( 'mail_failed', 'failed' ), array( $repo->find( $id )['status'] ?? null, $repo->find( $id )['forward_status'] ?? null ), 'nothing changed' );
				}
			}
		}
	}
}
