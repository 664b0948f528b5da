<?php
/**
 * One tab of the visitor's info modal.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Info;

/**
 * A tab of the info modal (wpdGetInfo): the visitor's own comments, subscriptions or follows.
 * The modal (Info\InfoActions) lists the tabs it is given by CommentsModule and answers each
 * tab's page action; the feature owning the items implements its tab, so the modal never reads
 * another feature's tables. The same tab erases a guest's items for wpdGuestAction.
 */
interface InfoTab {

	/**
	 * The tab's key: 'comments', 'subscriptions' or 'follows'.
	 */
	public function id(): string;

	/**
	 * The tab's label, translated.
	 */
	public function label(): string;

	/**
	 * The wire action that answers one page of this tab (`page` field, 1-based).
	 */
	public function page_action(): string;

	/**
	 * One page of the visitor's items.
	 *
	 * @param Visitor $visitor Who asks (a member, or a guest known by a verified e-mail).
	 * @param int     $page    1-based page.
	 * @return InfoPage The page's escaped HTML and the page count.
	 */
	public function page( Visitor $visitor, int $page ): InfoPage;

	/**
	 * Removes every item of this tab that belongs to a guest e-mail (wpdGuestAction).
	 *
	 * @param string $email The guest's e-mail, verified by the signed link.
	 * @return int How many items went.
	 */
	public function erase( string $email ): int;
}
