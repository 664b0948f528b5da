<?php
/**
 * Who reads a contact form through wp/v2 (issue 25).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\Tests\TestCase;
use WP_REST_Response;

/**
 * A published contact form's mail settings (recipient, subject, body, reply-to) were readable
 * by anyone at GET wp/v2/farol-contact-forms. Nothing public reads that route (a form reaches
 * visitors as its block's markup), so only users who may edit a form read it, and its mail
 * settings only in the edit context — the one the block editor and the form picker use.
 */
final class ContactFormRestAccessTest extends TestCase {

	use ContactFormFixtures;

	private const RECIPIENT = 'segredo-25@example.com';

	/**
	 * The form's private mail settings.
	 *
	 * @return array<string,string>
	 */
	private static function mail(): array {
		return array(
			'recipient'   => self::RECIPIENT,
			'subject'     => 'Contato de [your-name]',
			'body'        => 'Corpo interno [your-message]',
			'reply_to'    => 'responder-25@example.com',
			'attachments' => 'keep_only',
		);
	}

	/**
	 * The collection and the item, in the view and the edit context.
	 *
	 * @param int $id The form.
	 * @return array<string, WP_REST_Response>
	 */
	private function reads( int $id ): array {
		$base = '/wp/v2/' . ContactFormPostType::REST_BASE;
		return array(
			'list'      => $this->rest( 'GET', $base ),
			'list edit' => $this->rest( 'GET', $base, array( 'context' => 'edit' ) ),
			'item'      => $this->rest( 'GET', $base . '/' . $id ),
			'item edit' => $this->rest( 'GET', $base . '/' . $id, array( 'context' => 'edit' ) ),
		);
	}

	/**
	 * Visitors get 401, subscribers and authors 403, and none of them a word of the mail.
	 */
	public function test_visitors_subscribers_and_authors_read_no_contact_form(): void {
		$form = $this->create_contact_form( array(), self::mail() );

		foreach ( array(
			'visitor'    => 401,
			'subscriber' => 403,
			'author'     => 403,
		) as $role => $status ) {
			if ( 'visitor' !== $role ) {
				$this->login_as( $role );
			}
			foreach ( $this->reads( $form->id ) as $read => $response ) {
				$this->assertSame( $status, $response->get_status(), "{$role}: {$read}" );
				$json = (string) wp_json_encode( $response->get_data() );
				$this->assertStringNotContainsString( self::RECIPIENT, $json, "{$role}: {$read}" );
				$this->assertStringNotContainsString( 'Corpo interno', $json, "{$role}: {$read}" );
			}
		}
	}

	/**
	 * Editors and administrators read the mail settings in the edit context (the block editor's
	 * read, the picker's list), never in the view context.
	 */
	public function test_editors_read_the_mail_settings_in_the_edit_context_only(): void {
		$form = $this->create_contact_form( array(), self::mail(), array( 'mail_sent' => 'Recebido!' ) );

		foreach ( array( 'editor', 'administrator' ) as $role ) {
			$this->login_as( $role );
			$reads = $this->reads( $form->id );
			foreach ( $reads as $read => $response ) {
				$this->assertSame( 200, $response->get_status(), "{$role}: {$read}" );
			}

			$view = $reads['item']->get_data();
			$this->assertArrayNotHasKey( ContactFormPostType::MAIL_META, $view['meta'], $role );
			$this->assertArrayNotHasKey( ContactFormPostType::MAIL_2_META, $view['meta'], $role );
			$this->assertSame( 'Recebido!', $view['meta'][ ContactFormPostType::MESSAGES_META ]['mail_sent'], $role );
			$this->assertStringNotContainsString( self::RECIPIENT, (string) wp_json_encode( $reads['list']->get_data() ), $role );

			$this->assertSame( self::mail(), $reads['item edit']->get_data()['meta'][ ContactFormPostType::MAIL_META ], $role );
			$listed = array_column( $reads['list edit']->get_data(), null, 'id' );
			$this->assertSame( self::mail(), $listed[ $form->id ]['meta'][ ContactFormPostType::MAIL_META ], $role );

			// The form picker's own request (src/lib/editor/form-picker-edit.tsx).
			$picker = $this->rest(
				'GET',
				'/wp/v2/' . ContactFormPostType::REST_BASE,
				array(
					'status'   => 'publish',
					'per_page' => 100,
					'context'  => 'edit',
					'_fields'  => 'id,title',
				)
			);
			$this->assertSame( 200, $picker->get_status(), $role );
			$this->assertContains( $form->id, array_column( $picker->get_data(), 'id' ), $role );
		}
	}

	/**
	 * A user who may edit pages but not this form (someone else's) does not read it either.
	 */
	public function test_a_user_who_may_not_edit_this_form_does_not_read_it(): void {
		$form = $this->create_contact_form( array(), self::mail() );
		$this->login_as( 'author' );
		wp_get_current_user()->add_cap( 'edit_pages' );

		$list = $this->rest( 'GET', '/wp/v2/' . ContactFormPostType::REST_BASE, array( 'context' => 'edit' ) );
		$this->assertSame( 200, $list->get_status() );
		$this->assertNotContains( $form->id, array_column( $list->get_data(), 'id' ) );
		$this->assertStringNotContainsString( self::RECIPIENT, (string) wp_json_encode( $list->get_data() ) );
		$this->assertSame( 403, $this->rest( 'GET', '/wp/v2/' . ContactFormPostType::REST_BASE . '/' . $form->id, array( 'context' => 'edit' ) )->get_status() );
	}

	/**
	 * The block editor's save answers the mail settings (its POST answers in the edit context).
	 */
	public function test_the_block_editors_save_still_answers_the_mail_settings(): void {
		$form = $this->create_contact_form( array(), self::mail() );
		$this->login_as( 'editor' );
		$mail         = self::mail();
		$mail['body'] = 'Novo corpo';
		$response     = $this->rest(
			'POST',
			'/wp/v2/' . ContactFormPostType::REST_BASE . '/' . $form->id,
			array( 'meta' => array( ContactFormPostType::MAIL_META => $mail ) ),
			array( 'Content-Type' => 'application/json' )
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $mail, $response->get_data()['meta'][ ContactFormPostType::MAIL_META ] );
	}
}
