<?php
/**
 * The comments bench's hands on the site: run by tools/bench/comments.bench.mjs and
 * comments-weight.bench.mjs with the system PHP against the native runtime's WordPress.
 *
 * Tasks:
 *   php comments-site.php <site> setup <count> [<count>...]
 *       makes sure the bench post of each count exists as `npm run seed:comments -- <count>`
 *       builds it (seeded when missing or not whole), installs the bench mu-plugin (below) and
 *       prints { posts: { <count>: { id, url, comments } }, log, pass } as JSON, `pass` being
 *       the secret of a loopback pass through Farol's per-address rate limit (BenchPass, the
 *       `X-Farol-Bench` header; closed by teardown)
 *   php comments-site.php <site> teardown
 *       deletes the comments the bench posted (author e-mail at bench.farol.test), the
 *       mu-plugin and its log
 *
 * The mu-plugin (`farol-bench-comments.php`, present only between setup and teardown) writes
 * one JSON line per request that carries the header `X-Farol-Bench-Id: <id>` into its log:
 * { id, queries (get_num_queries() at shutdown), ms (server time since WordPress started) }.
 * A request with `X-Farol-Bench-Live: 1` sees live updates on (bubble mode), for the poll.
 * For posting it lifts core's flood check (one comment per 15 s per address), as every bench
 * request comes from 127.0.0.1; Farol's own rate limit is passed with the pass above. Every
 * other check of the posting pipeline stays. It also makes the mail transport take 2 s a
 * message (a `pre_wp_mail` that sleeps) with core's post-author and moderator notifications on,
 * so wpdAddComment is measured with mail to send (docs/queue-and-mail.md).
 *
 * The site argument is the folder of the site's wp-load.php; FAROL_SITE_URL its address.
 *
 * @package Farol
 */

declare(strict_types=1);


require_once __DIR__ . '/lib/cli-site.php';
list( $farol_site, $farol_task ) = farol_cli_site( $argv, array( 'setup', 'teardown' ), 'php comments-site.php <site> setup <count>...|teardown' );

require $farol_site . '/wp-load.php';
require_once __DIR__ . '/lib/bench-pass.php';
require_once __DIR__ . '/seed-comments.php';

$farol_mu  = WPMU_PLUGIN_DIR . '/farol-bench-comments.php';
$farol_log = WP_CONTENT_DIR . '/farol-bench-comments.log';

if ( 'teardown' === $farol_task ) {
	$farol_posted = get_comments(
		array(
			'search' => '@bench.farol.test',
			'fields' => 'ids',
			'status' => 'all',
		)
	);
	foreach ( $farol_posted as $farol_comment_id ) {
		$farol_comment = get_comment( $farol_comment_id );
		if ( $farol_comment instanceof WP_Comment && str_ends_with( $farol_comment->comment_author_email, '@bench.farol.test' ) ) {
			wp_delete_comment( (int) $farol_comment_id, true );
		}
	}
	wp_delete_file( $farol_mu );
	wp_delete_file( $farol_log );
	farol_bench_pass_close();
	echo wp_json_encode( array( 'deleted' => count( $farol_posted ) ) ), "\n";
	exit( 0 );
}

$farol_posts = array();
foreach ( array_slice( $argv, 3 ) as $farol_arg ) {
	$farol_count = (int) $farol_arg;
	$farol_post  = get_page_by_path( 'bench-' . $farol_count . '-comments', OBJECT, 'post' );
	$farol_seed  = $farol_post instanceof WP_Post ? (int) get_comments(
		array(
			'post_id' => $farol_post->ID,
			'agent'   => 'farol-bench-seed',
			'count'   => true,
			'status'  => 'approve',
		)
	) : 0;
	$farol_id    = $farol_seed === $farol_count ? $farol_post->ID : farol_bench_seed_comments( $farol_count );

	$farol_posts[ $farol_count ] = array(
		'id'       => $farol_id,
		'url'      => get_permalink( $farol_id ),
		'comments' => $farol_count,
	);
}

// The mu-plugin: query counts per marked request, and no flood or rate limit for 127.0.0.1.
$farol_mu_code = <<<'PHP'
<?php
/**
 * Plugin Name: Farol comments bench (temporary; removed by the bench's teardown)
 */
add_filter( 'comment_flood_filter', '__return_false', PHP_INT_MAX );
// A slow mail transport (an SMTP server 2 s away), and core told to write to the post's author
// and the moderators about every comment: wpdAddComment must not wait on it (the mail queue
// sends after the answer). Only mail that reaches the transport waits; the mail queue's own
// capture (pre_wp_mail at -1000) answers first.
add_filter( 'pre_option_comments_notify', static fn () => '1' );
add_filter( 'pre_option_moderation_notify', static fn () => '1' );
add_filter(
	'pre_wp_mail',
	static function ( $result ) {
		if ( null === $result ) {
			sleep( 2 );
		}
		return $result;
	},
	5
);
// The bench posts the form's fields straight to the endpoint: no captcha (its cost is the browser's).
add_filter( 'farol_comments_captcha_required', '__return_false' );
// Calibration: the same post as plain WordPress shows it, as the anchor lab measured it
// (twentytwentyfour, core's comments paged 50 top-level, the first page; Farol's widget is not in
// that theme).
if ( isset( $_SERVER['HTTP_X_FAROL_BENCH_CORE'] ) ) {
	add_filter( 'stylesheet', static fn () => 'twentytwentyfour' );
	add_filter( 'template', static fn () => 'twentytwentyfour' );
	add_filter( 'pre_option_page_comments', static fn () => '1' );
	add_filter( 'pre_option_comments_per_page', static fn () => '50' );
	add_filter( 'pre_option_default_comments_page', static fn () => 'oldest' );
}
// The live updates' poll is measured with live updates on, whatever the site's setting.
if ( isset( $_SERVER['HTTP_X_FAROL_BENCH_LIVE'] ) ) {
	add_filter( 'option_farol_comments', static fn ( $value ) => array_merge( is_array( $value ) ? $value : array(), array( 'live_mode' => 'bubble' ) ) );
}
if ( isset( $_SERVER['HTTP_X_FAROL_BENCH_ID'] ) ) {
	$farol_bench_id = preg_replace( '/[^a-z0-9-]/i', '', (string) $_SERVER['HTTP_X_FAROL_BENCH_ID'] );
	add_action(
		'shutdown',
		static function () use ( $farol_bench_id ): void {
			$line = json_encode(
				array(
					'id'      => $farol_bench_id,
					'queries' => get_num_queries(),
					'ms'      => round( ( microtime( true ) - $_SERVER['REQUEST_TIME_FLOAT'] ) * 1000, 1 ),
				)
			);
			file_put_contents( WP_CONTENT_DIR . '/farol-bench-comments.log', $line . "\n", FILE_APPEND | LOCK_EX );
		},
		// Before the mail queue's run after the answer (shutdown 1000): that work is not the request's.
		999
	);
}
PHP;
wp_mkdir_p( WPMU_PLUGIN_DIR );
// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents,WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- the bench site's own mu-plugin, written by a CLI tool.
file_put_contents( $farol_mu, $farol_mu_code );

echo wp_json_encode(
	array(
		'posts' => $farol_posts,
		'log'   => $farol_log,
		'pass'  => farol_bench_pass_open(),
	)
), "\n";
