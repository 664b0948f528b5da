<?php
/**
 * Demo: the data of the plugins Farol replaces, as if this site had run them (wpDiscuz, Contact
 * Form 7 + Flamingo, Sticky Menu (or Anything!) and the RD Station plugin: their tables, posts,
 * metas and options, the real fixtures of ../shared/fixtures/migration with their ids moved,
 * tools/runtime/import-sources.php), so Ferramentas › Importar has something to import from
 * each source. Nothing is imported here: the site owner tries each importer.
 *
 * The fixtures' two blog posts are filed under "Dados importáveis" and dated before the demo's
 * own posts, so the home's grid keeps showing the demo's. Playground reads the fixtures where
 * tools/runtime/playground-start.mjs mounts them. Skipped when the shared fixtures are not on
 * this machine, and on the e2e sites (tools/test/e2e.sh sets
 * FAROL_DEMO_IMPORT_SOURCES=0: tests/e2e/import.spec.ts loads and removes the data itself).
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

if ( '0' === getenv( 'FAROL_DEMO_IMPORT_SOURCES' ) ) {
	return;
}
require_once dirname( __DIR__ ) . '/import-sources.php';

try {
	$farol_sources = farol_import_sources_load();
} catch ( Throwable $farol_error ) {
	// The rest of the demo stands without it; say why.
	echo 'Farol demo: the rival plugins\' data was not loaded: ' . esc_html( $farol_error->getMessage() ) . "\n";
	return;
}
if ( array() !== $farol_sources['loaded'] ) {
	$farol_term = get_term_by( 'slug', 'dados-importaveis', 'category' );
	if ( ! $farol_term instanceof WP_Term ) {
		$farol_created = wp_insert_term( 'Dados importáveis', 'category', array( 'slug' => 'dados-importaveis' ) );
		$farol_term    = is_array( $farol_created ) ? get_term( (int) $farol_created['term_id'], 'category' ) : null;
	}
	foreach ( array( $farol_sources['wpdiscuz']['post'], $farol_sources['wpdiscuz']['inline'] ) as $farol_index => $farol_post ) {
		if ( ! get_post( $farol_post ) ) {
			continue;
		}
		$farol_date = gmdate( 'Y-m-d H:i:s', strtotime( '2024-06-03 09:00:00' ) + $farol_index * DAY_IN_SECONDS );
		$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the loaded fixture's post, dated without running the save hooks again.
			$wpdb->posts,
			array(
				'post_date'     => $farol_date,
				'post_date_gmt' => get_gmt_from_date( $farol_date ),
			),
			array( 'ID' => $farol_post )
		);
		clean_post_cache( $farol_post );
		if ( $farol_term instanceof WP_Term ) {
			wp_set_post_categories( $farol_post, array( $farol_term->term_id ) );
		}
	}
}
