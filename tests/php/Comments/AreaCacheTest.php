<?php
/**
 * The comment area's fragment cache (persistent object cache, anonymous readers).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\CommentMeta;
use Farol\Comments\Form\CommentFormRenderer;
use Farol\Comments\Rating\RatingStore;
use Farol\Comments\Settings;
use Farol\Comments\Store\ThreadCache;
use Farol\Support\Abuse\SignedStamp;
use Farol\Support\Fragments\FragmentCache;
use Farol\Tests\TestCase;

/**
 * With a persistent object cache, the second anonymous reader of a post gets the area the first
 * one's render left in the cache, and their whole page (head, area, footer, the queued scripts and
 * styles and their inline code) is the same as a render's, a fresh form stamp aside; any change
 * of what the area shows renders it again; and a reader whose page may be their own never gets
 * a cached one.
 */
final class AreaCacheTest extends TestCase {

	use CommentsFixtures;

	/**
	 * The hooks as a request starts (after set_up()).
	 *
	 * @var array<string,\WP_Hook>
	 */
	private array $start_hooks = array();

	/**
	 * How many comments core's display pipeline filtered (a render counts, a hit does not).
	 *
	 * @var int
	 */
	private int $filtered = 0;

	/**
	 * The script and style registries as the suite had them (put back after each test, so the
	 * tests after this one find every script the blocks registered).
	 *
	 * @var array{0: mixed, 1: mixed}
	 */
	private array $saved_registries = array( null, null );

	/**
	 * A persistent object cache, as far as WordPress can tell.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->saved_registries = array( $GLOBALS['wp_scripts'] ?? null, $GLOBALS['wp_styles'] ?? null );
		wp_using_ext_object_cache( true );
		add_filter(
			'comment_text',
			function ( $text ) {
				++$this->filtered;
				return $text;
			}
		);
		$this->start_hooks = self::copy_hooks();
	}

	/**
	 * Back to core's cache.
	 */
	protected function tear_down(): void {
		wp_using_ext_object_cache( false );
		$GLOBALS['wp_scripts'] = $this->saved_registries[0];
		$GLOBALS['wp_styles']  = $this->saved_registries[1];
		parent::tear_down();
	}

	/**
	 * A copy of every hook (so a "request" can start afresh).
	 *
	 * @return array<string,\WP_Hook>
	 */
	private static function copy_hooks(): array {
		$copy = array();
		foreach ( $GLOBALS['wp_filter'] as $name => $hook ) {
			$copy[ $name ] = clone $hook;
		}
		return $copy;
	}

	/**
	 * A new request: the hooks as they were before any render, no script or style queued yet
	 * (the object cache stays: it is the persistent one).
	 */
	private function new_request(): void {
		$GLOBALS['wp_filter'] = array();
		foreach ( $this->start_hooks as $name => $hook ) {
			$GLOBALS['wp_filter'][ $name ] = clone $hook;
		}
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		$this->filtered        = 0;
	}

	/**
	 * The page of a post as the reader gets it: the head, the area, the footer (scripts printed),
	 * and what was queued with its inline code.
	 *
	 * @param int $post_id The post.
	 * @return array{page: string, rendered: bool, queue: array<string,mixed>}
	 */
	private function page( int $post_id ): array {
		$this->new_request();
		$area     = $this->comment_area( $post_id );
		$rendered = $this->filtered > 0;
		ob_start();
		do_action( 'wp_head' );
		$head = (string) ob_get_clean();
		ob_start();
		do_action( 'wp_footer' );
		$footer = (string) ob_get_clean();
		$queue  = array();
		foreach ( array( wp_scripts(), wp_styles() ) as $dependencies ) {
			foreach ( $dependencies->done as $handle ) {
				$queue[ $handle ] = $dependencies->registered[ $handle ]->extra ?? array();
			}
		}
		return array(
			'page'     => $head . "\n" . $area . "\n" . $footer,
			'rendered' => $rendered,
			'queue'    => $queue,
		);
	}

