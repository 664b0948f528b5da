<?php
/**
 * The thread's filters (`wpdType`).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Thread;

/**
 * Which threads are listed. `None` lists every thread in the chosen order. `MostReacted` lists
 * the threads that have reactions, the most reacted first: a thread's reactions are the likes
 * and dislikes of all its comments. `Hottest` lists the threads that got replies in the last
 * days (7 by default, filter `farol_comments_hottest_days`), the most replies first, then the
 * latest activity. Sticky comments have no priority under a filter: a filter is a ranking.
 * The values are the wire contract's `wpdType` values (`''` for none).
 */
enum ThreadFilter: string {
	case None        = '';
	case MostReacted = 'most_reacted';
	case Hottest     = 'hottest';
}
