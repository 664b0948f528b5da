/**
 * The contact form's site-wide spam settings, written once: which captcha provider the forms
 * that ask for a captcha use (the self-hosted proof of work by default, or Google reCAPTCHA v3,
 * or Cloudflare Turnstile), the third-party keys, the reCAPTCHA score threshold, and whether
 * submissions are checked with Akismet.
 *
 * `npm run contracts` turns `spamSettings` into plugin/includes/ContactForm/spam-settings.schema.json;
 * PHP registers the option `farol_contact_spam` with it (Farol\ContactForm\Spam\SpamSettings),
 * so every wp/v2/settings save is validated by core. Secrets (the reCAPTCHA and Turnstile
 * secret keys, the Akismet key) are read back masked; saving the masked text keeps the stored one.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

export const CAPTCHA_PROVIDERS = [
	'proof_of_work',
	'recaptcha_v3',
	'turnstile',
] as const;

export const SPAM_LIMITS = {
	/** Longest key or secret. */
	maxKeyLength: 256,
} as const;

/** The secrets a REST read masks; never exported (settings-transfer). */
export const SPAM_SECRETS = [
	'recaptcha_secret',
	'turnstile_secret',
	'akismet_key',
] as const;

const key = z.string().max( SPAM_LIMITS.maxKeyLength ).default( '' );

export const spamSettings = z
	.object( {
		/** The provider of the forms whose captcha is on. */
		captcha_provider: z
			.enum( CAPTCHA_PROVIDERS )
			.default( 'proof_of_work' ),
		/** reCAPTCHA v3 site key (public). */
		recaptcha_site_key: key,
		/** reCAPTCHA v3 secret key (masked in reads). */
		recaptcha_secret: key,
		/** Lowest reCAPTCHA score taken as a person (0 bot … 1 person). */
		recaptcha_threshold: z.number().min( 0 ).max( 1 ).default( 0.5 ),
		/** Turnstile site key (public). */
		turnstile_site_key: key,
		/** Turnstile secret key (masked in reads). */
		turnstile_secret: key,
		/** Check every submission with Akismet. */
		akismet: z.boolean().default( false ),
		/** Akismet API key, used when the Akismet plugin is not active (masked in reads). */
		akismet_key: key,
	} )
	.strict();

export type SpamSettings = z.output< typeof spamSettings >;
export type CaptchaProviderName = ( typeof CAPTCHA_PROVIDERS )[ number ];
