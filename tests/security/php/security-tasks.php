<?php
/**
 * The tasks of security-site.php (see there), run inside a loaded WordPress.
 *
 * @package Farol
 */

declare(strict_types=1);

use Farol\Comments\Ajax\Endpoint;
use Farol\Comments\Settings;
use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\ContactForm\Store\SubmissionsTable;
use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Store\ContactRepository;
use Farol\LeadForm\Store\LeadsTables;

/** What no one below an editor may ever read: put in every private field the seed fills. */
const FAROL_SECURITY_SECRET = 'farol-segredo-7f3a';

/** Personal data (lead and submission addresses): editors and administrators only. */
const FAROL_SECURITY_PERSONAL = 'dados-pessoais-7f3a';

/**
 * Runs a task.
 *
 * @param string       $task Task.
 * @param list<string> $args Its arguments.
 * @return mixed
 */
function farol_security_task( string $task, array $args ) {
	switch ( $task ) {
		case 'inventory':
			return farol_security_inventory();
		case 'seed':
			return farol_security_seed( max( 1, (int) ( $args[0] ?? 1 ) ) );
		case 'nonces':
			return farol_security_nonces( (int) ( $args[0] ?? 0 ), (string) ( $args[1] ?? '' ) );
		case 'forward':
			return farol_security_forward( (string) ( $args[0] ?? '' ), (int) ( $args[1] ?? 0 ) );
		case 'mails-to':
			return farol_security_mails_to( (string) ( $args[0] ?? '' ) );
		case 'forget':
			return farol_security_forget( (string) ( $args[0] ?? '' ) );
		case 'option':
			update_option( (string) ( $args[0] ?? '' ), (string) ( $args[1] ?? '' ), false );
			return array( 'set' => (string) ( $args[0] ?? '' ) );
		default:
			return farol_security_counts();
	}
}

/**
 * The live actions: the comment endpoint's own list, and every ajax / admin-post hook whose
 * callback is one of Farol's.
 *
 * @return array{endpoint:list<string>,ajax:list<string>,ajaxNopriv:list<string>,adminPost:list<string>,adminPostNopriv:list<string>}
 */
function farol_security_inventory(): array {
	global $wp_filter;
	$found = array(
		'wp_ajax_nopriv_'    => array(),
		'wp_ajax_'           => array(),
		'admin_post_nopriv_' => array(),
		'admin_post_'        => array(),
	);
	foreach ( $wp_filter as $hook => $callbacks ) {
		foreach ( array_keys( $found ) as $prefix ) {
			if ( ! str_starts_with( (string) $hook, $prefix ) ) {
				continue;
			}
			foreach ( $callbacks->callbacks as $by_priority ) {
				foreach ( $by_priority as $callback ) {
					$function = $callback['function'];
					$class    = is_array( $function ) ? ( is_object( $function[0] ) ? get_class( $function[0] ) : (string) $function[0] ) : ( $function instanceof Closure ? '' : (string) $function );
					if ( str_starts_with( $class, 'Farol\\' ) ) {
						$found[ $prefix ][] = substr( (string) $hook, strlen( $prefix ) );
					}
				}
			}
			break;
		}
	}
	$unique   = static function ( array $names ): array {
		$names = array_values( array_unique( $names ) );
		sort( $names );
		return $names;
	};
	$module   = new \Farol\Comments\CommentsModule( new \Farol\Support\Abuse\AbuseDefences(), new \Farol\Support\Mail\DirectMailer() );
	$endpoint = ( new Endpoint( new Settings(), $module->ajax_actions() ) )->actions();
	return array(
		'endpoint'        => $unique( $endpoint ),
		'ajax'            => $unique( $found['wp_ajax_'] ),
		'ajaxNopriv'      => $unique( $found['wp_ajax_nopriv_'] ),
		'adminPost'       => $unique( $found['admin_post_'] ),
		'adminPostNopriv' => $unique( $found['admin_post_nopriv_'] ),
	);
}

/**
 * The author account and n copies of each fixture.
 *
 * @param int $copies Copies.
 * @return array<string,mixed>
 */
