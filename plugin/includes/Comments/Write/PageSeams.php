<?php
/**
 * What the write side adds to the comment area.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Write;

use Farol\Comments\Ajax\Request;
use Farol\Comments\Phrases;
use Farol\Support\Abuse\SignedStamp;
use WP_Comment;

/**
 * Fills the area's seams: the client's props (`farol_comments_client_props`: nonce, user,
 * guestCommenting, requireNameEmail, limits, cookieHash, placeholderEmailDomain) and, in each
 * comment's actions row
 * (`farol_comment_actions_html`), `edit` and `delete` buttons for whoever may use them on this
 * request (moderators; the author within the edit window: a member on every page, a guest on
 * the comment wpdAddComment answers, since a cached page cannot know its reader).
 */
final class PageSeams {

	/**
	 * Creates the seams.
	 *
	 * @param WriteSettings  $settings   The write settings.
	 * @param EditPermission $permission Who may edit.
	 */
	public function __construct(
		private readonly WriteSettings $settings,
		private readonly EditPermission $permission
	) {
	}

	/**
	 * Adds the filters.
	 */
	public function register(): void {
		add_filter( 'farol_comments_client_props', array( $this, 'props' ), 10, 2 );
		add_filter( 'farol_comment_actions_html', array( $this, 'actions' ), 10, 3 );
	}

	/**
	 * The write side's client props.
	 *
	 * @param mixed $props The props so far.
	 * @return array<string,mixed>
	 */
	public function props( $props ): array {
		$props = is_array( $props ) ? $props : array();
		return array_merge(
			$props,
			array(
				'nonce'                  => is_user_logged_in() ? wp_create_nonce( Request::NONCE_ACTION ) : '',
				'user'                   => array(
					'loggedIn'    => is_user_logged_in(),
					'canModerate' => current_user_can( 'moderate_comments' ),
				),
				'guestCommenting'        => $this->settings->guests_may_comment(),
				'requireNameEmail'       => (bool) get_option( 'require_name_email' ),
				'limits'                 => array(
					'commentMin' => $this->settings->min_length( false ),
					'commentMax' => $this->settings->max_length( false ),
					'replyMin'   => $this->settings->min_length( true ),
					'replyMax'   => $this->settings->max_length( true ),
				),
				'minSendSeconds'         => SignedStamp::MIN_SECONDS,
				'cookieHash'             => COOKIEHASH,
				// Farol never invents an address for a guest who leaves e-mail empty: nothing to skip.
				'placeholderEmailDomain' => '',
			)
		);
	}

	/**
	 * Edit and delete buttons for whoever may use them.
	 *
	 * @param mixed $html    Markup so far.
	 * @param mixed $comment The comment.
	 * @param mixed $node    Its node.
	 */
	public function actions( $html, $comment, $node = null ): string {
		$html = (string) $html;
		unset( $node );
		if ( ! $comment instanceof WP_Comment || '' !== $this->permission->check( $comment ) ) {
			return $html;
		}
		return $html
			. '<button type="button" class="farol-comment__edit" data-farol-action="edit">' . esc_html( Phrases::get( 'edit' ) ) . '</button>'
			. '<button type="button" class="farol-comment__delete" data-farol-action="delete">' . esc_html( Phrases::get( 'delete' ) ) . '</button>';
	}
}
