<?php
/**
 * The inbox shows each message's forwarding to RD Station and forwards a failed one again.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Forwarding\ContactForwardingModule;
use Farol\ContactForm\Forwarding\ContactForwardingQueue;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\ContactForm\Store\SubmissionsTable;
use Farol\Tests\TestCase;
use WP_REST_Request;

/**
 * What an editor sees of the contact forwarding queue in the inbox: each message's state
 * (never queued, waiting with its attempts and last error, sent and when, failed with the
 * stored error) in the list and the detail, in the contract's shape; "Forward again"
 * (`POST contact-submissions/{id}/forward`) puts a failed one back in the queue, and only a
 * failed one, for the inbox's users only, with the REST nonce.
 */
final class ContactFormInboxForwardingTest extends TestCase {

	use ContactFormFixtures;

	/**
	 * The form of the messages.
	 *
	 * @var int
	 */
	private int $form_id;

	/**
	 * A form, logged in as an editor.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->form_id = $this->create_contact_form()->id;
		$this->login_as( 'editor' );
	}

	/**
	 * Cleans what the cookie tests set.
	 */
	protected function tear_down(): void {
		unset( $_SERVER['HTTP_X_WP_NONCE'], $GLOBALS['wp_rest_auth_cookie'] );
		wp_clear_scheduled_hook( ContactForwardingModule::RUN_HOOK );
		parent::tear_down();
	}

