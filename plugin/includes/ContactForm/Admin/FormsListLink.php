<?php
/**
 * The "Submissions (N)" link of the contact forms list.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Admin;

use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Store\SubmissionRepository;
use WP_Post;

/**
 * Adds a row action "Submissions (N)" to each contact form of the forms list, opening the
 * inbox filtered to that form; for people who may use the inbox. The counts are read once
 * per page (one grouped query).
 */
final class FormsListLink {

	/**
	 * Submissions per form, once read.
	 *
	 * @var array<int,int>|null
	 */
	private ?array $counts = null;

	/**
	 * Creates the link.
	 *
	 * @param SubmissionRepository $submissions The store.
	 */
	public function __construct( private readonly SubmissionRepository $submissions ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'post_row_actions', array( $this, 'add_action' ), 10, 2 );
	}

	/**
	 * Adds the link to a contact form's row actions.
	 *
	 * @param array<string,string> $actions Row actions.
	 * @param WP_Post              $post    The row's post.
	 * @return array<string,string>
	 */
	public function add_action( $actions, $post ): array {
		$actions = is_array( $actions ) ? $actions : array();
		if ( ! $post instanceof WP_Post || ContactFormPostType::POST_TYPE !== $post->post_type || ! current_user_can( ContactFormPostType::INBOX_CAPABILITY ) ) {
			return $actions;
		}
		$this->counts               ??= $this->submissions->count_by_form();
		$actions['farol_submissions'] = sprintf(
			'<a href="%1$s">%2$s</a>',
			esc_url( SubmissionsScreen::url( $post->ID ) ),
			/* translators: %d: number of messages the form received. */
			esc_html( sprintf( __( 'Submissions (%d)', 'farol' ), $this->counts[ $post->ID ] ?? 0 ) )
		);
		return $actions;
	}
}
