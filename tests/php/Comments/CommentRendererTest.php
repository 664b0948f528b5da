<?php
/**
 * The comment renderer: markup, escaping, moderator tools.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Settings;
use Farol\Comments\Thread\ThreadNode;
use Farol\Tests\TestCase;
use WP_HTML_Tag_Processor;

/**
 * What a reader (and the client) gets for one comment.
 */
final class CommentRendererTest extends TestCase {

	use CommentsFixtures;

	/**
	 * The comment's markup alone.
	 *
	 * @param int $id Comment id.
	 */
	private function render( int $id ): string {
		return ( new CommentRenderer( new Settings() ) )->render( new ThreadNode( get_comment( $id ), 1 ) );
	}

	/**
	 * Attribute names of every tag of a kind.
	 *
	 * @param string $html Markup.
	 * @param string $tag  Tag name.
	 * @return list<list<string>>
	 */
	private function attribute_names( string $html, string $tag ): array {
		$tags = new WP_HTML_Tag_Processor( $html );
		$all  = array();
		while ( $tags->next_tag( $tag ) ) {
			$all[] = (array) $tags->get_attribute_names_with_prefix( '' );
		}
		return $all;
	}

	/**
	 * A comment has the contract id a time real buttons and small markup.
	 */
	public function test_a_comment_has_the_contract_id_a_time_real_buttons_and_small_markup(): void {
		$post  = $this->create_post();
		$id    = $this->add_comment( $post, array( 'votes' => 3 ) );
		$reply = $this->add_comment( $post, array( 'comment_parent' => $id ) );
		$html  = ( new CommentRenderer( new Settings() ) )->render(
			new ThreadNode( get_comment( $id ), 1, array( new ThreadNode( get_comment( $reply ), 2 ) ) )
		);

		$this->assertSame( array( "wpd-comm-{$id}_0", "wpd-comm-{$reply}_{$id}" ), $this->element_ids( $html ) );
		$this->assertStringContainsString( 'id="comment-' . $id . '"', $html );
		$this->assertMatchesRegularExpression( '/<time datetime="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ"/', $html );
		$this->assertStringContainsString( '<span class="farol-comment__count">3</span>', $html );

		$tags = new WP_HTML_Tag_Processor( $html );
		$seen = array();
		while ( $tags->next_tag( 'button' ) ) {
			$this->assertSame( 'button', $tags->get_attribute( 'type' ) );
			$action = (string) $tags->get_attribute( 'data-farol-action' );
			$seen[] = $action;
			if ( 'vote' === $action ) {
				$this->assertSame( 'false', $tags->get_attribute( 'aria-pressed' ) );
				$this->assertNotEmpty( $tags->get_attribute( 'aria-label' ) );
			}
			if ( 'follow' === $action ) {
				// Its label changes with the state, so it says no pressed state (WAI-ARIA APG).
				$this->assertNull( $tags->get_attribute( 'aria-pressed' ) );
				$this->assertSame( 'Follow this author', $tags->get_attribute( 'title' ) );
			}
			if ( 'toggle-replies' === $action ) {
				$this->assertSame( 'true', $tags->get_attribute( 'aria-expanded' ) );
				$this->assertSame( "wpd-replies-{$id}", $tags->get_attribute( 'aria-controls' ) );
				$this->assertStringContainsString( 'id="wpd-replies-' . $id . '"', $html );
			}
		}
		// 'follow': the follows' button (Follows\FollowButton) on every approved comment a guest reads.
		$this->assertSame( array( 'vote', 'vote', 'reply', 'toggle-replies', 'follow', 'vote', 'vote', 'reply', 'follow' ), $seen );
		$this->assertStringNotContainsString( '<div role="button"', $html );
		$this->assertStringContainsString( 'data-farol-action="reply" aria-label="Reply to Ana Souza">Reply</button>', $html );

		$single = $this->render( $reply );
		$this->assertLessThan( 2048, strlen( str_replace( 'Um comentário.', '', $single ) ), 'markup per comment, without its text' );
	}

	/**
	 * A website with quotes or a script scheme renders inert.
	 */
	public function test_a_website_with_quotes_or_a_script_scheme_renders_inert(): void {
		$post   = $this->create_post();
		$quotes = $this->add_comment( $post, array( 'comment_author_url' => "http://example.org/'onmouseover='alert(1)'\"onfocus=\"alert(2)" ) );
		$script = $this->add_comment( $post, array( 'comment_author_url' => 'javascript:alert(1)' ) );
		$data   = $this->add_comment( $post, array( 'comment_author_url' => 'data:text/html,<script>alert(1)</script>' ) );
		$good   = $this->add_comment( $post, array( 'comment_author_url' => 'https://ana.example.org/' ) );

		foreach ( array( $quotes, $script, $data, $good ) as $id ) {
			$html = $this->render( $id );
			foreach ( $this->attribute_names( $html, 'a' ) as $names ) {
				$this->assertSame( array(), array_values( array_filter( $names, static fn ( string $name ): bool => str_starts_with( $name, 'on' ) ) ) );
			}
			$this->assertStringNotContainsString( 'javascript:', $html );
			$this->assertStringNotContainsString( 'data:text', $html );
		}
		$this->assertStringNotContainsString( 'rel="nofollow ugc external"', $this->render( $script ) );
		$this->assertStringContainsString( '<a href="https://ana.example.org/" rel="nofollow ugc external">Ana Souza</a>', $this->render( $good ) );
	}

