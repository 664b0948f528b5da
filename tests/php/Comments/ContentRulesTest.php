<?php
/**
 * The comment content rules against the fixtures jest reads too.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Content\CommentContent;
use Farol\Comments\Content\LinkRule;
use Farol\Tests\TestCase;

/**
 * CommentContent::sanitize(), ::length() and the link rule on tests/fixtures/comments/*.json,
 * the tables the editor's jest tests read: both languages keep the same HTML, count the same
 * length and write the same links.
 */
final class ContentRulesTest extends TestCase {

	/**
	 * A fixture file, decoded.
	 *
	 * @param string $name File name in tests/fixtures/comments/.
	 * @return array<string,mixed>
	 */
	private function fixture( string $name ): array {
		$json = (string) file_get_contents( FAROL_TESTS_ROOT . '/tests/fixtures/comments/' . $name ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		$data = json_decode( $json, true );
		$this->assertIsArray( $data, $name );
		return $data;
	}

	/**
	 * The editor's HTML is kept byte for byte, and sanitizing again changes nothing.
	 */
	public function test_what_the_editor_makes_is_kept_as_is(): void {
		$data = $this->fixture( 'content-cases.json' );
		foreach ( $data['allowed'] as $case ) {
			$this->assertSame( $case['html'], CommentContent::sanitize( $case['html'], $data['siteHost'] ), $case['name'] );
		}
	}

	/**
	 * Anything else is removed or rewritten, and the result is stable.
	 */
	public function test_what_the_editor_does_not_make_is_removed(): void {
		$data = $this->fixture( 'content-cases.json' );
		foreach ( $data['refused'] as $case ) {
			$sanitized = CommentContent::sanitize( $case['html'], $data['siteHost'] );
			$this->assertSame( $case['sanitized'], $sanitized, $case['name'] );
			$this->assertSame( $sanitized, CommentContent::sanitize( $sanitized, $data['siteHost'] ), $case['name'] . ' (again)' );
		}
	}

	/**
	 * The counter's measure.
	 */
	public function test_the_length_is_the_counters_measure(): void {
		foreach ( $this->fixture( 'length-cases.json' )['cases'] as $case ) {
			$this->assertSame( $case['length'], CommentContent::length( $case['html'] ), $case['name'] );
		}
	}

	/**
	 * The link rule.
	 */
	public function test_links_follow_the_link_rule(): void {
		$data = $this->fixture( 'link-cases.json' );
		foreach ( $data['cases'] as $case ) {
			$this->assertSame( $case['result'], LinkRule::normalize( $case['href'], $data['siteHost'] ), $case['href'] );
		}
	}

	/**
	 * A comment posted through WordPress's own pipeline by a visitor keeps the editor's
	 * elements (core's short comment allow-list would drop paragraphs, headings and images)
	 * and loses a script; a guest's links get core's nofollow.
	 */
	public function test_a_comment_through_wordpress_keeps_the_editors_html_and_loses_scripts(): void {
		$post = $this->create_post();
		$html = '<h2>T</h2><p><u>a</u><img src="https://example.com/a.png" alt="a"></p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" class="farol-video" loading="lazy" allowfullscreen></iframe><script>alert(1)</script>';
		$id   = wp_new_comment(
			wp_slash(
				array(
					'comment_post_ID'      => $post,
					'comment_author'       => 'Ana',
					'comment_author_email' => 'ana@example.com',
					'comment_author_url'   => '',
					'comment_content'      => $html,
					'comment_type'         => 'comment',
				)
			)
		);
		$this->assertIsInt( $id );
		$stored = get_comment( $id )->comment_content;
		$this->assertSame( '<h2>T</h2><p><u>a</u><img src="https://example.com/a.png" alt="a"></p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" class="farol-video" loading="lazy" allowfullscreen></iframe>alert(1)', $stored );
	}

	/**
	 * The markers the enhancer looks for survive core's display filters (texturize, autop,
	 * clickable links), so formulas, code, spoilers and videos still work where comments show.
	 */
	public function test_the_enhancers_markers_survive_the_display_filters(): void {
		$post  = $this->create_post();
		$html  = '<p><span class="farol-latex" data-farol-latex="inline">a--b</span> <span class="farol-spoiler">s</span></p><pre><code class="language-php">echo "x" -- 1;</code></pre><iframe src="https://player.vimeo.com/video/76979871" class="farol-video" loading="lazy" allowfullscreen></iframe>';
		$id    = wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'comment_content'  => CommentContent::sanitize( $html ),
				'comment_approved' => 1,
			)
		);
		$shown = apply_filters( 'comment_text', get_comment_text( $id ), get_comment( $id ), array() );
		$this->assertStringContainsString( '<span class="farol-latex" data-farol-latex="inline">&#97;&#45;&#45;&#98;</span>', $shown );
		$this->assertStringContainsString( '<span class="farol-spoiler">s</span>', $shown );
		$this->assertStringContainsString( '<pre><code class="language-php">echo "x" -- 1;</code></pre>', $shown );
		$this->assertStringContainsString( '<iframe src="https://player.vimeo.com/video/76979871" class="farol-video" loading="lazy" allowfullscreen></iframe>', $shown );
	}
}
