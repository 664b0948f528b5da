<?php
/**
 * The comments tab of the info modal.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Info;

use Farol\Comments\Phrases;
use Farol\Comments\Write\EditPermission;
use WP_Comment;

/**
 * The visitor's own comments on the whole site (approved and held), newest first, 10 a page:
 * each with its post's title as a link to the comment, an excerpt and the date, and a delete
 * button (wpdDeleteComment, after a confirm) where the edit rules let the visitor delete it
 * (EditPermission: an author within the edit window, a moderator always). A member's comments
 * are those carrying their user id; a guest's (known by a verified e-mail) those with that
 * e-mail and no user id, which erase() moves to the trash (wpdGuestAction `deleteComments`).
 */
final class CommentsTab implements InfoTab {

	/**
	 * Creates the tab.
	 *
	 * @param EditPermission $permission Who may delete.
	 */
	public function __construct( private readonly EditPermission $permission ) {
	}

	/**
	 * The tab's key.
	 */
	public function id(): string {
		return 'comments';
	}

	/**
	 * The tab's label.
	 */
	public function label(): string {
		return Phrases::get( 'info_tab_comments' );
	}

	/**
	 * The page action.
	 */
	public function page_action(): string {
		return InfoActions::ACTIVITY_PAGE;
	}

	/**
	 * One page of the visitor's comments.
	 *
	 * @param Visitor $visitor Who asks.
	 * @param int     $page    1-based page.
	 */
	public function page( Visitor $visitor, int $page ): InfoPage {
		$total = (int) get_comments( array_merge( self::whose( $visitor ), array( 'count' => true ) ) );
		if ( 0 === $total ) {
			return new InfoPage( '<p class="farol-info__empty">' . esc_html( Phrases::get( 'info_empty_comments' ) ) . '</p>', 1, 1, 0 );
		}
		$page     = InfoPager::clamp( $page, $total );
		$comments = get_comments(
			array_merge(
				self::whose( $visitor ),
				array(
					'number'  => InfoPager::PER_PAGE,
					'offset'  => ( $page - 1 ) * InfoPager::PER_PAGE,
					'orderby' => array( 'comment_date_gmt', 'comment_ID' ),
					'order'   => 'DESC',
				)
			)
		);
		$html     = '<ul class="farol-info__items">';
		foreach ( is_array( $comments ) ? $comments : array() as $comment ) {
			if ( $comment instanceof WP_Comment ) {
				$html .= $this->item( $comment );
			}
		}
		return new InfoPage( $html . '</ul>', $page, InfoPager::pages( $total ), $total );
	}

	/**
	 * Moves a guest's comments to the trash.
	 *
	 * @param string $email The guest's verified e-mail.
	 */
	public function erase( string $email ): int {
		$ids  = get_comments( array_merge( self::whose( new Visitor( 0, $email ) ), array( 'fields' => 'ids' ) ) );
		$done = 0;
		foreach ( is_array( $ids ) ? $ids : array() as $id ) {
			$done += wp_trash_comment( (int) $id ) ? 1 : 0;
		}
		return $done;
	}

	/**
	 * The query of a visitor's comments.
	 *
	 * @param Visitor $visitor Who.
	 * @return array<string,mixed>
	 */
	private static function whose( Visitor $visitor ): array {
		$query = array(
			'status' => 'all',
			'type'   => 'comment',
		);
		if ( $visitor->is_member() ) {
			return $query + array( 'user_id' => $visitor->user_id );
		}
		return $query + array(
			'author_email' => $visitor->email,
			'user_id'      => 0,
		);
	}

	/**
	 * One comment's row.
	 *
	 * @param WP_Comment $comment The comment.
	 */
	private function item( WP_Comment $comment ): string {
		$time   = (int) strtotime( $comment->comment_date_gmt . ' UTC' );
		$delete = '' === $this->permission->check( $comment )
			? ' <button type="button" class="farol-info__delete" data-farol-action="wpdDeleteComment" data-id="' . esc_attr( (string) $comment->comment_ID ) . '" data-confirm="' . esc_attr( Phrases::get( 'delete_confirm' ) ) . '">' . esc_html( Phrases::get( 'delete' ) ) . '</button>'
			: '';
		return '<li class="farol-info__item">'
			. '<a class="farol-info__post" href="' . esc_url( (string) get_comment_link( $comment ) ) . '">' . esc_html( wp_strip_all_tags( get_the_title( (int) $comment->comment_post_ID ) ) ) . '</a> '
			. '<time class="farol-info__date" datetime="' . esc_attr( gmdate( 'c', $time ) ) . '">' . esc_html( wp_date( (string) get_option( 'date_format' ), $time ) ) . '</time>'
			. '<p class="farol-info__excerpt">' . esc_html( wp_trim_words( wp_strip_all_tags( (string) $comment->comment_content ), 20, '…' ) ) . '</p>'
			. $delete
			. '</li>';
	}
}