	/**
	 * An author name and a visitors text are escaped.
	 */
	public function test_an_author_name_and_a_visitors_text_are_escaped(): void {
		$post = $this->create_post();
		// Stored as is (an import, or a name filter that let it through): escaped on output.
		$raw = $this->add_comment( $post, array( 'comment_author' => '<script>alert(1)</script>"><img src=x onerror=alert(2)>' ) );
		// Sent by a visitor: through core's pipeline (KSES), then core's display filters.
		$id   = $this->add_comment(
			$post,
			array( 'comment_content' => 'Olha <img src="https://example.org/a.png" alt=\'x" onerror="alert(3)\'> e <a href="javascript:alert(4)">isto</a><script>alert(5)</script>' ),
			true
		);
		$name = $this->render( $raw );
		$this->assertStringContainsString( '<span class="farol-comment__author">' . "\n" . '&lt;script&gt;alert(1)&lt;/script&gt;&quot;&gt;&lt;img src=x onerror=alert(2)&gt;', $name );
		$this->assertStringNotContainsString( '<script', $name );
		$this->assertStringNotContainsString( '<img', $name );

		$html = $this->render( $id );
		$this->assertStringNotContainsString( '<script', $html );
		$this->assertStringNotContainsString( 'javascript:', $html );
		foreach ( array( 'img', 'a', 'div', 'span' ) as $tag ) {
			foreach ( $this->attribute_names( $html, $tag ) as $names ) {
				$this->assertSame( array(), array_values( array_filter( $names, static fn ( string $name ): bool => str_starts_with( $name, 'on' ) ) ), $tag );
			}
		}
	}

	/**
	 * Moderator tools show only for moderators with their state.
	 */
	public function test_moderator_tools_show_only_for_moderators_with_their_state(): void {
		$post = $this->create_post();
		$id   = $this->add_comment(
			$post,
			array(
				'sticky' => 1,
				'closed' => 1,
			)
		);

		$guest = $this->render( $id );
		$this->assertStringNotContainsString( 'data-farol-action="stick"', $guest );
		$this->assertStringContainsString( 'farol-comment__marker--sticky', $guest );
		$this->assertStringContainsString( 'farol-comment__marker--closed', $guest );
		$this->assertStringNotContainsString( 'data-farol-action="reply"', $guest, 'a closed thread takes no reply' );

		$this->login_as( 'subscriber' );
		$this->assertStringNotContainsString( 'data-farol-action="stick"', $this->render( $id ) );

		$this->login_as( 'editor' );
		$html = $this->render( $id );
		$this->assertStringContainsString( '<button type="button" data-farol-action="stick" aria-pressed="true">', $html );
		$this->assertStringContainsString( '<button type="button" data-farol-action="close" aria-pressed="true">', $html );
	}

	/**
	 * The engagement seams add markup where they say.
	 */
	public function test_the_engagement_seams_add_markup_where_they_say(): void {
		$post = $this->create_post();
		$id   = $this->add_comment( $post );
		add_filter( 'farol_comment_after_text_html', static fn (): string => '<div class="x-reactions"></div>' );
		add_filter( 'farol_comment_actions_html', static fn (): string => '<button type="button" class="x-subscribe">s</button>' );
		add_filter( 'farol_comment_classes', static fn ( array $classes ): array => array_merge( $classes, array( 'x-rated' ) ) );
		$html = $this->render( $id );

		$this->assertMatchesRegularExpression( '#farol-comment__text.*</div>\s*<div class="x-reactions"></div>\s*<footer#s', $html );
		$this->assertMatchesRegularExpression( '#<footer[^>]*>.*x-subscribe.*</footer>#s', $html );
		$this->assertStringContainsString( ' x-rated"', $html );
	}

	/**
	 * In a list, a date shown alone is the comment's own local day, even where comments of one
	 * day share core's formatter; a date with the time stays one call per comment.
	 */
	public function test_a_list_prints_each_comments_local_day_and_shares_only_date_alone_formats(): void {
		update_option( 'timezone_string', 'America/Sao_Paulo' );
		update_option( 'date_format', 'Y-m-d' );
		update_option( 'time_format', 'H:i' );
		$post  = $this->create_post();
		$times = array( '2026-01-13 01:00:00', '2026-01-13 04:00:00', '2026-01-13 20:00:00' );
		$nodes = array();
		foreach ( $times as $gmt ) {
			$id      = $this->add_comment(
				$post,
				array(
					'comment_date_gmt' => $gmt,
					'comment_date'     => get_date_from_gmt( $gmt ),
				)
			);
			$nodes[] = new ThreadNode( get_comment( $id ), 1 );
		}
		$calls = array();
		add_filter(
			'wp_date',
			static function ( $date, $format ) use ( &$calls ) {
				$calls[] = $format;
				return $date;
			},
			10,
			2
		);
		$html = ( new CommentRenderer( new Settings() ) )->render_nodes( $nodes );

		preg_match_all( '#<time datetime="[^"]+" title="([^"]+)">([^<]+)</time>#', $html, $dates );
		// 01:00 UTC is 22:00 the evening before in São Paulo (UTC-3).
		$this->assertSame( array( '2026-01-12', '2026-01-13', '2026-01-13' ), $dates[2] );
		$this->assertSame( array( '2026-01-12 22:00', '2026-01-13 01:00', '2026-01-13 17:00' ), $dates[1] );
		$this->assertSame( 2, count( array_keys( $calls, 'Y-m-d', true ) ), 'one call per local day' );
		$this->assertSame( 3, count( array_keys( $calls, 'Y-m-d H:i', true ) ), 'one call per comment' );
	}
}
