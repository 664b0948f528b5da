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
use Farol\Comments\Follows;
use Farol\Comments\Legacy;
use Farol\Comments\Form\CommentFormRenderer;
use Farol\Comments\Form\GuestPrefill;
use Farol\Comments\Inline;
use Farol\Comments\Rating;
use Farol\Comments\Info;
use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Render\CommentsBlock;
use Farol\Comments\Render;
use Farol\Comments\Render\ThreadView;
use Farol\Comments\Social;
use Farol\Comments\Store\ThreadCache;
use Farol\Comments\Store\ThreadRepository;
use Farol\Comments\Store\VotesTable;
use Farol\Comments\Subscriptions\SubscriptionsFeature;
use Farol\Comments\Thread\ThreadQuery;
use Farol\Comments\Write;
use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Support\Captcha\Captchas;
use Farol\Support\Fragments\FragmentCache;
use Farol\Support\Assets;
use Farol\Support\Mail\Mailer;
use Farol\Support\Privacy\PersonalDataSource;
use Farol\Support\Reach;
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
final class CommentsModule implements Module, RendersBlocks, Owns {

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
	 * The follows (area: info).
	 *
	 * @var Follows\FollowStore
	 */
	private Follows\FollowStore $follows;

	/**
	 * The info modal's tabs, in order.
	 *
	 * @var list<Info\InfoTab>
	 */
	private array $info_tabs;

	/**
	 * Social login's settings (providers, secrets masked over REST).
	 *
	 * @var Social\SocialSettings
	 */
	private Social\SocialSettings $social;

	/**
	 * Social login's used-once tokens.
	 *
	 * @var Social\OneShot
	 */
	private Social\OneShot $social_used;

	/**
	 * Social login's provider client, the member's links and the link flow, once built
	 * (social_flow(): only the login and linking actions use them).
	 *
	 * @var array{0: Social\ProviderClient, 1: Social\Linking\Links, 2: Social\Linking\LinkFlow}|null
	 */
	private ?array $social_flow = null;

	/**
	 * Every ajax action, from its handler's declaration.
	 *
	 * @var AjaxActions
	 */
	private AjaxActions $actions;

	/**
	 * Subscriptions and notification mail.
	 *
	 * @var SubscriptionsFeature
	 */
	private SubscriptionsFeature $subscriptions;

	/**
	 * The comment forms' captcha.
	 *
	 * @var Captcha\CommentCaptcha
	 */
	private Captcha\CommentCaptcha $captcha;

	/**
	 * The bubble and live updates.
	 *
	 * @var Live\LiveFeature
	 */
	private Live\LiveFeature $live;

	/**
	 * The fragment cache of the comment area (anonymous readers, persistent object cache).
	 *
	 * @var FragmentCache
	 */
	private FragmentCache $fragments;

	/**
	 * A returning guest's identity in the comment form from the first paint.
	 *
	 * @var GuestPrefill
	 */
	private GuestPrefill $prefill;

	/**
	 * Attachments with comments.
	 *
	 * @var Attachments\Attachments
	 */
	private Attachments\Attachments $files;

