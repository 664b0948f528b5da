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
 * @package Farol
 */

declare(strict_types=1);

require_once dirname( __DIR__ ) . '/bench/lib/cli-site.php';
list( $farol_site, $farol_task ) = farol_cli_site( $argv, array( 'change' ), 'php two-servers-cache.php <site> change <post id> <step> <marker> [<comment id>]' );

require $farol_site . '/wp-load.php';

use Farol\Comments\CommentMeta;

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
