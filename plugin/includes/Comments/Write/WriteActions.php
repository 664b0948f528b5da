<?php
/**
 * The write actions' names.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

/**
 * Every admin-ajax action the write side answers (for guests and members alike; the
 * moderation ones refuse guests), for an endpoint that dispatches the same `wp_ajax_*` hooks
 * through an allowlist, and for the docs.
 */
final class WriteActions {

	/**
	 * The action names.
	 */
	public const NAMES = array(
		'wpdAddComment',
		'wpdCheckNotificationType',
		'wpdRedirect',
		'wpdEditComment',
		'wpdSaveEditedComment',
		'wpdDeleteComment',
		'wpdVoteOnComment',
		'wpdStickComment',
		'wpdCloseThread',
	);
}
