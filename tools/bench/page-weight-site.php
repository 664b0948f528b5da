<?php
/**
 * The page-weight check's hands on a site (`npm run bench -- page-weight` on the demo site,
 * tests/e2e/page-weight.spec.ts on the e2e site): the post with a long thread that the demo
 * content lacks, there only while the pages are weighed.
 *
 * Tasks:
 *   php page-weight-site.php <site> setup <count>
 *       makes sure the post `bench-<count>-comments` exists, whole, as tools/bench/seed-comments.php
 *       builds it; when it had to seed it, marks it as the page-weight check's own (post meta
 *       `_farol_page_weight_seed`). Prints { id, url, comments, seeded } as JSON.
 *   php page-weight-site.php <site> teardown <count>
 *       deletes that post and its comments when the setup seeded it (the mark), and only then:
 *       a thread someone seeded on purpose (`npm run seed:comments`) stays. Prints { deleted }.
 *
 * The site argument is the folder of the site's wp-load.php; FAROL_SITE_URL its address.
 *
 * @package Farol
 */

declare(strict_types=1);


require_once __DIR__ . '/lib/cli-site.php';
list( $farol_site, $farol_task ) = farol_cli_site( $argv, array( 'setup', 'teardown' ), 'php page-weight-site.php <site> setup|teardown <count>' );

require $farol_site . '/wp-load.php';
require_once __DIR__ . '/seed-comments.php';

const FAROL_PAGE_WEIGHT_MARK = '_farol_page_weight_seed';

$farol_count = max( 1, (int) ( $argv[3] ?? 1000 ) );
$farol_post  = get_page_by_path( 'bench-' . $farol_count . '-comments', OBJECT, 'post' );

if ( 'teardown' === $farol_task ) {
	$farol_deleted = $farol_post instanceof WP_Post && get_post_meta( $farol_post->ID, FAROL_PAGE_WEIGHT_MARK, true )
		&& wp_delete_post( $farol_post->ID, true );
	echo wp_json_encode( array( 'deleted' => (bool) $farol_deleted ) ), "\n";
	exit( 0 );
}

$farol_whole = $farol_post instanceof WP_Post && (int) get_comments(
	array(
		'post_id' => $farol_post->ID,
		'agent'   => 'farol-bench-seed',
		'count'   => true,
		'status'  => 'approve',
	)
) === $farol_count;
$farol_id    = $farol_whole ? $farol_post->ID : farol_bench_seed_comments( $farol_count );
if ( ! $farol_whole ) {
	update_post_meta( $farol_id, FAROL_PAGE_WEIGHT_MARK, '1' );
}

echo wp_json_encode(
	array(
		'id'       => $farol_id,
		'url'      => get_permalink( $farol_id ),
		'comments' => $farol_count,
		'seeded'   => ! $farol_whole,
	)
), "\n";
