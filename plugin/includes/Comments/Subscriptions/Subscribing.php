<?php
/**
 * Subscribing, confirming and unsubscribing.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

/**
 * What the actions and the mailed links do, in one place, each answering a phrase key:
 * - subscribe: a member (or a guest when the double opt-in is off, or a guest whose address is
 *   already confirmed on the site and who proved writing the comment) is subscribed at once;
 *   any other guest gets the opt-in mail (asked again: a new secret, the old link stops
 *   working). Already confirmed: `subscription_exists`.
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
	 */
	public function __construct(
		private readonly SubscriptionStore $store,
		private readonly SubscriptionMails $mails,
		private readonly SubscriptionSettings $settings
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
		$sub     = $this->store->save( $email, $user_id, $post_id, $type, $subject, $at_once );
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
		$fresh = strtotime( $sub->created_at . ' UTC' ) > time() - self::CONFIRM_DAYS * DAY_IN_SECONDS;
		if ( $sub->confirmed || ! $fresh || ! SubscriptionKeys::verify( SubscriptionKeys::CONFIRM, $sub, $skey ) || ! $this->store->confirm( $sid ) ) {
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
