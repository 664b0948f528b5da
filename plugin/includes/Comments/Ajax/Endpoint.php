<?php
/**
 * Farol's lightweight ajax endpoint for the comment widget.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

use Farol\Blocks\BlockRegistry;
use Farol\Comments\Settings;
use WP_Post;

/**
 * Answers the comment widget's `wp_ajax_*` actions on a front-end address,
 * `/?farol-comments-ajax=1`, instead of `wp-admin/admin-ajax.php`.
 *
 * The handlers and their answers are the very same (the actions are fired through the same
 * `wp_ajax_{action}` / `wp_ajax_nopriv_{action}` hooks, after `init`, with the same current user,
 * cookies and nonces). What the request skips is what admin-ajax adds on top of a full WordPress
 * load and the widget does not need: wp-admin's includes (`wp-admin/includes/admin.php`) and
 * everything hooked on `admin_init` (core's update checks, admin headers, every plugin's admin
 * setup); the block registrations on `init` (see skip_block_registration(): the biggest saving);
 * and, because it is answered on `wp_loaded`, the front end's main query and template. The
 * bench (`npm run bench -- comments`) measures the difference.
 *
 * Only the widget's own actions are answered (those its handlers declare, AjaxActions::names();
 * filter `farol_comments_endpoint_actions`), so the address cannot reach
 * other plugins' ajax handlers, which may count on running inside wp-admin. Only POST is
 * answered (405 otherwise): the wire contract posts every call, and a GET must never change
 * anything. Unknown or missing action: `0` with HTTP 400, as admin-ajax answers.
 *
 * The endpoint always answers; the setting `endpoint` (`farol` or `admin_ajax`) only chooses the
 * address the client is given (`ajaxUrl` of the widget's props). It works wherever the front end
 * works (native, Playground), with or without pretty permalinks: nothing but `index.php` and a
 * query string is needed.
 */
final class Endpoint {

	/**
	 * The query variable that marks a request for this endpoint.
	 */
	public const QUERY_VAR = 'farol-comments-ajax';


	/**
	 * Core's `init` callbacks (besides `register_block_core_*`) that register blocks,
	 * block styles, patterns or fonts.
	 */
	private const BLOCK_REGISTRATIONS = array(
		'register_core_block_types_from_metadata',
		'register_core_block_style_handles',
		'_register_core_block_patterns_and_categories',
		'_register_theme_block_patterns',
		'_wp_register_default_font_collections',
		'_register_block_bindings_pattern_overrides_source',
		'_register_block_bindings_post_meta_source',
		'register_legacy_post_comments_block',
	);

	/**
	 * Creates the endpoint.
	 *
	 * @param Settings    $settings Widget settings (which endpoint the client uses).
	 * @param AjaxActions $actions  The widget's actions, as their handlers declare them.
	 */
	public function __construct( private readonly Settings $settings, private readonly AjaxActions $actions ) {
	}

	/**
	 * Adds the hooks. On a request for the endpoint it also marks the request as an ajax one
	 * from the start (`DOING_AJAX`), as admin-ajax does, so `wp_die()` answers as in ajax and
	 * code that runs on `init` knows it is not rendering a page.
	 */
	public function register(): void {
		add_filter( 'farol_comments_client_props', array( $this, 'client_props' ), 20, 2 );
		if ( ! self::requested() ) {
			return;
		}
		if ( ! defined( 'DOING_AJAX' ) ) {
			define( 'DOING_AJAX', true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- core's own constant, defined as admin-ajax.php defines it.
		}
		add_action( 'init', array( $this, 'skip_block_registration' ), PHP_INT_MIN );
		// Nor does an answer show a widget: core's widget classes (about twenty files) and their
		// registration are not loaded for this request.
		remove_action( 'plugins_loaded', 'wp_maybe_load_widgets', 0 );
		remove_action( 'init', 'wp_widgets_init', 1 );
		add_action( 'wp_loaded', array( $this, 'dispatch' ), 0 );
	}

	/**
	 * Takes the block registrations off `init` for this request: core's (about a hundred block
	 * types read from their block.json, their style handles, patterns, font collections, block
	 * supports) and Farol's own. They are most of what `init` costs (about 7 of its 8 ms on the
	 * native runtime), and no answer of the widget renders a block: a comment's HTML comes from
	 * the comment renderer and core's `comment_text` filters. Everything else on `init` (post
	 * types and statuses of every plugin, KSES, translations, spam plugins' comment hooks) runs
	 * as on any request.
	 *
	 * @internal Action callback of `init`, on the endpoint's requests only.
	 */
	public function skip_block_registration(): void {
		global $wp_filter;
		if ( ! isset( $wp_filter['init'] ) ) {
			return;
		}
		foreach ( $wp_filter['init']->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( self::registers_blocks( $callback['function'] ) ) {
					remove_action( 'init', $callback['function'], $priority );
				}
			}
		}
	}

