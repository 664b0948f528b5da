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
 *   php page-weight-site.php <site> page-setup <slug>
 *       makes sure the page <slug> of FAROL_PAGE_WEIGHT_PAGES exists (a page with two React-based
 *       blocks: the demo's lead form, found by its slug, beside the box-shadow generator), marked
 *       like the post when it had to create it. Prints { id, url, seeded }.
 *   php page-weight-site.php <site> page-teardown <slug>
 *       deletes that page when the setup made it (the mark). Prints { deleted }.
 *
 * The site argument is the folder of the site's wp-load.php; FAROL_SITE_URL its address.
 *
 * @package Farol
 */

declare(strict_types=1);


require_once __DIR__ . '/lib/cli-site.php';
list( $farol_site, $farol_task ) = farol_cli_site( $argv, array( 'setup', 'teardown', 'page-setup', 'page-teardown' ), 'php page-weight-site.php <site> setup|teardown <count> | page-setup|page-teardown <slug>' );

require $farol_site . '/wp-load.php';
require_once __DIR__ . '/seed-comments.php';

const FAROL_PAGE_WEIGHT_MARK = '_farol_page_weight_seed';

// The pages the demo lacks, by slug: title and blocks ({form} = the demo lead form's id). The
// lead form comes first and is taller than a phone's screen, so the generator's view does not
// load on arrival (it loads when it nears the viewport).
const FAROL_PAGE_WEIGHT_PAGES = array(
	'bench-lead-form-box-shadow' => array(
		'Formulário e gerador de box-shadow',
		"<!-- wp:farol/lead-form {\"formId\":{form}} /-->\n\n<!-- wp:farol/box-shadow /-->",
	),
);

if ( str_starts_with( $farol_task, 'page-' ) ) {
	$farol_slug = (string) ( $argv[3] ?? '' );
	if ( ! isset( FAROL_PAGE_WEIGHT_PAGES[ $farol_slug ] ) ) {
		fwrite( STDERR, "page-weight-site.php: no page {$farol_slug}\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a CLI tool's error output.
		exit( 2 );
	}
	$farol_page = get_page_by_path( $farol_slug, OBJECT, 'page' );
	if ( 'page-teardown' === $farol_task ) {
		$farol_deleted = $farol_page instanceof WP_Post && get_post_meta( $farol_page->ID, FAROL_PAGE_WEIGHT_MARK, true )
			&& wp_delete_post( $farol_page->ID, true );
		echo wp_json_encode( array( 'deleted' => (bool) $farol_deleted ) ), "\n";
		exit( 0 );
	}
	$farol_seeded = ! $farol_page instanceof WP_Post;
	if ( $farol_seeded ) {
		$farol_form = get_page_by_path( 'newsletter-farol', OBJECT, 'farol_lead_form' );
		if ( ! $farol_form instanceof WP_Post ) {
			fwrite( STDERR, "page-weight-site.php: the demo lead form (newsletter-farol) is missing\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a CLI tool's error output.
			exit( 1 );
		}
		list( $farol_title, $farol_blocks ) = FAROL_PAGE_WEIGHT_PAGES[ $farol_slug ];
		$farol_id                           = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => 'page',
					'post_status'  => 'publish',
					'post_name'    => $farol_slug,
					'post_title'   => $farol_title,
					'post_content' => str_replace( '{form}', (string) $farol_form->ID, $farol_blocks ),
				)
			),
			true
		);
		if ( is_wp_error( $farol_id ) ) {
			fwrite( STDERR, 'page-weight-site.php: ' . $farol_id->get_error_message() . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a CLI tool's error output.
			exit( 1 );
		}
		update_post_meta( $farol_id, FAROL_PAGE_WEIGHT_MARK, '1' );
		$farol_page = get_post( $farol_id );
	}
	echo wp_json_encode(
		array(
			'id'     => $farol_page->ID,
			'url'    => get_permalink( $farol_page ),
			'seeded' => $farol_seeded,
		)
	), "\n";
	exit( 0 );
}

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
