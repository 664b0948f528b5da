/**
 * Permissions, table-driven: every live Farol REST route (the /wp-json/ index, filtered to
 * farol/v1 and the farol post types' wp/v2 routes) and every ajax and admin-post action Farol
 * declares (read from the site: the comment endpoint's own list and the hooks with a Farol
 * callback, php/security-site.php inventory) is called as a visitor, a subscriber, an author,
 * an editor and an administrator, and as an administrator with no nonce, a stale nonce and
 * another user's nonce. Each answer must be exactly the one committed in
 * tests/fixtures/security/permissions.json, and the suite fails when a live route or action is
 * missing from the table (or the table names one that is gone). No answer but an editor's or
 * administrator's may carry personal data, and no answer at all may carry a private setting
 * (a contact form's mail meta, the provider's API key) outside context=edit.
 *
 * FAROL_SECURITY_RECORD=1 writes the table from what the site answers (then read the diff).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	BASE_URL,
	countCases,
	logIn,
	siteTask,
	unthrottle,
	visitor,
	type Session,
} from './site';

const TABLE = path.resolve(
	__dirname,
	'../fixtures/security/permissions.json'
);
const CASES = [
	'visitor',
	'subscriber',
	'author',
	'editor',
	'administrator',
	'noNonce',
	'staleNonce',
	'otherNonce',
] as const;
type Case = ( typeof CASES )[ number ];
/** Who may see personal data (leads, submissions): the inbox's and the leads screen's users. */
const TRUSTED: Case[] = [ 'editor', 'administrator' ];
/** Private fields no answer may name outside the edit context (meta keys, settings). */
const PRIVATE_KEYS = [
	'"farol_contact_form_mail"',
	'"_farol_lead_form_token"',
	'"api_key"',
];
/** The seed's marker in personal data (lead and submission addresses). */
const PERSONAL = 'dados-pessoais-7f3a';

type Fixture = {
	leadForm: number;
	leadRevision: number;
	contactForm: number;
	contactRevision: number;
	submission: number;
	leadContact: number;
	conversion: number;
	comment: number;
	/** The admin-ajax calls' comment (the endpoint's calls may delete the first). */
	comment2: number;
};
type Seed = {
	users: Record< string, number >;
	post: number;
	secret: string;
	city: number;
	cases: Fixture[];
};
type Inventory = Record<
	'endpoint' | 'ajax' | 'ajaxNopriv' | 'adminPost' | 'adminPostNopriv',
	string[]
>;
type Table = Record< string, Record< Case, string > >;

type Caller = {
	session: Session;
	rest: string | null;
	comments: string | null;
};

/**
 * A route's path with every parameter filled from a case's fixtures.
 *
 * @param route The route's pattern.
 * @param fx    The case's fixtures.
 * @param seed  The seed.
 */
function fill( route: string, fx: Fixture, seed: Seed ): string {
	const lead = route.includes( 'lead-forms' ) || route.includes( '/forms/' );
	const family: Array< [ RegExp, number ] > = [
		[ /lead-forms|\/forms\//, fx.leadForm ],
		[ /contact-forms|\/stamps\//, fx.contactForm ],
		[ /contact-submissions/, fx.submission ],
		[ /leads\/contacts/, fx.leadContact ],
		[ /leads\/conversions/, fx.conversion ],
		[ /cidades/, seed.city ],
	];
	const id =
		family.find( ( [ pattern ] ) => pattern.test( route ) )?.[ 1 ] ?? 0;
	return route
		.replace( /\(\?P<parent>[^)]*\)/, String( id ) )
		.replace(
			/revisions\/\(\?P<id>[^)]*\)/,
			`revisions/${ lead ? fx.leadRevision : fx.contactRevision }`
		)
		.replace( /autosaves\/\(\?P<id>[^)]*\)/, 'autosaves/999999' )
		.replace( /\(\?P<id>[^)]*\)/, String( id ) )
		.replace( /\(\?P<field>[^)]*\)/, 'briefing' )
		.replace( /\(\?P<kind>[^)]*\)/, 'contact-form' )
		.replace( /\(\?P<index>[^)]*\)/, '0' )
		.replace( /\\\./g, '.' );
}

