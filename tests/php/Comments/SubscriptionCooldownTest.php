<?php
/**
 * The opt-in mail's per-recipient cool-down.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Phrases;
use Farol\Comments\Subscriptions\SubscriptionStore;
use Farol\Comments\Subscriptions\SubscriptionsTable;
use Farol\Support\Abuse\MailCooldown;
use Farol\Tests\TestCase;

/**
 * Somebody types a stranger's address in the subscribe bar, again and again, from many source
 * addresses: the stranger gets one confirmation per post in the cool-down and at most three a
 * day; every request gets the very same answer (status and body) whether a mail went or not,
 * and a withheld one leaves the link already mailed working. Mail is counted where it is sent
 * (the mail queue run, wp_mail captured).
 */
final class SubscriptionCooldownTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;
	use SubscriptionFixtures;

	private const STRANGER = 'estranha@example.org';

	/**
	 * Comments open, subscriptions on (the defaults).
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
	}

	/**
	 * Asks for the stranger's subscription from a source address.
	 *
	 * @param int    $post   Post.
	 * @param string $source REMOTE_ADDR.
	 * @param string $type   The subscription type.
	 * @return array{0: int, 1: string} Status and body.
	 */
	private function ask( int $post, string $source, string $type = 'post' ): array {
		$_SERVER['REMOTE_ADDR'] = $source;
		$body                   = $this->ajax(
			'wpdAddSubscription',
			$this->bar_form(
				$post,
				array(
					'email'                      => self::STRANGER,
					'wpdiscuz_subscription_type' => $type,
				)
			)
		);
		return array( $this->ajax_status(), $body );
	}

	/**
	 * The stranger's pending row's secret.
	 *
	 * @param int $post Post.
	 */
	private static function secret( int $post ): string {
		return (string) ( new SubscriptionStore() )->find_one( self::STRANGER, $post, 'post', $post )?->secret;
	}

	/**
	 * Fifteen asks from fifteen source addresses (both types the bar offers): one mail, fifteen
	 * identical answers, and the one link mailed confirms.
	 */
	public function test_one_confirmation_per_post_in_the_cooldown_whatever_the_source(): void {
		$post    = $this->create_post();
		$answers = array();
		$secrets = array();
		for ( $i = 1; $i <= 15; $i++ ) {
			$answers[] = $this->ask( $post, '198.51.100.' . $i, 0 === $i % 2 ? 'all_comment' : 'post' );
			$secrets[] = self::secret( $post );
		}

		$this->assertSame( 200, $answers[0][0] );
		$this->assertSame(
			array(
				'success' => true,
				'data'    => array(
					'code'    => 'subscription_confirm_sent',
					'message' => Phrases::get( 'subscription_confirm_sent' ),
				),
			),
			json_decode( $answers[0][1], true )
		);
		$this->assertSame( array_fill( 0, 15, $answers[0] ), $answers, 'every request gets the same status and body' );
		$mails = $this->mails_to( self::STRANGER );
		$this->assertCount( 1, $mails, 'one confirmation mail in the cool-down' );
		$this->assertSame( array_fill( 0, 15, $secrets[0] ), $secrets, 'a withheld mail leaves the key of the mailed link' );
		$this->assertSame( 'subscription_confirmed', $this->open_link( $this->link_in( $mails[0], 'wpdiscuzConfirm' ) )[0] );
	}

	/**
	 * After the cool-down another mail goes, with the same link (the first mail's link still
	 * works); once that link's days are over, the next mail carries a new one.
	 */
	public function test_after_the_cooldown_the_mail_goes_again_with_the_link_already_mailed(): void {
		global $wpdb;
		$post = $this->create_post();
		$this->ask( $post, '198.51.100.1' );
		$this->age_rate_windows( MailCooldown::COOLDOWN - 5 );
		$this->ask( $post, '198.51.100.2' );
		$this->assertCount( 1, $this->mails_to( self::STRANGER ), 'still in the cool-down' );
		$this->age_rate_windows( 5 );
		$this->ask( $post, '198.51.100.3' );
		$mails = $this->mails_to( self::STRANGER );
		$this->assertCount( 2, $mails, 'the cool-down is over' );
		$first = $this->link_in( $mails[0], 'wpdiscuzConfirm' );
		$this->assertSame( $first, $this->link_in( $mails[1], 'wpdiscuzConfirm' ) );

		// The link's days are over: the next mail gives the row a new secret.
		$wpdb->update( SubscriptionsTable::name(), array( 'created_at' => gmdate( 'Y-m-d H:i:s', time() - 8 * DAY_IN_SECONDS ) ), array( 'email' => self::STRANGER ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- ages the row.
		$this->age_rate_windows( MailCooldown::COOLDOWN );
		$this->ask( $post, '198.51.100.4' );
		$mails = $this->mails_to( self::STRANGER );
		$this->assertCount( 3, $mails );
		$this->assertNotSame( $first, $this->link_in( $mails[2], 'wpdiscuzConfirm' ) );
		$this->assertSame( 'subscription_bad_key', $this->open_link( $first )[0], 'the expired link stays dead' );
		$this->assertSame( 'subscription_confirmed', $this->open_link( $this->link_in( $mails[2], 'wpdiscuzConfirm' ) )[0] );
	}

	/**
	 * Across posts: one mail per post, three a day per address whoever asks; another address is
	 * counted on its own; the answers never differ.
	 */
	public function test_at_most_three_a_day_per_address_across_the_site(): void {
		$answers = array();
		for ( $i = 1; $i <= 5; $i++ ) {
			$answers[] = $this->ask( $this->create_post(), '192.0.2.' . $i );
		}
		$this->assertCount( MailCooldown::PER_DAY, $this->mails_to( self::STRANGER ) );
		$this->assertSame( array_fill( 0, 5, $answers[0] ), $answers );
		$this->assertSame( MailCooldown::PER_DAY, $this->pending_rows(), 'a withheld mail stores nothing' );

		$this->ajax_json( 'wpdAddSubscription', $this->bar_form( $this->create_post(), array( 'email' => 'outra@example.org' ) ) );
		$this->assertCount( 1, $this->mails_to( 'outra@example.org' ), 'another address has its own count' );
	}

	/**
	 * The stranger's rows.
	 */
	private function pending_rows(): int {
		global $wpdb;
		$table = SubscriptionsTable::name();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE email = %s AND confirmed = 0", self::STRANGER ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- our table.
	}
}
