/**
 * The site the bench measures: a native instance (FAROL_NATIVE_INSTANCE, default `bench`;
 * run.mjs refuses the demo site), started, seeded and stopped here, and the PHP helpers of
 * tools/bench run against its WordPress (`<helper>.php <wp folder> <task> ...`, JSON on the
 * last line of their output).
 */
/**
 * External dependencies
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../../..'
);

/**
 * The bench's native instance.
 *
 * @param {{instance?: string, port?: number, env?: Record<string,string>}} options Instance
 *                                                                                  name, port, and native.sh's variables for its shape (FAROL_NATIVE_OBJECT_CACHE, ...).
 */
export function nativeSite( {
	instance = process.env.FAROL_NATIVE_INSTANCE ?? 'bench',
	port = Number( process.env.FAROL_BENCH_PORT ?? 8898 ),
	env: shape = {},
} = {} ) {
	const baseURL = `http://localhost:${ port }`;
	const env = {
		...process.env,
		...shape,
		// The bench measures its own sites: no rival plugins' demo data
		// (tools/runtime/demo/70-import-sources.php; the import bench builds its own).
		FAROL_DEMO_IMPORT_SOURCES: '0',
		FAROL_NATIVE_INSTANCE: instance,
		FAROL_NATIVE_PORT: String( port ),
	};
	const folder = path.join(
		ROOT,
		'.farol',
		instance === 'site' ? 'native' : `native-${ instance }`,
		'wp'
	);
	const native = ( command ) =>
		spawnSync(
			'bash',
			[ path.join( ROOT, 'tools/runtime/native.sh' ), command ],
			{
				env,
				encoding: 'utf8',
				stdio: [ 'ignore', 'pipe', 'pipe' ],
			}
		);

	return {
		instance,
		baseURL,
		folder,
		/** The environment native.sh runs with (the instance's shape among it). */
		env,
		/** Whether the site answers now (started by someone else or left running). */
		running: () => native( 'status' ).status === 0,
		/** Whether the checkout's MariaDB answers now. */
		databaseRunning: () => native( 'db-status' ).status === 0,
		/**
		 * Starts the instance (installing and seeding the demo content when new) or resets it.
		 *
		 * @param {boolean} reset Drop and re-create its database first.
		 */
		async start( reset = false ) {
			const result = native( reset ? 'reset' : 'start' );
			if ( result.status !== 0 ) {
				throw new Error(
					`bench: native.sh ${ reset ? 'reset' : 'start' } failed:\n${
						result.stdout
					}${ result.stderr }`
				);
			}
			// A site of this instance already served on another port counts as "running". A few
			// tries: after a restart, the first request may ride a kept-alive socket of the server
			// that just stopped.
			let answer = null;
			for (
				let attempt = 0;
				attempt < 3 && answer?.status !== 200;
				attempt++
			) {
				if ( attempt ) {
					await new Promise( ( resolve ) =>
						setTimeout( resolve, 300 )
					);
				}
				answer = await fetch( `${ baseURL }/wp-login.php` ).catch(
					() => null
				);
			}
			if ( answer?.status !== 200 ) {
				throw new Error(
					`bench: the instance "${ instance }" does not answer on ${ baseURL } (is it running on another port? stop it: FAROL_NATIVE_INSTANCE=${ instance } bash tools/runtime/native.sh site-stop)`
				);
			}
		},
		/**
		 * Stops the site; MariaDB too unless it ran before the bench or another site uses it.
		 *
		 * @param {boolean} database Whether the bench started MariaDB.
		 */
		stop: ( database ) => native( database ? 'stop' : 'site-stop' ),
		/**
		 * Runs a PHP helper of tools/bench against the site and parses its JSON answer.
		 *
		 * @param {string}    helper File name in tools/bench (e.g. `seed-site.php`).
		 * @param {...string} args   Task and arguments.
		 * @return {any} The helper's JSON answer (null when it printed none).
		 */
		php( helper, ...args ) {
			const out = execFileSync(
				process.env.PHP ?? 'php',
				[
					'-d',
					'memory_limit=1024M',
					path.join( ROOT, 'tools/bench', helper ),
					folder,
					...args.map( String ),
				],
				{
					env: { ...env, FAROL_SITE_URL: baseURL },
					encoding: 'utf8',
					maxBuffer: 64 * 1024 * 1024,
				}
			);
			const last = out.trim().split( '\n' ).pop();
			return last ? JSON.parse( last ) : null;
		},
	};
}

/**
 * Where a bench run writes its JSON and which commit it measured: the file asked for, else
 * `artifacts/bench/<prefix><commit>-<time>.json` (git-ignored).
 *
 * @param {string|null} requested `--json` file, if any.
 * @param {string}      prefix    Name prefix of the default file ('' or 'page-weight-').
 * @return {{commit: string, jsonFile: string}} The commit ('unknown' outside git) and the file.
 */
export function runOutput( requested, prefix = '' ) {
	let commit = 'unknown';
	try {
		commit = execFileSync( 'git', [ 'rev-parse', '--short', 'HEAD' ], {
			cwd: ROOT,
			encoding: 'utf8',
		} ).trim();
	} catch {
		// Not a git checkout: the figures are still written.
	}
	const stamp = new Date().toISOString().replace( /[:.]/g, '-' );
	const jsonFile = path.resolve(
		requested ??
			path.join(
				ROOT,
				'artifacts/bench',
				`${ prefix }${ commit }-${ stamp }.json`
			)
	);
	return { commit, jsonFile };
}
