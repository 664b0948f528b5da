<?php
/**
 * The live updates' phrases.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Live;

/**
 * The live updates' phrases and their default texts (English msgids, context "comment phrase",
 * translated in comments-live.po), spread into PhrasesCatalogue's groups, so an administrator
 * overrides them as every other phrase.
 */
final class LivePhrases {

	/**
	 * Refusals.
	 *
	 * @return array<string,string>
	 */
	public static function errors(): array {
		return array(
			'live_updates_off' => _x( 'Live updates are off.', 'comment phrase', 'farol' ),
		);
	}

	/**
	 * The bubble's words.
	 *
	 * @return array<string,string>
	 */
	public static function interface_texts(): array {
		return array(
			'live_bubble_label'   => _x( 'New comments', 'comment phrase', 'farol' ),
			'live_bubble_hint'    => _x( 'New comments arrived. Click to show them.', 'comment phrase', 'farol' ),
			'live_bubble_dismiss' => _x( 'Dismiss the new comments', 'comment phrase', 'farol' ),
			'live_loaded'         => _x( 'New comments were added to the thread.', 'comment phrase', 'farol' ),
		);
	}
}
