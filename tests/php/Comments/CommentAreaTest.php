<?php
/**
 * The comment area: the block's render and the replacement of core's comments template.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\Endpoint;
use Farol\Comments\Settings;
use Farol\Tests\TestCase;
use WP_HTML_Tag_Processor;

/**
 * What a reader of a post page gets without JavaScript, and what the client is handed.
 */
final class CommentAreaTest extends TestCase {

	use CommentsFixtures;

	/**
	 * The block's markup for a post given by block context.
	 *
	 * @param int $post_id Post.
	 */
	private function render_block( int $post_id ): string {
		return $this->comment_area( $post_id );
	}

	/**
	 * The container's props.
	 *
	 * @param string $html Area markup.
	 * @return array<string,mixed>
	 */
	private function props( string $html ): array {
		$tags = new WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( 'section' ) );
		$props = json_decode( (string) $tags->get_attribute( 'data-farol-props' ), true );
		$this->assertIsArray( $props );
		return $props;
	}

	/**
	 * The block prints the first page the clients props and a form that posts without js.
	 */
	public function test_the_block_prints_the_first_page_the_clients_props_and_a_form_that_posts_without_js(): void {
		update_option( Settings::OPTION, array( 'per_page' => 2 ) );
		$post  = $this->create_post();
		$roots = $this->add_threads( $post, 3 );
		$html  = $this->render_block( $post );

		$this->assertSame( array( $roots[2], $roots[1] ), $this->top_level_ids( $html ) );
		$this->assertStringContainsString( '<h2 class="farol-comments__title" id="farol-comments-title">12 comments</h2>', $html );
		$reading = array(
			'postId'            => $post,
			'sorting'           => 'newest',
			'wpdType'           => '',
			'perPage'           => 2,
			'lastParentId'      => $roots[1],
			'isShowLoadMore'    => true,
			'commentsLeft'      => 1,
			'loadLastCommentId' => max( array_map( 'intval', get_comments( array( 'post_id' => $post, 'fields' => 'ids' ) ) ) ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- one lookup.
			'ajaxUrl'           => Endpoint::url(),
		);
		// The reading side's keys; the other modules add theirs through farol_comments_client_props.
		$this->assertSame( $reading, array_intersect_key( $this->props( $html ), $reading ) );
		// The widget's own main form, which also posts without JavaScript (admin-post).
		$this->assertMatchesRegularExpression( '#data-farol-slot="main-form">\s*<form class="farol-comment-form[^"]*" data-farol-form="main" data-uniqueid="0_0" method="post" action="[^"]*admin-post\.php"#', $html );
		$this->assertStringContainsString( 'data-farol-action="load-more" data-lastparentid="' . $roots[1] . '"', $html );
		// A guest page carries no nonce, so it stays cacheable (the phrases hold the word "nonce" as a key).
		$this->assertSame( '', $this->props( $html )['nonce'] ?? '' );
		$this->assertStringNotContainsString( '_wpnonce', $html );
	}

	/**
	 * A closed post shows its thread without a form and nothing when it has none.
	 */
	public function test_a_closed_post_shows_its_thread_without_a_form_and_nothing_when_it_has_none(): void {
		$post = $this->create_post( array( 'comment_status' => 'closed' ) );
		$this->assertSame( '', $this->render_block( $post ) );

		$id   = $this->add_comment( $post );
		$html = $this->render_block( $post );
		$this->assertSame( array( $id ), $this->top_level_ids( $html ) );
		$this->assertStringNotContainsString( '<form', $html );
		$this->assertStringNotContainsString( 'data-farol-action="reply"', $html );
		$this->assertStringContainsString( 'Comments are closed.', $html );
	}

	/**
	 * The setting puts the widget in place of core comments without cores query.
	 */
	public function test_the_setting_puts_the_widget_in_place_of_core_comments_without_cores_query(): void {
		global $wpdb, $wp_query, $wp_the_query;
		$post_id = $this->create_post();
		$id      = $this->add_comment( $post_id );
		// phpcs:disable WordPress.WP.GlobalVariablesOverride.Prohibited -- the main query of a single-post request, reset by TestCase.
		$wp_query     = new \WP_Query( array( 'p' => $post_id ) );
		$wp_the_query = $wp_query;
		// phpcs:enable
		$wp_query->the_post();
		$this->assertTrue( is_single() );

		$this->assertSame( '/theme/comments.php', apply_filters( 'comments_template', '/theme/comments.php' ), 'off by default' );

		update_option( Settings::OPTION, array( 'replace_core_comments' => true ) );
		$queries = array();
		add_filter(
			'query',
			static function ( string $sql ) use ( &$queries ): string {
				$queries[] = $sql;
				return $sql;
			}
		);
		ob_start();
		comments_template();
		$html = (string) ob_get_clean();
		$this->assertSame( array( "wpd-comm-{$id}_0" ), $this->element_ids( $html ) );
		$this->assertMatchesRegularExpression( '/<section[^>]*class="[^"]*\bwp-block-farol-comments\b/', $html );
		$this->assertTrue( wp_script_is( generate_block_asset_handle( 'farol/comments', 'viewScript' ), 'enqueued' ), 'the client loads on any theme' );
		$this->assertCount( 0, preg_grep( '/ORDER BY ' . preg_quote( $wpdb->comments, '/' ) . '\.comment_date_gmt/', $queries ), 'core\'s own comment query does not run' );
	}

	/**
	 * On a pt_BR site the thread speaks Portuguese.
	 */
	public function test_the_thread_speaks_portuguese_on_a_pt_br_site(): void {
		$mo = FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR.mo';
		$this->assertFileExists( $mo, 'Build the translations first: node tools/i18n/build.mjs (tools/test/php.sh does).' );
		unload_textdomain( 'farol' );
		load_textdomain( 'farol', $mo, 'pt_BR' );
		update_option( Settings::OPTION, array( 'per_page' => 1 ) );
		$post = $this->create_post();
		$this->add_threads( $post, 2 );
		try {
			$html = $this->render_block( $post );
		} finally {
			unload_textdomain( 'farol' );
		}

		$this->assertStringContainsString( '>8 comentários</h2>', $html );
		$this->assertStringContainsString( 'aria-label="Responder para Ana Souza">Responder</button>', $html );
		$this->assertStringContainsString( '<span class="farol-comment__toggle-label">Ocultar respostas</span> <span class="farol-comment__toggle-count">(2)</span>', $html );
		$this->assertStringContainsString( '<span class="farol-comment__toggle-count">(1)</span>', $html );
		$this->assertStringContainsString( 'aria-label="Gostei"', $html );
		$this->assertStringContainsString( '<span class="farol-comments__load-more-label">Carregar mais comentários</span><span class="farol-comments__load-more-busy" hidden>Carregando…</span><span class="farol-comments__left"> (<span class="farol-comments__left-text">mais 1 conversa</span>)</span>', $html );
	}
}