	/**
	 * Stores a message with its forwarding columns as the queue leaves them.
	 *
	 * @param string      $status       forward_status.
	 * @param int         $attempts     forward_attempts.
	 * @param string|null $error        forward_error.
	 * @param string|null $forwarded_at forwarded_at (UTC).
	 */
	private function store( string $status, int $attempts = 0, ?string $error = null, ?string $forwarded_at = null ): int {
		global $wpdb;
		$id = ( new SubmissionRepository() )->insert( $this->form_id, 'mail_sent', array( 'your-email' => 'ana@example.com' ), array(), str_repeat( 'b', 64 ), 'sent' );
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test's own rows.
			SubmissionsTable::name(),
			array(
				'forward_status'   => $status,
				'forward_attempts' => $attempts,
				'forward_error'    => $error,
				'forwarded_at'     => $forwarded_at,
			),
			array( 'id' => $id )
		);
		return $id;
	}

	/**
	 * The list and the detail carry each state; the detail matches the contract's schema.
	 */
	public function test_list_and_detail_show_the_forwarding_state(): void {
		$none    = $this->store( 'none' );
		$pending = $this->store( 'pending', 2, 'RD Station answered 503.' );
		$sent    = $this->store( 'sent', 1, null, '2026-11-23 14:05:00' );
		$failed  = $this->store( 'failed', 10, 'RD Station refused the key (401): api_key=***' );

		$list = array_column( $this->rest( 'GET', '/farol/v1/contact-submissions' )->get_data(), 'forwarding', 'id' );
		$this->assertSame(
			array(
				'status'       => 'none',
				'attempts'     => 0,
				'error'        => '',
				'forwarded_at' => null,
			),
			$list[ $none ]
		);
		$this->assertSame( array( 'pending', 2, 'RD Station answered 503.', null ), array_values( $list[ $pending ] ) );
		$this->assertSame( array( 'sent', 1, '', '2026-11-23T14:05:00Z' ), array_values( $list[ $sent ] ) );
		$this->assertSame( array( 'failed', 10, 'RD Station refused the key (401): api_key=***', null ), array_values( $list[ $failed ] ) );

		$detail = $this->rest( 'GET', '/farol/v1/contact-submissions/' . $failed )->get_data();
		$this->assertSame( $list[ $failed ], $detail['forwarding'] );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
		$schema = json_decode( (string) file_get_contents( FAROL_TESTS_ROOT . '/plugin/includes/ContactForm/contact-submission.schema.json' ), true );
		$this->assertTrue( rest_validate_value_from_schema( json_decode( (string) wp_json_encode( $detail ), true ), $schema ) );
	}

	/**
	 * "Forward again" requeues a failed message once (attempts reset, due now, the error kept
	 * until the next attempt, a run scheduled); anything not failed is 409 and unchanged; an
	 * unknown id is 404.
	 */
	public function test_forward_again_requeues_only_a_failed_message(): void {
		$failed = $this->store( 'failed', 10, 'RD Station answered 422.' );
		$sent   = $this->store( 'sent', 1, null, '2026-11-23 14:05:00' );
		$none   = $this->store( 'none' );
		$heard  = array();
		add_action(
			'farol_contact_forwarding_requeued',
			static function ( int $id ) use ( &$heard ): void {
				$heard[] = $id;
			}
		);
		wp_clear_scheduled_hook( ContactForwardingModule::RUN_HOOK );

		$response = $this->rest( 'POST', "/farol/v1/contact-submissions/{$failed}/forward" );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array( 'pending', 0, 'RD Station answered 422.', null ), array_values( $response->get_data()['forwarding'] ) );
		$this->assertSame( 'pending', ( new ContactForwardingQueue() )->state( $failed )['forward_status'] ?? null );
		$this->assertSame( array( $failed ), $heard );
		$this->assertNotFalse( wp_next_scheduled( ContactForwardingModule::RUN_HOOK ), 'a run is scheduled' );

		$again = $this->rest( 'POST', "/farol/v1/contact-submissions/{$failed}/forward" );
		$this->assertSame( array( 409, 'farol_contact_forwarding_not_failed' ), array( $again->get_status(), $again->get_data()['code'] ) );
		foreach ( array( $sent, $none ) as $id ) {
			$before = ( new ContactForwardingQueue() )->state( $id );
			$this->assertSame( 409, $this->rest( 'POST', "/farol/v1/contact-submissions/{$id}/forward" )->get_status() );
			$this->assertSame( $before, ( new ContactForwardingQueue() )->state( $id ), 'unchanged' );
		}
		$this->assertSame( 404, $this->rest( 'POST', '/farol/v1/contact-submissions/' . ( $failed + 1000 ) . '/forward' )->get_status() );
		$this->assertSame( array( $failed ), $heard, 'fired once' );
	}

	/**
	 * Only the inbox's users may forward again (401 visitor, 403 author and subscriber); a
	 * cookie call needs the REST nonce (none: treated as logged out; forged: 403). A refused
	 * call leaves the message failed.
	 */
	public function test_forward_again_needs_the_capability_and_the_nonce(): void {
		$id    = $this->store( 'failed', 10, 'RD Station answered 422.' );
		$route = "/farol/v1/contact-submissions/{$id}/forward";
		$state = static fn (): ?string => ( new ContactForwardingQueue() )->state( $id )['forward_status'] ?? null;

		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->rest( 'POST', $route )->get_status() );
		foreach ( array( 'author', 'subscriber' ) as $role ) {
			$this->login_as( $role );
			$this->assertSame( 403, $this->rest( 'POST', $route )->get_status(), $role );
		}
		$this->assertSame( 'failed', $state() );

		$editor = $this->login_as( 'editor' );
		$this->assertSame( 401, $this->cookie_call( $route, null ), 'no nonce' );
		wp_set_current_user( $editor );
		$this->assertSame( 403, $this->cookie_call( $route, 'forged' ), 'forged nonce' );
		$this->assertSame( 'failed', $state() );
		wp_set_current_user( $editor );
		$this->assertSame( 200, $this->cookie_call( $route, wp_create_nonce( 'wp_rest' ) ) );
		$this->assertSame( 'pending', $state() );
	}

	/**
	 * A POST authenticated by the logged-in cookie, as WP_REST_Server::serve_request() checks
	 * it (rest_cookie_check_errors: the nonce in X-WP-Nonce) before dispatching.
	 *
	 * @param string      $route Route.
	 * @param string|null $nonce X-WP-Nonce, or none.
	 * @return int The answer's status.
	 */
	private function cookie_call( string $route, ?string $nonce ): int {
		$GLOBALS['wp_rest_auth_cookie'] = true;
		unset( $_SERVER['HTTP_X_WP_NONCE'] );
		if ( null !== $nonce ) {
			$_SERVER['HTTP_X_WP_NONCE'] = $nonce;
		}
		$server = rest_get_server();
		// A valid nonce makes core send a fresh one as a header, which PHPUnit's output has made impossible.
		$error = @$server->check_authentication(); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- see above.
		if ( is_wp_error( $error ) ) {
			return (int) ( $error->get_error_data()['status'] ?? 0 );
		}
		return rest_ensure_response( $server->dispatch( new WP_REST_Request( 'POST', $route ) ) )->get_status();
	}
}