	/**
	 * Builds the services (no hook is added here).
	 *
	 * @param AbuseDefences $abuse    The shared abuse defences (limits, bot check, stamps).
	 * @param Mailer        $mailer   The one way the plugin sends mail (the retrying queue).
	 * @param Captchas|null $captchas The captcha providers the contact form shares (a new set when none is given).
	 * @param Assets|null   $assets   Registers or reads built scripts (the live updates' poll script, the guest form's seed script).
	 */
	public function __construct( private readonly AbuseDefences $abuse, private readonly Mailer $mailer, ?Captchas $captchas = null, ?Assets $assets = null ) {
		$this->captcha = new Captcha\CommentCaptcha( new Captcha\CaptchaSettings(), $captchas ?? new Captchas() );
		// The subscribe bar asks the comment forms' captcha (its slot through the forms' seam, its check here).
		$this->subscriptions = new SubscriptionsFeature( $abuse, $mailer, null, $this->captcha->check( ... ) );

		$this->settings    = new Settings();
		$this->cache       = new ThreadCache();
		$this->query       = new ThreadQuery( new ThreadRepository(), $this->cache );
		$renderer          = new CommentRenderer( $this->settings );
		$this->write       = new Write\WriteSettings( $this->settings );
		$fields            = new Write\CommentFields( $this->write );
		$this->permission  = new Write\EditPermission( $this->write );
		$forms             = new CommentFormRenderer( $this->write, $abuse->stamps, $this->subscriptions->bar()->form_field( ... ) );
		$this->poster      = new Write\CommentPoster( new Write\WritablePost( $this->write ), $fields, $abuse->bots, $abuse->throttle, $this->captcha );
		$rating_store      = new Rating\RatingStore();
		$rating_view       = new Rating\RatingView();
		$this->ratings     = new Rating\Ratings( $this->settings, $rating_store, $rating_view );
		$this->fragments   = new FragmentCache();
		$this->view        = new ThreadView( $this->query, $renderer, $this->settings, $forms, $this->ratings, $this->subscriptions->bar()->html( ... ), new Render\AreaCache( $this->fragments, $renderer ) );
		$this->follows     = new Follows\FollowStore();
		$follows_tab       = new Follows\FollowsTab( $this->follows );
		$this->info_tabs   = array( new Info\CommentsTab( $this->permission ), $this->subscriptions->info_tab(), $follows_tab );
		$this->live        = new Live\LiveFeature( $this->settings, $this->cache, $renderer, $assets );
		$this->prefill     = new GuestPrefill( $assets );
		$this->files       = new Attachments\Attachments( $this->settings, $this->permission, $abuse->throttle );
		$this->social      = new Social\SocialSettings( $this->settings );
		$this->social_used = new Social\OneShot();
		// Built on first read: only admin-ajax, the Endpoint and the command line hook them.
		$this->actions = new AjaxActions(
			fn (): array => array(
				new ReadActions( $this->query, $renderer, $this->settings, new ReadablePost() ),
				new AddCommentActions( $this->poster, $renderer, $this->write ),
				new EditActions( $this->permission, $fields, $forms, $renderer, $abuse->throttle ),
				new VoteAction( new Write\VoteStore(), $this->permission, $abuse->throttle, $this->settings ),
				new ModerationActions(),
				new Rating\RateAction( $this->ratings, $rating_store, $rating_view, $this->settings, new ReadablePost(), $abuse->throttle ),
				...$this->subscriptions->handlers(),
				new Follows\FollowActions( $this->follows, $follows_tab, $abuse->throttle, $this->settings ),
				new Info\InfoActions( $this->info_tabs(), new Info\InfoModal(), $this->settings ),
				new Info\GuestActions( $this->info_tabs(), array( 'cancelFollow' => array( $this, 'cancel_follow_by_link' ) ), $mailer, $abuse->bots, $abuse->throttle, $this->settings, $abuse->mail ),
				new Captcha\CaptchaActions( $this->captcha, new Write\WritablePost( $this->write ) ),
				$this->live->handler(),
				$this->files->handler(),
				new Inline\InlineActions( $this->poster, new Inline\InlineView( $this->write, $abuse->stamps ), new Inline\InlineStore(), $this->settings, new ReadablePost() ),
				new Social\SocialLoginActions( $this->social, $this->social_flow()[0], new Social\TelegramCheck(), new Social\Accounts(), $this->social_used, new ReadablePost(), $abuse->throttle, $this->social_flow()[2] ),
			)
		);
	}

