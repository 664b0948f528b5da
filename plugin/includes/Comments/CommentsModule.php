<?php
/**
 * The comment widget module.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments;

use Farol\Comments\Ajax\CommentActions;
use Farol\Comments\Ajax\ReadablePost;
use Farol\Comments\Form\CommentFormRenderer;
use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Render\ThreadView;
use Farol\Comments\Store\ThreadCache;
use Farol\Comments\Store\ThreadRepository;
use Farol\Comments\Store\VotesTable;
use Farol\Comments\Thread\ThreadQuery;
use Farol\Comments\Write;
use Farol\Module;
use Farol\Support\Abuse\AbuseDefences;
use WP_Post;

/**
 * The comment widget on the server, reading side: the settings, the votes table's migration,
 * the read actions on admin-ajax, the area the `farol/comments` block prints (filter
 * `farol_comments_markup`, given the post id and the block's wrapper attributes) and the
 * replacement of core's comments template.
 */
final class CommentsModule implements Module {

	/**
	 * Creates the module.
	 *
	 * @param AbuseDefences $abuse The shared abuse defences.
	 */
	public function __construct( private readonly AbuseDefences $abuse ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		$settings = new Settings();
		$cache    = new ThreadCache();
		$query    = new ThreadQuery( new ThreadRepository(), $cache );
		$renderer = new CommentRenderer( $settings );
		$view     = new ThreadView( $query, $renderer, $settings );
		add_action( 'init', array( $settings, 'register' ) );
		add_action( 'init', array( new VotesTable(), 'maybe_upgrade' ), 1 );
		$cache->register();
		( new CommentActions( $query, $renderer, $settings, new ReadablePost() ) )->register();
		( new CoreCommentsReplacement( $settings ) )->register();
		$this->register_writes( $settings, $renderer );
		// A thread changed (the cache's one list of what a change is): it is read again.
		add_action( ThreadCache::CHANGED_ACTION, array( $query, 'forget' ) );
		add_filter(
			'farol_comments_markup',
			static function ( $markup, $post_id, $attributes = '' ) use ( $view ) {
				$post = get_post( is_numeric( $post_id ) ? (int) $post_id : 0 );
				return $post instanceof WP_Post ? $view->area( $post, is_string( $attributes ) ? $attributes : '' ) : $markup;
			},
			10,
			3
		);
	}

	/**
	 * The write side: posting, editing, deleting, votes, moderation, the forms and the no-JS post.
	 *
	 * @param Settings        $settings Widget settings.
	 * @param CommentRenderer $renderer Comment markup.
	 */
	private function register_writes( Settings $settings, CommentRenderer $renderer ): void {
		$write      = new Write\WriteSettings( $settings );
		$gate       = new Write\WritablePost( $write );
		$fields     = new Write\CommentFields( $write );
		$permission = new Write\EditPermission( $write );
		$forms      = new CommentFormRenderer( $write, $this->abuse->stamps );
		$poster     = new Write\CommentPoster( $gate, $fields, $this->abuse->bots, $this->abuse->throttle );
		$this->abuse->stamps->add(
			CommentFormRenderer::STAMP_KIND,
			CommentFormRenderer::STAMP_PURPOSE,
			static fn ( int $id ): bool => 'publish' === get_post_status( $id ) && comments_open( $id )
		);
		( new Write\AddCommentActions( $poster, $renderer, $write ) )->register();
		( new Write\EditActions( $permission, $fields, $forms, $renderer, $this->abuse->throttle ) )->register();
		( new Write\VoteAction( new Write\VoteStore(), $permission, $this->abuse->throttle, $settings ) )->register();
		( new Write\ModerationActions() )->register();
		( new Write\CommentNoJsFallback( $poster ) )->register();
		( new Write\PageSeams( $forms, $write, $permission ) )->register();
	}
}
