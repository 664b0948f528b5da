<?php
/**
 * The live updates' poll: GET farol/v1/update.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\AjaxActions;
use Farol\Comments\Ajax\Endpoint;
use Farol\Comments\Ajax\ReadablePost;
use Farol\Comments\Live\EarlyAnswer;
use Farol\Comments\Live\LiveSettings;
use Farol\Comments\Live\LiveThread;
use Farol\Comments\Live\LiveUpdate;
use Farol\Comments\Live\UpdateRoute;
use Farol\Comments\Settings;
use Farol\Comments\Store\ThreadCache;
use Farol\Comments\Store\ThreadRepository;
use Farol\Tests\TestCase;

/**
 * What a reader's poll answers, what it costs when nothing changed, how it may be cached, and
 * what it refuses.
 */
final class LiveUpdateTest extends TestCase {

	use CommentsFixtures;
	use LiveFixtures;

	/**
	 * Bubble mode on.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->live( 'bubble' );
	}

	/**
	 * New comments after lastId, shown ones that are gone, the count and a text-only preview of
	 * each new comment, escaped.
	 */
	public function test_a_poll_answers_new_ids_removals_the_count_and_escaped_previews(): void {
		$post  = $this->create_post();
		$first = $this->add_comment( $post );
		$held  = $this->add_comment( $post );
		$gone  = $this->add_comment( $post );
		$this->new_versions();
		$before = $this->poll( array( 'postId' => $post ) )->get_data();
		$this->assertSame( array( $first, $held, $gone ), $before['ids'], 'from 0, every comment' );

		$new   = $this->add_comment(
			$post,
			array(
				'comment_author'  => 'Bia <b>&</b> "Zé"',
				'comment_content' => '<p>Olá <strong>mundo</strong> <script>alert(1)</script>&amp; mais</p>',
			)
		);
		$reply = $this->add_comment( $post, array( 'comment_parent' => $first ) );
		wp_set_comment_status( $held, 'hold' );
		wp_delete_comment( $gone, true );
		$this->new_versions();
		update_option( 'show_avatars', '' );

		$response = $this->poll(
			array(
				'postId'            => $post,
				'lastId'            => $gone,
				'visibleCommentIds' => "{$first},{$held},{$gone}",
				'version'           => $before['version'],
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$data = $response->get_data();
		$this->assert_poll_contract( $data );
		$this->assertSame( array( $new, $reply ), $data['ids'] );
		$this->assertSame( array( $held, $gone ), $data['commentIDsToRemove'] );
		$this->assertSame( 3, $data['all_comments_count'] );
		$this->assertSame( $reply, $data['lastId'] );
		$this->assertSame( LiveThread::version( $post ), $data['version'] );
		$preview = $data['comments'][0];
		$this->assertSame( $new, $preview['id'] );
		$this->assertStringNotContainsString( '<', $preview['commentText'] );
		$this->assertStringNotContainsString( '<', $preview['authorName'] );
		$this->assertStringContainsString( 'Olá mundo', $preview['commentText'] );
		$this->assertStringContainsString( '&amp;', $preview['authorName'] );
		$this->assertStringNotContainsString( 'alert', $preview['commentText'], 'a script\'s text is no part of the excerpt' );
		$this->assertStringEndsWith( '#comment-' . $new, $preview['commentLink'] );
		$this->assertSame( '', $preview['avatar'], 'avatars off: no address' );
		$this->assertNotSame( '', $preview['commentDate'] );

		update_option( 'show_avatars', '1' );
		$with_avatar = $this->poll(
			array(
				'postId' => $post,
				'lastId' => $reply - 1,
			)
		)->get_data();
		$this->assertMatchesRegularExpression( '#^https?://#', $with_avatar['comments'][0]['avatar'] );
	}

	/**
	 * A reply under a comment that is not visible is not new to the reader.
	 */
	public function test_a_reply_under_an_invisible_comment_is_not_announced(): void {
		$post   = $this->create_post();
		$parent = $this->add_comment( $post );
		$this->add_comment( $post, array( 'comment_parent' => $parent ) );
		wp_set_comment_status( $parent, 'spam' );
		$this->new_versions();
		$this->assertSame( array(), $this->poll( array( 'postId' => $post ) )->get_data()['ids'] );
	}

	/**
	 * The version of the last answer, unchanged: answered without a comment query.
	 */
	public function test_an_unchanged_thread_is_answered_from_its_version_without_reading_comments(): void {
		global $wpdb;
		$post = $this->create_post();
		$ids  = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$ids[] = $this->add_comment( $post );
		}
		$this->new_versions();
		$first = $this->poll( array( 'postId' => $post ) )->get_data();
		$this->assertNotSame( '', $first['version'] );
		wp_cache_flush();

		$queries = array();
		$record  = static function ( string $query ) use ( &$queries ): string {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $record );
		$again = $this->poll(
			array(
				'postId'            => $post,
				'lastId'            => $first['lastId'],
				'visibleCommentIds' => implode( ',', $ids ),
				'version'           => $first['version'],
			)
		)->get_data();
		remove_filter( 'query', $record );

		$this->assertSame( array(), $again['ids'] );
		$this->assertSame( array(), $again['commentIDsToRemove'] );
		$this->assertSame( 5, $again['all_comments_count'] );
		$this->assertSame( $first['version'], $again['version'] );
		$comment_queries = array_filter( $queries, static fn ( string $q ): bool => str_contains( $q, $wpdb->comments ) || str_contains( $q, ThreadCache::OPTION_PREFIX ) );
		$this->assertSame( array(), array_values( $comment_queries ), 'no comment (nor skeleton) is read' );
		$this->assertLessThanOrEqual( 3, count( $queries ), 'the post and its meta at most: ' . implode( ' | ', $queries ) );

		// A change makes the same version stale: the new comment is answered.
		$new = $this->add_comment( $post );
		$this->new_versions();
		$changed = $this->poll(
			array(
				'postId'  => $post,
				'lastId'  => $first['lastId'],
				'version' => $first['version'],
			)
		)->get_data();
		$this->assertSame( array( $new ), $changed['ids'] );
	}

	/**
	 * A guest's answer may be kept by a shared cache for a few seconds; a member's may not.
	 */
	public function test_a_guests_answer_is_public_and_short_a_members_private(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		$guest = $this->poll( array( 'postId' => $post ) );
		$this->assertSame( 'public, max-age=' . UpdateRoute::MAX_AGE, $guest->get_headers()['Cache-Control'] );
		$this->assertArrayNotHasKey( 'Set-Cookie', $guest->get_headers() );

		$this->login_as( 'subscriber' );
		$member = $this->poll( array( 'postId' => $post ) );
		$this->assertSame( 200, $member->get_status() );
		$this->assertStringStartsWith( 'private, no-store', $member->get_headers()['Cache-Control'] );
	}

	/**
	 * The early answer is the route's answer, and follows the REST API's cookie rule: a member
	 * without a nonce is a guest, with a bad one is refused.
	 */
	public function test_the_early_answer_is_the_routes_and_checks_the_rest_nonce(): void {
		$post  = $this->create_post();
		$id    = $this->add_comment( $post );
		$early = $this->early();
		$query = array(
			'postId'            => (string) $post,
			'lastId'            => '0',
			'visibleCommentIds' => (string) $id,
			'rest_route'        => '/farol/v1/update',
		);
		$this->assertSame( $this->poll( array( 'postId' => $post, 'visibleCommentIds' => (string) $id ) )->get_data(), $early->response( $query, '' )->get_data() ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		$this->assertSame( 400, $early->response( array( 'postId' => 'x' ), '' )->get_status() );

		$this->login_as( 'subscriber' );
		$this->assertSame( 403, $early->response( $query, 'not-a-nonce' )->get_status() );
		$member = $early->response( $query, wp_create_nonce( 'wp_rest' ) );
		$this->assertSame( 200, $member->get_status() );
		$this->assertStringStartsWith( 'private', $member->get_headers()['Cache-Control'] );
		$this->assertTrue( is_user_logged_in() );
		$anonymous = $early->response( $query, '' );
		$this->assertFalse( is_user_logged_in(), 'a cookie without a nonce is no one' );
		$this->assertStringStartsWith( 'public', $anonymous->get_headers()['Cache-Control'] );
	}

	/**
	 * Only the route's own address is answered early.
	 */
	public function test_only_a_get_of_the_route_is_answered_early(): void {
		$_SERVER['REQUEST_METHOD'] = 'GET';
		$_SERVER['REQUEST_URI']    = '/wp-json/farol/v1/update?postId=1';
		$this->assertTrue( EarlyAnswer::requested() );
		$_SERVER['REQUEST_URI'] = '/wp-json/farol/v1/updates?postId=1';
		$this->assertFalse( EarlyAnswer::requested() );
		$_SERVER['REQUEST_URI'] = '/?rest_route=/farol/v1/update&postId=1';
		$_GET                   = array( 'rest_route' => '/farol/v1/update' );
		$this->assertTrue( EarlyAnswer::requested() );
		$_SERVER['REQUEST_METHOD'] = 'POST';
		$this->assertFalse( EarlyAnswer::requested() );
	}

	/**
	 * Input that is not the contract's is refused before anything is read.
	 */
	public function test_bad_input_is_refused(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		$bad = array(
			'no post'             => array(),
			'a post id of text'   => array( 'postId' => 'abc' ),
			'a negative lastId'   => array(
				'postId' => $post,
				'lastId' => -1,
			),
			'SQL in the id list'  => array(
				'postId'            => $post,
				'visibleCommentIds' => '1,2) OR 1=1 --',
			),
			'too many ids'        => array(
				'postId'            => $post,
				'visibleCommentIds' => implode( ',', range( 1, LiveUpdate::MAX_VISIBLE + 1 ) ),
			),
			'a version with tags' => array(
				'postId'  => $post,
				'version' => '<b>',
			),
		);
		foreach ( $bad as $what => $query ) {
			$this->assertSame( 400, $this->poll( $query )->get_status(), $what );
		}
		$this->assertSame(
			200,
			$this->poll(
				array(
					'postId'            => $post,
					'visibleCommentIds' => implode( ',', range( 1, LiveUpdate::MAX_VISIBLE ) ),
				)
			)->get_status(),
			'the most ids allowed'
		);
	}

	/**
	 * A post the reader may not read, a missing one, and live updates off are refused, with the
	 * phrase key as the error's code.
	 */
	public function test_unreadable_posts_and_live_updates_off_are_refused(): void {
		$draft    = $this->create_post( array( 'post_status' => 'draft' ) );
		$locked   = $this->create_post( array( 'post_password' => 'segredo' ) );
		$open     = $this->create_post();
		$refusals = array(
			array( $draft, 403, 'post_not_readable' ),
			array( $locked, 403, 'post_not_readable' ),
			array( 999999, 404, 'post_not_found' ),
		);
		foreach ( $refusals as list( $post, $status, $code ) ) {
			$response = $this->poll( array( 'postId' => $post ) );
			$this->assertSame( $status, $response->get_status(), $code );
			$this->assertSame( $code, $response->get_data()['code'] );
		}

		$this->live( 'bubble', array( 'live_guests' => false ) );
		$this->assertSame( 'live_updates_off', $this->poll( array( 'postId' => $open ) )->get_data()['code'] );
		$this->login_as( 'subscriber' );
		$this->assertSame( 200, $this->poll( array( 'postId' => $open ) )->get_status(), 'members poll when guests may not' );
		$this->live( 'off' );
		$this->assertSame( 403, $this->poll( array( 'postId' => $open ) )->get_status() );
	}

	/**
	 * The early answer, built as the module builds it.
	 */
	private function early(): EarlyAnswer {
		$settings = new Settings();
		return new EarlyAnswer(
			new UpdateRoute( new LiveUpdate( new LiveThread( new ThreadCache(), new ThreadRepository() ) ), new ReadablePost(), new LiveSettings( $settings ) ),
			new Endpoint( $settings, new AjaxActions( array() ) )
		);
	}
}
