<?php
/**
 * The admin bar's comments entry for moderators.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Admin\AdminBarEntry;
use Farol\Tests\TestCase;
use WP_Admin_Bar;

/**
 * Core's `comments` node, as extended for who moderates: the label, the count of comments
 * awaiting moderation (read from core's cache, no query of its own), the moderation queue as
 * its link, the widget's settings for who may change them; nothing changed for others.
 */
final class ThemesAdminBarTest extends TestCase {

	use CommentsFixtures;

	/**
	 * The admin bar as WordPress builds it: core's comments node (WP_Admin_Bar::add_menus() hooks it at priority 60), then Farol's.
	 *
	 * @param list<string>|null $sql Filled with the SQL of Farol's part, when given.
	 */
	private function bar( ?array &$sql = null ): WP_Admin_Bar {
		require_once ABSPATH . WPINC . '/class-wp-admin-bar.php';
		$bar = new WP_Admin_Bar();
		wp_admin_bar_comments_menu( $bar );
		$sql      = array();
		$recorder = static function ( $query ) use ( &$sql ) {
			$sql[] = (string) $query;
			return $query;
		};
		add_filter( 'query', $recorder );
		foreach ( $this->farol_callbacks() as $callback ) {
			call_user_func( $callback, $bar );
		}
		remove_filter( 'query', $recorder );
		return $bar;
	}

	/**
	 * Farol's admin_bar_menu callbacks, registered after core's node.
	 *
	 * @return list<callable>
	 */
	private function farol_callbacks(): array {
		global $wp_filter;
		$found = array();
		foreach ( $wp_filter['admin_bar_menu']->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof AdminBarEntry ) {
					$this->assertGreaterThan( 60, $priority );
					$found[] = $callback['function'];
				}
			}
		}
		$this->assertCount( 1, $found, 'one entry registered' );
		return $found;
	}

	/**
	 * Two comments held for moderation, one approved.
	 */
	private function held_comments(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		$this->add_comment( $post, array( 'comment_approved' => '0' ) );
		$this->add_comment( $post, array( 'comment_approved' => '0' ) );
	}

	/**
	 * An editor sees the label, the count and the queue's link; no settings (not theirs); the
	 * count comes from core's cache.
	 */
	public function test_an_editor_sees_the_count_awaiting_moderation_linking_to_the_queue(): void {
		$this->held_comments();
		$this->login_as( 'editor' );
		$sql  = array();
		$bar  = $this->bar( $sql );
		$node = $bar->get_node( 'comments' );
		$this->assertNotNull( $node );
		$this->assertSame( admin_url( 'edit-comments.php?comment_status=moderated' ), $node->href );
		$this->assertStringContainsString( '>Comments</span>', $node->title );
		$this->assertMatchesRegularExpression( '/<span class="ab-label awaiting-mod pending-count count-2" aria-hidden="true">2<\/span>/', $node->title );
		$this->assertStringContainsString( '2 comments awaiting moderation', $node->title );
		$this->assertSame( 1, substr_count( $node->title, 'awaiting-mod' ), 'one count, not core\'s and Farol\'s' );
		$this->assertSame( array(), $sql, 'no query of its own' );
		$this->assertSame( admin_url( 'edit-comments.php' ), $bar->get_node( 'farol-comments-all' )->href );
		$this->assertNull( $bar->get_node( 'farol-comments-settings' ), 'an editor cannot change the settings' );
	}

	/**
	 * An administrator also gets the widget's settings.
	 */
	public function test_an_administrator_also_gets_the_widgets_settings(): void {
		$this->login_as( 'administrator' );
		$bar      = $this->bar();
		$settings = $bar->get_node( 'farol-comments-settings' );
		$this->assertNotNull( $settings );
		$this->assertSame( 'comments', $settings->parent );
		$this->assertSame( admin_url( 'edit-comments.php?page=farol-comment-settings' ), $settings->href );
		$this->assertStringContainsString( 'count-0', $bar->get_node( 'comments' )->title );
	}

	/**
	 * Who may not moderate sees no entry: a subscriber none at all, an author core's node as
	 * core makes it.
	 */
	public function test_others_see_nothing_of_it(): void {
		$this->held_comments();
		$this->login_as( 'subscriber' );
		$this->assertNull( $this->bar()->get_node( 'comments' ) );
		$this->login_as( 'author' );
		$bar = $this->bar();
		$this->assertSame( admin_url( 'edit-comments.php' ), $bar->get_node( 'comments' )->href );
		$this->assertStringNotContainsString( '>Comments</span>', $bar->get_node( 'comments' )->title );
		$this->assertNull( $bar->get_node( 'farol-comments-all' ) );
	}

	/**
	 * A role that moderates without `edit_posts` (no core node) gets the node all the same.
	 */
	public function test_a_moderator_without_core_node_gets_it(): void {
		$this->held_comments();
		$this->login_as( 'subscriber' );
		wp_get_current_user()->add_cap( 'moderate_comments' );
		$node = $this->bar()->get_node( 'comments' );
		$this->assertNotNull( $node );
		$this->assertStringContainsString( 'count-2', $node->title );
	}
}
