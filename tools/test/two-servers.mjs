/**
 * Two PHP servers, one database: what Farol keeps between requests lives in the database only,
 * so whatever one server did, the other knows. Run by tools/test/two-servers.sh against two
 * native instances of one site (FAROL_NATIVE_DB); everything goes through HTTP, as a visitor's
 * browser or a balancer would send it, so the checks hold whatever the PHP behind them is.
 *
 *   node tools/test/two-servers.mjs <url A> <url B> <folder A> <folder B> [--short]
 *
 * (a folder: the server's site folder, where its wp-load.php is).
 *
 * Checks, each printed as ok / FAIL:
 * - readers get no cookie: home, a post with comments, the lead page, the contact page, on both
 *   (so a page cache in front can serve them);
 * - the per-address rate limits are one: 10 conversions (and 10 contact messages) to A, the
 *   11th to B is refused (429);
 * - an idempotency key used on A and replayed on B answers A's first result;
 * - a guest's vote on A is known on B (changing it on B moves the vote, it does not add one);
 * - a form's stamp rendered on B is accepted on A, and the comment posted on A shows on B's next
 *   read of the thread (B read it before, so a copy kept by B would be stale);
 * - the forwarding queue's claims: workers run at once on both servers send each queued lead
 *   to the provider exactly once;
 * - the load run (tools/bench/load.mjs) split across both: every accepted request stored
 *   exactly once, no PHP notice; with --cache=<socket>: two-servers-cache.mjs's checks.
 */
/**
 * Internal dependencies
 */
import { formFields, loadSite, printRows, runLoad } from '../bench/load.mjs';
/**
 * External dependencies
 */
import { createHash } from 'node:crypto';
import { queueClaims } from './two-servers-queue.mjs';
import * as cache from './two-servers-cache.mjs';

const [ A, B, folder, folderB ] = process.argv.slice( 2 );
const short = process.argv.includes( '--short' );
const socket = process.argv.find( ( a ) => /^--cache=/.test( a ) )?.slice( 8 );
if ( ! A || ! B || ! folder || ! folderB ) {
	console.error(
		'usage: node tools/test/two-servers.mjs <url A> <url B> <folder A> <folder B> [--short]'
	);
	process.exit( 2 );
}

const COMMENT_POST = '/landing-pages-que-convertem/';
const FILL_WAIT_MS = 3500;
const TIMEOUT_MS = 30_000;
const results = [];
const marker = `two${ Date.now().toString( 36 ) }`;

/**
 * Records one check.
 *
 * @param {string}  what   What holds.
 * @param {boolean} ok     Whether it held.
 * @param {string}  [seen] What was seen, when it did not.
 */
function check( what, ok, seen = '' ) {
	results.push( ok );
	console.log(
		`${ ok ? 'ok  ' : 'FAIL' }  ${ what }${ ok ? '' : ` (${ seen })` }`
	);
}

