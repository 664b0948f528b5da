<?php
/**
 * Importing wpDiscuz's votes, ratings, sticky, closed and edited comments.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Import;

use Farol\Comments\CommentMeta;
use Farol\Comments\Follows\FollowStore;
use Farol\Comments\Subscriptions\SubscriptionStore;
use Farol\Comments\Rating\RatingStore;
use Farol\Comments\Rating\RatingsTable;
use Farol\Comments\Store\ThreadRepository;
use Farol\Comments\Store\VotesTable;
use Farol\Comments\Write\VoteStore;
use Farol\Import\ImportCommand;
use Farol\Import\ImportRunner;
use Farol\Import\Sources\WpDiscuzFields;
use Farol\Import\Sources\WpDiscuzSettings;
use Farol\Tests\TestCase;
use ReflectionProperty;

/**
 * Loads the real wpDiscuz 7.6.54 fixture (../shared/fixtures/migration/wpdiscuz-7.6.54: what
 * wpDiscuz wrote when driven through its own requests) and imports it; the counts are its
 * README's.
 */
final class WpDiscuzImportTest extends TestCase {

	use ImportFixtures;

	private const DUMP = __DIR__ . '/../../../../shared/fixtures/migration/wpdiscuz-7.6.54/dump.sql';

	/** The wpDiscuz tables the import reads. */
	private const SOURCE = array( 'wc_users_voted', 'wc_users_rated', 'wc_comments_subscription', 'wc_follow_users', 'wc_feedback_forms' );

	/** Likes, dislikes and sum per comment after the import (the README's votes table). */
	private const VOTES = array(
		2     => array( 5, 1, 4 ),
		3     => array( 0, 1, -1 ),
		4     => array( 0, 1, -1 ),
		20001 => array( 4, 0, 4 ),
		20004 => array( 1, 1, 0 ),
	);

	/**
	 * No earlier import.
	 */
	protected function set_up(): void {
		parent::set_up();
		foreach ( array( 'map', 'progress', 'report' ) as $what ) {
			delete_option( ImportRunner::OPTION_PREFIX . $what . '_wpdiscuz' );
		}
		WpDiscuzFields::forget();
		WpDiscuzSettings::forget();
	}

	/**
	 * The import gives every comment the fixture's likes and dislikes, every post its rating, the
	 * sticky, closed and edited marks; the dry run writes nothing, the source is untouched and a
	 * second run creates nothing.
	 */
	public function test_fixture_imports_with_equal_counts(): void {
		$this->load_dump( self::DUMP );
		$source  = $this->source_tables();
		$command = new ImportCommand( $this->runner() );
		$before  = $this->all_options();

		$dry = $command->handle( 'wpdiscuz', true );
		$this->assertTrue( $dry['ok'] );
		$this->assertContains( 'Comment votes: 14 found, 14 to create, 0 already imported.', $dry['lines'], 'The 16 rows less the 2 withdrawn votes.' );
		$this->assertContains( 'Post ratings: 8 found, 8 to create, 0 already imported.', $dry['lines'] );
		$this->assertSame( $before, $this->all_options(), 'The dry run writes no option.' );
		$this->assertSame( 0, $this->rows_in( VotesTable::name() ) );
		$this->assertSame( 0, $this->rows_in( RatingsTable::name() ) );

		$result = $command->handle( 'wpdiscuz', false );
		$lines  = $result['lines'];
		$this->assertContains( 'Comment votes: 14 found, 14 created, 0 already imported (not created again).', $lines );
		$this->assertContains( 'Post ratings: 8 found, 8 created, 0 already imported (not created again).', $lines );
		$this->assertContains( 'Sticky comments: 1 found, 1 created, 0 already imported (not created again).', $lines );
		$this->assertContains( 'Closed threads: 6 found, 6 created, 0 already imported (not created again).', $lines );
		$this->assertContains( 'Edited comments: 2 found, 2 created, 0 already imported (not created again).', $lines );
		$this->assertContains( 'E-mail subscriptions: 8 found, 8 created, 0 already imported (not created again).', $lines );
		$this->assertContains( 'Follows: 3 found, 3 created, 0 already imported (not created again).', $lines );
		$this->assertSame(
			array( 'Not imported: Phrases phrase:wc_be_the_first_text: no Farol phrase shows this text.' ),
			array_values( preg_grep( '/^Not imported/', $lines ) ),
			'Of the real fixture, only the changed phrase Farol has no place for is not carried.'
		);
		$this->assert_counts();

		$this->assertSame( $source, $this->source_tables(), 'wpDiscuz\'s tables are only read.' );
		$this->assertSame( 'wpdiscuz_sticky', get_comment( 9 )->comment_type, 'The sticky comment keeps its wpDiscuz type.' );
		$thread = array_column( ( new ThreadRepository() )->skeleton( 5 ), null, 'id' );
		$this->assertTrue( $thread[9]['sticky'], 'Farol\'s thread lists it, stuck.' );
		$this->assertSame( 4, $thread[2]['votes'] );

		$second = $command->handle( 'wpdiscuz', false );
		$this->assertSame( 'Import finished: nothing new to import.', $second['message'] );
		$this->assertContains( 'Comment votes: 14 found, 0 created, 14 already imported (not created again).', $second['lines'] );
		$this->assert_counts();
	}