function farol_security_seed( int $copies ): array {
	global $wpdb;
	$author = get_user_by( 'login', 'author' );
	$uid    = $author ? $author->ID : wp_insert_user(
		array(
			'user_login' => 'author',
			'user_pass'  => 'password',
			'user_email' => 'author@farol.test',
			'role'       => 'author',
		)
	);
	if ( is_wp_error( $uid ) ) {
		throw new RuntimeException( $uid->get_error_message() );
	}
	$users = array();
	foreach ( array( 'admin', 'editor', 'author', 'subscriber' ) as $login ) {
		$users[ $login ] = (int) get_user_by( 'login', $login )->ID;
	}
	update_option(
		'farol_lead_forwarding',
		array_merge( (array) get_option( 'farol_lead_forwarding', array() ), array( 'api_key' => FAROL_SECURITY_SECRET ) )
	);
	$post        = (int) $wpdb->get_var( "SELECT comment_post_ID FROM {$wpdb->comments} GROUP BY comment_post_ID ORDER BY COUNT(*) DESC LIMIT 1" );
	$demo        = get_posts(
		array(
			'post_type'   => ContactFormPostType::POST_TYPE,
			'numberposts' => 1,
			'fields'      => 'ids',
		)
	);
	$out         = array(
		'users'       => $users,
		'post'        => $post,
		'contactDemo' => (int) ( $demo[0] ?? 0 ),
		'secret'      => FAROL_SECURITY_SECRET,
		'city'        => (int) $wpdb->get_var( 'SELECT id FROM ' . $wpdb->prefix . 'farol_cities ORDER BY id LIMIT 1' ),
		'cases'       => array(),
	);
	$submissions = new SubmissionRepository();
	$definition  = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/lead-form/demo-form.json' ), true );
	for ( $i = 0; $i < $copies; $i++ ) {
		$lead    = (int) wp_insert_post(
			array(
				'post_type'   => LeadFormPostType::POST_TYPE,
				'post_title'  => 'Segurança ' . $i,
				'post_status' => 'publish',
				'meta_input'  => array( LeadFormPostType::DEFINITION_META => $definition ),
			)
		);
		$contact = (int) wp_insert_post(
			array(
				'post_type'    => ContactFormPostType::POST_TYPE,
				'post_title'   => 'Contato segurança ' . $i,
				'post_status'  => 'publish',
				'post_content' => '',
				'meta_input'   => array(
					ContactFormPostType::MAIL_META => array(
						'recipient' => FAROL_SECURITY_SECRET . '@farol.test',
						'subject'   => FAROL_SECURITY_SECRET,
						'body'      => FAROL_SECURITY_SECRET,
					),
				),
			)
		);
		// A second save gives each form a revision and an autosave-able parent.
		wp_update_post(
			array(
				'ID'         => $lead,
				'post_title' => 'Segurança ' . $i . ' (2)',
			)
		);
		wp_update_post(
			array(
				'ID'         => $contact,
				'post_title' => 'Contato segurança ' . $i . ' (2)',
			)
		);
		$submission = $submissions->insert( $contact, 'mail_sent', array( 'your-email' => FAROL_SECURITY_PERSONAL . '@cliente.test' ), array(), str_repeat( '0', 64 ), 'sent' );
		// Unique per seed: the contacts table holds one row per address.
		$email = 'lead' . $i . '-' . wp_generate_password( 8, false ) . '-' . FAROL_SECURITY_PERSONAL . '@cliente.test';
		$wpdb->insert(
			LeadsTables::contacts(),
			array(
				'email_hash'          => ContactRepository::email_hash( $email ),
				'email'               => $email,
				'name'                => 'Lead ' . $i,
				'fields'              => wp_json_encode( array( 'name' => 'Lead ' . $i ) ),
				'conversions_count'   => 1,
				'first_conversion_at' => gmdate( 'Y-m-d H:i:s' ),
				'last_conversion_at'  => gmdate( 'Y-m-d H:i:s' ),
				'last_form_id'        => $lead,
			)
		);
		$lead_contact = (int) $wpdb->insert_id;
		if ( '' !== $wpdb->last_error ) {
			throw new RuntimeException( 'seed: ' . $wpdb->last_error );
		}
		$wpdb->insert(
			LeadsTables::conversions(),
			array(
				'uuid'           => wp_generate_uuid4(),
				'form_id'        => $lead,
				'contact_id'     => $lead_contact,
				'variant'        => 'typed',
				'email'          => $email,
				'payload'        => wp_json_encode( array( 'email' => $email ) ),
				'conversion_url' => home_url( '/' ),
				'traffic_source' => 'direct',
				'created_at'     => gmdate( 'Y-m-d H:i:s' ),
				'forward_status' => 'none',
			)
		);
		$conversion     = (int) $wpdb->insert_id;
		$comment        = static fn ( string $n ): int => (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $post,
				'comment_author'       => 'Visitante ' . $n,
				'comment_author_email' => 'visitante' . $n . '@cliente.test',
				'comment_content'      => 'Comentário de teste de segurança ' . $n,
				'comment_approved'     => 1,
			)
		);
		$revisions      = wp_get_post_revisions( $lead, array( 'fields' => 'ids' ) );
		$out['cases'][] = array(
			'leadForm'        => $lead,
			'leadRevision'    => (int) ( array_values( $revisions )[0] ?? 0 ),
			'contactForm'     => $contact,
			'contactRevision' => (int) ( array_values( wp_get_post_revisions( $contact, array( 'fields' => 'ids' ) ) )[0] ?? 0 ),
			'submission'      => $submission,
			'leadContact'     => $lead_contact,
			'conversion'      => $conversion,
			'comment'         => $comment( $i . 'a' ),
			'comment2'        => $comment( $i . 'b' ),
		);
	}
	return $out;
}

