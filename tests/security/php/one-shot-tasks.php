<?php
/**
 * The tasks of security-site.php that the one-shot spec (tests/security/one-shot.spec.ts) asks:
 * what the mail queue holds for an address, and forgetting what the spec made.
 *
 * @package Farol
 */

declare(strict_types=1);

use Farol\Comments\Subscriptions\SubscriptionsTable;
use Farol\ContactForm\Store\SubmissionsTable;
use Farol\Support\Mail\MailQueueTable;

/**
 * The mails queued for an address, by kind (every mail Farol sends goes through the queue).
 *
 * @param string $address The recipient.
 * @return array<string,int>
 */
function farol_security_mails_to( string $address ): array {
	global $wpdb;
	$table = MailQueueTable::name();
	$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT kind, COUNT(*) AS mails FROM {$table} WHERE to_address = %s GROUP BY kind", $address ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name of ours.
	return array_map( 'intval', array_column( (array) $rows, 'mails', 'kind' ) );
}

/**
 * Deletes what the spec made: the comments and contact submissions carrying its marker, and
 * the subscriptions and queued mail of its addresses (every address containing the marker).
 *
 * @param string $marker The spec's marker (at least 8 characters).
 * @return array<string,int> How many of each went.
 */
function farol_security_forget( string $marker ): array {
	global $wpdb;
	if ( strlen( $marker ) < 8 ) {
		return array();
	}
	$like     = '%' . $wpdb->esc_like( $marker ) . '%';
	$comments = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT comment_ID FROM {$wpdb->comments} WHERE comment_content LIKE %s OR comment_author_email LIKE %s", $like, $like ) ) );
	foreach ( $comments as $comment ) {
		wp_delete_comment( $comment, true );
	}
	$tables = array(
		'submissions'   => array( SubmissionsTable::name(), 'fields' ),
		'subscriptions' => array( SubscriptionsTable::name(), 'email' ),
		'mails'         => array( MailQueueTable::name(), 'to_address' ),
	);
	$gone   = array( 'comments' => count( $comments ) );
	foreach ( $tables as $what => list( $table, $column ) ) {
		$gone[ $what ] = (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE {$column} LIKE %s", $like ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table and column names of ours.
	}
	return $gone;
}