	/**
	 * Members keep their identity: a member's imported vote and rating are theirs (a second vote
	 * withdraws it, as on any Farol vote); a guest's vote is counted under wpDiscuz's hash.
	 */
	public function test_members_keep_their_votes_and_guests_are_counted(): void {
		$this->load_dump( self::DUMP );
		( new ImportCommand( $this->runner() ) )->handle( 'wpdiscuz', false );
		$votes = new VoteStore();

		$this->assertSame( 1, $votes->of( 2, 'u:101' ), 'maria\'s like on comment 2.' );
		$this->assertSame( -1, $votes->of( 3, 'u:101' ), 'maria\'s dislike on comment 3.' );
		$this->assertSame( 0, $votes->of( 3, 'u:102' ) );
		$this->assertSame( 0, $votes->of( 4, 'u:102' ), 'joao\'s withdrawn vote is not carried.' );
		$this->assertSame( 1, $votes->of( 2, 'w:ce61b7485d8c88bb7559a46b4d0d7c28' ), 'Guest 127.0.2.1 under wpDiscuz\'s md5.' );
		$this->assertSame( 5, ( new RatingStore() )->of( 5, 'u:101' ) );
		$this->assertSame( 2, ( new RatingStore() )->of( 5, 'w:5b47ddc751cb257d798d5001b607a4f2' ) );

		$this->assertSame( 0, $votes->vote( 2, 'u:101', 1 ), 'maria voting like again withdraws her imported like.' );
		$this->assertSame( 4, $votes->recount( 2 )['likes'] );
	}

