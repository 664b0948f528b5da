<?php
/**
 * Base class of Farol's PHPUnit integration tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests;

use RuntimeException;
use WP_Hook;
use WP_Query;
use WP_REST_Request;
use WP_REST_Response;
use Yoast\PHPUnitPolyfills\TestCases\TestCase as PolyfillTestCase;

/**
 * Runs every test against the real WordPress of the bootstrap and gives each one the state a
 * fresh request would see, as the WordPress test library does:
 *
 * - the database: a transaction started in set_up() and rolled back in tear_down() (the tables
 *   are InnoDB; CREATE/DROP TABLE inside a test become TEMPORARY so they do not commit it);
 * - hooks added or removed by a test are restored;
 * - the current user, $_GET/$_POST/$_REQUEST/$_COOKIE/$_FILES and $_SERVER, the main query,
 *   the REST server and the object cache are reset;
 * - wp_die() throws WpDieException instead of ending the run, and wp_mail() is captured
 *   (see mails()) instead of sent.
 *
 * Use set_up()/tear_down() (snake case, from the PHPUnit polyfills) and call the parent's.
 */
abstract class TestCase extends PolyfillTestCase {

	/**
	 * Hook state at the start of the test.
	 *
	 * @var array{wp_filter: array<string,WP_Hook>, wp_actions: array<string,int>, wp_filters: array<string,int>, wp_current_filter: list<string>}|null
	 */
	private ?array $hooks_backup = null;

	/**
	 * $_SERVER at the start of the test.
	 *
	 * @var array<string,mixed>
	 */
	private array $server_backup = array();

	/**
	 * Emails wp_mail() was asked to send during the test.
	 *
	 * @var list<array{to: string|array, subject: string, message: string, headers: string|array, attachments: string|array}>
	 */
	private array $mails = array();

	/**
	 * HTTP status wp_die() was given in the last ajax() call (200 when none).
	 *
	 * @var int
	 */
	private int $ajax_status = 200;

	/**
	 * Users created by create_user(), counted to keep logins unique within a test.
	 *
	 * @var int
	 */
	private static int $user_count = 0;