	/**
	 * Whether an `init` callback registers blocks, block styles, patterns or fonts.
	 *
	 * @param mixed $callback The callback.
	 */
	private static function registers_blocks( $callback ): bool {
		if ( is_string( $callback ) ) {
			return str_starts_with( $callback, 'register_block_core_' ) || in_array( $callback, self::BLOCK_REGISTRATIONS, true );
		}
		if ( is_array( $callback ) && 2 === count( $callback ) ) {
			$class = is_object( $callback[0] ) ? get_class( $callback[0] ) : (string) $callback[0];
			return 'WP_Block_Supports' === $class || BlockRegistry::class === $class;
		}
		return false;
	}

	/**
	 * The endpoint's address.
	 */
	public static function url(): string {
		return add_query_arg( self::QUERY_VAR, '1', home_url( '/' ) );
	}

	/**
	 * Whether the current request is for the endpoint.
	 */
	public static function requested(): bool {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- routing only: the handlers check what they must.
		return isset( $_GET[ self::QUERY_VAR ] );
	}

	/**
	 * The actions the endpoint answers.
	 *
	 * @return list<string>
	 */
	public function actions(): array {
		// Written once: what the handlers declare.
		$own     = $this->actions->names();
		$actions = apply_filters( 'farol_comments_endpoint_actions', $own );
		return is_array( $actions ) ? array_values( array_filter( $actions, 'is_string' ) ) : $own;
	}

	/**
	 * Gives the client this endpoint's address when the setting chooses it.
	 *
	 * @param mixed   $props The widget's props.
	 * @param WP_Post $post  The post (unused: the endpoint is the same for every post).
	 * @return mixed
	 *
	 * @internal Filter callback of `farol_comments_client_props`.
	 */
	public function client_props( $props, $post = null ) {
		unset( $post );
		if ( is_array( $props ) && Settings::ENDPOINT_FAROL === $this->settings->endpoint() ) {
			$props['ajaxUrl'] = self::url();
		}
		return $props;
	}

	/**
	 * Answers the request: fires the action's ajax hook, as admin-ajax does, and ends it.
	 *
	 * @internal Action callback of `wp_loaded`.
	 */
	public function dispatch(): void {
		if ( ! headers_sent() ) {
			send_origin_headers();
			header( 'Content-Type: text/html; charset=' . get_option( 'blog_charset' ) );
			header( 'X-Robots-Tag: noindex' );
			send_nosniff_header();
			nocache_headers();
		}
		$method = isset( $_SERVER['REQUEST_METHOD'] ) ? strtoupper( sanitize_text_field( wp_unslash( (string) $_SERVER['REQUEST_METHOD'] ) ) ) : '';
		if ( 'POST' !== $method ) {
			if ( ! headers_sent() ) {
				header( 'Allow: POST' );
			}
			wp_die( '0', '', array( 'response' => 405 ) );
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Missing -- the handlers check the nonce where the contract asks for one.
		$action = isset( $_POST['action'] ) && is_string( $_POST['action'] ) ? wp_unslash( $_POST['action'] ) : '';
		if ( ! in_array( $action, $this->actions(), true ) ) {
			wp_die( '0', '', array( 'response' => 400 ) );
		}
		$hook = ( is_user_logged_in() ? 'wp_ajax_' : 'wp_ajax_nopriv_' ) . $action;
		if ( ! has_action( $hook ) ) {
			wp_die( '0', '', array( 'response' => 400 ) );
		}
		do_action( $hook ); // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores,WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- WordPress's own ajax hook names.
		// A handler that returns without answering: admin-ajax's own default answer.
		wp_die( '0' );
	}
}
