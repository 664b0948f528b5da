/**
 * The staleness check every start command runs (tools/runtime/ensure-build.js): on a scratch
 * copy of the build's outputs and sources, and on the repository's own source list.
 */
/**
 * External dependencies
 */
const fs = require( 'node:fs' );
const os = require( 'node:os' );
const path = require( 'node:path' );
/**
 * Internal dependencies
 */
const {
	buildState,
	ensureBuild,
} = require( '../../../tools/runtime/ensure-build' );

const HOUR = 3600;

/**
 * Writes a file (and its folders) with the given age.
 *
 * @param {string} root Scratch repository.
 * @param {string} rel  Relative path.
 * @param {number} age  Seconds in the past.
 */
function put( root, rel, age ) {
	const file = path.join( root, rel );
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	fs.writeFileSync( file, rel );
	const time = Date.now() / 1000 - age;
	fs.utimesSync( file, time, time );
}

/**
 * A scratch repository whose build is complete and an hour newer than its sources.
 *
 * @return {string} Its root.
 */
function builtRepository() {
	const root = fs.mkdtempSync( path.join( os.tmpdir(), 'farol-build-' ) );
	put( root, 'blocks/countdown/view.tsx', 2 * HOUR );
	put( root, 'plugin/languages/pt_BR/theme.po', 2 * HOUR );
	put( root, 'package-lock.json', 2 * HOUR );
	put( root, 'plugin/build/countdown/block.json', HOUR );
	put( root, 'plugin/build/.build-complete', HOUR );
	put( root, 'theme/build/page-chrome/index.js', HOUR );
	put( root, 'plugin/languages/farol-pt_BR-0123.json', HOUR );
	put( root, 'plugin/languages/farol-pt_BR.mo', HOUR );
	put( root, 'theme/languages/pt_BR.mo', HOUR );
	put( root, 'plugin/languages/farol-pt_BR.l10n.php', HOUR );
	put( root, 'theme/languages/pt_BR.l10n.php', HOUR );
	return root;
}

describe( 'The build check', () => {
	const roots = [];
	const scratch = () => {
		const root = builtRepository();
		roots.push( root );
		return root;
	};
	afterAll( () =>
		roots.forEach( ( root ) =>
			fs.rmSync( root, { recursive: true, force: true } )
		)
	);

	it( 'leaves a complete build newer than its sources alone', () => {
		const root = scratch();
		const build = [ process.execPath, '-e', 'process.exit(3)' ];
		const lines = [];

		expect( buildState( root ) ).toEqual( { fresh: true, reason: '' } );
		expect(
			ensureBuild( {
				root,
				command: build,
				log: ( l ) => lines.push( l ),
			} )
		).toBe( true );
		expect( lines ).toEqual( [
			'build: up to date (scripts, styles and translations)',
		] );
	} );

	it( 'rebuilds when a translation fragment is newer than the build, in one line', () => {
		const root = scratch();
		put( root, 'plugin/languages/pt_BR/theme.po', 0 );
		// The "build" leaves a mark, so the test sees that it ran.
		const build = [
			process.execPath,
			'-e',
			"require('fs').writeFileSync('rebuilt', 'yes')",
		];
		const lines = [];

		const ok = ensureBuild( {
			root,
			command: build,
			env: {},
			log: ( l ) => lines.push( l ),
		} );

		expect( ok ).toBe( true );
		expect( fs.existsSync( path.join( root, 'rebuilt' ) ) ).toBe( true );
		expect( lines ).toHaveLength( 1 );
		expect( lines[ 0 ] ).toMatch(
			/^build: stale \(plugin\/languages\/pt_BR\/theme\.po is newer\); rebuilding/
		);
	} );

	it( 'rebuilds when an output is missing: a clean checkout', () => {
		const root = scratch();
		fs.rmSync( path.join( root, 'theme/languages/pt_BR.mo' ) );

		expect( buildState( root ) ).toEqual( {
			fresh: false,
			reason: 'missing theme/languages/pt_BR.mo',
		} );
	} );

	it( 'dates the build by the mark its last step writes, not by outputs rebuilt alone', () => {
		const root = scratch();
		put( root, 'blocks/countdown/view.tsx', HOUR / 2 );
		// The translations rebuilt alone (npm run i18n) do not make the scripts current.
		put( root, 'plugin/languages/farol-pt_BR.mo', 0 );
		put( root, 'theme/languages/pt_BR.mo', 0 );
		put( root, 'plugin/languages/farol-pt_BR.l10n.php', 0 );
		put( root, 'theme/languages/pt_BR.l10n.php', 0 );

		expect( buildState( root ) ).toEqual( {
			fresh: false,
			reason: 'blocks/countdown/view.tsx is newer',
		} );
	} );

	it( 'uses a stale build as it is under FAROL_SKIP_BUILD, and says so', () => {
		const root = scratch();
		put( root, 'blocks/countdown/view.tsx', 0 );
		const lines = [];

		const ok = ensureBuild( {
			root,
			command: [ process.execPath, '-e', 'process.exit(3)' ],
			env: { FAROL_SKIP_BUILD: '1' },
			log: ( l ) => lines.push( l ),
		} );

		expect( ok ).toBe( true );
		expect( lines ).toEqual( [
			'build: stale (blocks/countdown/view.tsx is newer), used as it is because FAROL_SKIP_BUILD is set',
		] );
	} );

	it( 'reports a failed build', () => {
		const root = scratch();
		put( root, 'package-lock.json', 0 );
		const lines = [];

		const ok = ensureBuild( {
			root,
			command: [ process.execPath, '-e', 'process.exit(3)' ],
			env: {},
			log: ( l ) => lines.push( l ),
		} );

		expect( ok ).toBe( false );
		expect( lines[ lines.length - 1 ] ).toMatch( /^build: FAILED/ );
	} );

	it( 'sees a touched fragment of this repository (its time is put back after)', () => {
		const fragment = path.join(
			__dirname,
			'../../../plugin/languages/pt_BR/theme.po'
		);
		const { atime, mtime } = fs.statSync( fragment );
		const future = new Date( Date.now() + HOUR * 1000 );
		try {
			fs.utimesSync( fragment, future, future );
			expect( buildState() ).toMatchObject( { fresh: false } );
			expect( buildState().reason ).toMatch(
				/^(missing .*|plugin\/languages\/pt_BR\/theme\.po is newer)$/
			);
		} finally {
			fs.utimesSync( fragment, atime, mtime );
		}
	} );
} );
