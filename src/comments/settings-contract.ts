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
import {
	ATTACHMENT_LIMITS,
	ATTACHMENT_TYPES,
	ATTACHMENT_UPLOADERS,
} from './attachments-contract';
import { socialSettings } from './social-contract';

export const COMMENT_SORTINGS = [ 'newest', 'oldest', 'by_vote' ] as const;
export const VOTE_STYLES = [ 'total', 'separate' ] as const;
export const COMMENT_ENDPOINTS = [ 'admin_ajax', 'farol' ] as const;
// Captcha (issue 24, wt-captcha): the providers a comment form may ask.
export const CAPTCHA_PROVIDERS = [
	'none',
	'proof_of_work',
	'recaptcha_v2',
	'recaptcha_v3',
	'turnstile',
] as const;
export const LIVE_MODES = [ 'off', 'bubble', 'automatic' ] as const;
export const INLINE_OPEN_MODES = [ 'click', 'scroll_open', 'blink' ] as const;

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

/**
 * The secrets of `commentSettings` (social login's app secrets are SOCIAL_PROVIDER_SECRETS):
 * read back masked, never exported (settings-transfer).
 */
export const COMMENT_SETTINGS_SECRETS = [ 'captcha_secret' ] as const;

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
		// Subscriptions (issue 23, area subs): the subscribe bar and the form's box.
		/** Visitors may subscribe to comments by e-mail. */
		subscriptions_enabled: z.boolean().default( true ),
		/** The bar offers "new comments on this post". */
		subscribe_post: z.boolean().default( true ),
		/** The bar offers "replies to my comments". */
		subscribe_all_comment: z.boolean().default( true ),
		/** The comment form offers "notify me of replies to my comment". */
		subscribe_reply_checkbox: z.boolean().default( true ),
		/** A guest confirms a subscription by a mailed link (double opt-in). */
		subscription_double_opt_in: z.boolean().default( true ),
		// Follows, the info modal and guest actions (area: info).
		/** Members may follow comment authors and are mailed their new approved comments. */
		follows_enabled: z.boolean().default( true ),
		/** The "My content" button and its modal (own comments, subscriptions, follows). */
		info_modal_enabled: z.boolean().default( true ),
		/** Guests may ask for signed links by e-mail to delete their comments, subscriptions and follows. */
		guest_delete_links_enabled: z.boolean().default( true ),
		// Captcha (issue 24, wt-captcha): the comment forms' captcha (Farol\Comments\Captcha).
		/** The provider; the self-hosted proof of work needs no third party. A third-party one without both keys falls back to it. */
		captcha_provider: z
			.enum( CAPTCHA_PROVIDERS )
			.default( 'proof_of_work' ),
		/** Guests answer the captcha. */
		captcha_guests: z.boolean().default( true ),
		/** Logged-in members answer the captcha. */
		captcha_members: z.boolean().default( false ),
		/** The third-party provider's site key (public). */
		captcha_site_key: z.string().max( 200 ).default( '' ),
		/** The third-party provider's secret (read back masked). */
		captcha_secret: z.string().max( 200 ).default( '' ),
		/** reCAPTCHA v3: the lowest score accepted (a lower one is held for moderation). */
		captcha_threshold: z.number().min( 0 ).max( 1 ).default( 0.5 ),
		// Live updates (issue 23, "Bubble and live updates"; Comments\Live\LiveSettings).
		/** Off, a bubble announcing new comments, or new comments inserted as they come. */
		live_mode: z.enum( LIVE_MODES ).default( 'off' ),
		/** Guests poll too (members always do when the mode is on). */
		live_guests: z.boolean().default( true ),
		/** Seconds between two polls. */
		live_interval_seconds: z
			.number()
			.int()
			.min( 10 )
			.max( 3600 )
			.default( 30 ),
		/** Seconds the bubble stays open on new comments without a preview (spec: 5). */
		bubble_show_seconds: z.number().int().min( 1 ).max( 60 ).default( 5 ),
		/** Seconds it stays open with a preview of the newest (spec: 10). */
		bubble_preview_seconds: z
			.number()
			.int()
			.min( 1 )
			.max( 60 )
			.default( 10 ),
		/** Seconds before the bubble's hint hides (spec: default 5; 0: no hint). */
		bubble_hint_seconds: z.number().int().min( 0 ).max( 60 ).default( 5 ),
		/** Days the bubble's cookie remembers the last comment announced and dismissed. */
		bubble_cookie_days: z.number().int().min( 1 ).max( 365 ).default( 7 ),
		// Attachments (issue 24; src/comments/attachments/, Farol\Comments\Attachments).
		/** Visitors may attach files to their comments. */
		attachments_enabled: z.boolean().default( true ),
		/** Who may attach: guests and members, or members only. */
		attachments_who: z.enum( ATTACHMENT_UPLOADERS ).default( 'members' ),
		/** The extensions accepted (an allowlist; content must match as well). */
		attachments_types: z
			.array( z.enum( ATTACHMENT_TYPES ) )
			.default( [
				'jpg',
				'jpeg',
				'png',
				'gif',
				'webp',
				'mp4',
				'webm',
				'pdf',
				'txt',
				'zip',
			] ),
		/** Largest file, in bytes. */
		attachments_max_file_size: z
			.number()
			.int()
			.min( 1024 )
			.max( ATTACHMENT_LIMITS.maxBytes )
			.default( 2097152 ),
		/** Largest total of a comment's files, in bytes. */
		attachments_max_post_size: z
			.number()
			.int()
			.min( 1024 )
			.max( ATTACHMENT_LIMITS.maxBytes )
			.default( 8388608 ),
		/** Most files with one comment. */
		attachments_max_files: z
			.number()
			.int()
			.min( 1 )
			.max( ATTACHMENT_LIMITS.maxFiles )
			.default( 3 ),
		// Inline comments (Farol\Comments\Inline).
		/** Marked passages of a post get an icon that opens a comment popup. */
		inline_enabled: z.boolean().default( true ),
		/** How the popup opens: a click on the icon, or also when the icon scrolls near the top (open, or blink for 3 s). */
		inline_open_mode: z.enum( INLINE_OPEN_MODES ).default( 'click' ),
		/** Inline comments show in the main thread too, with the passage quoted (off: only in their popup). */
		inline_in_main_thread: z.boolean().default( true ),
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
