/**
 * The widget's visible texts: the server's configured phrases (`props.phrases`, every key of
 * Farol\Comments\Phrases) when present, else the built-in defaults below (translated through
 * the script's own pt_BR catalogue), so the widget reads right before the settings module
 * publishes its phrases. A refusal's key without any text falls back to a generic error.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The built-in texts of the keys the client shows itself.
 */
function defaults(): Record< string, string > {
	return {
		server_error: __( 'Something went wrong. Please try again.', 'farol' ),
		network_error: __(
			'The connection failed. Please try again.',
			'farol'
		),
		invalid_answer: __(
			'The server gave an answer the page could not read.',
			'farol'
		),
		comment_not_found: __( 'This comment is no longer here.', 'farol' ),
		comments_closed: __( 'Comments are closed.', 'farol' ),
		thread_closed: __( 'This thread is closed.', 'farol' ),
		comment_held: __(
			'Thank you! Your comment is awaiting moderation.',
			'farol'
		),
		comment_posted: __( 'Your comment was posted.', 'farol' ),
		comment_edited: __( 'Your comment was saved.', 'farol' ),
		comment_deleted: __( 'The comment was deleted.', 'farol' ),
		delete_confirm: __( 'Delete this comment?', 'farol' ),
		leave_page_confirm: __(
			'You have a comment that was not sent. Leave the page?',
			'farol'
		),
		agreement_required: __( 'Please tick the required box.', 'farol' ),
		load_more: __( 'Load more comments', 'farol' ),
		loading: __( 'Loading…', 'farol' ),
		view_replies: __( 'View replies', 'farol' ),
		hide_replies: __( 'Hide replies', 'farol' ),
		sort_label: __( 'Sort by', 'farol' ),
		sort_newest: __( 'Newest', 'farol' ),
		sort_oldest: __( 'Oldest', 'farol' ),
		sort_by_vote: __( 'Most voted', 'farol' ),
		filter_most_reacted: __( 'Most reacted', 'farol' ),
		filter_hottest: __( 'Hottest threads', 'farol' ),
		filters_label: __( 'Filters', 'farol' ),
		dismiss: __( 'Dismiss', 'farol' ),
		form_placeholder: __( 'Join the discussion', 'farol' ),
		reply_placeholder: __( 'Write a reply', 'farol' ),
	};
}

let builtIn: Record< string, string > | null = null;

export type Phrase = ( key: string ) => string;

/**
 * The text of a key.
 *
 * @param configured The server's phrases.
 */
export function phraseBook( configured: Record< string, string > ): Phrase {
	return ( key ) => {
		builtIn ??= defaults();
		return (
			configured[ key ] || builtIn[ key ] || builtIn.server_error || key
		);
	};
}
