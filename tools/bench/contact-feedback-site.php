<?php
/**
 * The contact feedback bench's hands on the site: run by tools/bench/contact-feedback.bench.mjs
 * with the system PHP against the native runtime's WordPress, before and after the sends.
 *
 * Tasks:
 *   php contact-feedback-site.php <site> setup     creates a published bench contact form
 *                                                 (name, email, message) with mail settings,
 *                                                 installs the bench mu-plugin (below) and
 *                                                 prints { form_id, stamp } as JSON
 *   php contact-feedback-site.php <site> count <form_id>
 *                                                 prints { rows, mail_sent } of the form
 *   php contact-feedback-site.php <site> teardown <form_id>
 *                                                 deletes the form, its submissions and the
 *                                                 mu-plugin
 *
 * The mu-plugin (`farol-bench-contact.php`, present only between setup and teardown) makes
 * wp_mail() a no-op that succeeds, so no SMTP time is measured, and gives every request its
 * own client address through `farol_client_address`, so the per-address rate limit
 * (10 sends in 10 minutes) never trips. The shipped plugin has no bench exemption for it.
 *
 * The site argument is the folder of the site's wp-load.php; FAROL_SITE_URL its address.
 * Nothing of the bench stays on the site after teardown.
 *
 * @package Farol
 */

declare(strict_types=1);

use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Store\SubmissionsTable;
use Farol\Support\Abuse\SignedStamp;

require_once __DIR__ . '/lib/cli-site.php';
list( $farol_site, $farol_task ) = farol_cli_site( $argv, array( 'setup', 'count', 'teardown' ), 'php contact-feedback-site.php <site> setup|count|teardown [form_id]' );

require $farol_site . '/wp-load.php';

$farol_form_id = (int) ( $argv[3] ?? 0 );
$farol_mu      = WPMU_PLUGIN_DIR . '/farol-bench-contact.php';

if ( 'setup' === $farol_task ) {
	$farol_field   = static fn ( array $attributes ): string => '<!-- wp:farol/contact-field ' . wp_json_encode( $attributes ) . ' /-->';
	$farol_form_id = wp_insert_post(
		array(
			'post_type'    => ContactFormPostType::POST_TYPE,
			'post_status'  => 'publish',
			'post_title'   => 'Farol bench contact form (temporary)',
			'post_content' => $farol_field(
				array(
					'type'     => 'text',
					'name'     => 'your-name',
					'label'    => 'Seu nome',
					'required' => true,
				)
			) . $farol_field(
				array(
					'type'     => 'email',
					'name'     => 'your-email',
					'label'    => 'Seu e-mail',
					'required' => true,
				)
			) . $farol_field(
				array(
					'type'     => 'textarea',
					'name'     => 'your-message',
					'label'    => 'Sua mensagem',
					'required' => true,
				)
			) . $farol_field(
				array(
					'type'  => 'submit',
					'label' => 'Enviar',
				)
			),
			'meta_input'   => array(
				ContactFormPostType::MAIL_META => array(
					'recipient' => 'bench@bench.farol.test',
					'subject'   => 'Contato de [your-name]',
					'body'      => "De: [your-name] <[your-email]>\n\n[your-message]",
					'reply_to'  => '[your-email]',
				),
			),
		),
		true
	);
	if ( is_wp_error( $farol_form_id ) ) {
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a CLI tool's error output.
		fwrite( STDERR, $farol_form_id->get_error_message() . "\n" );
		exit( 1 );
	}
	wp_mkdir_p( WPMU_PLUGIN_DIR );
	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a CLI tool writing the bench's own mu-plugin.
	file_put_contents(
		$farol_mu,
		"<?php\n/**\n * Plugin Name: Farol contact feedback bench (temporary)\n * Description: Installed by tools/bench/contact-feedback-site.php for one bench run: wp_mail() succeeds without sending, every request counts as its own address.\n */\n"
		. "add_filter( 'pre_wp_mail', '__return_true' );\n"
		. "add_filter( 'farol_client_address', static fn () => 'bench-' . wp_generate_uuid4() );\n"
	);
	echo wp_json_encode(
		array(
			'form_id' => $farol_form_id,
			'stamp'   => SignedStamp::create( 'farol_started', $farol_form_id, time() - 60 ),
		)
	);
	exit( 0 );
}

global $wpdb;
$farol_table = SubmissionsTable::name();

if ( 'count' === $farol_task ) {
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- the table name is ours; a CLI tool.
	$farol_rows = $wpdb->get_results( $wpdb->prepare( "SELECT status, COUNT(*) AS n FROM {$farol_table} WHERE form_id = %d GROUP BY status", $farol_form_id ), ARRAY_A );
	$farol_by   = array_column( is_array( $farol_rows ) ? $farol_rows : array(), 'n', 'status' );
	echo wp_json_encode(
		array(
			'rows'      => array_sum( array_map( 'intval', $farol_by ) ),
			'mail_sent' => (int) ( $farol_by['mail_sent'] ?? 0 ),
		)
	);
	exit( 0 );
}

if ( $farol_form_id > 0 && ContactFormPostType::POST_TYPE === get_post_type( $farol_form_id ) ) {
	// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- the table name is ours; a CLI tool.
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_table} WHERE form_id = %d", $farol_form_id ) );
	wp_delete_post( $farol_form_id, true );
}
if ( is_file( $farol_mu ) ) {
	wp_delete_file( $farol_mu );
}
exit( 0 );