/**
 * A user's nonces for the session of a logged-in cookie: valid, and three ticks old.
 *
 * @param int    $uid    User.
 * @param string $cookie The logged-in cookie's value.
 * @return array<string,string>
 */
function farol_security_nonces( int $uid, string $cookie ): array {
	$_COOKIE[ LOGGED_IN_COOKIE ] = $cookie;
	wp_set_current_user( $uid );
	$token = wp_get_session_token();
	$stale = static fn ( string $action ): string => substr( wp_hash( ( wp_nonce_tick( $action ) - 3 ) . '|' . $action . '|' . $uid . '|' . $token, 'nonce' ), -12, 10 );
	return array(
		'rest'          => wp_create_nonce( 'wp_rest' ),
		'comments'      => wp_create_nonce( 'farol_comments' ),
		'staleRest'     => $stale( 'wp_rest' ),
		'staleComments' => $stale( 'farol_comments' ),
	);
}

/**
 * Points forwarding at a provider address, queues a new lead (or the given one, made due
 * now), runs the queue's worker as WP-Cron would, and answers the lead's queue row.
 *
 * @param string $base_url     The provider's address.
 * @param int    $conversion_id A conversion queued earlier, or 0 for a new one.
 * @return array<string,mixed>
 */
function farol_security_forward( string $base_url, int $conversion_id ): array {
	global $wpdb;
	update_option(
		'farol_lead_forwarding',
		array(
			'base_url' => $base_url,
			'api_key'  => 'chave-do-teste',
			'timeout'  => 2,
		)
	);
	$table = LeadsTables::conversions();
	if ( 0 === $conversion_id ) {
		$definition = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/lead-form/demo-form.json' ), true );
		$form       = (int) wp_insert_post(
			array(
				'post_type'   => LeadFormPostType::POST_TYPE,
				'post_title'  => 'Encaminhamento segurança',
				'post_status' => 'publish',
				'meta_input'  => array( LeadFormPostType::DEFINITION_META => $definition ),
			)
		);
		$email      = 'fila-' . wp_generate_password( 8, false ) . '@cliente.test';
		$wpdb->insert(
			$table,
			array(
				'uuid'           => wp_generate_uuid4(),
				'form_id'        => $form,
				'contact_id'     => 0,
				'variant'        => 'typed',
				'email'          => $email,
				'payload'        => wp_json_encode( array( 'email' => $email ) ),
				'conversion_url' => home_url( '/' ),
				'traffic_source' => 'direct',
				'created_at'     => gmdate( 'Y-m-d H:i:s' ),
				'forward_status' => 'none',
			)
		);
		$conversion_id = (int) $wpdb->insert_id;
		( new \Farol\LeadForm\Forwarding\ForwardingQueue() )->enqueue( $conversion_id, gmdate( 'Y-m-d H:i:s' ) );
	} else {
		$wpdb->update( $table, array( 'next_attempt_at' => gmdate( 'Y-m-d H:i:s', time() - 1 ) ), array( 'id' => $conversion_id ) );
	}
	$started = microtime( true );
	do_action( 'farol_lead_forwarding_run' );
	$row = $wpdb->get_row( $wpdb->prepare( "SELECT id, forward_status, forward_attempts, forward_error FROM {$table} WHERE id = %d", $conversion_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name of ours.
	return array(
		'row'     => $row,
		'seconds' => round( microtime( true ) - $started, 1 ),
	);
}

/**
 * Rows of what visitors store.
 *
 * @return array<string,int>
 */
function farol_security_counts(): array {
	global $wpdb;
	$count = static fn ( string $table, string $where = '1=1' ): int => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table} WHERE {$where}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- our tables, fixed conditions.
	return array(
		'submissions' => $count( SubmissionsTable::name() ),
		'conversions' => $count( LeadsTables::conversions() ),
		'contacts'    => $count( LeadsTables::contacts() ),
		'comments'    => $count( $wpdb->comments ),
		'queued'      => $count( LeadsTables::conversions(), "forward_status IN ('pending','retry','queued')" ),
	);
}
