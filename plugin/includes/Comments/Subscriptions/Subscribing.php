<?php
/**
 * Subscribing, confirming and unsubscribing.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

use Farol\Support\Abuse\MailCooldown;

/**
 * What the actions and the mailed links do, in one place, each answering a phrase key:
 * - subscribe: a member (or a guest when the double opt-in is off, or a guest whose address is
 *   already confirmed on the site and who proved writing the comment) is subscribed at once;
 *   any other guest gets the opt-in mail, within the per-recipient cool-down (MailCooldown: one
 *   per address and post in 10 minutes, 3 a day per address, whoever asks). A mail withheld by
 *   it is answered exactly as a mail sent (`subscription_confirm_sent`) and changes nothing
 *   stored. Asked again, a pending row keeps its secret while its link works (every link
 *   mailed for it stays good); a mail sent restarts the link's days. Already confirmed:
 *   `subscription_exists`.
 * - confirm: the confirm key of that row, once (a replay: `subscription_bad_key`); an
 *   opt-in older than CONFIRM_DAYS is refused too. Then "subscription confirmed" is mailed.
 * - unsubscribe: the unsubscribe key of that row (a replay finds no row).
 */
final class Subscribing {

	/**
	 * Days a confirmation link works.
	 */
	public const CONFIRM_DAYS = 7;

	/**
	 * Creates the service.
	 *
	 * @param SubscriptionStore    $store    The table.
	 * @param SubscriptionMails    $mails    The mail.
	 * @param SubscriptionSettings $settings The settings.
	 * @param MailCooldown         $cooldown The per-recipient brake on opt-in mails.
	 */
	public function __construct(
		private readonly SubscriptionStore $store,
		private readonly SubscriptionMails $mails,
		private readonly SubscriptionSettings $settings,
		private readonly MailCooldown $cooldown
	) {
	}

	/**
	 * Subscribes an address.
	 *
	 * @param int    $post_id  Post.
	 * @param string $type     A Subscription type.
	 * @param int    $subject  The comment for `comment`, the post otherwise.
	 * @param string $email    A valid e-mail (a member's account e-mail).
	 * @param int    $user_id  Member id, 0 for a guest.
	 * @param bool   $known_ok A guest whose address is confirmed on the site counts at once.
	 * @return string `subscription_added`, `subscription_confirm_sent`, `subscription_exists` or `server_error`.
	 */
	public function subscribe( int $post_id, string $type, int $subject, string $email, int $user_id, bool $known_ok = false ): string {
		$existing = $this->store->find_one( $email, $post_id, $type, $subject );
		if ( null !== $existing && $existing->confirmed ) {
			return 'subscription_exists';
		}
		$at_once = $user_id > 0 || ! $this->settings->double_opt_in() || ( $known_ok && $this->store->has_confirmed( $email ) );
		if ( ! $at_once && ! $this->cooldown->allows( SubscriptionMails::CONFIRM_KIND, $email, (string) $post_id ) ) {
			return 'subscription_confirm_sent';
		}
		$sub = $this->store->save( $email, $user_id, $post_id, $type, $subject, $at_once, null !== $existing && ! self::link_works( $existing ) );
		if ( null === $sub ) {
			return 'server_error';
		}
		if ( $sub->confirmed ) {
			return 'subscription_added';
		}
		$this->mails->confirm( $sub );
		return 'subscription_confirm_sent';
	}

	/**
	 * Whether a pending subscription's confirmation link still works (CONFIRM_DAYS from the
	 * last mail).
	 *
	 * @param Subscription $sub The subscription.
	 */
	private static function link_works( Subscription $sub ): bool {
		return strtotime( $sub->created_at . ' UTC' ) > time() - self::CONFIRM_DAYS * DAY_IN_SECONDS;
	}

	/**
	 * Confirms by a mailed link.
	 *
	 * @param int    $sid  Row id.
	 * @param string $skey The link's key.
	 * @return string `subscription_confirmed` or a refusal key.
	 */
	public function confirm( int $sid, string $skey ): string {
		$sub = $this->store->find( $sid );
		if ( null === $sub ) {
			return 'subscription_not_found';
		}
		if ( $sub->confirmed || ! self::link_works( $sub ) || ! SubscriptionKeys::verify( SubscriptionKeys::CONFIRM, $sub, $skey ) || ! $this->store->confirm( $sid ) ) {
			return 'subscription_bad_key';
		}
		$this->mails->confirmed( $sub );
		return 'subscription_confirmed';
	}

	/**
	 * Unsubscribes by a mailed link (or the bar's button, which sends the same key).
	 *
	 * @param int    $sid  Row id.
	 * @param string $skey The link's key.
	 * @return string `unsubscribed` or a refusal key.
	 */
	public function unsubscribe( int $sid, string $skey ): string {
		$sub = $this->store->find( $sid );
		if ( null === $sub ) {
			return 'subscription_bad_key';
		}
		if ( ! SubscriptionKeys::verify( SubscriptionKeys::UNSUBSCRIBE, $sub, $skey ) || ! $this->store->delete( $sid ) ) {
			return 'subscription_bad_key';
		}
		return 'unsubscribed';
	}

	/**
	 * The table (the info tab and the bar read it).
	 */
	public function store(): SubscriptionStore {
		return $this->store;
	}
}
