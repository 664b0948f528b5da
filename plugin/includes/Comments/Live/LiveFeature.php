<?php
/**
 * The bubble and live updates, built once.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Live;

use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Ajax\Endpoint;
use Farol\Comments\Ajax\ReadablePost;
use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Settings;
use Farol\Comments\Store\ThreadCache;
use Farol\Comments\Store\ThreadRepository;
use Farol\Support\Assets;

/**
 * Builds the live updates' services from what CommentsModule already has (its settings, thread
 * cache and comment renderer) and wires them: the poll route and its early answer, the ajax
 * actions (handler(), which CommentsModule adds to its AjaxActions list) and the poll script.
 */
final class LiveFeature {

	/**
	 * The live settings.
	 *
	 * @var LiveSettings
	 */
	private LiveSettings $live;

	/**
	 * The thread's reader.
	 *
	 * @var LiveThread
	 */
	private LiveThread $thread;

	/**
	 * The route.
	 *
	 * @var UpdateRoute
	 */
	private UpdateRoute $route;

	/**
	 * The actions.
	 *
	 * @var LiveActions
	 */
	private LiveActions $actions;

	/**
	 * Builds the services (no hook is added here).
	 *
	 * @param Settings        $settings The widget's settings.
	 * @param ThreadCache     $cache    The thread cache.
	 * @param CommentRenderer $renderer The comment renderer.
	 * @param Assets|null     $assets   Registers the poll script (null: no script, e.g. in tests).
	 */
	public function __construct( Settings $settings, ThreadCache $cache, CommentRenderer $renderer, private readonly ?Assets $assets = null ) {
		$repository    = new ThreadRepository();
		$gate          = new ReadablePost();
		$this->live    = new LiveSettings( $settings );
		$this->thread  = new LiveThread( $cache, $repository );
		$this->route   = new UpdateRoute( new LiveUpdate( $this->thread ), $gate, $this->live );
		$this->actions = new LiveActions( $this->thread, $renderer, $repository, $gate, $this->live );
	}

	/**
	 * The ajax handler (wpdBubbleUpdate, wpdUpdateAutomatically).
	 */
	public function handler(): AjaxHandler {
		return $this->actions;
	}

	/**
	 * Adds the hooks.
	 *
	 * @param Endpoint $endpoint The widget's endpoint (the early answer skips what it skips).
	 */
	public function register( Endpoint $endpoint ): void {
		add_action( 'rest_api_init', array( $this->route, 'register_routes' ) );
		add_action( ThreadCache::CHANGED_ACTION, array( $this->thread, 'forget' ) );
		( new EarlyAnswer( $this->route, $endpoint ) )->register();
		$assets = $this->assets;
		if ( null !== $assets ) {
			( new LiveScript( $this->live, $this->thread, static fn ( string $handle, string $entry ): bool => $assets->register( $handle, $entry ) ) )->register();
		}
	}
}