	/**
	 * Each subscription keeps its type, subject, confirmed state and wpDiscuz's key (so the links
	 * wpDiscuz mailed find it: WpDiscuzLinksTest); members are linked by e-mail; the follows are
	 * the members', each with wpDiscuz's key.
	 */
	public function test_subscriptions_and_follows_keep_their_state_and_keys(): void {
		global $wpdb;
		$this->load_dump( self::DUMP );
		$runner = $this->runner();
		( new ImportCommand( $runner ) )->handle( 'wpdiscuz', false );
		$map    = $runner->map( $runner->importer( 'wpdiscuz' ) );
		$store  = new SubscriptionStore();
		$source = $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}wc_comments_subscription ORDER BY id", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the fixture's rows.
		$this->assertCount( 8, $source );
		foreach ( $source as $row ) {
			$this->assertMatchesRegularExpression( '/^subscription:[1-9]\d*$/', $map[ 'subscription:' . $row['id'] ] );
			$sub = $store->find( (int) substr( $map[ 'subscription:' . $row['id'] ], 13 ) );
			$this->assertNotNull( $sub );
			$this->assertSame(
				array( $row['email'], (int) $row['post_id'], $row['subscribtion_type'], (int) $row['subscribtion_id'], '1' === $row['confirm'], $row['activation_key'] ),
				array( $sub->email, $sub->post_id, $sub->type, $sub->subject_id, $sub->confirmed, $sub->secret ),
				'Subscription ' . $row['id']
			);
		}
		$table  = $wpdb->prefix . 'farol_comment_subscriptions';
		$counts = $wpdb->get_results( "SELECT type, SUM(confirmed) AS confirmed, COUNT(*) AS n FROM {$table} WHERE post_id IN (5, 1002) GROUP BY type ORDER BY type", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Farol's rows.
		$this->assertSame(
			array( 'all_comment 1/2', 'comment 2/4', 'post 2/2' ),
			array_map( static fn ( array $c ): string => $c['type'] . ' ' . $c['confirmed'] . '/' . $c['n'], $counts ),
			'The README\'s subscriptions by type, confirmed of all.'
		);
		$maria = $store->find_one( 'maria.souza@exemplo.test', 5, 'comment', 20001 );
		$this->assertSame( 101, $maria->user_id, 'A member\'s subscription is the member\'s.' );
		$this->assertSame( 0, $store->find_one( 'bruno.costa@exemplo.test', 5, 'comment', 20005 )->user_id );

		$follows = new FollowStore();
		$this->assertTrue( $follows->follows( 102, 'maria.souza@exemplo.test' ) );
		$this->assertTrue( $follows->follows( 101, 'joao.pereira@exemplo.test' ) );
		$this->assertTrue( $follows->follows( 103, 'ana.silva@exemplo.test' ), 'carla follows the guest Ana by e-mail.' );
		$this->assertFalse( $follows->follows( 103, 'maria.souza@exemplo.test' ), 'carla\'s unfollowed row is gone in the source too.' );
		$keys = $wpdb->get_col( "SELECT activation_key FROM {$wpdb->prefix}wc_follow_users WHERE confirm = 1 ORDER BY id" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the fixture's rows.
		$this->assertCount( 3, $keys );
		foreach ( $keys as $key ) {
			$this->assertNotNull( $follows->find_imported( $key ), 'the follow links wpDiscuz mailed find the follow' );
		}
	}

	/**
	 * Broken rows and rows naming what does not exist are refused with the reason, never fatal;
	 * the good rows still import.
	 */
	public function test_hostile_rows_are_refused_and_reported(): void {
		global $wpdb;
		$this->load_dump( self::DUMP );
		$voted = $wpdb->prefix . 'wc_users_voted';
		$rated = $wpdb->prefix . 'wc_users_rated';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test's own hostile rows.
		$wpdb->query( "INSERT INTO {$voted} (id, user_id, comment_id, vote_type, is_guest, post_id, date) VALUES (101, '102', 2, 7, 0, 5, 1), (102, '102', 999999, 1, 0, 5, 1), (103, '<script>', 2, 1, 1, 5, 1), (104, '98765', 2, 1, 0, 5, 1), (105, '102abc', 3, 1, 0, 5, 1)" );
		$wpdb->query( "INSERT INTO {$rated} (id, post_id, user_id, user_ip, rating, date) VALUES (101, 5, 103, '', 9, 1), (102, 999999, 103, '', 4, 1), (103, 5, 98765, '', 4, 1), (104, 5, 0, 'not-an-md5', 4, 1)" );
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->comments} (comment_ID, comment_post_ID, comment_parent, comment_type, comment_approved, comment_content, comment_date, comment_date_gmt) VALUES (30001, 5, 2, 'wpdiscuz_sticky', '1', %s, NOW(), NOW())", 'a sticky reply' ) );
		// phpcs:enable
		add_comment_meta( 20003, 'wpdiscuz_last_edited_at', 'yesterday' );
		$subs    = $wpdb->prefix . 'wc_comments_subscription';
		$follows = $wpdb->prefix . 'wc_follow_users';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the test's own hostile rows.
		$wpdb->query( "INSERT INTO {$subs} (id, email, subscribtion_id, post_id, subscribtion_type, activation_key, confirm) VALUES (101, 'not an e-mail', 5, 5, 'post', 'x', 1), (102, 'x@exemplo.test', 5, 5, 'everything', 'x', 1), (103, 'y@exemplo.test', 999999, 999999, 'post', 'x', 1), (104, 'z@exemplo.test', 999999, 5, 'comment', 'x', 1)" );
		$wpdb->query( "INSERT INTO {$follows} (id, post_id, user_id, user_email, user_name, follower_id, follower_email, follower_name, activation_key, confirm, follow_timestamp, follow_date) VALUES (101, 5, 0, 'ana.silva@exemplo.test', 'Ana', 98765, 'nobody@exemplo.test', 'Nobody', 'x', 1, 0, NOW()), (102, 5, 0, 'javascript:alert(1)', 'X', 101, 'maria.souza@exemplo.test', 'Maria', 'x', 1, 0, NOW()), (103, 5, 0, 'lucia@exemplo.test', 'Lúcia', 101, 'maria.souza@exemplo.test', 'Maria', 'x', 0, 0, NOW())" );
		// phpcs:enable

		$result = ( new ImportCommand( $this->runner() ) )->handle( 'wpdiscuz', false );
		$text   = implode( "\n", $result['lines'] );

		$this->assertTrue( $result['ok'] );
		$this->assertStringContainsString( 'Not imported: Comment votes vote:101: the vote is neither a like (1) nor a dislike (-1).', $text );
		$this->assertStringContainsString( 'Not imported: Comment votes vote:102: the comment it was cast on does not exist.', $text );
		foreach ( array( 103, 104, 105 ) as $id ) {
			$this->assertStringContainsString( 'Not imported: Comment votes vote:' . $id . ': the voter is neither a member of this site nor a wpDiscuz guest id.', $text );
		}
		$this->assertStringContainsString( 'Not imported: Post ratings rating:101: the rating is not 1 to 5 stars.', $text );
		$this->assertStringContainsString( 'Not imported: Post ratings rating:102: the post it rates does not exist.', $text );
		$this->assertStringContainsString( 'Not imported: Post ratings rating:103: the voter is neither', $text );
		$this->assertStringContainsString( 'Not imported: Post ratings rating:104: the voter is neither', $text );
		$this->assertStringContainsString( 'Not imported: Sticky comments sticky:30001: only a top-level comment can be sticky', $text );
		$this->assertStringContainsString( 'Not imported: Edited comments edited:20003: the edit time is not a date.', $text );
		$this->assertStringContainsString( 'Not imported: E-mail subscriptions subscription:101: the e-mail address is not valid.', $text );
		$this->assertStringContainsString( 'Not imported: E-mail subscriptions subscription:102: the subscription type is not post, all_comment or comment.', $text );
		$this->assertStringContainsString( 'Not imported: E-mail subscriptions subscription:103: the post it follows does not exist.', $text );
		$this->assertStringContainsString( 'Not imported: E-mail subscriptions subscription:104: the comment or post it follows does not exist.', $text );
		$this->assertStringContainsString( 'Not imported: Follows follow:101: the follower is not a member of this site.', $text );
		$this->assertStringContainsString( 'Not imported: Follows follow:102: the followed e-mail address is not valid.', $text );
		$this->assertStringContainsString( 'Not imported: Follows follow:103: the follow was never confirmed.', $text );
		$this->assertStringContainsString( 'E-mail subscriptions: 12 found, 8 created', $text );
		$this->assertStringNotContainsString( '<script>', $text );
		$this->assertSame( '', get_comment_meta( 30001, CommentMeta::STICKY, true ) );
		$this->assert_counts();
	}

