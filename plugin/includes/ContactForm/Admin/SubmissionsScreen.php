<?php
/**
 * The Submissions inbox page of wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Admin;

use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\Support\Assets;
use Farol\Support\Context;
use Farol\Support\Names;
use WP_Post;

/**
 * "Submissions", a submenu of the Contact forms menu (for INBOX_CAPABILITY): a heading and
 * the container the inbox app (src/contact-form/admin-submissions) fills. The app's bundle
 * (DataViews bundled in, as on the Leads screen) is enqueued on this page only, with
 * `window.farolContactInbox`: the export route's address, a REST nonce (a download link sends
 * no api-fetch headers), the contact forms to filter by, and the form the page was opened for
 * (`?form=ID`, from the forms list's "Submissions (N)" link).
 */
final class SubmissionsScreen {

	/**
	 * Page slug (admin.php?page=…, under the post type's menu).
	 */
	public const SLUG = 'farol-contact-submissions';

	/**
	 * Script and style handle of the app.
	 */
	public const HANDLE = 'farol-contact-inbox';

	/**
	 * Id of the container the app mounts into.
	 */
	public const CONTAINER = 'farol-contact-inbox';

	/**
	 * DataViews' stylesheet, split out of the entry's own by the build.
	 */
	private const DATAVIEWS_STYLE = 'build/apps/contact-form/style-admin-submissions.css';

	/**
	 * The page's hook suffix, once added.
	 *
	 * @var string
	 */
	private string $hook_suffix = '';

	/**
	 * Creates the screen.
	 *
	 * @param Assets  $assets  Bundle registrar.
	 * @param Context $context Plugin paths.
	 */
	public function __construct( private readonly Assets $assets, private readonly Context $context ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ), 20 );
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * The parent menu: the contact forms list.
	 */
	public static function parent_slug(): string {
		return 'edit.php?post_type=' . ContactFormPostType::POST_TYPE;
	}

	/**
	 * The page's address, optionally for one form.
	 *
	 * @param int $form_id Form to filter by (0: all).
	 */
	public static function url( int $form_id = 0 ): string {
		$args = array(
			'post_type' => ContactFormPostType::POST_TYPE,
			'page'      => self::SLUG,
		);
		if ( $form_id > 0 ) {
			$args['form'] = $form_id;
		}
		return add_query_arg( $args, admin_url( 'edit.php' ) );
	}

	/**
	 * Adds the submenu page.
	 */
	public function add_page(): void {
		$hook              = add_submenu_page(
			self::parent_slug(),
			__( 'Submissions', 'farol' ),
			__( 'Submissions', 'farol' ),
			ContactFormPostType::INBOX_CAPABILITY,
			self::SLUG,
			array( $this, 'render' )
		);
		$this->hook_suffix = is_string( $hook ) ? $hook : '';
	}

	/**
	 * Prints the heading and the app's container.
	 */
	public function render(): void {
		if ( ! current_user_can( ContactFormPostType::INBOX_CAPABILITY ) ) {
			return;
		}
		printf(
			'<div class="wrap"><h1>%1$s</h1><div id="%2$s"><noscript><p>%3$s</p></noscript></div></div>',
			esc_html__( 'Submissions', 'farol' ),
			esc_attr( self::CONTAINER ),
			esc_html__( 'This page needs JavaScript.', 'farol' )
		);
	}

	/**
	 * Loads the app on the inbox page only.
	 *
	 * @param string $hook_suffix Current admin page.
	 */
	public function enqueue( string $hook_suffix ): void {
		if ( '' === $this->hook_suffix || $this->hook_suffix !== $hook_suffix || ! current_user_can( ContactFormPostType::INBOX_CAPABILITY ) ) {
			return;
		}
		if ( ! $this->assets->register( self::HANDLE, 'apps/contact-form/admin-submissions', array( 'wp-components' ) ) ) {
			return;
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.farolContactInbox = ' . wp_json_encode( $this->config(), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . ';',
			'before'
		);
		wp_enqueue_script( self::HANDLE );
		wp_enqueue_style( self::HANDLE );
		wp_enqueue_style( 'wp-components' );
		if ( is_readable( $this->context->path( self::DATAVIEWS_STYLE ) ) ) {
			wp_enqueue_style( self::HANDLE . '-dataviews', $this->context->url( self::DATAVIEWS_STYLE ), array( 'wp-components' ), $this->context->version() );
		}
	}

	/**
	 * What the app needs from the server.
	 *
	 * @return array{exportUrl:string,nonce:string,forms:list<array{id:int,title:string}>,form:int}
	 */
	private function config(): array {
		$posts = get_posts(
			array(
				'post_type'      => ContactFormPostType::POST_TYPE,
				'post_status'    => array( 'publish', 'draft', 'pending', 'private', 'future' ),
				'posts_per_page' => 100, // The filter's choices; a site has a handful of contact forms.
				'orderby'        => 'title',
				'order'          => 'ASC',
			)
		);
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only preselects a filter.
		$form = isset( $_GET['form'] ) ? absint( $_GET['form'] ) : 0;
		return array(
			'exportUrl' => rest_url( Names::REST_NAMESPACE . '/' . SubmissionsController::BASE . '/export.csv' ),
			'nonce'     => wp_create_nonce( 'wp_rest' ),
			'forms'     => array_map(
				static fn ( WP_Post $post ): array => array(
					'id'    => $post->ID,
					'title' => $post->post_title,
				),
				$posts
			),
			'form'      => $form,
		);
	}
}