	/**
	 * What the module owns (the lifecycle inventory).
	 */
	public function footprint(): Footprint {
		return new Footprint(
			tables: array( new VotesTable(), new Follows\FollowsTable(), new Rating\RatingsTable(), new \Farol\Comments\Subscriptions\SubscriptionsTable() ),
			options: array( \Farol\Comments\Settings::OPTION, ThreadCache::OPTION_PREFIX . '*' ),
			post_meta: array( Rating\RatingStore::SUM_META, Rating\RatingStore::COUNT_META, ThreadCache::VERSION_META ),
			comment_meta: array(
				\Farol\Comments\CommentMeta::STICKY,
				\Farol\Comments\CommentMeta::CLOSED,
				\Farol\Comments\CommentMeta::EDITED,
				\Farol\Comments\CommentMeta::VOTES,
				\Farol\Comments\CommentMeta::LIKES,
				\Farol\Comments\CommentMeta::DISLIKES,
				\Farol\Comments\Attachments\AttachmentStore::META,
				Inline\InlineMarker::META,
				Follows\FollowMail::MAILED_META,
				Write\GuestKey::AUTHOR_META,
				\Farol\Comments\Subscriptions\NotificationDispatch::GUARD,
			),
			user_meta: array( Social\Accounts::META . '*' ),
			folders: array( \Farol\Comments\Attachments\AttachmentStore::default_folder() )
		);
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this->settings, 'register' ) );
		add_action( 'init', array( new VotesTable(), 'maybe_upgrade' ), 1 );
		$this->ratings->register();
		$this->subscriptions->register();
		$this->social->register();
		// The profile's "Social accounts" section and its admin-post action answer in wp-admin
		// only (and on the command line, where the tests fire them): built there alone.
		if ( Reach::admin() ) {
			list( , $links, $flow ) = $this->social_flow();
			( new Social\Linking\LinkingActions( $flow, $links ) )->register();
			( new Social\Linking\ProfileSection( $this->social, $links ) )->register();
		}
		add_filter( 'farol_comments_main_form_html', array( new Social\SocialButtons( $this->social ), 'before_form' ), 10, 2 );
		$this->abuse->stamps->add(
			CommentFormRenderer::STAMP_KIND,
			CommentFormRenderer::STAMP_PURPOSE,
			static fn ( int $id ): bool => 'publish' === get_post_status( $id ) && comments_open( $id )
		);
		$this->cache->register();
		$this->fragments->register();
		// A thread changed (the cache's one list of what a change is): it is read again.
		add_action( ThreadCache::CHANGED_ACTION, array( $this->query, 'forget' ) );
		$this->actions->register();
		$endpoint = new Endpoint( $this->settings, $this->actions );
		$endpoint->register();
		$this->live->register( $endpoint );
		$this->prefill->register();
		( new Write\CommentNoJsFallback( $this->poster ) )->register();
		( new Write\PageSeams( $this->write, $this->permission ) )->register();
		( new CoreCommentsReplacement( $this->settings ) )->register();
		add_action( 'init', array( new Follows\FollowsTable(), 'maybe_upgrade' ), 1 );
		( new Follows\FollowButton( $this->follows, $this->settings ) )->register();
		( new Follows\FollowMail( $this->follows, $this->mailer, $this->settings ) )->register();
		( new Legacy\WpDiscuzLinks( new \Farol\Comments\Subscriptions\SubscriptionStore(), $this->follows ) )->register();
		( new Info\InfoButton( $this->settings ) )->register();
		$this->captcha->register();
		$this->files->register();
	}

	/**
	 * Social login's provider client, the members' links and the link flow, built on first use.
	 *
	 * @return array{0: Social\ProviderClient, 1: Social\Linking\Links, 2: Social\Linking\LinkFlow}
	 */
	private function social_flow(): array {
		if ( null === $this->social_flow ) {
			$client            = new Social\ProviderClient( $this->social_used );
			$links             = new Social\Linking\Links();
			$this->social_flow = array( $client, $links, new Social\Linking\LinkFlow( $this->social, $client, new Social\TelegramCheck(), $this->social_used, $links, $this->abuse->throttle ) );
		}
		return $this->social_flow;
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
	 * The info modal's tabs, in order (each feature owning items adds its tab here).
	 *
	 * @return list<Info\InfoTab>
	 */
	public function info_tabs(): array {
		return $this->info_tabs;
	}

	/**
	 * Cancels the follow a follow mail's signed link names (wpdGuestAction `cancelFollow`).
	 *
	 * @param string $id The follow's id, as signed.
	 */
	public function cancel_follow_by_link( string $id ): bool {
		return ctype_digit( $id ) && $this->follows->cancel_id( (int) $id );
	}

	/**
	 * What the widget keeps about an e-mail address, for core's privacy tools (the composition
	 * root hands these to Support\Privacy\PersonalData).
	 *
	 * @return list<PersonalDataSource>
	 */
	public function personal_data(): array {
		return array(
			new Subscriptions\SubscriptionsPersonalData(),
			new Follows\FollowsPersonalData(),
			new Store\VoterPersonalData( 'comment-votes', static fn (): string => __( 'Comment votes', 'farol' ), VotesTable::name( ... ), 'comment_id', 'value' ),
			new Store\VoterPersonalData( 'post-ratings', static fn (): string => __( 'Post ratings', 'farol' ), Rating\RatingsTable::name( ... ), 'post_id', 'rating' ),
			new Social\SocialPersonalData(),
		);
	}

	/**
	 * Every ajax action the widget answers (the Endpoint's allowlist; the tests read it too).
	 */
	public function ajax_actions(): AjaxActions {
		return $this->actions;
	}
}