	/**
	 * A pre-7 closed thread (`comment_karma` 1, no meta) is closed after the import; the old
	 * marker on a thread reopened since (meta "0") is not.
	 */
	public function test_legacy_closed_marker_closes_the_thread(): void {
		global $wpdb;
		$this->load_dump( self::DUMP );
		$wpdb->update( $wpdb->comments, array( 'comment_karma' => 1 ), array( 'comment_ID' => 20009 ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a pre-7 site's marker.
		$wpdb->update( $wpdb->comments, array( 'comment_karma' => 1 ), array( 'comment_ID' => 10 ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- closed before 7.0, reopened since (meta "0").
		clean_comment_cache( 20009 );

		$result = ( new ImportCommand( $this->runner() ) )->handle( 'wpdiscuz', false );

		$this->assertContains( 'Closed threads: 7 found, 7 created, 0 already imported (not created again).', $result['lines'] );
		$this->assertSame( '1', get_comment_meta( 20009, CommentMeta::CLOSED, true ) );
		$this->assertSame( '', get_comment_meta( 10, CommentMeta::CLOSED, true ), 'A thread reopened since 7.0 stays open.' );
	}

	/**
	 * A votes table of wpDiscuz before 7.0 (no `post_id` and `date` columns, `user_id` 255 long)
	 * imports the same likes and dislikes.
	 */
	public function test_pre_7_votes_table_imports(): void {
		global $wpdb;
		$this->load_dump( self::DUMP );
		$table = $wpdb->prefix . 'wc_users_voted';
		// phpcs:disable WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery.SchemaChange -- the old schema, temporary inside the test.
		$rows = $wpdb->get_results( "SELECT id, user_id, comment_id, vote_type, is_guest FROM {$table} ORDER BY id", ARRAY_A );
		$wpdb->query( "DROP TABLE {$table}" );
		$wpdb->query( "CREATE TABLE {$table} (id int(11) NOT NULL AUTO_INCREMENT, user_id varchar(255) NOT NULL, comment_id int(11) NOT NULL, vote_type int(11) DEFAULT NULL, is_guest tinyint(1) DEFAULT 0, PRIMARY KEY (id))" );
		foreach ( $rows as $row ) {
			$wpdb->insert( $table, $row, array( '%d', '%s', '%d', '%d', '%d' ) ); // user_id as text: wpdb would take it for a number.
		}
		// phpcs:enable

		$result = ( new ImportCommand( $this->runner() ) )->handle( 'wpdiscuz', false );

		$this->assertContains( 'Comment votes: 14 found, 14 created, 0 already imported (not created again).', $result['lines'] );
		$this->assert_counts();
	}

	/**
	 * A run cut after its first small batch (a closed tab) continues to the same result: the next
	 * request starts from the stored offset, and its later batches from where the one before
	 * stopped (by id), crossing from one kind to the next.
	 */
	public function test_interrupted_run_resumes_to_the_same_result(): void {
		$this->load_dump( self::DUMP );
		$runner   = $this->runner();
		$importer = $runner->importer( 'wpdiscuz' );
		$first    = $runner->step( $importer, 7 );
		$this->assertFalse( $first['done'] );
		$this->assertSame( 7, $runner->progress( $importer )['offset'] );

		// A new request: the importer remembers no cursor, and reads the stored offset.
		( new ReflectionProperty( $importer, 'cursor' ) )->setValue( $importer, null );
		do {
			$report = $runner->step( $importer, 4 );
		} while ( ! $report['done'] && $report['offset'] < 30 );
		$report = $runner->run( $importer );

		$this->assertTrue( $report['done'] );
		$this->assertSame( 14, $report['created']['vote'] );
		$this->assertSame( array( 2, 3, 1, 2 ), array( $report['created']['inline'], $report['created']['inline_comment'], $report['created']['attachment'], $report['created']['phrase'] ) );
		$this->assertSame( array( 'phrase:wc_be_the_first_text' ), array_column( $report['refused'], 'key' ) );
		$this->assert_counts();
	}

	/**
	 * The README's votes, ratings and marks, as Farol shows them.
	 */
	private function assert_counts(): void {
		$votes = new VoteStore();
		foreach ( self::VOTES as $comment => $expected ) {
			$shown = array( (int) get_comment_meta( $comment, CommentMeta::LIKES, true ), (int) get_comment_meta( $comment, CommentMeta::DISLIKES, true ), (int) get_comment_meta( $comment, CommentMeta::VOTES, true ) );
			$this->assertSame( $expected, $shown, 'Totals the thread shows for comment ' . $comment );
			$totals = $votes->recount( $comment );
			$this->assertSame( $expected, array( $totals['likes'], $totals['dislikes'], $totals['votes'] ), 'Votes on comment ' . $comment );
		}
		$ratings = new RatingStore();
		$this->assertSame( array( 3.8, 5 ), array( $ratings->summary( 5 )->average(), $ratings->summary( 5 )->count ) );
		$this->assertSame( array( 4.7, 3 ), array( $ratings->summary( 1002 )->average(), $ratings->summary( 1002 )->count ) );
		$this->assertSame( '1', get_comment_meta( 9, CommentMeta::STICKY, true ) );
		foreach ( array( 5, 7, 8, 49, 93, 147 ) as $closed ) {
			$this->assertSame( '1', get_comment_meta( $closed, CommentMeta::CLOSED, true ), 'Closed: ' . $closed );
		}
		foreach ( array( 10, 117, 494 ) as $reopened ) {
			$this->assertSame( '', get_comment_meta( $reopened, CommentMeta::CLOSED, true ), 'Reopened: ' . $reopened );
		}
		foreach ( array( 12, 20002 ) as $edited ) {
			$at = (string) get_comment_meta( $edited, 'wpdiscuz_last_edited_at', true );
			$this->assertSame( (string) strtotime( $at . ' UTC' ), get_comment_meta( $edited, CommentMeta::EDITED, true ) );
		}
	}

	/**
	 * Every row of wpDiscuz's tables.
	 *
	 * @return array<string, mixed>
	 */
	private function source_tables(): array {
		global $wpdb;
		$rows = array();
		foreach ( self::SOURCE as $table ) {
			$rows[ $table ] = $wpdb->get_results( "SELECT * FROM {$wpdb->prefix}{$table} ORDER BY id", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a snapshot.
		}
		return $rows;
	}

	/**
	 * How many rows a table holds.
	 *
	 * @param string $table The table.
	 */
	private function rows_in( string $table ): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$table}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a count.
	}
}