/**
 * What an answer is, in the table's words: the status, and the error code or a short answer.
 *
 * @param status HTTP status.
 * @param body   Body text.
 */
function outcome( status: number, body: string ): string {
	try {
		const json = JSON.parse( body ) as unknown;
		if ( json && typeof json === 'object' && ! Array.isArray( json ) ) {
			const record = json as Record< string, unknown >;
			if ( typeof record.code === 'string' ) {
				return `${ status } ${ record.code }`;
			}
			if ( record.success === false ) {
				return `${ status } error:${
					typeof record.data === 'string' ? record.data : 'data'
				}`;
			}
			if ( record.success === true ) {
				return `${ status } ok`;
			}
		}
		return String( status );
	} catch {
		return `${ status } ${ body.trim().slice( 0, 12 ) }`.trim();
	}
}

/**
 * The live REST routes and methods under test, as "METHOD route".
 *
 * @param context A request context.
 */
async function liveRoutes(
	context: Session[ 'context' ]
): Promise< string[] > {
	const index = ( await ( await context.get( '/wp-json/' ) ).json() ) as {
		routes: Record< string, { endpoints: Array< { methods: string[] } > } >;
	};
	const calls = new Set< string >();
	for ( const [ route, info ] of Object.entries( index.routes ) ) {
		if ( ! /^\/farol\/v1(\/|$)|^\/wp\/v2\/farol-/.test( route ) ) {
			continue;
		}
		for ( const endpoint of info.endpoints ) {
			for ( const method of endpoint.methods ) {
				calls.add( `${ method } ${ route }` );
			}
		}
	}
	return [ ...calls ].sort();
}

test( 'every live route and action answers each caller exactly as the table says, and leaks nothing', async () => {
	test.setTimeout( 300_000 );
	const seed = siteTask< Seed >( 'seed', String( CASES.length ) );
	const inventory = siteTask< Inventory >( 'inventory' );
	const anonymous = await visitor();
	const users: Record< string, Session > = {};
	for ( const login of [ 'subscriber', 'author', 'editor', 'admin' ] ) {
		users[ login ] = await logIn( login, seed.users[ login ]! );
	}
	const admin = users.admin!;
	const callers: Record< Case, Caller > = {
		visitor: { session: anonymous, rest: null, comments: null },
		subscriber: roleCaller( users.subscriber! ),
		author: roleCaller( users.author! ),
		editor: roleCaller( users.editor! ),
		administrator: roleCaller( admin ),
		noNonce: { session: admin, rest: null, comments: null },
		staleNonce: {
			session: admin,
			rest: admin.nonces!.staleRest,
			comments: admin.nonces!.staleComments,
		},
		otherNonce: {
			session: admin,
			rest: users.subscriber!.nonces!.rest,
			comments: users.subscriber!.nonces!.comments,
		},
	};

	const routes = await liveRoutes( anonymous.context );
	const ajax = [
		...new Set( [ ...inventory.ajax, ...inventory.ajaxNopriv ] ),
	].sort();
	// What deletes runs last, so every other call of a case finds its fixtures.
	const last = ( call: string ): number =>
		/^rest DELETE|DeleteComment$/.test( call ) ? 1 : 0;
	const live = [
		...routes.map( ( call ) => `rest ${ call }` ),
		...inventory.endpoint.map( ( action ) => `endpoint ${ action }` ),
		...ajax.map( ( action ) => `admin-ajax ${ action }` ),
		...[
			...new Set( [
				...inventory.adminPost,
				...inventory.adminPostNopriv,
			] ),
		]
			.sort()
			.map( ( action ) => `admin-post ${ action }` ),
	].sort( ( a, b ) => last( a ) - last( b ) );
	const recording = process.env.FAROL_SECURITY_RECORD === '1';
	const table: Table = recording
		? {}
		: ( JSON.parse( fs.readFileSync( TABLE, 'utf8' ) ) as Table );

	if ( ! recording ) {
		// A new route or action cannot slip by, nor can the table keep one that is gone.
		expect(
			live.filter( ( call ) => ! table[ call ] ),
			'live routes/actions missing from tests/fixtures/security/permissions.json'
		).toEqual( [] );
		expect(
			Object.keys( table ).filter( ( call ) => ! live.includes( call ) ),
			'table rows for routes/actions that are no longer live'
		).toEqual( [] );
	}

	const seen: Table = {};
	const problems: string[] = [];
	let calls = 0;
	for ( const call of live ) {
		unthrottle();
		seen[ call ] = {} as Record< Case, string >;
		for ( const [ index, name ] of CASES.entries() ) {
			const fx = seed.cases[ index ]!;
			const { status, body, url } = await send(
				call,
				callers[ name ],
				fx,
				seed
			);
			calls++;
			seen[ call ]![ name ] = outcome( status, body );
			// Writes answer in the edit context, which only an editor or administrator gets.
			const viewOnly =
				! TRUSTED.includes( name ) ||
				( call.startsWith( 'rest GET' ) &&
					! url.includes( 'context=edit' ) );
			if ( body.includes( seed.secret ) && viewOnly ) {
				problems.push(
					`${ call } as ${ name }: a private setting leaked`
				);
			}
			if ( ! TRUSTED.includes( name ) && body.includes( PERSONAL ) ) {
				problems.push( `${ call } as ${ name }: personal data leaked` );
			}
			if ( status >= 500 ) {
				problems.push( `${ call } as ${ name }: HTTP ${ status }` );
			}
		}
	}
	countCases( 'permissions', calls );

	if ( recording ) {
		fs.writeFileSync( TABLE, JSON.stringify( seen, null, '\t' ) + '\n' );
	}
	expect( problems ).toEqual( [] );
	for ( const call of live ) {
		expect( seen[ call ], call ).toEqual( table[ call ] ?? seen[ call ] );
	}
} );

