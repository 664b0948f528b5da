<?php
/**
 * The two-server test's thread changes (tools/test/two-servers-cache.mjs): run with the PHP CLI
 * on server A's site folder, so each change goes through A's WordPress and its object cache
 * (the shared Redis, when the servers have one), as a moderator's request to A would.
 *
 * Usage:
 *     php two-servers-cache.php <site> change <post id> <step> <marker> [<comment id>]
 *
 * Steps: add (a new approved top-level comment whose text holds the marker; prints its id),
 * edit (its text becomes "Editado <marker>"), hold, approve, stick, unstick, close, open
 * (Farol's own comment meta, as the moderation actions write it), delete (for good).
 * Prints { id }.
 *
 *     php two-servers-cache.php <site> voters <secret> <other site>...
 *         puts a must-use plugin into every server's folder that gives a request carrying
 *         `X-Farol-Two-Voter: <secret>.<n>` the client address 10.77.<n / 256>.<n % 256> (one
 *         guest per n, as distinct readers are), through Farol's `farol_client_address` filter
 *     php two-servers-cache.php <site> voters-off <other site>...
 *         removes those plugins
 *     php two-servers-cache.php <site> votes <comment id>
 *         prints the votes stored for the comment: { likes, dislikes }
 *
 * @package Farol
 */

declare(strict_types=1);

require_once dirname( __DIR__ ) . '/bench/lib/cli-site.php';
list( $farol_site, $farol_task ) = farol_cli_site( $argv, array( 'change', 'voters', 'voters-off', 'votes' ), 'php two-servers-cache.php <site> change|voters|voters-off|votes …' );

require $farol_site . '/wp-load.php';

use Farol\Comments\CommentMeta;
use Farol\Comments\Store\VotesTable;

const FAROL_TWO_VOTERS_MU = '/mu-plugins/farol-two-servers-voters.php';

if ( 'voters' === $farol_task || 'voters-off' === $farol_task ) {
	$farol_secret = 'voters' === $farol_task ? (string) ( $argv[3] ?? '' ) : '';
	if ( 'voters' === $farol_task && ! preg_match( '/^[0-9a-f]{32}$/', $farol_secret ) ) {
		exit( 2 );
	}
	$farol_plugin = "<?php\n// Written by tools/test/two-servers-cache.php; removed at its voters-off.\n"
		. "add_filter( 'farol_client_address', static function ( \$address ) {\n"
		. "\t\$sent = isset( \$_SERVER['HTTP_X_FAROL_TWO_VOTER'] ) ? (string) \$_SERVER['HTTP_X_FAROL_TWO_VOTER'] : '';\n"
		. "\tif ( ! preg_match( '/^([0-9a-f]{32})\\.([0-9]{1,5})\$/', \$sent, \$m ) || ! hash_equals( '{$farol_secret}', \$m[1] ) ) {\n"
		. "\t\treturn \$address;\n\t}\n"
		. "\treturn '10.77.' . intdiv( (int) \$m[2], 256 ) . '.' . ( (int) \$m[2] % 256 );\n"
		. "} );\n";
	$farol_others = array_slice( $argv, 'voters' === $farol_task ? 4 : 3 );
	foreach ( array_merge( array( WP_CONTENT_DIR ), array_map( static fn( $other ) => rtrim( $other, '/' ) . '/wp-content', $farol_others ) ) as $farol_folder ) {
		if ( 'voters' === $farol_task ) {
			wp_mkdir_p( $farol_folder . '/mu-plugins' );
			file_put_contents( $farol_folder . FAROL_TWO_VOTERS_MU, $farol_plugin ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a test's own plugin file.
		} else {
			wp_delete_file( $farol_folder . FAROL_TWO_VOTERS_MU );
		}
	}
	echo "{}\n";
	exit( 0 );
}

if ( 'votes' === $farol_task ) {
	global $wpdb;
	$farol_table = VotesTable::name();
	$farol_row   = $wpdb->get_row( $wpdb->prepare( "SELECT SUM(value > 0) AS likes, SUM(value < 0) AS dislikes FROM {$farol_table} WHERE comment_id = %d", (int) ( $argv[3] ?? 0 ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the table of ours, read as it is.
	echo wp_json_encode(
		array(
			'likes'    => (int) ( $farol_row['likes'] ?? 0 ),
			'dislikes' => (int) ( $farol_row['dislikes'] ?? 0 ),
		)
	) . "\n";
	exit( 0 );
}

$farol_post    = (int) ( $argv[3] ?? 0 );
$farol_step    = (string) ( $argv[4] ?? '' );
$farol_marker  = (string) ( $argv[5] ?? '' );
$farol_comment = (int) ( $argv[6] ?? 0 );

switch ( $farol_step ) {
	case 'add':
		$farol_comment = (int) wp_insert_comment(
			array(
				'comment_post_ID'      => $farol_post,
				'comment_author'       => 'Moderadora ' . $farol_marker,
				'comment_author_email' => 'moderator-' . $farol_marker . '@bench.farol.test',
				'comment_content'      => 'Nova ' . $farol_marker,
				'comment_approved'     => 1,
			)
		);
		break;
	case 'edit':
		wp_update_comment(
			array(
				'comment_ID'      => $farol_comment,
				'comment_content' => 'Editado ' . $farol_marker,
			)
		);
		break;
	case 'hold':
	case 'approve':
		wp_set_comment_status( $farol_comment, $farol_step );
		break;
	case 'stick':
	case 'close':
		update_comment_meta( $farol_comment, 'stick' === $farol_step ? CommentMeta::STICKY : CommentMeta::CLOSED, '1' );
		break;
	case 'unstick':
	case 'open':
		delete_comment_meta( $farol_comment, 'unstick' === $farol_step ? CommentMeta::STICKY : CommentMeta::CLOSED );
		break;
	case 'delete':
		wp_delete_comment( $farol_comment, true );
		break;
	default:
		fwrite( STDERR, "unknown step {$farol_step}\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a CLI tool's error line.
		exit( 2 );
}
echo wp_json_encode( array( 'id' => $farol_comment ) ) . "\n";
