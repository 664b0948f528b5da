/**
 * Used once, and mailed once, under concurrency (issue 34's attack run): real HTTP requests sent
 * at the same moment from several source addresses on the loopback range (127.0.0.x: the site's
 * REMOTE_ADDR, which every per-address defence counts).
 *
 * - One solved proof-of-work challenge sent with 8 guest comments at once, then with 8 contact
 *   form sends at once (the contact form's captcha is the same proof of work): exactly one is
 *   accepted, the others are refused for the captcha; three rounds each.
 * - A stranger's address typed in the subscribe bar by 12 requests at once, each with its own
 *   solved challenge and source address, then 12 more: every request gets the same status and
 *   body, and the mail queue holds exactly one confirmation for that address (the cool-down).
 *
 * The comment captcha, off for the rest of the suite (php/security-mu.php), is on here, and the
 * site's database is slow where it matters (each query about a used challenge or a rate window
 * waits 0.3 s first), so the requests overlap between any check and its mark, as on a loaded
 * server: a check that is not one atomic step fails here every round. What the spec made is
 * deleted afterwards (php/one-shot-tasks.php).
 */
/**
 * External dependencies
 */
import http from 'node:http';
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { prepare, solve } from './contact-submit';
import {
	BASE_URL,
	countCases,
	logMark,
	phpProblemsSince,
	siteTask,
	unthrottle,
	visitor,
} from './site';

const POST = '/landing-pages-que-convertem/';
/** The server refuses a form sent sooner than this after it was rendered. */
const HUMAN_DELAY_MS = 3200;
const AT_ONCE = 8;
const ROUNDS = 3;
/** In every comment, submission and address the spec makes, so it can delete them after. */
const MARKER = `umavez${ Date.now() }`;
const STRANGER = `estranha-${ MARKER }@farol-security.test`;

type Answer = { status: number; body: string };

/** The next unused source address (127.0.0.10 and up; one per request). */
let nextSource = 10;
function source(): string {
	const host = nextSource++;
	return `127.0.${ Math.floor( host / 250 ) }.${ ( host % 250 ) + 1 }`;
}

/**
 * POSTs a form from a given source address (Playwright's request context cannot pick one).
 *
 * @param from   The local address to send from.
 * @param path   The site's path.
 * @param fields The form's fields.
 */
function postFrom(
	from: string,
	path: string,
	fields: Record< string, string >
): Promise< Answer > {
	const url = new URL( path, BASE_URL );
	const body = new URLSearchParams( fields ).toString();
	return new Promise( ( resolve, reject ) => {
		const request = http.request(
			{
				host: '127.0.0.1',
				port: url.port,
				path: url.pathname + url.search,
				method: 'POST',
				localAddress: from,
				timeout: 60_000,
				headers: {
					Host: url.host,
					'Content-Type': 'application/x-www-form-urlencoded',
					'Content-Length': Buffer.byteLength( body ),
				},
			},
			( response ) => {
				let text = '';
				response.setEncoding( 'utf8' );
				response.on( 'data', ( chunk: string ) => ( text += chunk ) );
				response.on( 'end', () =>
					resolve( { status: response.statusCode ?? 0, body: text } )
				);
			}
		);
		request.on( 'timeout', () =>
			request.destroy( new Error( `${ path } timed out` ) )
		);
		request.on( 'error', reject );
		request.end( body );
	} );
}

/**
 * The comment forms' hidden fields on the post (its stamp and id among them), as a visitor
 * gets the page, and when it was rendered.
 */
async function commentForm(): Promise< {
	fields: Record< string, string >;
	renderedAt: number;
} > {
	const guest = await visitor();
	const html = await ( await guest.context.get( POST ) ).text();
	const renderedAt = Date.now();
	const fields: Record< string, string > = {};
	for ( const [ , name, value ] of html.matchAll(
		/<input type="hidden" name="([^"]+)" value="([^"]*)"[^>]*>/g
	) ) {
		fields[ name! ] ??= value!;
	}
	await guest.context.dispose();
	return { fields, renderedAt };
}

/**
 * A fresh challenge for the post, solved: the proof-of-work fields.
 *
 * @param postId The post.
 */
async function solvedChallenge(
	postId: string
): Promise< Record< string, string > > {
	const { body } = await postFrom( '127.0.0.1', '/wp-admin/admin-ajax.php', {
		action: 'wpdCaptchaChallenge',
		postId,
	} );
	const challenge = ( JSON.parse( body ) as { data: { challenge: string } } )
		.data.challenge;
	return {
		farol_captcha_challenge: challenge,
		farol_captcha: solve( challenge ),
	};
}

/**
 * Waits out the form's human delay.
 *
 * @param renderedAt When the form was rendered.
 */
async function humanDelay( renderedAt: number ): Promise< void > {
	const wait = HUMAN_DELAY_MS - ( Date.now() - renderedAt );
	if ( wait > 0 ) {
		await new Promise( ( resolve ) => setTimeout( resolve, wait ) );
	}
}