/**
 * A logged-in role with its own nonces.
 *
 * @param session The role's session.
 */
function roleCaller( session: Session ): Caller {
	return {
		session,
		rest: session.nonces!.rest,
		comments: session.nonces!.comments,
	};
}

/**
 * Makes one call of the table as a caller.
 *
 * @param call   The table's key ("rest GET /route", "endpoint wpdX", ...).
 * @param caller Who calls.
 * @param fx     The case's fixtures.
 * @param seed   The seed.
 */
async function send(
	call: string,
	caller: Caller,
	fx: Fixture,
	seed: Seed
): Promise< { status: number; body: string; url: string } > {
	const { context } = caller.session;
	const [ kind, first, second ] = call.split( ' ' ) as [
		string,
		string,
		string,
	];
	if ( kind === 'rest' ) {
		const url = `/wp-json${ fill( second, fx, seed ) }`;
		const answer = await context.fetch( url, {
			method: first,
			headers: caller.rest ? { 'X-WP-Nonce': caller.rest } : {},
			data: [ 'POST', 'PUT', 'PATCH' ].includes( first ) ? {} : undefined,
			maxRedirects: 0,
		} );
		return { status: answer.status(), body: await answer.text(), url };
	}
	if ( kind === 'admin-post' ) {
		const url = `/wp-admin/admin-post.php?action=${ first }`;
		const answer = await context.post( url, {
			form: { action: first },
			maxRedirects: 0,
		} );
		const location = answer.headers().location;
		const where = location
			? ` -> ${ new URL( location, BASE_URL ).pathname }`
			: '';
		return {
			status: answer.status(),
			body: `${ await answer.text() }${ where }`,
			url,
		};
	}
	const url =
		kind === 'endpoint'
			? '/?farol-comments-ajax=1'
			: '/wp-admin/admin-ajax.php';
	const form: Record< string, string > = {
		action: first,
		postId: String( seed.post ),
		commentId: String( kind === 'endpoint' ? fx.comment : fx.comment2 ),
	};
	if ( caller.comments ) {
		form.nonce = caller.comments;
	}
	const answer = await context.post( url, { form, maxRedirects: 0 } );
	return { status: answer.status(), body: await answer.text(), url };
}
