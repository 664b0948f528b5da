<?php
/**
 * The widget in place of core's comments blocks on block themes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Tests\TestCase;

/**
 * Twenty Twenty-Four's comments (its single template's `twentytwentyfour/hidden-comments`
 * pattern: `core/comments` holding comments-title, comment-template, comments-pagination and
 * post-comments-form), rendered as the template renders it for the post being read: with the
 * setting on, the widget's area once and none of core's comment queries; off, core's comments.
 */
final class ThemesBlockTest extends TestCase {

	use CommentsFixtures;

	/**
	 * The WP_Comment_Query runs of the test (their query vars).
	 *
	 * @var list<array<string,mixed>>
	 */
	private array $comment_queries = array();

	/**
	 * Every SQL query of the test.
	 *
	 * @var list<string>
	 */
	private array $sql = array();

	/**
	 * Records the comment queries and the SQL.
	 */
	protected function set_up(): void {
		parent::set_up();
		add_action(
			'pre_get_comments',
			function ( $query ): void {
				$this->comment_queries[] = (array) $query->query_vars;
			}
		);
		add_filter(
			'query',
			function ( $sql ) {
				$this->sql[] = (string) $sql;
				return $sql;
			}
		);
	}

	/**
	 * Twenty Twenty-Four's comments markup (the pattern file of the pinned core's theme).
	 */
	private function tt4_comments(): string {
		$file = FAROL_TESTS_CORE_DIR . '/wp-content/themes/twentytwentyfour/patterns/hidden-comments.php';
		$this->assertFileExists( $file, 'the pinned core ships Twenty Twenty-Four' );
		ob_start();
		include $file;
		return (string) ob_get_clean();
	}

