/**
 * `npm run lint:cycles` (tools/lint/import-cycles.mjs) fails and prints the path of each import
 * circle of src/ and blocks/, and passes when there is none. Run on small trees of its own.
 */
/**
 * External dependencies
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.join( __dirname, '../../..' );

let root = '';

/**
 * Writes the tree's files.
 *
 * @param files Contents by path under the root.
 */
function tree( files: Record< string, string > ) {
	for ( const [ file, text ] of Object.entries( files ) ) {
		fs.mkdirSync( path.join( root, path.dirname( file ) ), {
			recursive: true,
		} );
		fs.writeFileSync( path.join( root, file ), text );
	}
}

/** Runs the check on the tree. */
function run() {
	return spawnSync(
		process.execPath,
		[ 'tools/lint/import-cycles.mjs', '--root', root ],
		{ cwd: REPO, encoding: 'utf8' }
	);
}

beforeEach( () => {
	root = fs.mkdtempSync( path.join( os.tmpdir(), 'farol-cycles-' ) );
} );

afterEach( () => {
	fs.rmSync( root, { recursive: true, force: true } );
} );

test( 'a tree whose imports all go one way passes', () => {
	tree( {
		'src/lib/shared.ts': "import { z } from 'zod';\nexport const a = z;\n",
		'src/feature/index.ts':
			"import './style.scss';\nimport { a } from '../lib/shared';\nexport const b = a;\n",
		'blocks/feature/view.tsx':
			"import { b } from '@farol/feature';\nimport { a } from '@farol/lib/shared';\nexport default [ a, b ];\n",
	} );

	const result = run();

	expect( result.stdout ).toContain( 'no import circle among 3 modules' );
	expect( result.status ).toBe( 0 );
} );

test( 'a circle of a type import and an alias import fails, naming each import', () => {
	tree( {
		'src/lib/one.ts':
			"/** One. */\nimport type { B } from './two';\nexport type A = B;\nexport const a = 1;\n",
		'src/lib/two.ts':
			"import { a } from '@farol/lib/one';\nexport type B = typeof a;\n",
	} );

	const result = run();

	expect( result.status ).toBe( 1 );
	expect( result.stdout ).toContain(
		'import circle:\n  src/lib/one.ts:2 imports\n  src/lib/two.ts:1 imports\n  src/lib/one.ts\n'
	);
	expect( result.stdout ).toContain( '1 import circle(s)' );
} );

test( 'a circle through a re-export, a folder index and a block is found once', () => {
	tree( {
		'blocks/thing/view.ts':
			"import { c } from '../../src/thing';\nexport const v = c;\n",
		'src/thing/index.ts': "export { c } from './parts';\n",
		'src/thing/parts.ts':
			"import { v } from '../../blocks/thing/view';\nexport const c = 1;\nexport const w = v;\n",
	} );

	const result = run();

	expect( result.status ).toBe( 1 );
	expect( result.stdout.match( /import circle:/g ) ).toHaveLength( 1 );
	expect( result.stdout ).toContain( 'blocks/thing/view.ts:1 imports' );
	expect( result.stdout ).toContain( 'src/thing/index.ts:1 imports' );
	expect( result.stdout ).toContain( 'src/thing/parts.ts:1 imports' );
} );

test( 'a dynamic import back (a lazy chunk) is not a circle', () => {
	tree( {
		'src/editor/loader.ts':
			"export const load = () => import( './chunk' );\nexport const name = 'x';\n",
		'src/editor/chunk.ts':
			"import { name } from './loader';\nexport default name;\n",
	} );

	expect( run().status ).toBe( 0 );
} );
