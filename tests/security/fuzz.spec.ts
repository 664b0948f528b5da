/**
 * Hostile input: property-based fuzzing (fast-check) of every public endpoint's parameters —
 * wrong types, huge sizes, invalid UTF-8, nested arrays, the SQL and XSS corpus of
 * tests/fixtures/security/corpus.json — as a query string, a form and a JSON body. Every
 * answer must be below 500 and not blank, and the site's PHP logs must not grow a notice,
 * warning or error. The seed is fixed and printed (FAROL_FUZZ_SEED replays a run,
 * FAROL_FUZZ_RUNS sets the number of runs; fast-check prints the shrunk failing input).
 */
/**
 * External dependencies
 */
import fc from 'fast-check';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	describe,
	formEncode,
	jsonBody,
	parameters,
	type Hostile,
} from './hostile-input';
import {
	countCases,
	logIn,
	logMark,
	phpProblemsSince,
	siteTask,
	unthrottle,
	visitor,
} from './site';

const SEED = Number( process.env.FAROL_FUZZ_SEED ?? 20261126 );
const RUNS = Number( process.env.FAROL_FUZZ_RUNS ?? 300 );

/** The comment widget's wire fields (spec: comments-widget-and-box-shadow.md). */
const COMMENT_FIELDS = [
	'postId',
	'commentId',
	'wc_comment',
	'wc_name',
	'wc_email',
	'wc_website',
	'wpdiscuz_unique_id',
	'sorting',
	'offset',
	'lastParentId',
	'isFirstLoad',
	'wpdType',
	'voteType',
	'nonce',
	'farol_started',
	'farol_hp',
	'wpd_comment_depth',
	'wc_rating',
	'wpdiscuzAjaxNonce',
];

type Target = {
	name: string;
	method: 'GET' | 'POST';
	path: string;
	names: string[];
};

/**
 * Runs the property over targets: a few hostile parameters per run, never a 5xx, a blank
 * answer or a PHP log line.
 *
 * @param context A request context (its session is the caller).
 * @param headers Headers every request carries (a nonce).
 * @param targets The targets.
 * @param numRuns Runs.
 * @param modes   How parameters go (query string, form, JSON body).
 * @return The problems met.
 */
async function fuzz(
	context: APIRequestContext,
	headers: Record< string, string >,
	targets: Target[],
	numRuns: number,
	modes: string[] = [ 'query', 'form', 'json' ]
): Promise< string[] > {
	// eslint-disable-next-line no-console -- the seed replays a failure.
	console.log(
		`fuzz: seed ${ SEED }, ${ numRuns } runs over ${ targets.length } targets (FAROL_FUZZ_SEED=${ SEED } replays)`
	);
	let runs = 0;
	const statuses: Record< number, number > = {};
	const problems: string[] = [];
	await fc.assert(
		fc.asyncProperty(
			fc
				.constantFrom( ...targets )
				.chain( ( target ) =>
					fc.tuple(
						fc.constant( target ),
						fc.constantFrom( ...modes ),
						parameters( target.names )
					)
				),
			async ( [ target, mode, params ]: [
				Target,
				string,
				Record< string, Hostile >,
			] ) => {
				if ( runs++ % 25 === 0 ) {
					unthrottle();
				}
				const mark = logMark();
				const encoded = formEncode( params );
				const joiner = target.path.includes( '?' ) ? '&' : '?';
				const get = target.method === 'GET' || mode === 'query';
				const url =
					get && encoded
						? `${ target.path }${ joiner }${ encoded }`
						: target.path;
				const json = mode === 'json';
				const answer = await context.fetch( url, {
					method: target.method,
					headers: get
						? headers
						: {
								...headers,
								'Content-Type': json
									? 'application/json'
									: 'application/x-www-form-urlencoded',
						  },
					data: get
						? undefined
						: ( json && jsonBody( params ) ) ||
						  Buffer.from( encoded ),
					maxRedirects: 0,
					timeout: 30_000,
				} );
				const status = answer.status();
				statuses[ status ] = ( statuses[ status ] ?? 0 ) + 1;
				const body = await answer.body();
				const logged = phpProblemsSince( mark );
				const where = `${ target.name } (${ mode }) ${ describe(
					params
				) }`;
				if ( status >= 500 ) {
					problems.push( `HTTP ${ status }: ${ where }` );
				}
				if (
					body.length === 0 &&
					! [ 204, 301, 302, 303, 307, 308, 414 ].includes( status )
				) {
					problems.push( `blank answer (${ status }): ${ where }` );
				}
				if ( logged.length ) {
					problems.push(
						`PHP logged ${ logged
							.join( ' | ' )
							.slice( 0, 600 ) }: ${ where }`
					);
				}
				return problems.length === 0;
			}
		),
		{ seed: SEED, numRuns, endOnFailure: true }
	);
	countCases( 'hostile input', runs );
	// eslint-disable-next-line no-console -- what the run met, for the log.
	console.log( `fuzz: answers by status ${ JSON.stringify( statuses ) }` );
	return problems;
}