	/**
	 * Starts the transaction and snapshots the global state.
	 */
	protected function set_up(): void {
		parent::set_up();
		global $wpdb;

		$this->backup_hooks();
		$this->server_backup = $_SERVER;
		$this->reset_request_globals();
		wp_set_current_user( 0 );
		$GLOBALS['wp_rest_server'] = null;
		wp_cache_flush();

		$wpdb->suppress_errors( false );
		$wpdb->show_errors( true );
		$wpdb->db_connect();
		$wpdb->query( 'SET autocommit = 0' );
		$wpdb->query( 'START TRANSACTION' );
		add_filter( 'query', array( $this, 'keep_transaction_open' ) );

		add_filter( 'wp_die_handler', array( $this, 'wp_die_handler' ) );
		add_filter( 'wp_die_ajax_handler', array( $this, 'wp_die_handler' ) );
		add_filter( 'wp_die_json_handler', array( $this, 'wp_die_handler' ) );
		add_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), 10, 2 );
	}

	/**
	 * Rolls the database back and restores the global state.
	 */
	protected function tear_down(): void {
		global $wpdb;

		$wpdb->query( 'ROLLBACK' );
		$wpdb->query( 'SET autocommit = 1' );

		$this->restore_hooks();
		$_SERVER = $this->server_backup;
		$this->reset_request_globals();
		wp_set_current_user( 0 );
		$GLOBALS['wp_rest_server'] = null;
		$GLOBALS['wp_the_query']   = new WP_Query();
		$GLOBALS['wp_query']       = $GLOBALS['wp_the_query'];
		unset( $GLOBALS['post'] );
		$this->mails = array();
		wp_cache_flush();

		parent::tear_down();
	}

	/**
	 * Creates a user with a role; the password is "password".
	 *
	 * @param string              $role   Role name, e.g. "editor".
	 * @param array<string,mixed> $fields Extra wp_insert_user() fields.
	 * @return int User ID.
	 * @throws RuntimeException When WordPress refuses the user.
	 */
	protected function create_user( string $role = 'subscriber', array $fields = array() ): int {
		++self::$user_count;
		$login = 'farol_' . $role . '_' . self::$user_count . '_' . wp_generate_password( 6, false );
		$id    = wp_insert_user(
			array_merge(
				array(
					'user_login' => $login,
					'user_pass'  => 'password',
					'user_email' => $login . '@example.org',
					'role'       => $role,
				),
				$fields
			)
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( 'create_user: ' . $id->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test failure message.
		}
		return $id;
	}

	/**
	 * Creates a user with the role and makes them the current user.
	 *
	 * @param string $role Role name; "administrator" for an admin.
	 * @return int User ID.
	 */
	protected function login_as( string $role ): int {
		$id = $this->create_user( $role );
		wp_set_current_user( $id );
		return $id;
	}

	/**
	 * Creates a post (published, by user 1, unless the arguments say otherwise).
	 *
	 * @param array<string,mixed> $args wp_insert_post() arguments.
	 * @return int Post ID.
	 * @throws RuntimeException When WordPress refuses the post.
	 */
	protected function create_post( array $args = array() ): int {
		$id = wp_insert_post(
			wp_slash(
				array_merge(
					array(
						'post_type'    => 'post',
						'post_status'  => 'publish',
						'post_author'  => 1,
						'post_title'   => 'Post ' . wp_generate_password( 6, false ),
						'post_content' => '<!-- wp:paragraph --><p>Content.</p><!-- /wp:paragraph -->',
					),
					$args
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			throw new RuntimeException( 'create_post: ' . $id->get_error_message() ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test failure message.
		}
		return $id;
	}

	/**
	 * Dispatches a REST request through the real REST server (routes, permission callbacks,
	 * argument validation and sanitization all run).
	 *
	 * GET, HEAD and DELETE parameters go in the query string; others in the body, as a form
	 * post, or as JSON when the headers say Content-Type: application/json.
	 *
	 * @param string              $method  HTTP method.
	 * @param string              $route   Route, e.g. "/farol/v1/leads".
	 * @param array<string,mixed> $params  Parameters.
	 * @param array<string,mixed> $headers Request headers, e.g. array( 'X-WP-Nonce' => ... ).
	 */
	protected function rest( string $method, string $route, array $params = array(), array $headers = array() ): WP_REST_Response {
		$request = new WP_REST_Request( strtoupper( $method ), $route );
		foreach ( $headers as $name => $value ) {
			$request->set_header( $name, $value );
		}
		if ( in_array( $request->get_method(), array( 'GET', 'HEAD', 'DELETE' ), true ) ) {
			$request->set_query_params( $params );
		} elseif ( str_contains( (string) ( $request->get_content_type()['value'] ?? '' ), 'json' ) ) {
			$request->set_body( (string) wp_json_encode( $params ) );
		} else {
			$request->set_body_params( $params );
		}
		$response = rest_do_request( $request );
		return rest_ensure_response( $response );
	}

	/**
	 * Calls an admin-ajax action the way admin-ajax.php does (wp_ajax_<action> for a logged-in
	 * user, wp_ajax_nopriv_<action> otherwise) and returns what it printed, including the
	 * message of a wp_die() as admin-ajax.php prints it. ajax_status() then tells the HTTP status
	 * wp_die() was given (check_ajax_referer()'s 403, say). The status wp_send_json() sends
	 * cannot be seen from the CLI (PHPUnit's output counts as sent headers): assert its body.
	 *
	 * @param string              $action Action name.
	 * @param array<string,mixed> $post   POST fields ("action" is added).
	 * @return string The response body.
	 */
	protected function ajax( string $action, array $post = array() ): string {
		$_POST                     = wp_slash( array_merge( array( 'action' => $action ), $post ) );
		$_REQUEST                  = $_POST;
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$this->ajax_status         = 200;
		add_filter( 'wp_doing_ajax', '__return_true' );
		$hook = is_user_logged_in() ? 'wp_ajax_' . $action : 'wp_ajax_nopriv_' . $action;
		if ( ! has_action( $hook ) ) {
			$this->fail( "No handler is hooked to {$hook}." );
		}
		ob_start();
		try {
			do_action( $hook ); // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores -- WordPress's own ajax hook names.
		} catch ( WpDieException $die ) {
			// wp_send_json() and wp_die() end the request; admin-ajax.php prints the message.
			echo $die->getMessage(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- captured, never sent.
			if ( null !== $die->status ) {
				$this->ajax_status = $die->status;
			}
		} finally {
			$output = (string) ob_get_clean();
			remove_filter( 'wp_doing_ajax', '__return_true' );
		}
		return $output;
	}

	/**
	 * The HTTP status wp_die() was given in the last ajax() call, else 200.
	 */
	protected function ajax_status(): int {
		return $this->ajax_status;
	}

	/**
	 * The emails wp_mail() was asked to send in this test.
	 *
	 * @return list<array{to: string|array, subject: string, message: string, headers: string|array, attachments: string|array}>
	 */
	protected function mails(): array {
		// Mail handed to the plugin's Mailer waits in the mail queue until after the answer
		// (Support\Mail\AfterResponse); a test reads what would be sent, so the queue runs first.
		do_action( \Farol\Support\Mail\MailModule::RUN_HOOK );
		return $this->mails;
	}

	/**
	 * Turns CREATE/DROP TABLE into their TEMPORARY forms, which do not commit the transaction.
	 *
	 * @internal Filter callback.
	 * @param string $query SQL.
	 */
	public function keep_transaction_open( string $query ): string {
		if ( preg_match( '/^\s*CREATE\s+TABLE\b/i', $query ) ) {
			return (string) preg_replace( '/^\s*CREATE\s+TABLE\b/i', 'CREATE TEMPORARY TABLE', $query );
		}
		if ( preg_match( '/^\s*DROP\s+TABLE\b/i', $query ) ) {
			return (string) preg_replace( '/^\s*DROP\s+TABLE\b/i', 'DROP TEMPORARY TABLE', $query );
		}
		return $query;
	}

	/**
	 * The wp_die() handler during tests.
	 *
	 * @internal Filter callback.
	 */
	public function wp_die_handler(): callable {
		return static function ( $message, $title = '', $args = array() ): void {
			$status = null;
			if ( is_array( $args ) && isset( $args['response'] ) && is_numeric( $args['response'] ) ) {
				$status = (int) $args['response'];
			} elseif ( is_wp_error( $message ) && is_array( $message->get_error_data() ) && isset( $message->get_error_data()['status'] ) ) {
				$status = (int) $message->get_error_data()['status'];
			}
			if ( is_wp_error( $message ) ) {
				$message = $message->get_error_message();
			}
			// As _ajax_wp_die_handler(): a scalar message is the answer, anything else is "0".
			$text = is_scalar( $message ) ? (string) $message : '0';
			throw new WpDieException( $text, is_scalar( $title ) ? (string) $title : '', $status ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test exception.
		};
	}

	/**
	 * Records an email instead of sending it.
	 *
	 * @internal Filter callback.
	 * @param null|bool           $short_circuit Earlier filters' answer.
	 * @param array<string,mixed> $atts          wp_mail() arguments.
	 */
	public function capture_mail( $short_circuit, array $atts ): bool {
		unset( $short_circuit );
		$this->mails[] = array(
			'to'          => $atts['to'] ?? '',
			'subject'     => (string) ( $atts['subject'] ?? '' ),
			'message'     => (string) ( $atts['message'] ?? '' ),
			'headers'     => $atts['headers'] ?? '',
			'attachments' => $atts['attachments'] ?? array(),
		);
		return true;
	}

	/**
	 * Empties the request superglobals.
	 */
	private function reset_request_globals(): void {
		$_GET     = array();
		$_POST    = array();
		$_REQUEST = array();
		$_COOKIE  = array();
		$_FILES   = array();
	}

	/**
	 * Copies the hook registry; WP_Hook objects are cloned so later changes do not leak in.
	 */
	private function backup_hooks(): void {
		$filters = array();
		foreach ( $GLOBALS['wp_filter'] as $name => $hook ) {
			$filters[ $name ] = clone $hook;
		}
		$this->hooks_backup = array(
			'wp_filter'         => $filters,
			'wp_actions'        => $GLOBALS['wp_actions'],
			'wp_filters'        => $GLOBALS['wp_filters'] ?? array(),
			'wp_current_filter' => $GLOBALS['wp_current_filter'],
		);
	}

	/**
	 * Puts the hook registry back as it was before the test.
	 */
	private function restore_hooks(): void {
		if ( null === $this->hooks_backup ) {
			return;
		}
		$filters = array();
		foreach ( $this->hooks_backup['wp_filter'] as $name => $hook ) {
			$filters[ $name ] = clone $hook;
		}
		$GLOBALS['wp_filter']         = $filters;
		$GLOBALS['wp_actions']        = $this->hooks_backup['wp_actions'];
		$GLOBALS['wp_filters']        = $this->hooks_backup['wp_filters'];
		$GLOBALS['wp_current_filter'] = $this->hooks_backup['wp_current_filter'];
		$this->hooks_backup           = null;
	}
}
