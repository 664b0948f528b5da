/**
 * Social login's wire and settings shapes (a contract module: imports zod only).
 *
 * - `wpd_social_login` (`provider`, `token`, `userID`, `postID`): with a token a provider's
 *   client SDK gave (Google's ID token, Facebook's access token), the server verifies it with
 *   the provider and logs the visitor in: `{ loggedIn: true, redirect: '' }`. Without a token
 *   it answers the provider's authorize address (authorization-code flow, a signed one-shot
 *   `state`): `{ loggedIn: false, redirect: <url> }`, which the client opens.
 * - `wpd_login_callback` (`provider` telegram and the Login Widget's fields): the server checks
 *   Telegram's hash and logs the visitor in: `{ loggedIn: true, redirect: '' }`. (The OAuth
 *   providers' redirect comes back to the same action by GET and ends in a redirect, not JSON.)
 *
 * Spread into `commentsAnswers` (answers-contract.ts) and into the settings (settings-contract.ts).
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/** The spec's providers, in its order (Farol\Comments\Social\Providers describes each). */
export const SOCIAL_PROVIDERS = [
	'facebook',
	'instagram',
	'google',
	'disqus',
	'wordpress',
	'twitter',
	'vk',
	'ok',
	'linkedin',
	'yandex',
	'mailru',
	'wechat',
	'weibo',
	'qq',
	'baidu',
	'telegram',
] as const;
export type SocialProvider = ( typeof SOCIAL_PROVIDERS )[ number ];

const endpoint = z.string().max( 500 ).default( '' );

/**
 * One provider's settings: on or off, its app's credentials (Telegram: the bot's name and its
 * token; OK.ru also its application's public key), and its documented endpoints overridden
 * ('' : the documented one).
 */
/** The secrets of a provider's settings: read back masked, never exported (settings-transfer). */
export const SOCIAL_PROVIDER_SECRETS = [ 'client_secret' ] as const;

export const socialProviderSettings = z
	.object( {
		enabled: z.boolean().default( false ),
		client_id: z.string().max( 500 ).default( '' ),
		/** Masked (bullets and its last four characters) in every REST read. */
		client_secret: z.string().max( 500 ).default( '' ),
		/** A public third credential some providers need (OK.ru's application key); not masked. */
		public_key: z.string().max( 500 ).default( '' ),
		authorize_url: endpoint,
		token_url: endpoint,
		tokeninfo_url: endpoint,
		userinfo_url: endpoint,
	} )
	.strict();
export type SocialProviderSettings = z.output< typeof socialProviderSettings >;

/** The settings keys of social login (spread into commentSettings). */
export const socialSettings = {
	/** Each provider's settings, by provider; a provider missing here is off. */
	social_providers: z
		.object(
			Object.fromEntries(
				SOCIAL_PROVIDERS.map( ( name ) => [
					name,
					socialProviderSettings.optional(),
				] )
			) as Record<
				SocialProvider,
				z.ZodOptional< typeof socialProviderSettings >
			>
		)
		.strict()
		.default( {} ),
	/** Text of the agreement a visitor confirms before a social login ('' : none asked). */
	social_agreement_text: z.string().max( 2000 ).default( '' ),
};

export const socialLoginAnswer = z.object( {
	loggedIn: z.boolean(),
	/** The provider's authorize address to open ('' when logged in already). */
	redirect: z.string(),
} );
export type SocialLoginAnswer = z.output< typeof socialLoginAnswer >;

/** Social login's actions and their answers. */
export const socialAnswers = {
	wpd_social_login: socialLoginAnswer,
	wpd_login_callback: socialLoginAnswer,
};