test( 'no hostile parameter makes a public endpoint answer 5xx, blank, or log a PHP problem', async () => {
	test.setTimeout( 600_000 );
	const { context } = await visitor();
	const ids = siteTask< {
		post: number;
		contactDemo: number;
		city: number;
		cases: Array< { leadForm: number } >;
	} >( 'seed', '1' );
	const index = ( await ( await context.get( '/wp-json/' ) ).json() ) as {
		routes: Record<
			string,
			{
				endpoints: Array< {
					methods: string[];
					args: Record< string, unknown >;
				} >;
			}
		>;
	};
	const rest = (
		route: string,
		method: 'GET' | 'POST',
		path: string
	): Target => {
		const endpoint = index.routes[ route ]?.endpoints.find( ( e ) =>
			e.methods.includes( method )
		);
		expect( endpoint, `${ method } ${ route } is live` ).toBeTruthy();
		return {
			name: `${ method } ${ route }`,
			method,
			path: `/wp-json${ path }`,
			names: Object.keys( endpoint!.args ),
		};
	};
	const contact = ids.contactDemo;
	const form = ids.cases[ 0 ]!.leadForm;
	const targets: Target[] = [
		rest( '/farol/v1/api/cidades', 'GET', '/farol/v1/api/cidades' ),
		rest(
			'/farol/v1/api/cidades/(?P<id>\\d+)',
			'GET',
			`/farol/v1/api/cidades/${ ids.city }`
		),
		rest(
			'/farol/v1/api/1.2/conversions.json',
			'GET',
			'/farol/v1/api/1.2/conversions.json'
		),
		rest( '/farol/v1/conversions', 'POST', '/farol/v1/conversions' ),
		rest( '/farol/v1/events', 'POST', '/farol/v1/events' ),
		rest(
			'/farol/v1/forms/(?P<id>\\d+)',
			'GET',
			`/farol/v1/forms/${ form }`
		),
		rest(
			'/farol/v1/contact-forms/(?P<id>\\d+)/feedback/schema',
			'GET',
			`/farol/v1/contact-forms/${ contact }/feedback/schema`
		),
		rest(
			'/farol/v1/contact-forms/(?P<id>\\d+)/refill',
			'GET',
			`/farol/v1/contact-forms/${ contact }/refill`
		),
		rest(
			'/farol/v1/contact-forms/(?P<id>\\d+)/feedback',
			'POST',
			`/farol/v1/contact-forms/${ contact }/feedback`
		),
		...siteTask< { endpoint: string[] } >( 'inventory' ).endpoint.flatMap(
			( action ): Target[] => [
				{
					name: `endpoint ${ action }`,
					method: 'POST',
					path: `/?farol-comments-ajax=1&action=${ action }`,
					names: COMMENT_FIELDS,
				},
				{
					name: `admin-ajax ${ action }`,
					method: 'POST',
					path: `/wp-admin/admin-ajax.php?action=${ action }`,
					names: COMMENT_FIELDS,
				},
			]
		),
		...[
			'farol_comment',
			'farol_lead_conversion',
			'farol_contact_form',
		].map(
			( action ): Target => ( {
				name: `admin-post ${ action }`,
				method: 'POST',
				path: `/wp-admin/admin-post.php?action=${ action }`,
				names: [
					...COMMENT_FIELDS,
					'_farol_form',
					'_farol_unit',
					'your-name',
					'your-email',
					'your-message',
					'email',
					'name',
					'form_id',
					'token',
				],
			} )
		),
	];

	const problems = await fuzz( context, {}, targets, RUNS );
	expect( problems ).toEqual( [] );
} );

test( 'no hostile filter makes an administrator’s read route answer 5xx, blank, or log a PHP problem', async () => {
	test.setTimeout( 600_000 );
	const seed = siteTask< {
		users: Record< string, number >;
		cases: Array< { submission: number; leadContact: number } >;
	} >( 'seed', '1' );
	const admin = await logIn( 'admin', seed.users.admin! );
	const index = ( await (
		await admin.context.get( '/wp-json/farol/v1' )
	).json() ) as {
		routes: Record<
			string,
			{ endpoints: Array< { methods: string[]; args: object } > }
		>;
	};
	const fx = seed.cases[ 0 ]!;
	const paths: Record< string, string > = {
		'/farol/v1/leads/contacts': '/farol/v1/leads/contacts',
		'/farol/v1/leads/conversions': '/farol/v1/leads/conversions',
		'/farol/v1/leads/stats': '/farol/v1/leads/stats',
		'/farol/v1/leads/export\\.csv': '/farol/v1/leads/export.csv',
		'/farol/v1/leads/contacts/(?P<id>\\d+)': `/farol/v1/leads/contacts/${ fx.leadContact }`,
		'/farol/v1/contact-submissions': '/farol/v1/contact-submissions',
		'/farol/v1/contact-submissions/export\\.csv':
			'/farol/v1/contact-submissions/export.csv',
		'/farol/v1/contact-submissions/(?P<id>\\d+)': `/farol/v1/contact-submissions/${ fx.submission }`,
		'/farol/v1/forwarding/queue': '/farol/v1/forwarding/queue',
	};
	const targets = Object.entries( paths ).map(
		( [ route, path ] ): Target => {
			const endpoint = index.routes[ route ]?.endpoints.find( ( e ) =>
				e.methods.includes( 'GET' )
			);
			expect( endpoint, `GET ${ route } is live` ).toBeTruthy();
			return {
				name: `GET ${ route } (administrator)`,
				method: 'GET',
				path: `/wp-json${ path }`,
				names: Object.keys( endpoint!.args ),
			};
		}
	);
	const problems = await fuzz(
		admin.context,
		{ 'X-WP-Nonce': admin.nonces!.rest },
		targets,
		Math.ceil( RUNS / 3 ),
		[ 'query' ]
	);
	expect( problems ).toEqual( [] );
} );
