<?php
/**
 * The widget in place of core's comments on a classic theme.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Tests\TestCase;
use WP_Query;

/**
 * The classic test theme (tests/themes/farol-classic-test: single.php calls
 * comments_template(), comments.php prints core's list and form) renders a post's page: with
 * the setting on, the widget's area (its script and style on the page) and core's query of
 * comments_template() answered empty before the database; off, the theme's own comments.
 */
final class ThemesClassicTest extends TestCase {

	use CommentsFixtures;

	/**
	 * The theme's folder.
	 */
	private const THEME = FAROL_TESTS_ROOT . '/tests/themes/farol-classic-test';

	/**
	 * Every SQL query while the page rendered.
	 *
	 * @var list<string>
	 */
	private array $sql = array();

	/**
	 * Renders the post's page with the classic theme's single.php, as WordPress does for a
	 * single-post request.
	 *
	 * @param int    $post_id The post.
	 * @param string $file    The theme's template (single.php).
	 */
	private function page( int $post_id, string $file = 'single.php' ): string {
		global $wp_query, $wp_the_query, $wp_stylesheet_path, $wp_template_path;
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- the main query and theme of a single-post request, put back below and by TestCase.
		$wp_query           = new WP_Query( array( 'p' => $post_id ) );
		$wp_the_query       = $wp_query;
		$GLOBALS['post']    = get_post( $post_id );
		$paths              = array( $wp_stylesheet_path, $wp_template_path );
		$wp_stylesheet_path = self::THEME;
		$wp_template_path   = self::THEME;
		// phpcs:enable
		// The test site's own theme is a block theme: its footer hook has no place on a classic page.
		remove_action( 'wp_footer', 'the_block_template_skip_link' );
		$this->sql = array();
		add_filter(
			'query',
			function ( $sql ) {
				$this->sql[] = (string) $sql;
				return $sql;
			}
		);
		ob_start();
		try {
			include self::THEME . '/' . $file;
		} finally {
			$html = (string) ob_get_clean();
			list( $wp_stylesheet_path, $wp_template_path ) = $paths; // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- put back.
		}
		return $html;
	}

	/**
	 * Whether core's comments_template() query reached the database.
	 */
	private function core_query_ran(): bool {
		global $wpdb;
		return array() !== preg_grep( '/ORDER BY ' . preg_quote( $wpdb->comments, '/' ) . '\.comment_date_gmt/', $this->sql );
	}

	/**
	 * With the setting on, the theme's comments are the widget's area, with its client.
	 */
	public function test_the_classic_theme_shows_the_widgets_area_without_cores_query(): void {
		update_option( Settings::OPTION, array( 'replace_core_comments' => true ) );
		$post = $this->create_post();
		$ids  = $this->add_threads( $post, 2 );
		$html = $this->page( $post );

		$this->assertSame( 1, substr_count( $html, 'id="wpdcom"' ) );
		$this->assertSame( array( $ids[1], $ids[0] ), $this->top_level_ids( $html ), 'newest first' );
		$this->assertStringNotContainsString( 'class="comment-list"', $html, 'no core comment list' );
		$this->assertStringNotContainsString( 'id="commentform"', $html, 'no core comment form' );
		$this->assertFalse( $this->core_query_ran(), 'core\'s comment query does not reach the database' );
		$view = generate_block_asset_handle( 'farol/comments', 'viewScript' );
		$this->assertStringContainsString( '"' . $view . '"', $html, 'the client is on the page (deferred)' );
		// Printed as a <link>, or inline when WordPress inlines small block styles.
		$this->assertMatchesRegularExpression( '/<(?:link|style)[^>]+id=[\'"]' . preg_quote( generate_block_asset_handle( 'farol/comments', 'style' ), '/' ) . '(?:-inline)?-css[\'"]/', $html, 'the style is on the page' );
	}

	/**
	 * A theme calling comments_template() twice gets one area.
	 */
	public function test_comments_template_twice_prints_one_area(): void {
		update_option( Settings::OPTION, array( 'replace_core_comments' => true ) );
		$post = $this->create_post();
		$this->add_comment( $post );
		$html = $this->page( $post );
		ob_start();
		comments_template();
		$html .= (string) ob_get_clean();
		$this->assertSame( 1, substr_count( $html, 'id="wpdcom"' ) );
	}

	/**
	 * With the setting off, the theme's comments.php prints core's comments.
	 */
	public function test_with_the_setting_off_the_themes_comments_stay(): void {
		$post = $this->create_post();
		$id   = $this->add_comment( $post, array( 'comment_content' => 'Um comentário do tema clássico.' ) );
		$html = $this->page( $post );
		$this->assertStringNotContainsString( 'wpdcom', $html );
		$this->assertStringContainsString( 'class="comment-list"', $html );
		$this->assertStringContainsString( "id=\"comment-{$id}\"", $html );
		$this->assertStringContainsString( 'Um comentário do tema clássico.', $html );
		$this->assertStringContainsString( 'id="commentform"', $html );
		$this->assertTrue( $this->core_query_ran() );
	}
}
