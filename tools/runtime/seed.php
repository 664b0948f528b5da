<?php
/**
 * Demo content, the same for every runtime (Playground, native, tests' e2e site).
 *
 * Runs inside a loaded WordPress (required after wp-load.php). Idempotent: running it twice
 * leaves one copy of everything. Each feature keeps its own demo in tools/runtime/demo/*.php,
 * included here in name order; each file may use the helpers below.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * Creates or updates a post by slug and type; returns its ID.
 *
 * @param array<string,mixed> $fields wp_insert_post fields; post_name and post_type required.
 */
function farol_demo_upsert_post( array $fields ): int {
	$existing = get_posts(
		array(
			'name'           => $fields['post_name'],
			'post_type'      => $fields['post_type'],
			'post_status'    => 'any',
			'posts_per_page' => 1,
			'fields'         => 'ids',
		)
	);
	$fields   = array_merge(
		array(
			'post_status' => 'publish',
			'post_author' => 1,
		),
		$fields
	);
	if ( $existing ) {
		$fields['ID'] = (int) $existing[0];
		unset( $fields['import_id'] );
		return (int) wp_update_post( wp_slash( $fields ), true );
	}
	return (int) wp_insert_post( wp_slash( $fields ), true );
}

update_option( 'blogname', 'Farol' );
update_option( 'blogdescription', 'Marketing digital que ilumina resultados' );
// WordPress only accepts a site language whose core files are in wp-content/languages. The
// runtimes install core's pt_BR catalogue (tools/runtime/languages/); a site without it (the
// PHPUnit site) still gets pt_BR for Farol's own strings.
add_filter( 'get_available_languages', static fn( array $languages ): array => array_unique( array_merge( $languages, array( 'pt_BR' ) ) ) );
update_option( 'WPLANG', 'pt_BR' );
update_option( 'timezone_string', 'America/Sao_Paulo' );
update_option( 'date_format', 'j \d\e F \d\e Y' );
update_option( 'time_format', 'H:i' );
update_option( 'permalink_structure', '/%postname%/' );
// The demo runs offline: avatars would be requests to Gravatar that can only fail.
update_option( 'show_avatars', 0 );

if ( 'farol' !== get_stylesheet() && wp_get_theme( 'farol' )->exists() ) {
	switch_theme( 'farol' );
}
require_once ABSPATH . 'wp-admin/includes/plugin.php';
if ( ! is_plugin_active( 'farol/farol.php' ) ) {
	activate_plugin( 'farol/farol.php' );
}

$farol_demo_files = glob( __DIR__ . '/demo/*.php' );
sort( $farol_demo_files );
foreach ( $farol_demo_files as $farol_demo_file ) {
	require $farol_demo_file;
}

flush_rewrite_rules( false );
echo "Farol demo content ready\n";
