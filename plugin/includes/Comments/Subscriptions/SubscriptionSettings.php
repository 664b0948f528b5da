<?php
/**
 * The subscriptions' settings.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

use Farol\Comments\Settings;

/**
 * The subscription keys of the widget's option (settings-contract.ts, the "subscriptions"
 * block): on or off, which types the bar offers, the form's "notify me of replies" box and the
 * guests' double opt-in. Read through Settings' own sanitizer, so a broken value is its default.
 */
final class SubscriptionSettings {

	/**
	 * Whether visitors may subscribe at all.
	 */
	public function enabled(): bool {
		return (bool) $this->all()['subscriptions_enabled'];
	}

	/**
	 * The types the bar offers (`post`, `all_comment`), in that order.
	 *
	 * @return list<string>
	 */
	public function bar_types(): array {
		if ( ! $this->enabled() ) {
			return array();
		}
		$all   = $this->all();
		$types = array();
		if ( $all['subscribe_post'] ) {
			$types[] = Subscription::POST;
		}
		if ( $all['subscribe_all_comment'] ) {
			$types[] = Subscription::ALL_COMMENT;
		}
		return $types;
	}

	/**
	 * Whether the comment form offers "notify me of replies to this comment".
	 */
	public function form_checkbox(): bool {
		return $this->enabled() && (bool) $this->all()['subscribe_reply_checkbox'];
	}

	/**
	 * Whether a guest confirms by mail (else a guest's subscription counts at once).
	 */
	public function double_opt_in(): bool {
		return (bool) $this->all()['subscription_double_opt_in'];
	}

	/**
	 * The widget's settings, as Settings derives them (once per stored text of the option, not
	 * unserialized and sanitized again here).
	 *
	 * @return array<string,mixed>
	 */
	private function all(): array {
		return ( new Settings() )->values();
	}
}
