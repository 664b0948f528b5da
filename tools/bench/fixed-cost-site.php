<?php
/**
 * The fixed-cost bench's hands on its site (`npm run bench -- fixed-cost`, ./fixed-cost.bench.mjs).
 *
 * Tasks:
 *   php fixed-cost-site.php <site> setup
 *       makes sure the post `farol-fixed-cost` exists (a paragraph of core blocks, no Farol block,
 *       one approved comment) and stores a fresh secret in the option farol_fixed_cost_key, which
 *       requests must carry for ./fixed-cost-mu.php to act on them. Prints { id, url, key }.
 *   php fixed-cost-site.php <site> teardown
 *       deletes the post, its comment and the secret. Prints { deleted }.
 *
 * @package Farol
 */

declare(strict_types=1);

require_once __DIR__ . '/lib/cli-site.php';
list( $farol_site, $farol_task ) = farol_cli_site( $argv, array( 'setup', 'teardown' ), 'php fixed-cost-site.php <site> setup|teardown' );

require $farol_site . '/wp-load.php';

const FAROL_FIXED_COST_SLUG = 'farol-fixed-cost';

$farol_post = get_page_by_path( FAROL_FIXED_COST_SLUG, OBJECT, 'post' );

if ( 'teardown' === $farol_task ) {
	delete_option( 'farol_fixed_cost_key' );
	$farol_deleted = $farol_post ? (bool) wp_delete_post( $farol_post->ID, true ) : false;
	echo wp_json_encode( array( 'deleted' => $farol_deleted ) ), "\n";
	exit( 0 );
}

if ( ! $farol_post ) {
	$farol_id = wp_insert_post(
		array(
			'post_type'      => 'post',
			'post_status'    => 'publish',
			'post_name'      => FAROL_FIXED_COST_SLUG,
			'post_title'     => 'A post with one comment',
			'post_content'   => "<!-- wp:paragraph -->\n<p>A page that uses none of Farol's features: core blocks, one comment.</p>\n<!-- /wp:paragraph -->",
			'comment_status' => 'open',
		),
		true
	);
	if ( is_wp_error( $farol_id ) ) {
		fwrite( STDERR, $farol_id->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a CLI tool's error output.
		exit( 1 );
	}
	wp_insert_comment(
		array(
			'comment_post_ID'      => $farol_id,
			'comment_author'       => 'Ana',
			'comment_author_email' => 'ana@example.com',
			'comment_content'      => 'The one comment of this post.',
			'comment_approved'     => 1,
		)
	);
	$farol_post = get_post( $farol_id );
}
$farol_key = bin2hex( random_bytes( 16 ) );
update_option( 'farol_fixed_cost_key', $farol_key, false );
echo wp_json_encode(
	array(
		'id'  => $farol_post->ID,
		'url' => get_permalink( $farol_post ),
		'key' => $farol_key,
	)
), "\n";
