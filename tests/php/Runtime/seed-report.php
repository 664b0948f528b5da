<?php
/**
 * Run by SeedTest inside a loaded test site (tests/php/includes/site.php run): prints, as JSON,
 * what a visitor and an administrator would find after the demo seed.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

require_once ABSPATH . 'wp-admin/includes/plugin.php';

$farol_report_posts = static function ( string $slug ): array {
	return array_map(
		static fn( WP_Post $post ): array => array(
			'id'        => $post->ID,
			'status'    => $post->post_status,
			'type'      => $post->post_type,
			'permalink' => get_permalink( $post ),
			'comments'  => array_map(
				static fn( WP_Comment $comment ): array => array(
					'id'       => (int) $comment->comment_ID,
					'parent'   => (int) $comment->comment_parent,
					'approved' => $comment->comment_approved,
				),
				get_comments(
					array(
						'post_id' => $post->ID,
						'status'  => 'all',
						'orderby' => 'comment_ID',
						'order'   => 'ASC',
					)
				)
			),
		),
		get_posts(
			array(
				'name'           => $slug,
				'post_type'      => array( 'post', 'page' ),
				'post_status'    => 'any',
				'posts_per_page' => -1,
			)
		)
	);
};

// What Ferramentas › Importar finds of each rival plugin (the runner of the hooked screen; its
// dry run writes nothing), the fixtures' rows, and the posts the home's grid shows first.
$farol_import_lines = array();
foreach ( $GLOBALS['wp_filter']['admin_post_farol_import_step']->callbacks ?? array() as $farol_callbacks ) {
	foreach ( $farol_callbacks as $farol_callback ) {
		if ( is_array( $farol_callback['function'] ) && $farol_callback['function'][0] instanceof Farol\Import\ImportScreen ) {
			$farol_runner = ( new ReflectionProperty( $farol_callback['function'][0], 'runner' ) )->getValue( $farol_callback['function'][0] );
			foreach ( $farol_runner->importers() as $farol_id => $farol_importer ) {
				$farol_import_lines[ $farol_id ] = Farol\Import\ImportReport::lines( $farol_importer, $farol_runner->survey( $farol_importer ) );
			}
		}
	}
}
$farol_import_rows = array(
	'votes'    => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}wc_users_voted" ), // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a report's count.
	'comments' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->comments} WHERE comment_ID >= 700000" ), // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a report's count.
	'category' => wp_get_post_categories( 700005, array( 'fields' => 'slugs' ) ),
	'home'     => wp_list_pluck( get_posts( array( 'numberposts' => 8 ) ), 'post_name' ), // phpcs:ignore WordPress.WP.PostsPerPage.posts_per_page_numberposts -- the grid's first eight.
);

$farol_post_2260 = get_post( 2260 );
echo wp_json_encode(
	array(
		'post_2260'           => $farol_post_2260 ? array(
			'slug'      => $farol_post_2260->post_name,
			'status'    => $farol_post_2260->post_status,
			'type'      => $farol_post_2260->post_type,
			'permalink' => get_permalink( $farol_post_2260 ),
		) : null,
		'posts_elemento_fixo' => $farol_report_posts( 'elemento-fixo' ),
		'posts_blog'          => $farol_report_posts( 'como-medir-conversoes' ),
		'posts_hello_world'   => $farol_report_posts( 'hello-world' ),
		'wplang'              => get_option( 'WPLANG' ),
		'locale'              => get_locale(),
		'permalink_structure' => get_option( 'permalink_structure' ),
		'stylesheet'          => get_stylesheet(),
		'plugin_active'       => is_plugin_active( 'farol/farol.php' ),
		'home'                => home_url( '/' ),
		'import_lines'        => $farol_import_lines,
		'import_rows'         => $farol_import_rows,
	)
);
