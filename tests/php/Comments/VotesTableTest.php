<?php
/**
 * The votes table's migration.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Store\VotesTable;
use Farol\Tests\TestCase;

/**
 * The table exists at its version and counts one vote per voter and comment.
 */
final class VotesTableTest extends TestCase {

	/**
	 * The migration ran on init and a second vote by the same voter on the same comment is refused by the table itself.
	 */
	public function test_one_vote_per_voter_and_comment_is_a_property_of_the_table(): void {
		global $wpdb;
		$this->assertSame( VotesTable::VERSION, get_option( VotesTable::OPTION ) );
		$row = array(
			'comment_id' => 7,
			'voter'      => 'g:' . hash( 'sha256', 'x' ),
			'value'      => 1,
			'created_at' => gmdate( 'Y-m-d H:i:s' ),
		);
		// phpcs:disable WordPress.DB.DirectDatabaseQuery -- the table under test.
		$this->assertSame( 1, $wpdb->insert( VotesTable::name(), $row ) );
		$suppress = $wpdb->suppress_errors( true );
		$this->assertFalse( $wpdb->insert( VotesTable::name(), array_merge( $row, array( 'value' => -1 ) ) ) );
		$wpdb->suppress_errors( $suppress );
		$this->assertSame( 1, $wpdb->insert( VotesTable::name(), array_merge( $row, array( 'voter' => 'u:3' ) ) ) );
		$this->assertSame( '2', $wpdb->get_var( $wpdb->prepare( 'SELECT COUNT(*) FROM ' . VotesTable::name() . ' WHERE comment_id = %d', 7 ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- our table's name.
		// phpcs:enable
	}
}