	/**
	 * The stamps of a page, replaced by a mark (they are signed for the moment of each request).
	 *
	 * @param string $page The page.
	 * @return array{0: string, 1: list<string>} The page with marks, the stamps.
	 */
	private static function without_stamps( string $page ): array {
		preg_match_all( '/name="' . SignedStamp::FIELD . '" value="([^"]+)"/', $page, $found );
		return array( (string) preg_replace( '/name="' . SignedStamp::FIELD . '" value="[^"]+"/', 'name="stamp"', $page ), $found[1] );
	}

	/**
	 * A thread: three conversations, one pinned, with replies; a week old.
	 */
	private function thread(): int {
		$post = $this->create_post();
		$root = $this->add_comment( $post, array( 'age' => 8 * DAY_IN_SECONDS ) );
		$this->add_comment(
			$post,
			array(
				'age'            => 7 * DAY_IN_SECONDS,
				'comment_parent' => $root,
			)
		);
		$this->add_comment(
			$post,
			array(
				'age'            => 9 * DAY_IN_SECONDS,
				'sticky'         => 1,
				'comment_author' => 'Bia',
			)
		);
		$this->add_comment(
			$post,
			array(
				'age'   => 10 * DAY_IN_SECONDS,
				'likes' => 3,
				'votes' => 3,
			)
		);
		( new ThreadCache() )->flush();
		// The site's first page (the test site writes its theme's mods once, a site change).
		$this->page( $this->create_post() );
		return $post;
	}

	/**
	 * The second reader is served from the cache, and their page is the first one's, byte for
	 * byte, but for the form stamps, which are signed again (valid, and not older).
	 */
	public function test_a_hit_gives_the_same_page_as_a_render(): void {
		$post = $this->thread();
		$miss = $this->page( $post );
		$hit  = $this->page( $post );
		$this->assertTrue( $miss['rendered'], 'the first reader renders' );
		$this->assertFalse( $hit['rendered'], 'the second reader is served from the cache' );
		list( $miss_page, $miss_stamps ) = self::without_stamps( $miss['page'] );
		list( $hit_page, $hit_stamps )   = self::without_stamps( $hit['page'] );
		$this->assertSame( $miss_page, $hit_page );
		$this->assertSame( $miss['queue'], $hit['queue'] );
		$this->assertStringContainsString( 'wpdcom', $hit_page );
		$this->assertStringContainsString( '#comment-', $hit_page, 'the deep link script' );
		$this->assertNotSame( array(), $hit_stamps );
		$this->assertCount( count( $miss_stamps ), $hit_stamps );
		foreach ( $hit_stamps as $i => $stamp ) {
			$this->assertNotNull( SignedStamp::verify( $stamp, CommentFormRenderer::STAMP_PURPOSE, $post ), 'a valid stamp' );
			$this->assertGreaterThanOrEqual( (int) $miss_stamps[ $i ], (int) $stamp, 'not older than the render' );
		}
	}

