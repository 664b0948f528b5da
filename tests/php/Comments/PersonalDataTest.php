<?php
/**
 * The comment widget's and the mail queue's personal data in core's privacy tools.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Follows\FollowStore;
use Farol\Comments\Follows\FollowsTable;
use Farol\Comments\Info\GuestLinks;
use Farol\Comments\Rating\RatingStore;
use Farol\Comments\Rating\RatingsTable;
use Farol\Comments\Store\VotesTable;
use Farol\Comments\Subscriptions\SubscriptionStore;
use Farol\Comments\Subscriptions\SubscriptionsTable;
use Farol\Comments\Write\VoteStore;
use Farol\Support\Mail\MailQueue;
use Farol\Support\Mail\MailQueueTable;
use Farol\Support\Queue\JobStore;
use Farol\Tests\TestCase;

/**
 * Tools › Export Personal Data finds, by e-mail, an address's subscriptions, follows (made by
 * its member or mailed to it, and those of the author it names), queued mail, its member's
 * comment votes, post ratings and social links; Tools › Erase Personal Data removes them
 * (votes and ratings anonymised, counts kept) and leaves everyone else's rows as they were. A
 * guest's own erasing link cancels the mail not sent yet to the address.
 */
final class PersonalDataTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;

	/**
	 * Ana's member id.
	 *
	 * @var int
	 */
	private int $ana;

	/**
	 * Bia's member id.
	 *
	 * @var int
	 */
	private int $bia;

	/**
	 * Ana's and Bia's data in every table.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
		( new MailQueueTable() )->install();
		global $wpdb;
		foreach ( array( MailQueueTable::name(), SubscriptionsTable::name(), FollowsTable::name(), VotesTable::name(), RatingsTable::name() ) as $table ) {
			$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- our tables, emptied inside the test's transaction.
		}
		$this->ana = $this->create_user( 'subscriber', array( 'user_email' => 'ana@example.com' ) );
		$this->bia = $this->create_user( 'subscriber', array( 'user_email' => 'bia@example.com' ) );
		$post      = $this->create_post();
		$other     = $this->create_post();
		$comment   = $this->add_comment( $post );

		$subs = new SubscriptionStore();
		$subs->save( 'ana@example.com', 0, $post, 'post', $post, true );
		$subs->save( 'ana.antigo@example.com', $this->ana, $other, 'post', $other, false );
		$subs->save( 'bia@example.com', $this->bia, $post, 'post', $post, true );

		$follows = new FollowStore();
		$follows->add( $this->ana, 'ana@example.com', $this->bia, 'bia@example.com', 'Bia' );
		$follows->add( $this->bia, 'bia@example.com', $this->ana, 'ana@example.com', 'Ana' );
		$follows->add( $this->bia, 'bia@example.com', 0, 'rui@example.com', 'Rui' );

		$queue = new MailQueue();
		$queue->add( 'Ana@Example.com', 'Confirme', 'Corpo', array(), 'subscription-confirm' );
		$sent = $queue->add( 'ana@example.com', 'Novo comentário', 'Corpo', array(), 'comment-notification' );
		$wpdb->update( MailQueueTable::name(), array( 'status' => JobStore::SENT ), array( 'id' => $sent ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- our table.
		$queue->add( 'bia@example.com', 'Confirme', 'Corpo', array(), 'subscription-confirm' );

		$votes = new VoteStore();
		$votes->vote( $comment, 'u:' . $this->ana, 1 );
		$votes->vote( $comment, 'u:' . $this->bia, 1 );
		$ratings = new RatingStore();
		$ratings->rate( $post, 'u:' . $this->ana, 5 );
		$ratings->rate( $post, 'u:' . $this->bia, 3 );

		update_user_meta( $this->ana, 'farol_social_github', '1001' );
		update_user_meta( $this->ana, 'farol_social_github_name', 'Ana G.' );
		update_user_meta( $this->bia, 'farol_social_github', '2002' );
	}

	/**
	 * The plugin's callbacks among core's exporters or erasers (the leads' left out).
	 *
	 * @param string $filter `wp_privacy_personal_data_exporters` or `_erasers`.
	 * @return array<string, callable>
	 */
	private function callbacks( string $filter ): array {
		$callbacks = array();
		foreach ( (array) apply_filters( $filter, array() ) as $id => $entry ) {
			if ( str_starts_with( (string) $id, 'farol-' ) && 'farol-leads' !== $id ) {
				$callbacks[ (string) $id ] = $entry['callback'];
			}
		}
		ksort( $callbacks );
		return $callbacks;
	}

	/**
	 * How many items each exporter finds for an address.
	 *
	 * @param string $email The address.
	 * @return array<string, int>
	 */
	private function exported( string $email ): array {
		$counts = array();
		foreach ( $this->callbacks( 'wp_privacy_personal_data_exporters' ) as $id => $callback ) {
			$page          = $callback( $email, 1 );
			$counts[ $id ] = count( $page['data'] );
			$this->assertTrue( $page['done'], $id );
			foreach ( $page['data'] as $item ) {
				$this->assertSame( $id, $item['group_id'] );
				$this->assertNotEmpty( $item['data'], $id );
			}
		}
		return $counts;
	}

	/**
	 * A column of a table, ordered by id.
	 *
	 * @param string $table  Table.
	 * @param string $column Column.
	 * @return list<string>
	 */
	private function column( string $table, string $column ): array {
		global $wpdb;
		return array_map( 'strval', $wpdb->get_col( "SELECT {$column} FROM {$table} ORDER BY id" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- our tables.
	}

	/**
	 * The export finds each kind of item of the address, and only of it.
	 */
	public function test_the_export_finds_what_the_widget_keeps_about_an_address(): void {
		$expected = array(
			'farol-comment-follows'       => 2,
			'farol-comment-social-login'  => 1,
			'farol-comment-subscriptions' => 2,
			'farol-comment-votes'         => 1,
			'farol-mail-queue'            => 2,
			'farol-post-ratings'          => 1,
		);
		$this->assertSame( $expected, $this->exported( 'ana@example.com' ) );
		$this->assertSame( array_fill_keys( array_keys( $expected ), 0 ), $this->exported( 'nobody@example.com' ) );

		$page   = $this->callbacks( 'wp_privacy_personal_data_exporters' )['farol-comment-social-login']( 'ANA@example.com', 1 );
		$fields = array_column( $page['data'][0]['data'], 'value', 'name' );
		$this->assertSame(
			array(
				'Provider'   => 'github',
				'Account id' => '1001',
				'Name'       => 'Ana G.',
			),
			$fields
		);
	}

	/**
	 * The erasure removes the address's rows, anonymises its votes and ratings, and leaves
	 * everyone else's as they were.
	 */
	public function test_the_erasure_removes_the_addresss_rows_and_no_one_elses(): void {
		$before = $this->column( VotesTable::name(), 'voter' );
		foreach ( $this->callbacks( 'wp_privacy_personal_data_erasers' ) as $id => $callback ) {
			$answer = $callback( 'ana@example.com', 1 );
			$this->assertTrue( $answer['items_removed'], $id );
			$this->assertFalse( $answer['items_retained'], $id );
			$this->assertTrue( $answer['done'], $id );
		}

		$this->assertSame( array( 'bia@example.com' ), $this->column( SubscriptionsTable::name(), 'email' ) );
		$this->assertSame( array( 'rui@example.com' ), $this->column( FollowsTable::name(), 'followed_email' ) );
		$this->assertSame( array( 'bia@example.com' ), $this->column( MailQueueTable::name(), 'to_address' ) );
		$voters = $this->column( VotesTable::name(), 'voter' );
		$this->assertCount( 2, $voters, 'the vote stays, anonymised: the count others see is right' );
		$this->assertSame( 'u:' . $this->bia, $voters[1] );
		$this->assertStringStartsWith( 'erased:', $voters[0] );
		$this->assertNotSame( $before, $voters );
		$this->assertSame( array( '5', '3' ), $this->column( RatingsTable::name(), 'rating' ) );
		$this->assertStringStartsWith( 'erased:', $this->column( RatingsTable::name(), 'voter' )[0] );
		$this->assertSame( '', get_user_meta( $this->ana, 'farol_social_github', true ) );
		$this->assertSame( '', get_user_meta( $this->ana, 'farol_social_github_name', true ), 'the name shown with the link goes with it' );
		$this->assertSame( '2002', get_user_meta( $this->bia, 'farol_social_github', true ) );

		$this->assertSame( 0, array_sum( $this->exported( 'ana@example.com' ) ), 'nothing is left to export' );
		$this->assertSame(
			array(
				'farol-comment-follows'       => 1, // Her follow of Rui; her follow of Ana went with Ana's address.
				'farol-comment-social-login'  => 1,
				'farol-comment-subscriptions' => 1,
				'farol-comment-votes'         => 1,
				'farol-mail-queue'            => 1,
				'farol-post-ratings'          => 1,
			),
			$this->exported( 'bia@example.com' ),
			"Bia's rows are all there"
		);
	}

	/**
	 * A guest's erasing link cancels the mail not sent yet to the address; sent rows stay for
	 * the retention, other addresses' mail stays.
	 */
	public function test_a_guests_erasing_link_cancels_the_unsent_mail_to_the_address(): void {
		$expires = time() + 60;
		$done    = $this->ajax_json(
			'wpdGuestAction',
			array(
				'guestAction' => 'deleteSubscriptions',
				'subject'     => 'ana@example.com',
				'expires'     => (string) $expires,
				'key'         => GuestLinks::sign( 'deleteSubscriptions', 'ana@example.com', $expires ),
			)
		);
		$this->assertTrue( $done['success'], (string) wp_json_encode( $done ) );

		$this->assertSame( array( 'ana@example.com', 'bia@example.com' ), $this->column( MailQueueTable::name(), 'to_address' ) );
		$this->assertSame( array( JobStore::SENT, JobStore::PENDING ), $this->column( MailQueueTable::name(), 'status' ) );
	}
}
