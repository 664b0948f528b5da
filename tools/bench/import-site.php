<?php
/**
 * The import bench's hands on the site: run by tools/bench/import.bench.mjs with the system PHP
 * against the bench's native WordPress, each task in a fresh process.
 *
 * Tasks:
 *   php import-site.php <site> seed <divisor>   builds a wpDiscuz-shaped site in the fixture's
 *                                               shapes (../shared/fixtures/migration): 100 posts
 *                                               with 10,000 comments, 100,000 votes (10 per
 *                                               comment, a third of them dislikes), 20,000
 *                                               confirmed `post` subscriptions and 5,000 post
 *                                               ratings, each count divided by <divisor> (1 is
 *                                               the issue's size, 10 a tenth), written with
 *                                               multi-row INSERTs; prints the counts as JSON
 *   php import-site.php <site> import           runs `wp farol import wpdiscuz`'s run (the
 *                                               framework's whole run, batches of 500) and
 *                                               prints { seconds, peak_bytes (above WordPress's
 *                                               own, taken after it loaded), created, refused }
 *   php import-site.php <site> teardown         removes everything seed and import wrote
 *
 * wpDiscuz's tables are created by seed and dropped by teardown; seed refuses to run on a site
 * that already has them (the bench's own instance never does). The posts are marked by the
 * slug prefix `farol-bench-import-`, their comments go with them.
 *
 * @package Farol
 */

declare(strict_types=1);

use Farol\Comments\Rating\RatingsTable;
use Farol\Comments\Store\VotesTable;
use Farol\Comments\Subscriptions\SubscriptionsTable;
use Farol\Import\ImportMapTable;
use Farol\Import\ImportRunner;
use Farol\Import\ImportScreen;

require_once __DIR__ . '/lib/cli-site.php';
list( $farol_site, $farol_task ) = farol_cli_site( $argv, array( 'seed', 'import', 'teardown' ), 'php import-site.php <site> seed <divisor>|import|teardown' );

require $farol_site . '/wp-load.php';

// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery.SchemaChange -- a bench's own rows and wpDiscuz-shaped tables.

const FAROL_BENCH_IMPORT_SLUG = 'farol-bench-import-';

/**
 * Inserts rows with one INSERT per 1,000.
 *
 * @param string  $table   The table.
 * @param string  $columns Its columns, comma-separated.
 * @param array[] $rows    The rows' values (strings quoted, numbers as they are).
 */
function farol_bench_insert( string $table, string $columns, array $rows ): void {
	global $wpdb;
	foreach ( array_chunk( $rows, 1000 ) as $chunk ) {
		$values = array_map(
			static fn ( array $row ): string => '(' . implode( ',', array_map( static fn ( $v ): string => is_int( $v ) ? (string) $v : "'" . esc_sql( (string) $v ) . "'", $row ) ) . ')',
			$chunk
		);
		$wpdb->query( "INSERT INTO {$table} ({$columns}) VALUES " . implode( ',', $values ) );
	}
}

/**
 * The bench's posts' ids.
 *
 * @return list<int>
 */
