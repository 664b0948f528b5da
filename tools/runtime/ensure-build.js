/**
 * The one staleness check every start command runs (`npm start`, `npm run native:start`,
 * `npm run env:start`, the e2e runner): is the build there, and is it newer than its sources?
 * When it is missing or stale it runs `npm run build` and says so in one line; when it is
 * current it says that in one line too. FAROL_SKIP_BUILD=1 skips the rebuild (it still says
 * what it found).
 *
 * What the build is: the scripts, styles and block.json copies webpack writes to plugin/build
 * and theme/build, and the translations the same build compiles last (plugin/languages/*.mo,
 * the per-script JSON catalogues, theme/languages/*.mo). The build's last step writes
 * plugin/build/.build-complete (tools/i18n/webpack-plugin.js), which dates it: webpack leaves
 * unchanged outputs untouched, and the translations can be rebuilt alone (npm run i18n).
 *
 * Usage as a module: `ensureBuild()` (or `buildState()` to only look).
 * Usage as a script:  node tools/runtime/ensure-build.js  (exit 1 when the build fails)
 */
/**
 * External dependencies
 */
const { spawnSync } = require( 'node:child_process' );
const fs = require( 'node:fs' );
const path = require( 'node:path' );

const ROOT = path.resolve( __dirname, '../..' );

/** What the build is made from: a change to any file in these makes the build stale. */
const SOURCES = [
	'blocks',
	'src',
	'webpack.config.js',
	'package-lock.json',
	'plugin/languages/pt_BR',
	'theme/assets/images',
	'tools/i18n',
	'tools/build',
];

/** Written by the build's last step; its time is the build's. */
const STAMP = 'plugin/build/.build-complete';

/**
 * What a runtime serves. Each entry is a file or a folder that must hold at least one file
 * whose name ends as given.
 */
const OUTPUTS = [
	{ file: STAMP },
	{ dir: 'plugin/build', ends: 'block.json' },
	{ dir: 'theme/build/page-chrome', ends: 'index.js' },
	{ dir: 'plugin/languages', ends: '.json' },
	{ file: 'plugin/languages/farol-pt_BR.mo' },
	{ file: 'theme/languages/pt_BR.mo' },
	{ file: 'plugin/languages/farol-pt_BR.l10n.php' },
	{ file: 'theme/languages/pt_BR.l10n.php' },
];

/**
 * Newest file under the given paths (folders recursively), skipping what does not exist.
 *
 * @param {string}   root  Repository root.
 * @param {string[]} paths Relative paths.
 * @return {{file: string, time: number}} The newest file (relative) and its mtime; time 0 if none.
 */
function newestSource( root, paths ) {
	let newest = { file: '', time: 0 };
	const visit = ( rel ) => {
		const abs = path.join( root, rel );
		const stat = fs.statSync( abs );
		if ( stat.isDirectory() ) {
			for ( const entry of fs.readdirSync( abs ) ) {
				visit( path.join( rel, entry ) );
			}
		} else if ( stat.mtimeMs > newest.time ) {
			newest = { file: rel, time: stat.mtimeMs };
		}
	};
	paths
		.filter( ( rel ) => fs.existsSync( path.join( root, rel ) ) )
		.forEach( visit );
	return newest;
}

/**
 * Whether a folder holds, at any depth, a file whose name ends as given.
 *
 * @param {string} dir  Absolute folder.
 * @param {string} ends Name ending.
 * @return {boolean} Found one.
 */
function holds( dir, ends ) {
	return (
		fs.existsSync( dir ) &&
		fs
			.readdirSync( dir, { recursive: true } )
			.some( ( name ) => String( name ).endsWith( ends ) )
	);
}

/**
 * Looks at the build without changing anything.
 *
 * @param {string} [root] Repository root (tests pass a scratch copy).
 * @return {{fresh: boolean, reason: string}} Whether the build is complete and current, and why not.
 */
function buildState( root = ROOT ) {
	const missing = OUTPUTS.filter( ( output ) =>
		output.file
			? ! fs.existsSync( path.join( root, output.file ) )
			: ! holds( path.join( root, output.dir ), output.ends )
	).map( ( output ) =>
		output.file ? output.file : `${ output.dir }/*${ output.ends }`
	);
	if ( missing.length > 0 ) {
		return { fresh: false, reason: `missing ${ missing.join( ', ' ) }` };
	}
	const built = fs.statSync( path.join( root, STAMP ) ).mtimeMs;
	const newest = newestSource( root, SOURCES );
	if ( newest.time > built ) {
		return {
			fresh: false,
			reason: `${ newest.file.split( path.sep ).join( '/' ) } is newer`,
		};
	}
	return { fresh: true, reason: '' };
}

/**
 * Rebuilds when the build is missing or stale, printing one line either way.
 *
 * @param {Object}   [options]         Options.
 * @param {string}   [options.root]    Repository root.
 * @param {string[]} [options.command] The build command (default `npm run build`).
 * @param {Object}   [options.env]     Environment (FAROL_SKIP_BUILD is read from it).
 * @param {Function} [options.log]     Where the line goes.
 * @return {boolean} False when a build was needed and failed.
 */
function ensureBuild( {
	root = ROOT,
	command = [ 'npm', 'run', '--silent', 'build' ],
	env = process.env,
	log = console.log,
} = {} ) {
	const state = buildState( root );
	if ( state.fresh ) {
		log( 'build: up to date (scripts, styles and translations)' );
		return true;
	}
	if ( env.FAROL_SKIP_BUILD ) {
		log(
			`build: stale (${ state.reason }), used as it is because FAROL_SKIP_BUILD is set`
		);
		return true;
	}
	log(
		`build: stale (${ state.reason }); rebuilding with ${ command.join(
			' '
		) }`
	);
	const run = spawnSync( command[ 0 ], command.slice( 1 ), {
		cwd: root,
		env,
		stdio: [ 'ignore', 'pipe', 'pipe' ],
		encoding: 'utf8',
	} );
	if ( run.status !== 0 ) {
		// Only a failure is worth the build's own output.
		log( `${ run.stdout ?? '' }${ run.stderr ?? '' }`.trim() );
		log( `build: FAILED (${ command.join( ' ' ) })` );
		return false;
	}
	return true;
}

module.exports = { buildState, ensureBuild, SOURCES, STAMP, ROOT };

if ( require.main === module ) {
	process.exit( ensureBuild() ? 0 : 1 );
}