	/**
	 * Every change to what the area shows renders it again, and the change shows.
	 */
	public function test_every_change_renders_the_area_again(): void {
		$post    = $this->thread();
		$comment = (int) get_comments(
			array(
				'post_id' => $post,
				'number'  => 1,
				'orderby' => 'comment_ID',
				'order'   => 'ASC',
				'fields'  => 'ids',
			)
		)[0];
		$changes = array(
			'new comment'    => fn () => $this->add_comment( $post, array( 'comment_content' => 'Chegou agora.' ) ),
			'edit'           => fn () => wp_update_comment(
				array(
					'comment_ID'      => $comment,
					'comment_content' => 'Texto editado.',
				)
			),
			'stick'          => fn () => update_comment_meta( $comment, CommentMeta::STICKY, '1' ),
			'close thread'   => fn () => update_comment_meta( $comment, CommentMeta::CLOSED, '1' ),
			'vote'           => fn () => update_comment_meta( $comment, CommentMeta::LIKES, '9' ),
			'moderation'     => fn () => wp_set_comment_status( $comment, 'hold' ),
			'delete'         => fn () => wp_delete_comment( $comment, true ),
			'close comments' => fn () => wp_update_post(
				array(
					'ID'             => $post,
					'comment_status' => 'closed',
				)
			),
			'rating'         => fn () => ( new RatingStore() )->rate( $post, 'v:1', 5 ),
			'settings'       => fn () => update_option( Settings::OPTION, array( 'per_page' => 1 ) ),
			'phrase'         => fn () => update_option( Settings::OPTION, array( 'phrases' => array( 'reply' => 'Responda!' ) ) ),
			'site option'    => fn () => update_option( 'require_name_email', get_option( 'require_name_email' ) ? '0' : '1' ),
			'plugin upgrade' => fn () => do_action( 'upgrader_process_complete', null, array() ), // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook.
		);
		foreach ( $changes as $what => $change ) {
			$before = $this->page( $post );
			$this->assertFalse( $this->page( $post )['rendered'], "cached before: {$what}" );
			$change();
			( new ThreadCache() )->flush(); // The writer's request ends.
			$after = $this->page( $post );
			$this->assertTrue( $after['rendered'], "rendered again after: {$what}" );
			if ( 'plugin upgrade' !== $what ) { // New code may print the same.
				$this->assertNotSame( self::without_stamps( $before['page'] )[0], self::without_stamps( $after['page'] )[0], "the page shows: {$what}" );
			}
		}
	}

	/**
	 * A reader whose page may be their own, or a request with a query, is never served a cached
	 * area nor fills one; without a persistent object cache nothing is kept.
	 */
	public function test_personal_requests_and_a_plain_site_always_render(): void {
		$post = $this->thread();
		$this->page( $post );
		$this->assertFalse( $this->page( $post )['rendered'] );
		$personal = array(
			'comment author cookie' => function () {
				$_COOKIE[ 'comment_author_' . COOKIEHASH ] = 'Ana';
			},
			'guest key cookie'      => function () {
				$_COOKIE['farol_guest_abc'] = 'key';
			},
			'query string'          => function () {
				$_GET['replytocom'] = '1';
			},
			'logged in'             => function () {
				$this->login_as( 'subscriber' );
			},
			'no persistent cache'   => function () {
				wp_using_ext_object_cache( false );
			},
		);
		foreach ( $personal as $who => $make ) {
			$make();
			$this->assertTrue( $this->page( $post )['rendered'], "renders: {$who}" );
			$this->assertTrue( $this->page( $post )['rendered'], "renders again: {$who}" );
			$_COOKIE = array();
			$_GET    = array();
			wp_set_current_user( 0 );
			wp_using_ext_object_cache( true );
		}
		$_GET['utm_source'] = 'newsletter';
		$this->page( $post ); // A user was made meanwhile (logged in): a site change.
		$this->assertFalse( $this->page( $post )['rendered'], 'campaign tags keep the cache' );
		$_GET = array();
	}

	/**
	 * A copy lasts until its newest relative date would read differently: a comment five minutes
	 * old reads "6 minutes" at five and a half.
	 */
	public function test_a_copy_expires_when_a_relative_date_turns(): void {
		$post = $this->create_post();
		$this->add_comment( $post, array( 'age' => 300 ) );
		( new ThreadCache() )->flush();
		$this->page( $post );
		$entries = array();
		foreach ( (array) ( $GLOBALS['wp_object_cache']->cache[ FragmentCache::GROUP ] ?? array() ) as $key => $entry ) {
			if ( is_array( $entry ) && str_starts_with( (string) $key, 'comments-area:' . $post . ':' ) ) {
				$entries[] = $entry;
			}
		}
		$this->assertCount( 1, $entries );
		$this->assertLessThanOrEqual( time() + 31, $entries[0]['until'] );
		$this->assertGreaterThan( time(), $entries[0]['until'] );
	}
}