	/**
	 * Renders blocks as a template does for the post being read.
	 *
	 * @param int    $post_id The post.
	 * @param string $markup  Block markup.
	 */
	private function render_for( int $post_id, string $markup ): string {
		$GLOBALS['post'] = get_post( $post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the post being read; TestCase unsets it.
		setup_postdata( $GLOBALS['post'] );
		$this->comment_queries = array();
		$this->sql             = array();
		return do_blocks( $markup );
	}

	/**
	 * Whether any comment query (core's or anyone's) of the test read this post's comments.
	 *
	 * @param int $post_id The post.
	 */
	private function post_comments_queried( int $post_id ): bool {
		foreach ( $this->comment_queries as $vars ) {
			if ( (int) ( $vars['post_id'] ?? 0 ) === $post_id && empty( $vars['count'] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * With the setting on, Twenty Twenty-Four's comments are the widget's area, once, and core's
	 * comment query of the post never runs.
	 */
	public function test_twenty_twenty_four_comments_become_the_widgets_area_without_cores_query(): void {
		global $wpdb;
		update_option( Settings::OPTION, array( 'replace_core_comments' => true ) );
		$post = $this->create_post();
		$ids  = $this->add_threads( $post, 3 );
		$html = $this->render_for( $post, $this->tt4_comments() );

		$this->assertSame( 1, substr_count( $html, 'id="wpdcom"' ), $html );
		$this->assertCount( 3, $this->top_level_ids( $html ) );
		$this->assertContains( "wpd-comm-{$ids[0]}_0", $this->element_ids( $html ) );
		$this->assertStringNotContainsString( 'wp-block-comment-template', $html, 'no core comment list' );
		$this->assertStringNotContainsString( 'id="respond"', $html, 'no core comment form' );
		$this->assertStringNotContainsString( 'wp-block-comments-title', $html );
		$this->assertFalse( $this->post_comments_queried( $post ), 'no WP_Comment_Query of the post' );
		$this->assertCount( 0, preg_grep( '/ORDER BY ' . preg_quote( $wpdb->comments, '/' ) . '\.comment_date_gmt/', $this->sql ), 'core\'s comment query does not reach the database' );
		$this->assertTrue( wp_script_is( generate_block_asset_handle( 'farol/comments', 'viewScript' ), 'enqueued' ), 'the client loads on a block theme' );
		$this->assertTrue( wp_style_is( generate_block_asset_handle( 'farol/comments', 'style' ), 'enqueued' ), 'the style loads on a block theme' );
	}

	/**
	 * A template holding core's comments twice (and a lone comment form) still prints one area.
	 */
	public function test_the_area_is_printed_once_per_post(): void {
		update_option( Settings::OPTION, array( 'replace_core_comments' => true ) );
		$post = $this->create_post();
		$this->add_comment( $post );
		$html = $this->render_for( $post, $this->tt4_comments() . '<!-- wp:post-comments-form /-->' . $this->tt4_comments() . '<!-- wp:comments {"legacy":true} /-->' );
		$this->assertSame( 1, substr_count( $html, 'id="wpdcom"' ) );
		$this->assertStringNotContainsString( 'id="respond"', $html );
	}

	/**
	 * The legacy blocks (core/post-comments, core/comments with `legacy`) and a lone
	 * post-comments-form give the area too.
	 */
	public function test_legacy_blocks_and_a_lone_form_give_the_area(): void {
		update_option( Settings::OPTION, array( 'replace_core_comments' => true ) );
		foreach ( array( '<!-- wp:post-comments /-->', '<!-- wp:comments {"legacy":true} /-->', '<!-- wp:post-comments-form /-->' ) as $markup ) {
			$post = $this->create_post();
			$id   = $this->add_comment( $post );
			$html = $this->render_for( $post, $markup );
			$this->assertSame( 1, substr_count( $html, 'id="wpdcom"' ), $markup );
			$this->assertContains( "wpd-comm-{$id}_0", $this->element_ids( $html ), $markup );
			$this->assertStringNotContainsString( 'id="respond"', $html, $markup );
			$this->assertFalse( $this->post_comments_queried( $post ), $markup );
		}
	}

	/**
	 * A post in a query loop gets its own area (the block's context, not the page's post).
	 */
	public function test_a_query_loop_post_gets_its_own_area(): void {
		update_option( Settings::OPTION, array( 'replace_core_comments' => true ) );
		$page  = $this->create_post( array( 'post_type' => 'page' ) );
		$post  = $this->create_post( array( 'post_title' => 'Looped post' ) );
		$id    = $this->add_comment( $post );
		$query = '<!-- wp:query {"queryId":1,"query":{"perPage":1,"postType":"post","include":[' . $post . '],"inherit":false}} --><div class="wp-block-query"><!-- wp:post-template --><!-- wp:comments /--><!-- /wp:post-template --></div><!-- /wp:query -->';
		add_filter(
			'query_loop_block_query_vars',
			static function ( array $vars ) use ( $post ): array {
				$vars['p'] = $post;
				return $vars;
			}
		);
		$html = $this->render_for( $page, $query );
		$this->assertContains( "wpd-comm-{$id}_0", $this->element_ids( $html ) );
		$this->assertStringContainsString( '&quot;postId&quot;:' . $post, $html );
	}

	/**
	 * With the setting off (the default), core's comments render as core makes them.
	 */
	public function test_with_the_setting_off_core_comments_stay(): void {
		$post = $this->create_post();
		$id   = $this->add_comment( $post, array( 'comment_content' => 'Um comentário de core.' ) );
		$html = $this->render_for( $post, $this->tt4_comments() );
		$this->assertStringNotContainsString( 'wpdcom', $html );
		$this->assertStringContainsString( 'wp-block-comment-template', $html );
		$this->assertStringContainsString( "id=\"comment-{$id}\"", $html );
		$this->assertStringContainsString( 'Um comentário de core.', $html );
		$this->assertStringContainsString( 'id="respond"', $html );
		$this->assertTrue( $this->post_comments_queried( $post ), 'core reads the comments' );
	}
}
