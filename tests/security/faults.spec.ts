/**
 * Faults: the mail transport failing (the suite's mu-plugin fails wp_mail while the option
 * farol_security_mail_fails is set), MariaDB restarted in the middle of a burst of requests,
 * and the lead forwarding provider accepting connections and never answering. A visitor gets a clear JSON answer with a message, the record is kept (rows counted
 * before and after), and once the database is back every request answers as before.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { prepare, send } from './contact-submit';
import {
	countCases,
	ROOT,
	siteTask,
	siteTaskAsync,
	unthrottle,
	visitor,
} from './site';

type Counts = Record<
	'submissions' | 'conversions' | 'contacts' | 'comments',
	number
>;

test( 'a failing mail transport answers clearly and keeps the submission', async () => {
	unthrottle();
	const { context } = await visitor();
	const before = siteTask< Counts >( 'counts' );
	siteTask( 'option', 'farol_security_mail_fails', '1' );
	try {
		const { status, body } = await send(
			context,
			await prepare( context ),
			{
				'your-message': 'Mensagem enviada com o e-mail quebrado.',
			}
		);
		expect( status ).toBeLessThan( 500 );
		const answer = JSON.parse( body ) as {
			status: string;
			message: string;
		};
		expect( answer.status ).toBe( 'mail_failed' );
		expect( answer.message.length ).toBeGreaterThan( 0 );
	} finally {
		siteTask( 'option', 'farol_security_mail_fails', '' );
	}
	expect( siteTask< Counts >( 'counts' ).submissions ).toBe(
		before.submissions + 1
	);
	countCases( 'faults', 1 );
} );

test( 'MariaDB restarted during a burst: nothing is lost and every request answers again', async () => {
	test.setTimeout( 180_000 );
	const { context } = await visitor();
	const before = siteTask< Counts >( 'counts' );
	const paths = [
		'/wp-json/farol/v1/api/cidades?q=Sao',
		'/?farol-comments-ajax=1',
		'/wp-json/farol/v1',
		'/contato/',
	];
	const burst = async ( rounds: number ) => {
		const answers: Array< {
			path: string;
			status: number;
			type: string;
			body: string;
		} > = [];
		for ( let round = 0; round < rounds; round++ ) {
			await Promise.all(
				paths.map( async ( target ) => {
					const answer = target.includes( 'comments-ajax' )
						? await context.post( target, {
								form: {
									action: 'wpdLoadMoreComments',
									postId: '1',
								},
						  } )
						: await context.get( target, {
								// What the site's REST client (apiFetch) sends.
								headers: target.startsWith( '/wp-json' )
									? { Accept: 'application/json, */*;q=0.1' }
									: {},
						  } );
					answers.push( {
						path: target,
						status: answer.status(),
						type: answer.headers()[ 'content-type' ] ?? '',
						body: ( await answer.text() ).slice( 0, 200 ),
					} );
				} )
			);
		}
		return answers;
	};
	const socket = path.join( ROOT, '.farol/mariadb/mysqld.sock' );
	const running = burst( 6 );
	execFileSync( 'mariadb-admin', [
		'--no-defaults',
		'--protocol=socket',
		`--socket=${ socket }`,
		'-uroot',
		'shutdown',
	] );
	const during = [ ...( await running ), ...( await burst( 2 ) ) ];
	execFileSync(
		'bash',
		[ path.join( ROOT, 'tools/runtime/native.sh' ), 'db-start' ],
		{
			cwd: ROOT,
			stdio: 'ignore',
			env: { ...process.env, FAROL_NATIVE_INSTANCE: 'security' },
		}
	);
	const after = await burst( 2 );

	// While the database is down WordPress itself answers (wp-settings.php dies before any
	// plugin loads); no request may hang, and none may answer a blank 200.
	for ( const answer of during ) {
		expect(
			answer.status === 200 && answer.body === '',
			`${ answer.path } blank`
		).toBe( false );
	}
	// eslint-disable-next-line no-console -- what visitors got during the outage.
	console.log(
		`faults: during the outage ${ JSON.stringify(
			during
				.map( ( a ) => `${ a.status } ${ a.type.split( ';' )[ 0 ] }` )
				.reduce< Record< string, number > >(
					( all, key ) => ( {
						...all,
						[ key ]: ( all[ key ] ?? 0 ) + 1,
					} ),
					{}
				)
		) }`
	);
	// The REST client asks for JSON: it gets a JSON error with a message, never an HTML page.
	for ( const answer of during.filter(
		( a ) => a.path.startsWith( '/wp-json' ) && a.status >= 500
	) ) {
		expect( answer.type, `${ answer.path } during the outage` ).toContain(
			'application/json'
		);
		expect( answer.body ).toMatch( /"message":"[^"]+"/ );
	}
	for ( const answer of after ) {
		expect(
			answer.status,
			`${ answer.path } after the restart`
		).toBeLessThan( 500 );
	}
	expect( siteTask< Counts >( 'counts' ) ).toEqual( before );
	countCases( 'faults', during.length + after.length );
} );

/**
 * Serves on a free loopback port until closed.
 *
 * @param server A server.
 */
async function listen( server: net.Server ): Promise< number > {
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', resolve )
	);
	return ( server.address() as net.AddressInfo ).port;
}

type Forwarded = {
	row: {
		forward_status: string;
		forward_attempts: string;
		forward_error: string | null;
		id: string;
	};
	seconds: number;
};

test( 'the provider never answering: the lead stays queued with a clear error, and goes once it answers', async () => {
	test.setTimeout( 120_000 );
	// Accepts the connection and never answers (the stand-in of a provider that hangs).
	const silent = net.createServer( () => undefined );
	const silentPort = await listen( silent );
	const received: string[] = [];
	const provider = http.createServer( ( request, response ) => {
		received.push( request.url ?? '' );
		response.writeHead( 200, { 'Content-Type': 'application/json' } );
		response.end( '{"event_uuid":"farol-security"}' );
	} );
	const providerPort = await listen( provider );
	try {
		const before = siteTask< Counts >( 'counts' );
		const hung = siteTask< Forwarded >(
			'forward',
			`http://localhost:${ silentPort }`
		);
		expect( hung.row.forward_status ).toBe( 'pending' );
		expect( hung.row.forward_attempts ).toBe( '1' );
		expect( hung.row.forward_error ).toMatch( /timed out|No answer/i );
		// The worker waits the configured 2 s, not forever.
		expect( hung.seconds ).toBeLessThan( 10 );

		const resumed = await siteTaskAsync< Forwarded >(
			'forward',
			`http://localhost:${ providerPort }`,
			hung.row.id
		);
		expect( resumed.row.forward_status ).toBe( 'sent' );
		expect(
			received.some( ( url ) =>
				url.startsWith( '/platform/conversions' )
			)
		).toBe( true );
		expect( siteTask< Counts >( 'counts' ).conversions ).toBe(
			before.conversions + 1
		);
	} finally {
		silent.close();
		provider.close();
	}
	countCases( 'faults', 2 );
} );