/**
 * What each answer says: the comment's `success` or refusal code, the contact form's status.
 *
 * @param answers The answers.
 */
function outcomes( answers: Answer[] ): string[] {
	return answers
		.map( ( { body } ) => {
			const json = JSON.parse( body ) as {
				success?: boolean;
				data?: unknown;
				status?: string;
			};
			if ( json.status ) {
				return json.status;
			}
			return json.success ? 'accepted' : String( json.data );
		} )
		.sort();
}

test.describe( 'used once, mailed once, under concurrency', () => {
	test.beforeAll( () => {
		siteTask( 'option', 'farol_security_comment_captcha', '1' );
		siteTask( 'option', 'farol_security_slow_claims', '1' );
	} );

	test.afterAll( () => {
		siteTask( 'option', 'farol_security_comment_captcha', '' );
		siteTask( 'option', 'farol_security_slow_claims', '' );
		siteTask( 'forget', MARKER );
		unthrottle();
	} );

	test( 'one solved challenge sent with 8 comments at once is accepted once', async () => {
		const mark = logMark();
		const { fields, renderedAt } = await commentForm();
		expect( fields.postId ).toMatch( /^\d+$/ );
		await humanDelay( renderedAt );
		for ( let round = 0; round < ROUNDS; round++ ) {
			unthrottle();
			const pow = await solvedChallenge( fields.postId! );
			const answers = await Promise.all(
				Array.from( { length: AT_ONCE }, ( _, i ) =>
					postFrom( source(), '/wp-admin/admin-ajax.php', {
						...fields,
						...pow,
						action: 'wpdAddComment',
						wc_comment: `<p>Uma vez ${ MARKER } ${ round }-${ i }</p>`,
						wc_name: `Visitante ${ i }`,
						wc_email: `v${ round }-${ i }-${ MARKER }@farol-security.test`,
						wpdiscuz_unique_id: '0_0',
						farol_hp: '',
					} )
				)
			);
			expect( outcomes( answers ), `round ${ round }` ).toEqual( [
				'accepted',
				...Array( AT_ONCE - 1 ).fill( 'captcha_failed' ),
			] );
		}
		countCases( 'one-shot', ROUNDS * AT_ONCE );
		expect( phpProblemsSince( mark ) ).toEqual( [] );
	} );

	test( 'one solved challenge sent with 8 contact form messages at once is accepted once', async () => {
		const mark = logMark();
		for ( let round = 0; round < ROUNDS; round++ ) {
			unthrottle();
			const guest = await visitor();
			const prepared = await prepare( guest.context );
			await guest.context.dispose();
			expect( prepared.fields.farol_captcha ).toBeTruthy();
			await humanDelay( prepared.renderedAt );
			const answers = await Promise.all(
				Array.from( { length: AT_ONCE }, ( _, i ) =>
					postFrom(
						source(),
						`/wp-json/farol/v1/contact-forms/${ prepared.formId }/feedback`,
						{
							'your-name': `Visitante ${ i }`,
							'your-email': `c${ round }-${ i }-${ MARKER }@farol-security.test`,
							subject: 'Orçamento',
							'your-message': `Mensagem ${ MARKER } ${ round }-${ i }.`,
							lgpd: '1',
							...prepared.fields,
						}
					)
				)
			);
			expect( outcomes( answers ), `round ${ round }` ).toEqual( [
				'mail_sent',
				...Array( AT_ONCE - 1 ).fill( 'validation_failed' ),
			] );
		}
		countCases( 'one-shot', ROUNDS * AT_ONCE );
		expect( phpProblemsSince( mark ) ).toEqual( [] );
	} );

	test( 'a stranger asked for by 12 requests at once, twice, gets one confirmation', async () => {
		const mark = logMark();
		unthrottle();
		const { fields, renderedAt } = await commentForm();
		await humanDelay( renderedAt );
		const answers: Answer[] = [];
		for ( let wave = 0; wave < 2; wave++ ) {
			const challenges = await Promise.all(
				Array.from( { length: 12 }, () =>
					solvedChallenge( fields.postId! )
				)
			);
			answers.push(
				...( await Promise.all(
					challenges.map( ( pow ) =>
						postFrom( source(), '/wp-admin/admin-ajax.php', {
							...fields,
							...pow,
							action: 'wpdAddSubscription',
							wpdiscuz_subscription_type: 'post',
							email: STRANGER,
							farol_hp: '',
						} )
					)
				) )
			);
		}
		expect( answers[ 0 ]!.status ).toBe( 200 );
		expect(
			( JSON.parse( answers[ 0 ]!.body ) as { data: { code: string } } )
				.data.code
		).toBe( 'subscription_confirm_sent' );
		expect( answers ).toEqual( Array( 24 ).fill( answers[ 0 ] ) );
		expect( siteTask( 'mails-to', STRANGER ) ).toEqual( {
			'subscription-confirm': 1,
		} );
		countCases( 'one-shot', answers.length );
		expect( phpProblemsSince( mark ) ).toEqual( [] );
	} );
} );
