/**
 * The e2e site and helpers of comments-social.spec.ts: the site helper
 * (tests/e2e/php/comments-social-site.php), a Telegram Login Widget result signed like
 * Telegram's, and whether a page is a member's (axe runs through tests/e2e/axe.ts).
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';

const ROOT = path.resolve( __dirname, '../..' );
const SITE = path.join(
	ROOT,
	'.farol',
	`native-${ process.env.FAROL_NATIVE_INSTANCE ?? 'e2e' }`,
	'wp'
);
export const BOT_TOKEN = '777000:e2e-social-bot-token';
export const STANDIN_EMAIL = 'social-standin@example.com';
export const TELEGRAM_EMAIL = 'tg-e2e-social@example.com';
export const AGREEMENT = 'Aceito os termos de uso do login social.';

/**
 * Runs the site helper.
 *
 * @param baseURL The site.
 * @param args    Its task and arguments.
 */
export function site( baseURL: string, ...args: string[] ): string {
	const output = execFileSync(
		'php',
		[
			path.join( __dirname, 'php', 'comments-social-site.php' ),
			SITE,
			...args,
		],
		{
			cwd: ROOT,
			env: { ...process.env, FAROL_SITE_URL: baseURL },
			encoding: 'utf8',
		}
	);
	return output.trim().split( '\n' ).pop() ?? 'null';
}

/**
 * A Telegram Login Widget result, as the address hash carries it.
 *
 * @param token The bot token it is signed with.
 * @param id    The Telegram user's id.
 */
export function telegramHash( token: string, id = '5550001' ): string {
	const data: Record< string, string > = {
		id,
		first_name: 'Tiago',
		username: 'tiago_e2e',
		auth_date: String( Math.floor( Date.now() / 1000 ) ),
	};
	const check = Object.keys( data )
		.sort()
		.map( ( key ) => `${ key }=${ data[ key ] }` )
		.join( '\n' );
	const secret = crypto.createHash( 'sha256' ).update( token ).digest();
	const hash = crypto
		.createHmac( 'sha256', secret )
		.update( check )
		.digest( 'hex' );
	return Buffer.from( JSON.stringify( { ...data, hash } ) ).toString(
		'base64'
	);
}

/**
 * Whether the page is a logged-in member's.
 *
 * @param page The page.
 */
export async function loggedIn( page: Page ): Promise< boolean > {
	return (
		( await page.locator( 'body' ).getAttribute( 'class' ) ) ?? ''
	).includes( 'logged-in' );
}
