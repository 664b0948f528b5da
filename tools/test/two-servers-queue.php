<?php
/**
 * The two-server test's forwarding queue helper (tools/test/two-servers.mjs).
 *
 * Run with the PHP CLI on one server's site folder (both share the database):
 *
 *     php two-servers-queue.php <site> setup <provider url> <count> <other site>...
 *         points forwarding at the provider, queues <count> leads due now, and puts a
 *         must-use plugin into every server's folder that runs the queue's worker once on
 *         `GET /?farol_two_servers_queue=<secret>` (as WP-Cron would, without cron's lock, so
 *         workers on both servers run at the same moment); prints { secret, ids, emails }
 *     php two-servers-queue.php <site> rows <ids,…>
 *         prints each lead's forward_status
 *     php two-servers-queue.php <site> teardown <ids,…> <form id> <other site>...
 *         deletes the leads, their form, the forwarding settings, the secret and the must-use
 *         plugins
 *
 * @package Farol
 */

declare(strict_types=1);

require_once dirname( __DIR__ ) . '/bench/lib/cli-site.php';
list( $farol_site, $farol_task ) = farol_cli_site( $argv, array( 'setup', 'rows', 'teardown' ), 'php two-servers-queue.php <site> setup|rows|teardown …' );

require $farol_site . '/wp-load.php';

use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Forwarding\ForwardingQueue;
use Farol\LeadForm\Store\LeadsTables;

const FAROL_TWO_QUEUE_OPTION = 'farol_two_servers_queue_secret';
const FAROL_TWO_QUEUE_MU     = '/mu-plugins/farol-two-servers-queue.php';

/**
 * The must-use plugin every server gets.
 */
function farol_two_queue_plugin(): string {
	return "<?php\n// Written by tools/test/two-servers-queue.php; removed at its teardown.\n"
		. "add_action( 'init', static function () {\n"
		. "\t\$secret = (string) get_option( '" . FAROL_TWO_QUEUE_OPTION . "' );\n"
		. "\tif ( '' === \$secret || ! isset( \$_GET['farol_two_servers_queue'] ) || ! hash_equals( \$secret, (string) \$_GET['farol_two_servers_queue'] ) ) {\n"
		. "\t\treturn;\n\t}\n"
		. "\tdo_action( 'farol_lead_forwarding_run' );\n"
		. "\twp_send_json( array( 'ran' => true ) );\n"
		. "}, 99 );\n";
}

/**
 * The servers' content folders.
 *
 * @param array<int,string> $others The other servers' site folders.
 * @return list<string>
 */
function farol_two_queue_folders( array $others ): array {
	$folders = array( WP_CONTENT_DIR );
	foreach ( $others as $other ) {
		$content = rtrim( $other, '/' ) . '/wp-content';
		if ( is_dir( $content ) && realpath( $content ) !== realpath( WP_CONTENT_DIR ) ) {
			$folders[] = $content;
		}
	}
	return $folders;
}

global $wpdb;
$farol_table = LeadsTables::conversions();
$farol_ids   = array_values( array_filter( array_map( 'intval', explode( ',', (string) ( $argv[3] ?? '' ) ) ) ) );

if ( 'setup' === $farol_task ) {
	$farol_count = max( 1, (int) ( $argv[4] ?? 10 ) );
	update_option(
		'farol_lead_forwarding',
		array(
			'base_url' => (string) $argv[3],
			'api_key'  => 'chave-dos-dois-servidores',
			'timeout'  => 5,
		)
	);
	$farol_secret = wp_generate_password( 32, false );
	update_option( FAROL_TWO_QUEUE_OPTION, $farol_secret, false );
	foreach ( farol_two_queue_folders( array_slice( $argv, 5 ) ) as $farol_folder ) {
		wp_mkdir_p( $farol_folder . '/mu-plugins' );
		file_put_contents( $farol_folder . FAROL_TWO_QUEUE_MU, farol_two_queue_plugin() ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a test's own plugin file.
	}
	$farol_form = (int) wp_insert_post(
		array(
			'post_type'   => LeadFormPostType::POST_TYPE,
			'post_title'  => 'Fila nos dois servidores',
			'post_status' => 'publish',
			'meta_input'  => array( LeadFormPostType::DEFINITION_META => wp_json_file_decode( dirname( __DIR__, 2 ) . '/tests/fixtures/lead-form/demo-form.json', array( 'associative' => true ) ) ),
		)
	);
	$farol_out  = array(
		'secret' => $farol_secret,
		'form'   => $farol_form,
		'ids'    => array(),
		'emails' => array(),
	);
	$farol_run  = strtolower( wp_generate_password( 6, false ) );
	for ( $farol_i = 0; $farol_i < $farol_count; $farol_i++ ) {
		$farol_email = "fila-{$farol_run}-{$farol_i}@dois-servidores.test";
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the test's own rows.
			$farol_table,
			array(
				'uuid'           => wp_generate_uuid4(),
				'form_id'        => $farol_form,
				'contact_id'     => 0,
				'variant'        => 'typed',
				'email'          => $farol_email,
				'payload'        => wp_json_encode(
					array(
						'email'                 => $farol_email,
						'conversion_identifier' => 'dois-servidores',
					)
				),
				'conversion_url' => home_url( '/' ),
				'created_at'     => gmdate( 'Y-m-d H:i:s' ),
				'forward_status' => 'none',
			)
		);
		$farol_id = (int) $wpdb->insert_id;
		( new ForwardingQueue() )->enqueue( $farol_id, gmdate( 'Y-m-d H:i:s', time() - 1 ) );
		$farol_out['ids'][]    = $farol_id;
		$farol_out['emails'][] = $farol_email;
	}
	echo wp_json_encode( $farol_out ), "\n";
	exit( 0 );
}

$farol_in = implode( ',', array_fill( 0, max( 1, count( $farol_ids ) ), '%d' ) );
if ( 'rows' === $farol_task ) {
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the test's own rows; the IN list is a run of %d.
	$farol_rows = $wpdb->get_results( $wpdb->prepare( "SELECT id, forward_status, forward_attempts FROM {$farol_table} WHERE id IN ({$farol_in})", ...( $farol_ids ? $farol_ids : array( 0 ) ) ), ARRAY_A );
	echo wp_json_encode( $farol_rows ), "\n";
	exit( 0 );
}

// teardown.
// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare -- the test's own rows; the IN list is a run of %d.
$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_table} WHERE id IN ({$farol_in})", ...( $farol_ids ? $farol_ids : array( 0 ) ) ) );
wp_delete_post( (int) ( $argv[4] ?? 0 ), true );
delete_option( 'farol_lead_forwarding' );
delete_option( FAROL_TWO_QUEUE_OPTION );
foreach ( farol_two_queue_folders( array_slice( $argv, 5 ) ) as $farol_folder ) {
	wp_delete_file( $farol_folder . FAROL_TWO_QUEUE_MU );
}
echo "{}\n";
