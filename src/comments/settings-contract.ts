/**
 * The comment widget's settings (the option `farol_comments`), written once: the first page
 * and its order, the votes' display, "Read more", the length limits of comments and replies,
 * guest commenting, the first-comment redirect, the ajax endpoint, the edit window, the
 * agreement checkbox and the phrase overrides.
 *
 * `npm run contracts` turns `commentSettings` into plugin/includes/Comments/comment-settings.schema.json;
 * PHP (Farol\Comments\Settings) registers the option with it, takes its defaults from it and
 * sanitizes each key on its own (a broken key falls back to its default, the others stay), so
 * every wp/v2/settings save is validated by core. The settings page (admin-settings/) parses
 * what it reads with this schema.
 *
 * `phrases` holds only the texts an administrator changed, by phrase key; the keys and their
 * translated defaults are the server's (Farol\Comments\Phrases), published to the page, never
 * typed here again. An empty override means "the default".
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { socialSettings } from './social-contract';

export const COMMENT_SORTINGS = [ 'newest', 'oldest', 'by_vote' ] as const;
export const VOTE_STYLES = [ 'total', 'separate' ] as const;
export const COMMENT_ENDPOINTS = [ 'admin_ajax', 'farol' ] as const;

export const COMMENT_SETTINGS_LIMITS = {
	/** Most top-level threads on a page. */
	maxPerPage: 200,
	/** Most words before "Read more". */
	maxReadMoreWords: 2000,
	/** Longest length limit of a comment or a reply (characters as the counter measures). */
	maxLength: 100000,
	/** Longest edit window: 30 days, in minutes. */
	maxEditWindow: 43200,
	/** Longest agreement text. */
	maxAgreement: 2000,
	/** Longest phrase override. */
	maxPhrase: 1000,
} as const;

const length = ( fallback: number ) =>
	z
		.number()
		.int()
		.min( 0 )
		.max( COMMENT_SETTINGS_LIMITS.maxLength )
		.default( fallback );

export const commentSettings = z
	.object( {
		/** Top-level threads per page. */
		per_page: z
			.number()
			.int()
			.min( 1 )
			.max( COMMENT_SETTINGS_LIMITS.maxPerPage )
			.default( 50 ),
		/** The order of a first page. */
		default_sorting: z.enum( COMMENT_SORTINGS ).default( 'newest' ),
		/** Print the widget in place of core's comments template on every theme. */
		replace_core_comments: z.boolean().default( false ),
		/** One score (`total`) or likes and dislikes (`separate`). */
		vote_style: z.enum( VOTE_STYLES ).default( 'total' ),
		/** Words shown of a long comment before "Read more" (0: whole comments). */
		read_more_words: z
			.number()
			.int()
			.min( 0 )
			.max( COMMENT_SETTINGS_LIMITS.maxReadMoreWords )
			.default( 0 ),
		/** Shortest comment (0: no limit). */
		comment_min_length: length( 1 ),
		/** Longest comment (0: no limit). */
		comment_max_length: length( 5000 ),
		/** Shortest reply (0: no limit). */
		reply_min_length: length( 1 ),
		/** Longest reply (0: no limit). */
		reply_max_length: length( 3000 ),
		/** Guests may comment (core's "must be logged in" still wins). */
		guest_commenting: z.boolean().default( true ),
		/** Page a first-time commenter is sent to (0: none). */
		redirect_page: z.number().int().min( 0 ).default( 0 ),
		/** Where the client sends its calls: Farol's lighter endpoint (default) or core's admin-ajax. */
		endpoint: z.enum( COMMENT_ENDPOINTS ).default( 'farol' ),
		/** Minutes an author may edit a comment after posting it (0: never). */
		edit_window_minutes: z
			.number()
			.int()
			.min( 0 )
			.max( COMMENT_SETTINGS_LIMITS.maxEditWindow )
			.default( 15 ),
		/** Text of a required agreement checkbox under the forms ('' : no checkbox). */
		agreement_text: z
			.string()
			.max( COMMENT_SETTINGS_LIMITS.maxAgreement )
			.default( '' ),
		// Post rating (wpdUserRate, Farol\Comments\Rating).
		/** Posts with the comment area show the stars, and are rated. */
		rating_enabled: z.boolean().default( true ),
		/** Guests may rate (one rating per address); members always may. */
		rating_guests: z.boolean().default( true ),
		// Social login (wpd_social_login, Farol\Comments\Social): social-contract.ts.
		...socialSettings,
		/** The phrases an administrator changed, by phrase key (the server drops unknown keys). */
		phrases: z
			.record( z.string().max( COMMENT_SETTINGS_LIMITS.maxPhrase ) )
			.default( {} ),
	} )
	.strict();

export type CommentSettings = z.output< typeof commentSettings >;
export type CommentSettingsInput = z.input< typeof commentSettings >;
