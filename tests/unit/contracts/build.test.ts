/**
 * `npm run contracts -- --check` (tools/contracts/build.mjs) fails, naming the file, when a
 * committed contract no longer matches its source, and passes when it does. Run on a copy.
 */
/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.join( __dirname, '../../..' );
const SOURCE = 'src/sticky/rule-contract.ts';
const OUTPUT = 'plugin/includes/Sticky/sticky-rules.schema.json';

let root = '';

/**
 * Every contract's source and committed JSON (and PHP defaults), and the shared modules contracts import
 * (`src/lib/contracts/`), so the copy holds all the contracts the build script lists, not only
 * the one these tests change.
 */
function contractFiles(): string[] {
	const find = ( dir: string, suffix: string ) =>
		fs
			.readdirSync( path.join( REPO, dir ), { recursive: true } )
			.map( String )
			.filter( ( file ) => file.endsWith( suffix ) )
			.map( ( file ) => path.join( dir, file ) );
	return [
		...find( 'src', '-contract.ts' ),
		...find( 'src/lib/contracts', '.ts' ),
		...find( 'plugin/includes', '.schema.json' ),
		...find( 'plugin/includes', '.defaults.php' ),
	];
}

/**
 * Runs the build script on the copy.
 *
 * @param args Extra arguments.
 */
function run( ...args: string[] ) {
	return spawnSync(
		process.execPath,
		[ 'tools/contracts/build.mjs', '--root', root, ...args ],
		{ cwd: REPO, encoding: 'utf8' }
	);
}

beforeEach( () => {
	root = fs.mkdtempSync( path.join( os.tmpdir(), 'farol-contracts-' ) );
	for ( const file of new Set( [ SOURCE, OUTPUT, ...contractFiles() ] ) ) {
		fs.mkdirSync( path.dirname( path.join( root, file ) ), {
			recursive: true,
		} );
		fs.copyFileSync( path.join( REPO, file ), path.join( root, file ) );
	}
} );

afterEach( () => {
	fs.rmSync( root, { recursive: true, force: true } );
} );

it( 'passes when the committed JSON matches the source', () => {
	const result = run( '--check' );
	expect( result.stderr ).toBe( '' );
	expect( result.status ).toBe( 0 );
} );

it( 'fails when the source changed and the JSON was not rebuilt, until it is', () => {
	const source = path.join( root, SOURCE );
	fs.writeFileSync(
		source,
		fs
			.readFileSync( source, 'utf8' )
			.replace( 'maxRules: 20,', 'maxRules: 25,' )
	);
	const stale = run( '--check' );
	expect( stale.status ).not.toBe( 0 );
	expect( stale.stderr ).toContain( `${ OUTPUT } is stale` );

	expect( run().status ).toBe( 0 );
	const rebuilt = JSON.parse(
		fs.readFileSync( path.join( root, OUTPUT ), 'utf8' )
	);
	expect( rebuilt.maxItems ).toBe( 25 );
	expect( run( '--check' ).status ).toBe( 0 );
} );

it( 'fails when the JSON was edited by hand', () => {
	const output = path.join( root, OUTPUT );
	fs.writeFileSync(
		output,
		fs
			.readFileSync( output, 'utf8' )
			.replace( '"maxItems": 20', '"maxItems": 21' )
	);
	const result = run( '--check' );
	expect( result.status ).toBe( 1 );
	expect( result.stderr ).toContain( 'Run `npm run contracts`' );
} );
