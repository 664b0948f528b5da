<?php
/**
 * The Submissions inbox page of wp-admin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Admin;

use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\Support\Admin\AdminScreen;
use Farol\Support\Admin\ReactAdminPage;
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
final class SubmissionsScreen extends ReactAdminPage {

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
	 * The page: where it hangs, who may open it, its title, bundle and container.
	 */
	protected function screen(): AdminScreen {
		return new AdminScreen(
			parent: self::parent_slug(),
			capability: ContactFormPostType::INBOX_CAPABILITY,
			title: __( 'Submissions', 'farol' ),
			entry: 'apps/contact-form/admin-submissions',
			container: self::CONTAINER,
			priority: 20,
			dataviews_style: 'build/apps/contact-form/style-admin-submissions.css'
		);
	}

	/**
	 * The inbox's boot data.
	 *
	 * @return array{0: string, 1: array<string, mixed>}
	 */
	protected function boot_data(): array {
		return array( 'farolContactInbox', $this->config() );
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