function farol_bench_posts(): array {
	global $wpdb;
	return array_map( 'intval', $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_name LIKE %s", $wpdb->esc_like( FAROL_BENCH_IMPORT_SLUG ) . '%' ) ) );
}

/**
 * The wpDiscuz tables (the subset the importer reads), as wpDiscuz 7.6.54 creates them.
 *
 * @return array<string, string> Name → DDL.
 */
function farol_bench_tables(): array {
	global $wpdb;
	$p = $wpdb->prefix;
	return array(
		"{$p}wc_users_voted"           => "CREATE TABLE {$p}wc_users_voted (id INT NOT NULL AUTO_INCREMENT, user_id VARCHAR(32) NOT NULL, comment_id INT NOT NULL, vote_type INT DEFAULT NULL, is_guest TINYINT(1) DEFAULT 0, post_id BIGINT UNSIGNED NOT NULL DEFAULT 0, date INT UNSIGNED NOT NULL DEFAULT 0, PRIMARY KEY (id), KEY user_id (user_id), KEY comment_id (comment_id), KEY vote_type (vote_type), KEY is_guest (is_guest), KEY post_id (post_id))",
		"{$p}wc_users_rated"           => "CREATE TABLE {$p}wc_users_rated (id INT NOT NULL AUTO_INCREMENT, post_id INT NOT NULL, user_id INT NOT NULL DEFAULT 0, user_ip VARCHAR(32) NOT NULL DEFAULT '', rating INT NOT NULL, date INT UNSIGNED NOT NULL DEFAULT 0, PRIMARY KEY (id), KEY post_id (post_id), KEY user_id (user_id))",
		"{$p}wc_comments_subscription" => "CREATE TABLE {$p}wc_comments_subscription (id INT NOT NULL AUTO_INCREMENT, email VARCHAR(100) NOT NULL, subscribtion_id INT NOT NULL, post_id INT NOT NULL, subscribtion_type VARCHAR(20) NOT NULL, activation_key VARCHAR(32) NOT NULL, confirm TINYINT DEFAULT 0, subscription_date TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP, imported_from VARCHAR(25) NOT NULL DEFAULT '', PRIMARY KEY (id), UNIQUE KEY subscribe_unique_index (subscribtion_id,email,post_id), KEY subscribtion_id (subscribtion_id), KEY post_id (post_id), KEY confirm (confirm))",
	);
}

/**
 * Builds the wpDiscuz-shaped site.
 *
 * @param int $divisor 1 for the issue's size, 10 for a tenth, ...
 * @return array<string, int> What was written.
 */
function farol_bench_seed( int $divisor ): array {
	global $wpdb;
	foreach ( farol_bench_tables() as $name => $ddl ) {
		if ( $name === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $name ) ) ) {
			fwrite( STDERR, "import bench: {$name} exists already; refusing to touch it\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite,WordPress.Security.EscapeOutput.OutputNotEscaped -- CLI.
			exit( 1 );
		}
		$wpdb->query( $ddl );
	}
	$posts    = max( 1, intdiv( 100, $divisor ) );
	$per_post = intdiv( 10000 / $divisor, $posts );
	$now      = time();
	$ids      = array();
	for ( $i = 1; $i <= $posts; $i++ ) {
		$ids[] = (int) wp_insert_post(
			array(
				'post_title'  => 'Bench import ' . $i,
				'post_name'   => FAROL_BENCH_IMPORT_SLUG . $i,
				'post_status' => 'publish',
			)
		);
	}
	$comments = array();
	foreach ( $ids as $post ) {
		for ( $c = 0; $c < $per_post; $c++ ) {
			$date       = gmdate( 'Y-m-d H:i:s', $now - 86400 + $c );
			$comments[] = array( $post, 'Leitor ' . $c, 'leitor' . $c . '@bench.test', $date, $date, 'Comentário de bench ' . $c, '1', 'farol-bench-import', 'comment' );
		}
	}
	farol_bench_insert( $wpdb->comments, 'comment_post_ID, comment_author, comment_author_email, comment_date, comment_date_gmt, comment_content, comment_approved, comment_agent, comment_type', $comments );
	$in          = implode( ',', $ids );
	$comment_ids = array_map( 'intval', $wpdb->get_col( "SELECT comment_ID FROM {$wpdb->comments} WHERE comment_post_ID IN ({$in}) ORDER BY comment_ID" ) );
	$posts_of    = array_map( 'intval', $wpdb->get_col( "SELECT comment_post_ID FROM {$wpdb->comments} WHERE comment_post_ID IN ({$in}) ORDER BY comment_ID" ) );

	// 10 guest votes per comment (wpDiscuz keys a guest by md5 of the address), a third dislikes.
	$votes = array();
	foreach ( $comment_ids as $n => $comment ) {
		for ( $v = 0; $v < 10; $v++ ) {
			$dislike = 0 === ( $n + $v ) % 3;
			$votes[] = array( md5( '198.51.100.' . $v . '|' . $n ), $comment, $dislike ? -1 : 1, 1, $posts_of[ $n ], $now - 3600 );
		}
	}
	farol_bench_insert( "{$wpdb->prefix}wc_users_voted", 'user_id, comment_id, vote_type, is_guest, post_id, date', $votes );

	// 200 subscribers per post (all `post`, confirmed), 50 ratings per post.
	$subs    = array();
	$ratings = array();
	foreach ( $ids as $post ) {
		for ( $s = 0; $s < 200; $s++ ) {
			$subs[] = array( 'assinante' . $s . '@bench.test', $post, $post, 'post', md5( $post . '|' . $s ), 1 );
		}
		for ( $r = 0; $r < 50; $r++ ) {
			$ratings[] = array( $post, 0, md5( '203.0.113.' . $r ), 1 + ( $r % 5 ), $now - 7200 );
		}
	}
	farol_bench_insert( "{$wpdb->prefix}wc_comments_subscription", 'email, subscribtion_id, post_id, subscribtion_type, activation_key, confirm', $subs );
	farol_bench_insert( "{$wpdb->prefix}wc_users_rated", 'post_id, user_id, user_ip, rating, date', $ratings );
	return array(
		'posts'         => count( $ids ),
		'comments'      => count( $comment_ids ),
		'votes'         => count( $votes ),
		'subscriptions' => count( $subs ),
		'ratings'       => count( $ratings ),
	);
}

