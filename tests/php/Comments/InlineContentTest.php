<?php
/**
 * Inline comments in the post: the marker KSES keeps, the icons, the main thread's mark.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Inline\InlineMarker;
use Farol\Comments\Settings;
use Farol\Tests\TestCase;
use WP_Query;

/**
 * The editor's marker survives core's KSES for an editor without unfiltered_html; the post a
 * visitor reads gets one icon before each marked passage, named with its count, and the icons'
 * script; nothing changes where the visitor does not read that post, with comments closed or
 * the setting off.
 */
final class InlineContentTest extends TestCase {

	use CommentsFixtures;

	private const CONTENT = '<!-- wp:paragraph --><p>Antes. <span class="farol-inline" data-farol-inline="abc12345">O trecho</span> e <span class="farol-inline" data-farol-inline="def67890">outro</span>.</p><!-- /wp:paragraph -->';

	/**
	 * The rendered content of a post as its own page shows it.
	 *
	 * @param int $post_id Post.
	 */
	private function page_content( int $post_id ): string {
		global $wp_query, $wp_the_query, $post;
		$wp_query     = new WP_Query( array( 'p' => $post_id ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the main query of the page under test; the base test case resets it.
		$wp_the_query = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as above.
		$wp_query->the_post();
		$html = (string) apply_filters( 'the_content', get_the_content( null, false, $post ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		wp_reset_postdata();
		return $html;
	}

	/**
	 * An author (no unfiltered_html) saves the marker; core's KSES keeps the class and the id.
	 */
	public function test_kses_keeps_the_marker_for_an_editor_without_unfiltered_html(): void {
		$author = $this->login_as( 'author' );
		$this->assertFalse( current_user_can( 'unfiltered_html' ) );
		kses_init_filters();
		$post_id = wp_insert_post(
			wp_slash(
				array(
					'post_title'   => 'Com trechos',
					'post_content' => self::CONTENT . '<p><span class="farol-inline" data-farol-inline="abc12345" onclick="alert(1)">x</span></p>',
					'post_status'  => 'publish',
					'post_author'  => $author,
				)
			)
		);
		kses_remove_filters();
		$saved = (string) get_post_field( 'post_content', (int) $post_id );
		$this->assertStringContainsString( '<span class="farol-inline" data-farol-inline="abc12345">O trecho</span>', $saved );
		$this->assertStringNotContainsString( 'onclick', $saved );
		$this->assertSame( array( 'abc12345', 'def67890' ), InlineMarker::ids( $saved ) );
	}

	/**
	 * The editor writes the format's attribute before its class: the marker is found either way.
	 */
	public function test_the_marker_is_found_in_the_order_the_editor_writes_it(): void {
		$content = '<p>Antes <span data-farol-inline="ywt1rqmv" class="farol-inline">depois <em>disso</em></span></p>';
		$this->assertSame( array( 'ywt1rqmv' ), InlineMarker::ids( $content ) );
		$this->assertSame( 'depois disso', InlineMarker::passage( $content, 'ywt1rqmv' ) );
		$this->assertSame( '<p>Antes [ywt1rqmv]<span data-farol-inline="ywt1rqmv" class="farol-inline">depois <em>disso</em></span></p>', InlineMarker::add_icons( $content, static fn ( string $id ): string => "[{$id}]" ) );
	}

	/**
	 * The post's page: an icon before each passage (its count in the name), the script enqueued.
	 */
	public function test_the_post_page_gets_an_icon_before_each_passage(): void {
		$post_id = $this->create_post( array( 'post_content' => self::CONTENT ) );
		$this->add_comment( $post_id, array( 'comment_meta' => array( InlineMarker::META => 'abc12345' ) ) );
		$this->add_comment( $post_id, array( 'comment_meta' => array( InlineMarker::META => 'abc12345' ) ) );
		$this->add_comment(
			$post_id,
			array(
				'comment_approved' => '0',
				'comment_meta'     => array( InlineMarker::META => 'abc12345' ),
			)
		);
		wp_dequeue_script( 'farol-comments-inline' );

		$html = $this->page_content( $post_id );
		$this->assertSame( 2, substr_count( $html, 'class="farol-inline__icon"' ) );
		$this->assertMatchesRegularExpression( '/<button type="button" class="farol-inline__icon" data-farol-inline-open="abc12345" data-post-id="' . $post_id . '" data-ajax-url="[^"]+" data-mode="click" aria-haspopup="dialog" aria-expanded="false" aria-label="Comment on this passage \(2\)">.*?<\/button><span class="farol-inline" data-farol-inline="abc12345">O trecho<\/span>/s', $html );
		$this->assertStringContainsString( 'aria-label="Comment on this passage (0)"', $html );
		$this->assertTrue( wp_script_is( 'farol-comments-inline', 'enqueued' ) );
	}

	/**
	 * The open mode comes from the settings; with the setting off, closed comments or outside
	 * the post's own page, the content is left as it is.
	 */
	public function test_no_icon_where_inline_comments_are_not_offered(): void {
		$post_id = $this->create_post( array( 'post_content' => self::CONTENT ) );
		update_option( Settings::OPTION, array( 'inline_open_mode' => 'blink' ) );
		$this->assertStringContainsString( 'data-mode="blink"', $this->page_content( $post_id ) );

		update_option( Settings::OPTION, array( 'inline_enabled' => false ) );
		$this->assertStringNotContainsString( 'farol-inline__icon', $this->page_content( $post_id ) );
		update_option( Settings::OPTION, array() );

		$closed = $this->create_post(
			array(
				'post_content'   => self::CONTENT,
				'comment_status' => 'closed',
			)
		);
		$this->assertStringNotContainsString( 'farol-inline__icon', $this->page_content( $closed ) );

		// Another post's content on this post's page (a listing, a related-posts widget).
		global $wp_query, $wp_the_query;
		$wp_query        = new WP_Query( array( 'p' => $closed ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the page under test.
		$wp_the_query    = $wp_query; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- as above.
		$GLOBALS['post'] = get_post( $post_id ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the other post in the loop.
		$this->assertStringNotContainsString( 'farol-inline__icon', (string) apply_filters( 'the_content', self::CONTENT ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
	}
}
