<?php
/**
 * The load run's hands on the site (tools/bench/load.mjs), run with the system PHP on the native
 * site's folder. The load itself goes through HTTP only; this helper opens the way and counts.
 *
 * Tasks:
 *   php load-site.php <site> setup [<site>...]    creates a temporary lead form, contact form
 *                                                 and a published page showing both, opens the
 *                                                 rate limit's bench pass (BenchPass, the
 *                                                 X-Farol-Bench header), installs the load's
 *                                                 mu-plugin (below; into every site folder
 *                                                 given: servers of one database each have
 *                                                 their own files) and prints
 *                                                 { pass, page, lead_form, contact_form } as JSON
 *   php load-site.php <site> count <marker>       prints, for the rows whose e-mail carries the
 *                                                 marker, { conversions, conversion_emails,
 *                                                 contacts, contact_emails, comments,
 *                                                 comment_emails }: rows, and distinct e-mails
 *   php load-site.php <site> teardown <marker> <page> <lead_form> <contact_form> [<site>...]
 *                                                 deletes those rows, the temporary posts, the
 *                                                 mu-plugin and the pass
 *
 * The mu-plugin (`farol-bench-load.php`, present only between setup and teardown) makes
 * wp_mail() succeed without sending (no SMTP time is measured; the dev sites have no mail
 * server), and acts otherwise only on a request that holds the bench pass (loopback, the
 * header, the stored secret, not expired): every such request counts as its own client address
 * (so a per-address limit that does not know the pass yet never trips) and core's comment flood
 * check (one comment per 15 s per address) is lifted. Every other check of each pipeline stays.
 *
 * The site argument is the folder of the site's wp-load.php; FAROL_SITE_URL its address.
 *
 * @package Farol
 */

declare(strict_types=1);

require_once __DIR__ . '/lib/cli-site.php';
list( $farol_site, $farol_task ) = farol_cli_site( $argv, array( 'setup', 'count', 'teardown' ), 'php load-site.php <site> setup|count|teardown [marker]' );

require $farol_site . '/wp-load.php';

/**
 * The one place that names the bench pass's class: it lives in the shared abuse kernel, or in
 * the lead form's folder on a checkout from before that move.
 */
function farol_load_bench_pass_class(): string {
	foreach ( array( 'Farol\\Support\\Abuse\\BenchPass' ) as $farol_class ) {
		if ( class_exists( $farol_class ) ) {
			return $farol_class;
		}
	}
	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a CLI tool's error output.
	fwrite( STDERR, "load-site: no BenchPass class (is the plugin active?)\n" );
	exit( 1 );
}

/**
 * The client-address filter of that kernel (the lead form's old name is deprecated there, and a
 * callback on it would log a deprecation notice).
 *
 * @param string $pass_class The bench pass's class.
 */
function farol_load_address_filter( string $pass_class ): string {
	return str_starts_with( $pass_class, 'Farol\\Support\\' ) ? 'farol_client_address' : 'farol_lead_client_address';
}

$farol_marker = (string) preg_replace( '/[^a-z0-9-]/', '', strtolower( (string) ( $argv[3] ?? '' ) ) );
$farol_mu     = WPMU_PLUGIN_DIR . '/farol-bench-load.php';
// The same mu-plugin in the other servers' folders (their own wp-content, same database).
$farol_mus = array( $farol_mu );
foreach ( array_slice( $argv, 'setup' === $farol_task ? 3 : 7 ) as $farol_other ) {
	$farol_other = rtrim( (string) $farol_other, '/' );
	if ( is_file( $farol_other . '/wp-load.php' ) && realpath( $farol_other ) !== realpath( $farol_site ) ) {
		$farol_mus[] = $farol_other . '/wp-content/mu-plugins/farol-bench-load.php';
	}
}
$farol_pass = farol_load_bench_pass_class();

if ( 'setup' === $farol_task ) {
	$farol_field        = static fn ( array $attributes ): string => '<!-- wp:farol/contact-field ' . wp_json_encode( $attributes ) . ' /-->';
	$farol_lead_form    = wp_insert_post(
		array(
			'post_type'   => 'farol_lead_form',
			'post_status' => 'publish',
			'post_title'  => 'Farol load form (temporary)',
			'meta_input'  => array(
				'farol_lead_form' => array(
					'conversion_identifier' => 'farol-load',
					'thankyou_message'      => 'Obrigado!',
					'fields'                => array(
						array(
							'name'     => 'name',
							'type'     => 'text',
							'label'    => 'Nome',
							'required' => true,
						),
						array(
							'name'     => 'email',
							'type'     => 'email',
							'label'    => 'E-mail',
							'required' => true,
						),
					),
				),
			),
		)
	);
	$farol_contact_form = wp_insert_post(
		array(
			'post_type'    => 'farol_contact_form',
			'post_status'  => 'publish',
			'post_title'   => 'Farol load contact form (temporary)',
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
				'farol_contact_form_mail' => array(
					'recipient' => 'load@bench.farol.test',
					'subject'   => 'Contato de [your-name]',
					'body'      => "De: [your-name] <[your-email]>\n\n[your-message]",
					'reply_to'  => '[your-email]',
				),
			),
		)
	);
	$farol_page         = wp_insert_post(
		array(
			'post_type'    => 'page',
			'post_status'  => 'publish',
			'post_title'   => 'Farol load page (temporary)',
			'post_content' => '<!-- wp:farol/lead-form ' . wp_json_encode( array( 'formId' => $farol_lead_form ) ) . ' /-->'
				. '<!-- wp:farol/contact-form ' . wp_json_encode( array( 'formId' => $farol_contact_form ) ) . ' /-->',
		)
	);
	$farol_secret       = $farol_pass::open( 900 );
	wp_mkdir_p( WPMU_PLUGIN_DIR );
	$farol_code = <<<'PHP'