/**
 * The framework's runner as the plugin built it (found through the screen's hook, as the tests
 * find it: the composition root keeps its modules to itself).
 */
function farol_bench_runner(): ImportRunner {
	global $wp_filter;
	foreach ( $wp_filter[ 'admin_post_' . ImportScreen::STEP_ACTION ]->callbacks ?? array() as $callbacks ) {
		foreach ( $callbacks as $callback ) {
			if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof ImportScreen ) {
				return ( new ReflectionProperty( $callback['function'][0], 'runner' ) )->getValue( $callback['function'][0] );
			}
		}
	}
	fwrite( STDERR, "import bench: the import screen is not registered (is Farol active?)\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- CLI.
	exit( 1 );
}

/**
 * Removes what seed and import wrote.
 */
function farol_bench_teardown(): void {
	global $wpdb;
	$ids = farol_bench_posts();
	if ( array() !== $ids ) {
		$in      = implode( ',', $ids );
		$votes   = VotesTable::name();
		$ratings = RatingsTable::name();
		$subs    = SubscriptionsTable::name();
		$wpdb->query( "DELETE v FROM {$votes} v JOIN {$wpdb->comments} c ON c.comment_ID = v.comment_id WHERE c.comment_post_ID IN ({$in})" );
		$wpdb->query( "DELETE m FROM {$wpdb->commentmeta} m JOIN {$wpdb->comments} c ON c.comment_ID = m.comment_id WHERE c.comment_post_ID IN ({$in})" );
		$wpdb->query( "DELETE FROM {$wpdb->comments} WHERE comment_post_ID IN ({$in})" );
		$wpdb->query( "DELETE FROM {$ratings} WHERE post_id IN ({$in})" );
		$wpdb->query( "DELETE FROM {$subs} WHERE post_id IN ({$in})" );
		foreach ( $ids as $id ) {
			wp_delete_post( $id, true );
		}
	}
	$wpdb->query( $wpdb->prepare( 'DELETE FROM ' . ImportMapTable::name() . ' WHERE source = %s', 'wpdiscuz' ) );
	foreach ( array( 'progress', 'report' ) as $what ) {
		delete_option( ImportRunner::OPTION_PREFIX . $what . '_wpdiscuz' );
	}
	foreach ( array_keys( farol_bench_tables() ) as $name ) {
		$wpdb->query( "DROP TABLE IF EXISTS {$name}" );
	}
	wp_cache_flush();
}

switch ( $farol_task ) {
	case 'seed':
		echo wp_json_encode( farol_bench_seed( max( 1, (int) ( $argv[3] ?? 1 ) ) ) );
		break;
	case 'import':
		$farol_runner   = farol_bench_runner();
		$farol_importer = $farol_runner->importer( 'wpdiscuz' );
		if ( function_exists( 'memory_reset_peak_usage' ) ) {
			memory_reset_peak_usage();
		}
		$farol_base   = memory_get_usage();
		$farol_start  = hrtime( true );
		$farol_report = $farol_runner->run( $farol_importer );
		echo wp_json_encode(
			array(
				'seconds'    => ( hrtime( true ) - $farol_start ) / 1e9,
				'peak_bytes' => memory_get_peak_usage() - $farol_base,
				'created'    => $farol_report['created'],
				'refused'    => count( $farol_report['refused'] ) + (int) $farol_report['refused_more'],
			)
		);
		break;
	default:
		farol_bench_teardown();
		echo '{"ok":true}';
}
