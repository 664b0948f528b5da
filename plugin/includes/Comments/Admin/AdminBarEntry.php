<?php
/**
 * The admin bar's comments entry for moderators.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Admin;

use Farol\Comments\Settings;
use WP_Admin_Bar;

/**
 * For users who may moderate comments, core's own `comments` node of the admin bar (front end
 * and wp-admin alike, as core shows it) becomes the moderation entry: a visible "Comments"
 * label beside core's count of comments awaiting moderation, linking to that queue, with two
 * children: all comments (where core's node linked) and, for who may change them, the
 * widget's settings. Extended rather than doubled: core already prints the count, so a second
 * node would show the same number twice. Where core printed no node (a role that moderates
 * without `edit_posts`), the same node is added. Others see core's node as core makes it.
 *
 * The count is core's `wp_count_comments()->moderated`, which core's node (priority 60) has
 * just read into the object cache: this entry adds no query.
 */
final class AdminBarEntry {

	/** The node (core's id). */
	public const NODE = 'comments';

	/** Who sees the entry. */
	public const CAPABILITY = 'moderate_comments';

	/**
	 * Adds the hook, after core's comments node.
	 */
	public function register(): void {
		add_action( 'admin_bar_menu', array( $this, 'add' ), 61 );
	}

	/**
	 * Extends (or adds) the comments node.
	 *
	 * @internal Action callback.
	 * @param WP_Admin_Bar $bar The admin bar.
	 */
	public function add( WP_Admin_Bar $bar ): void {
		if ( ! current_user_can( self::CAPABILITY ) ) {
			return;
		}
		$count = (int) wp_count_comments()->moderated;
		$bar->add_node(
			array(
				'id'    => self::NODE,
				'title' => $this->title( $count ),
				'href'  => admin_url( 'edit-comments.php?comment_status=moderated' ),
			)
		);
		$bar->add_node(
			array(
				'parent' => self::NODE,
				'id'     => 'farol-comments-all',
				'title'  => esc_html__( 'All comments', 'farol' ),
				'href'   => admin_url( 'edit-comments.php' ),
			)
		);
		if ( current_user_can( Settings::CAPABILITY ) ) {
			$bar->add_node(
				array(
					'parent' => self::NODE,
					'id'     => 'farol-comments-settings',
					'title'  => esc_html__( 'Widget settings', 'farol' ),
					'href'   => admin_url( 'edit-comments.php?page=' . SettingsPage::SLUG ),
				)
			);
		}
	}

	/**
	 * The node's title: core's icon, the label, the count (core's classes: hidden at zero by
	 * core's style) and what a screen reader says instead of the bare number.
	 *
	 * @param int $count Comments awaiting moderation.
	 */
	private function title( int $count ): string {
		$number = number_format_i18n( $count );
		return '<span class="ab-icon" aria-hidden="true"></span>'
			. '<span class="ab-label">' . esc_html__( 'Comments', 'farol' ) . '</span> '
			. '<span class="ab-label awaiting-mod pending-count count-' . $count . '" aria-hidden="true">' . esc_html( $number ) . '</span>'
			. '<span class="screen-reader-text comments-in-moderation-text">'
			/* translators: %s: number of comments awaiting moderation. */
			. esc_html( sprintf( _n( '%s comment awaiting moderation', '%s comments awaiting moderation', $count, 'farol' ), $number ) )
			. '</span>';
	}
}