<?php
/**
 * Plugin Name: Farol load run (temporary)
 * Description: Installed by tools/bench/load-site.php for one load run: wp_mail() succeeds without sending; lifts per-address limits only for requests holding the bench pass.
 */
add_filter( 'pre_wp_mail', '__return_true' );
add_action( 'plugins_loaded', static function () {
	if ( ! class_exists( __PASS__::class ) || ! ( new __PASS__() )->applies( isset( $_SERVER['REMOTE_ADDR'] ) ? (string) $_SERVER['REMOTE_ADDR'] : '' ) ) {
		return;
	}
	$farol_load_address = 'load-' . wp_generate_uuid4();
	add_filter( '__ADDRESS_FILTER__', static fn () => $farol_load_address, 99 );
	add_action( 'init', static function () {
		remove_action( 'check_comment_flood', 'check_comment_flood_db' );
	} );
	// The load posts the form's fields straight to the endpoint: no comment captcha.
	add_filter( 'farol_comments_captcha_required', '__return_false' );
}, 0 );
PHP;
	$farol_code = str_replace( array( '__PASS__', '__ADDRESS_FILTER__' ), array( '\\' . $farol_pass, farol_load_address_filter( $farol_pass ) ), $farol_code );
	foreach ( $farol_mus as $farol_file ) {
		wp_mkdir_p( dirname( $farol_file ) );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a CLI tool writing the run's own mu-plugin.
		file_put_contents( $farol_file, $farol_code );
	}
	echo wp_json_encode(
		array(
			'pass'         => $farol_secret,
			'page'         => get_permalink( $farol_page ),
			'page_id'      => $farol_page,
			'lead_form'    => $farol_lead_form,
			'contact_form' => $farol_contact_form,
		)
	);
	exit( 0 );
}

if ( '' === $farol_marker ) {
	// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a CLI tool's error output.
	fwrite( STDERR, "load-site: a marker is required\n" );
	exit( 2 );
}

global $wpdb;
$farol_like        = '%' . $wpdb->esc_like( $farol_marker ) . '%';
$farol_conversions = $wpdb->prefix . 'farol_lead_conversions';
$farol_contacts    = $wpdb->prefix . 'farol_lead_contacts';
$farol_submissions = $wpdb->prefix . 'farol_contact_submissions';

// phpcs:disable WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- the table names are ours, every query is prepared before it is passed on; a CLI tool.
if ( 'count' === $farol_task ) {
	$farol_emails                           = static function ( string $sql ) use ( $wpdb ): array {
		$farol_rows = $wpdb->get_col( $sql );
		return array( count( $farol_rows ), count( array_unique( $farol_rows ) ) );
	};
	list( $farol_conv, $farol_conv_unique ) = $farol_emails( $wpdb->prepare( "SELECT email FROM {$farol_conversions} WHERE email LIKE %s", $farol_like ) );
	// A submission's fields are stored as JSON; the marked e-mail is one of them.
	$farol_fields                         = $wpdb->get_col( $wpdb->prepare( "SELECT fields FROM {$farol_submissions} WHERE fields LIKE %s", $farol_like ) );
	$farol_sub_emails                     = array_map(
		static function ( string $json ) use ( $farol_marker ): string {
			return preg_match( '/[a-z0-9.+-]*' . preg_quote( $farol_marker, '/' ) . '[a-z0-9.@+-]*/', $json, $farol_match ) ? $farol_match[0] : '';
		},
		$farol_fields
	);
	list( $farol_com, $farol_com_unique ) = $farol_emails( $wpdb->prepare( "SELECT comment_author_email FROM {$wpdb->comments} WHERE comment_author_email LIKE %s", $farol_like ) );
	echo wp_json_encode(
		array(
			'conversions'       => $farol_conv,
			'conversion_emails' => $farol_conv_unique,
			'contacts'          => count( $farol_sub_emails ),
			'contact_emails'    => count( array_unique( $farol_sub_emails ) ),
			'comments'          => $farol_com,
			'comment_emails'    => $farol_com_unique,
		)
	);
	exit( 0 );
}

// Teardown: the marked rows only, then the mu-plugin and the pass.
$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_conversions} WHERE email LIKE %s", $farol_like ) );
$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_contacts} WHERE email LIKE %s", $farol_like ) );
$wpdb->query( $wpdb->prepare( "DELETE FROM {$farol_submissions} WHERE fields LIKE %s", $farol_like ) );
$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}farol_lead_form_stats WHERE form_id = %d", (int) ( $argv[5] ?? 0 ) ) );
// phpcs:enable
foreach ( get_comments(
	array(
		'author_email' => '',
		'search'       => $farol_marker,
		'status'       => 'all',
		'fields'       => 'ids',
	)
) as $farol_comment_id ) {
	wp_delete_comment( (int) $farol_comment_id, true );
}
foreach ( array_slice( $argv, 4, 3 ) as $farol_post_id ) {
	if ( in_array( get_post_type( (int) $farol_post_id ), array( 'page', 'farol_lead_form', 'farol_contact_form' ), true ) && str_contains( get_the_title( (int) $farol_post_id ), '(temporary)' ) ) {
		wp_delete_post( (int) $farol_post_id, true );
	}
}
foreach ( $farol_mus as $farol_file ) {
	if ( is_file( $farol_file ) ) {
		wp_delete_file( $farol_file );
	}
}
$farol_pass::close();
exit( 0 );