const wait = ( ms ) => new Promise( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * A request with a time limit; the answer's status, headers and JSON (or text).
 *
 * @param {string} url     Address.
 * @param {Object} options fetch options.
 */
async function call( url, options = {} ) {
	const response = await fetch( url, {
		redirect: 'manual',
		...options,
		signal: AbortSignal.timeout( TIMEOUT_MS ),
	} );
	const text = await response.text();
	let json = null;
	try {
		json = JSON.parse( text );
	} catch {}
	return { status: response.status, headers: response.headers, text, json };
}

const form = ( fields ) => {
	const body = new FormData();
	for ( const [ key, value ] of Object.entries( fields ) ) {
		body.append( key, String( value ) );
	}
	return body;
};

/**
 * Readers get no cookie.
 *
 * @param {string} loadPage The temporary page with both forms.
 */
async function readersGetNoCookie( loadPage ) {
	for ( const base of [ A, B ] ) {
		for ( const where of [
			'/',
			COMMENT_POST,
			'/fale-com-a-gente/',
			'/contato/',
			loadPage,
		] ) {
			const page = await call( new URL( where, base ).href );
			const cookie = page.headers.get( 'set-cookie' );
			check(
				`GET ${ where } on ${ base }: 200, no Set-Cookie`,
				page.status === 200 && ! cookie,
				`${ page.status } ${ cookie ?? '' }`
			);
		}
	}
}

/**
 * A conversion of the temporary lead form.
 *
 * @param {string}                base      Server.
 * @param {Record<string,string>} fields    The form as rendered.
 * @param {string}                key       Idempotency key (and e-mail's local part).
 * @param {Record<string,string>} [headers] Extra headers.
 */
function convert( base, fields, key, headers = {} ) {
	return call( `${ base }/wp-json/farol/v1/conversions`, {
		method: 'POST',
		headers: {
			...headers,
			'Content-Type': 'application/json',
			Authorization: `Bearer ${ fields.token_rdstation }`,
		},
		body: JSON.stringify( {
			idempotency_key: key,
			name: `Lead ${ key }`,
			email: `${ key }@bench.farol.test`,
			conversion_url: `${ base }/two-servers`,
			conversion_domain: 'localhost',
			farol_hp: '',
			farol_started: fields.farol_started,
		} ),
	} );
}

/**
 * The rate limit and the idempotency key, across servers.
 *
 * @param {Object} setup What load-site.php set up.
 */
async function conversions( setup ) {
	const pagePath = new URL( setup.page ).pathname;
	const html = ( await call( new URL( pagePath, A ).href ) ).text;
	const fields = formFields( html, 'token_rdstation' );
	await wait( FILL_WAIT_MS );

	const statuses = [];
	for ( let i = 0; i < 10; i++ ) {
		statuses.push(
			( await convert( A, fields, `${ marker }-limit-${ i }` ) ).status
		);
	}
	check(
		'10 conversions from one address on A are accepted',
		statuses.every( ( s ) => s === 200 ),
		statuses.join( ',' )
	);
	const eleventh = await convert( B, fields, `${ marker }-limit-10` );
	check(
		'the 11th, sent to B, is refused by the same limit (429)',
		eleventh.status === 429,
		`${ eleventh.status } ${ eleventh.text.slice( 0, 120 ) }`
	);

	// The contact form's own limit (per address, 10 sends a window), the same way.
	const contact = formFields( html, '_farol_form' );
	const send = ( base, i ) =>
		call(
			`${ base }/wp-json/farol/v1/contact-forms/${ setup.contact_form }/feedback`,
			{
				method: 'POST',
				headers: { Accept: 'application/json' },
				body: form( {
					...contact,
					'your-name': `Visitante ${ i }`,
					'your-email': `contact${ i }-${ marker }@bench.farol.test`,
					'your-message': `Mensagem ${ i }: quero saber mais sobre os planos.`,
				} ),
			}
		);
	const sent = [];
	for ( let i = 0; i < 10; i++ ) {
		sent.push( ( await send( A, i ) ).json?.status );
	}
	check(
		'10 contact messages from one address on A are sent',
		sent.every( ( s ) => s === 'mail_sent' ),
		sent.join( ',' )
	);
	const eleventhMessage = await send( B, 10 );
	check(
		'the 11th message, sent to B, is refused by the same limit (429)',
		eleventhMessage.status === 429,
		`${ eleventhMessage.status } ${ eleventhMessage.text.slice( 0, 120 ) }`
	);

	// The bench pass lifts the rate limit only; the key's rules stay.
	const pass = { 'X-Farol-Bench': setup.pass };
	const first = await convert( A, fields, `${ marker }-key`, pass );
	const replay = await convert( B, fields, `${ marker }-key`, pass );
	const uuid = first.json?.conversion?.uuid;
	check(
		'an idempotency key used on A and replayed on B answers the first result',
		first.status === 200 &&
			Boolean( uuid ) &&
			replay.status === 200 &&
			replay.json?.conversion?.uuid === uuid,
		`${ first.status } ${ uuid } / ${ replay.status } ${ replay.json?.conversion?.uuid }`
	);
}

/**
 * A guest's vote, across servers.
 */
async function votes() {
	const html = ( await call( new URL( COMMENT_POST, A ).href ) ).text;
	const postId = html.match( /\bpostid-(\d+)/ )?.[ 1 ];
	const commentId = html.match( /id="wpd-comm-(\d+)_0"/ )?.[ 1 ];
	const vote = ( base, voteType, cookie ) =>
		call( `${ base }/wp-admin/admin-ajax.php`, {
			method: 'POST',
			headers: cookie ? { Cookie: cookie } : {},
			body: form( {
				action: 'wpdVoteOnComment',
				postId,
				commentId,
				voteType,
			} ),
		} );
	const liked = await vote( A, 1 );
	// The browser sends back whatever cookie the first answer set (the visitor's own state).
	const cookie = ( liked.headers.get( 'set-cookie' ) ?? '' )
		.split( /,(?=[^;]+=)/ )
		.map( ( part ) => part.split( ';' )[ 0 ].trim() )
		.filter( Boolean )
		.join( '; ' );
	const likes = liked.json?.data?.likeCount;
	const dislikes = liked.json?.data?.dislikeCount;
	const changed = await vote( B, -1, cookie );
	check(
		'a guest who liked on A and dislikes on B has one vote (moved, not added)',
		liked.json?.success === true &&
			changed.json?.success === true &&
			changed.json.data.likeCount === likes - 1 &&
			changed.json.data.dislikeCount === dislikes + 1,
		`A: ${ liked.text.slice( 0, 160 ) } / B: ${ changed.text.slice(
			0,
			160
		) }`
	);
	const withdrawn = await vote( A, -1, cookie );
	check(
		'the same dislike again on A withdraws it',
		withdrawn.json?.success === true &&
			withdrawn.json.data.likeCount === likes - 1 &&
			withdrawn.json.data.dislikeCount === dislikes,
		withdrawn.text.slice( 0, 160 )
	);
}

/**
 * Solves a proof-of-work challenge (`pow1.<salt>.<difficulty>.<expires>.<mac>`) as the
 * browser's solver does (src/lib/captcha/pow-solver.ts): the first counter whose SHA-256 of
 * salt + counter starts with `difficulty` zero bits. '' for a token that is not a challenge.
 *
 * @param {string} token The challenge.
 * @return {string} The counter, as text.
 */
function solveProofOfWork( token ) {
	const match = /^pow1\.([0-9a-f]{32})\.([0-9]{1,2})\./.exec( token );
	if ( ! match ) {
		return '';
	}
	const [ , salt, bits ] = match;
	const zeros = ( digest ) => {
		let count = 0;
		for ( const byte of digest ) {
			if ( byte === 0 ) {
				count += 8;
				continue;
			}
			return count + Math.clz32( byte ) - 24;
		}
		return count;
	};
	const digest = ( counter ) =>
		createHash( 'sha256' )
			.update( salt + counter )
			.digest();
	let counter = 0;
	while ( zeros( digest( counter ) ) < Number( bits ) ) {
		counter++;
	}
	return String( counter );
}

/**
 * A stamp rendered on B used on A, and the thread as B reads it next.
 */
async function commentAcrossServers() {
	const html = ( await call( new URL( COMMENT_POST, B ).href ) ).text;
	const fields = formFields( html, 'data-farol-form="main"' );
	const postId = html.match( /\bpostid-(\d+)/ )?.[ 1 ] ?? '';
	// The comment captcha (proof of work, on for guests by default): B's challenge, solved
	// here, answered on A (its signature holds across the servers as the stamp's does).
	const asked = await call( `${ B }/wp-admin/admin-ajax.php`, {
		method: 'POST',
		body: form( { action: 'wpdCaptchaChallenge', postId } ),
	} );
	const challenge = String( asked.json?.data?.challenge ?? '' );
	await wait( FILL_WAIT_MS );
	const text = `Comentário ${ marker }: escrito em um servidor, lido no outro.`;
	const posted = await call( `${ A }/wp-admin/admin-ajax.php`, {
		method: 'POST',
		body: form( {
			...fields,
			postId,
			action: 'wpdAddComment',
			wc_name: `Leitora ${ marker }`,
			wc_email: `reader-${ marker }@bench.farol.test`,
			wc_website: '',
			wc_comment: text,
			farol_captcha_challenge: challenge,
			farol_captcha: solveProofOfWork( challenge ),
		} ),
	} );
	check(
		'a comment form rendered on B is accepted on A (the stamp and the captcha hold)',
		posted.json?.success === true,
		`${ posted.status } ${ posted.text.slice( 0, 160 ) }`
	);
	const reread = await call( new URL( COMMENT_POST, B ).href );
	check(
		"the comment posted on A shows on B's next read of the thread",
		reread.text.includes( marker ),
		'not in the page'
	);
}

const started = Date.now();
const io = { A, B, folder, folderB, marker, check, call };
const shared = socket && { ...io, socket, post: COMMENT_POST };
const setup = loadSite( folder, A, 'setup', folderB );
try {
	await readersGetNoCookie( new URL( setup.page ).pathname );
	await conversions( setup );
	await votes();
	await commentAcrossServers();
	await queueClaims( { A, B, folder, folderB, check, call } );
	await ( shared && cache.beforeLoad( shared ) );
} catch ( error ) {
	check( 'the checks ran', false, String( error?.stack ?? error ) );
} finally {
	loadSite(
		folder,
		A,
		'teardown',
		marker,
		String( setup.page_id ),
		String( setup.lead_form ),
		String( setup.contact_form ),
		folderB
	);
}

console.log( '\nThe load run, split across both servers:' );
const flushed = shared && cache.flushDuring( shared.socket, 700 );
const rows = await runLoad( {
	baseURLs: [ A, B ],
	short,
	folders: [ folder, folderB ],
} );
const misses = printRows( rows );
results.push( misses === 0 );
await ( shared && cache.afterLoad( shared, flushed ) );

const failed = results.filter( ( ok ) => ! ok ).length;
console.log(
	`two-servers: ${
		results.length - failed
	} passed, ${ failed } failed in ${ Math.round(
		( Date.now() - started ) / 1000
	) } s`
);
process.exitCode = failed ? 1 : 0;
