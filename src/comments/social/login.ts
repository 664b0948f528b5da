/**
 * Social login, the lazy chunk `comments-social`.
 *
 * - A button (`data-provider`): when the settings ask for an agreement and this browser has not
 *   confirmed it (cookie AGREEMENT_COOKIE), the agreement box slides open (no motion under
 *   prefers-reduced-motion) and keeps the provider; its button, with the box ticked, stores the
 *   cookie for 30 days (an agreement is remembered that long) and continues. Then
 *   wpd_social_login (`provider`, `postID`) answers the provider's address, which the browser
 *   opens (the server finishes the login there).
 * - Back from Telegram with `#tgAuthResult=<base64 JSON>`: the result is posted to
 *   wpd_login_callback and, once the server checked its hash, the page reloads as the member.
 * - Back from a failed redirect flow: the error cookie's phrase key is shown as an error and the
 *   cookie cleared: a social-login message is read from a cookie and shown as an error.
 */
/**
 * Internal dependencies
 */
import { request, type Context } from '../context';
import { socialLoginAnswer } from '../social-contract';
import { dispatch, store } from '../store';
import { AGREEMENT_MAX_AGE, readCookie, writeCookie } from '../cookies';
import { AGREEMENT_COOKIE, ERROR_COOKIE } from './cookies';

/** The fields of Telegram's Login Widget result the server checks. */
const TELEGRAM_FIELDS = [
	'id',
	'first_name',
	'last_name',
	'username',
	'photo_url',
	'auth_date',
	'hash',
] as const;

/** Opens an address (the browser's; a test passes its own). */
export type Navigate = ( url: string ) => void;

const assign: Navigate = ( url ) => window.location.assign( url );

/**
 * Sends the visitor on to the provider.
 *
 * @param ctx      The area.
 * @param provider The provider.
 * @param navigate Opens the provider's address.
 */
async function go(
	ctx: Context,
	provider: string,
	navigate: Navigate
): Promise< void > {
	const answer = await request(
		ctx,
		'wpd_social_login',
		{
			provider,
			token: '',
			userID: '',
			postID: ctx.props.postId,
			...( ctx.props.nonce ? { nonce: ctx.props.nonce } : {} ),
		},
		socialLoginAnswer,
		{ sayFailure: true }
	);
	if ( ! answer ) {
		return;
	}
	if ( answer.redirect !== '' ) {
		navigate( answer.redirect );
	} else if ( answer.loggedIn ) {
		window.location.reload();
	}
}

/**
 * A login button was clicked: the agreement first when one is asked and not yet confirmed.
 *
 * @param ctx      The area.
 * @param button   The button.
 * @param navigate Opens the provider's address.
 */
export async function startLogin(
	ctx: Context,
	button: HTMLButtonElement,
	navigate: Navigate = assign
): Promise< void > {
	const provider = button.dataset.provider ?? '';
	const box = button
		.closest( '[data-farol-social]' )
		?.querySelector< HTMLElement >(
			'[data-farol-slot="social-agreement"]'
		);
	if ( box && readCookie( AGREEMENT_COOKIE ) !== '1' ) {
		box.dataset.provider = provider;
		if ( box.hidden ) {
			box.hidden = false;
			const still =
				window.matchMedia?.( '(prefers-reduced-motion: reduce)' )
					.matches ?? true;
			if ( ! still ) {
				box.classList.add( 'farol-social__agreement--opening' );
				box.addEventListener(
					'animationend',
					() =>
						box.classList.remove(
							'farol-social__agreement--opening'
						),
					{ once: true }
				);
			}
		}
		box
			.querySelector< HTMLInputElement >( 'input[type="checkbox"]' )
			?.focus();
		return;
	}
	await go( ctx, provider, navigate );
}

/**
 * The agreement box's button: with the box ticked, the 30-day cookie, then the login asked.
 *
 * @param ctx      The area.
 * @param button   The button.
 * @param navigate Opens the provider's address.
 */
export async function agree(
	ctx: Context,
	button: HTMLButtonElement,
	navigate: Navigate = assign
): Promise< void > {
	const box = button.closest< HTMLElement >(
		'[data-farol-slot="social-agreement"]'
	);
	const check = box?.querySelector< HTMLInputElement >(
		'input[type="checkbox"]'
	);
	if ( ! box || ! check ) {
		return;
	}
	if ( ! check.checked ) {
		dispatch( store ).showMessage(
			'error',
			ctx.phrase( 'agreement_required' )
		);
		check.focus();
		return;
	}
	writeCookie( AGREEMENT_COOKIE, '1', AGREEMENT_MAX_AGE );
	box.hidden = true;
	await go( ctx, box.dataset.provider ?? '', navigate );
}

/**
 * Telegram's result in the address, as posted fields; null when it cannot be read.
 *
 * @param hash The address's fragment.
 */
export function telegramResult(
	hash: string
): Record< string, string > | null {
	const encoded = /^#tgAuthResult=([A-Za-z0-9+/=_-]+)$/.exec( hash )?.[ 1 ];
	if ( encoded === undefined ) {
		return null;
	}
	try {
		const data: unknown = JSON.parse(
			window.atob( encoded.replace( /-/g, '+' ).replace( /_/g, '/' ) )
		);
		if ( typeof data !== 'object' || data === null ) {
			return null;
		}
		const fields: Record< string, string > = {};
		for ( const key of TELEGRAM_FIELDS ) {
			const value = ( data as Record< string, unknown > )[ key ];
			if ( typeof value === 'string' || typeof value === 'number' ) {
				fields[ key ] = String( value );
			}
		}
		return fields;
	} catch {
		return null;
	}
}

/**
 * Finishes what the page came back with: Telegram's result, or the error cookie.
 *
 * @param ctx The area.
 */
export async function finishReturn( ctx: Context ): Promise< void > {
	const error = readCookie( ERROR_COOKIE );
	if ( error !== null ) {
		writeCookie( ERROR_COOKIE, '', 0 );
		dispatch( store ).showMessage( 'error', ctx.phrase( error ) );
	}
	if ( ! /^#tgAuthResult=/.test( window.location.hash ) ) {
		return;
	}
	const result = telegramResult( window.location.hash );
	// The result is used once: it leaves the address (and the history entry) at once.
	window.history.replaceState(
		null,
		'',
		window.location.pathname + window.location.search
	);
	if ( ! result ) {
		dispatch( store ).showMessage(
			'error',
			ctx.phrase( 'social_hash_invalid' )
		);
		return;
	}
	const answer = await request(
		ctx,
		'wpd_login_callback',
		{ provider: 'telegram', ...result },
		socialLoginAnswer,
		{ sayFailure: true }
	);
	if ( answer?.loggedIn ) {
		window.location.reload();
	}
}
