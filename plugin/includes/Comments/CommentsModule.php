<?php
/**
 * The comment widget module.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments;

use Farol\Comments\Ajax\AddCommentActions;
use Farol\Comments\Ajax\AjaxActions;
use Farol\Comments\Ajax\EditActions;
use Farol\Comments\Ajax\Endpoint;
use Farol\Comments\Ajax\ModerationActions;
use Farol\Comments\Ajax\ReadActions;
use Farol\Comments\Ajax\ReadablePost;
use Farol\Comments\Ajax\VoteAction;
use Farol\Comments\Form\CommentFormRenderer;
use Farol\Comments\Rating;
use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Render\CommentsBlock;
use Farol\Comments\Render\ThreadView;
use Farol\Comments\Social;
use Farol\Comments\Store\ThreadCache;
use Farol\Comments\Store\ThreadRepository;
use Farol\Comments\Store\VotesTable;
use Farol\Comments\Thread\ThreadQuery;
use Farol\Comments\Write;
use Farol\Module;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Support\Mail\Mailer;
use Farol\Support\RendersBlocks;

/**
 * The comment widget on the server, reading and writing: builds its services once (here, not
 * in hooks) and wires them in plain sight: the settings and the votes table's migration; every
 * admin-ajax action through one table of handlers (AjaxActions), which is also the lightweight
 * Endpoint's allowlist; the no-JS post; the area ThreadView prints (with the forms it is handed)
 * for the `farol/comments` block, whose render callback this module hands the block registry
 * (block_renderers(), through the composition root); and the replacement of core's comments
 * template.
 */
final class CommentsModule implements Module, RendersBlocks {

	/**
	 * Widget settings.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * The thread cache.
	 *
	 * @var ThreadCache
	 */
	private ThreadCache $cache;

	/**
	 * Thread reads.
	 *
	 * @var ThreadQuery
	 */
	private ThreadQuery $query;

	/**
	 * The write side's settings.
	 *
	 * @var Write\WriteSettings
	 */
	private Write\WriteSettings $write;

	/**
	 * The posting pipeline (ajax and no-JS).
	 *
	 * @var Write\CommentPoster
	 */
	private Write\CommentPoster $poster;

	/**
	 * Who may edit.
	 *
	 * @var Write\EditPermission
	 */
	private Write\EditPermission $permission;

	/**
	 * The comment area.
	 *
	 * @var ThreadView
	 */
	private ThreadView $view;

	/**
	 * The post rating.
	 *
	 * @var Rating\Ratings
	 */
	private Rating\Ratings $ratings;

	/**
	 * Social login's settings (providers, secrets masked over REST).
	 *
	 * @var Social\SocialSettings
	 */
	private Social\SocialSettings $social;

	/**
	 * Every ajax action, from its handler's declaration.
	 *
	 * @var AjaxActions
	 */
	private AjaxActions $actions;

	/**
	 * Builds the services (no hook is added here).
	 *
	 * @param AbuseDefences $abuse  The shared abuse defences (limits, bot check, stamps).
	 * @param Mailer        $mailer The one way the plugin sends mail (the retrying queue).
	 */
	public function __construct( private readonly AbuseDefences $abuse, private readonly Mailer $mailer ) {
		$this->settings   = new Settings();
		$this->cache      = new ThreadCache();
		$this->query      = new ThreadQuery( new ThreadRepository(), $this->cache );
		$renderer         = new CommentRenderer( $this->settings );
		$this->write      = new Write\WriteSettings( $this->settings );
		$fields           = new Write\CommentFields( $this->write );
		$this->permission = new Write\EditPermission( $this->write );
		$forms            = new CommentFormRenderer( $this->write, $abuse->stamps );
		$this->poster     = new Write\CommentPoster( new Write\WritablePost( $this->write ), $fields, $abuse->bots, $abuse->throttle );
		$rating_store     = new Rating\RatingStore();
		$rating_view      = new Rating\RatingView();
		$this->ratings    = new Rating\Ratings( $this->settings, $rating_store, $rating_view );
		$this->social     = new Social\SocialSettings( $this->settings );
		$social_used      = new Social\OneShot();
		$this->view       = new ThreadView( $this->query, $renderer, $this->settings, $forms, $this->ratings );
		$this->actions    = new AjaxActions(
			array(
				new ReadActions( $this->query, $renderer, $this->settings, new ReadablePost() ),
				new AddCommentActions( $this->poster, $renderer, $this->write ),
				new EditActions( $this->permission, $fields, $forms, $renderer, $abuse->throttle ),
				new VoteAction( new Write\VoteStore(), $this->permission, $abuse->throttle, $this->settings ),
				new ModerationActions(),
				new Rating\RateAction( $this->ratings, $rating_store, $rating_view, $this->settings, new ReadablePost(), $abuse->throttle ),
				new Social\SocialLoginActions( $this->social, new Social\ProviderClient( $social_used ), new Social\TelegramCheck(), new Social\Accounts(), $social_used, new ReadablePost(), $abuse->throttle ),
			)
		);
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this->settings, 'register' ) );
		add_action( 'init', array( new VotesTable(), 'maybe_upgrade' ), 1 );
		$this->ratings->register();
		$this->social->register();
		add_filter( 'farol_comments_main_form_html', array( new Social\SocialButtons( $this->social ), 'before_form' ), 10, 2 );
		$this->abuse->stamps->add(
			CommentFormRenderer::STAMP_KIND,
			CommentFormRenderer::STAMP_PURPOSE,
			static fn ( int $id ): bool => 'publish' === get_post_status( $id ) && comments_open( $id )
		);
		$this->cache->register();
		// A thread changed (the cache's one list of what a change is): it is read again.
		add_action( ThreadCache::CHANGED_ACTION, array( $this->query, 'forget' ) );
		$this->actions->register();
		( new Endpoint( $this->settings, $this->actions ) )->register();
		( new Write\CommentNoJsFallback( $this->poster ) )->register();
		( new Write\PageSeams( $this->write, $this->permission ) )->register();
		( new CoreCommentsReplacement( $this->settings ) )->register();
	}

	/**
	 * The `farol/comments` block's renderer.
	 *
	 * @return array<string,callable(array<string,mixed>,string,\WP_Block):string>
	 */
	public function block_renderers(): array {
		return array( 'farol/comments' => array( new CommentsBlock( $this->view ), 'render' ) );
	}

	/**
	 * Every ajax action the widget answers (the Endpoint's allowlist; the tests read it too).
	 */
	public function ajax_actions(): AjaxActions {
		return $this->actions;
	}
}
