/**
 * House rule: no import circle. Reads every TypeScript module of src/ and blocks/ (.ts, .tsx),
 * follows its relative and `@farol/` (= src/) imports, and prints each circle as the path of
 * imports that closes it (file and line of each import), then exits 1; exits 0 when there is
 * none.
 *
 * Counted: `import … from`, `import type … from`, `import '…'` and `export … from` — a circle
 * of type-only imports still ties two modules to each other. Not counted: dynamic `import()`,
 * which is a chunk loaded later (the lazy editor, KaTeX), not a module the importer is built
 * from; imports of packages, styles and JSON.
 *
 * Usage: node tools/lint/import-cycles.mjs [--root DIR]   (npm run lint:cycles; part of npm run lint)
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Internal dependencies
 */
import { filesUnder } from './lib/files-under.mjs';

const FOLDERS = [ 'src', 'blocks' ];
const EXTENSIONS = [ '.ts', '.tsx' ];
const SKIPPED = new Set( [ 'build', 'node_modules' ] );
/** Import specifier prefix → folder under the root (tsconfig.json's `paths`). */
const ALIASES = { '@farol/': 'src/' };

const rootFlag = process.argv.indexOf( '--root' );
const ROOT =
	rootFlag > 0
		? path.resolve( process.argv[ rootFlag + 1 ] )
		: path.resolve(
				path.dirname( fileURLToPath( import.meta.url ) ),
				'../..'
		  );

/**
 * TypeScript modules under a folder.
 *
 * @param {string} dir Absolute folder.
 * @return {string[]} Absolute files.
 */
function modules( dir ) {
	return filesUnder( dir, {
		skipDir: ( name ) => SKIPPED.has( name ),
		keepFile: ( name ) => EXTENSIONS.includes( path.extname( name ) ),
	} );
}

/**
 * The module a specifier names, if it is one of ours.
 *
 * @param {string} from      Absolute importing file.
 * @param {string} specifier The import's specifier.
 * @return {string|null} Absolute file, or null for a package, a style or a missing file.
 */
function resolve( from, specifier ) {
	let base = null;
	if ( specifier.startsWith( '.' ) ) {
		base = path.resolve( path.dirname( from ), specifier );
	}
	for ( const [ prefix, folder ] of Object.entries( ALIASES ) ) {
		if ( specifier.startsWith( prefix ) ) {
			base = path.join( ROOT, folder, specifier.slice( prefix.length ) );
		}
	}
	if ( base === null ) {
		return null;
	}
	const candidates = [
		base,
		...EXTENSIONS.map( ( ext ) => base + ext ),
		...EXTENSIONS.map( ( ext ) => path.join( base, 'index' + ext ) ),
	];
	return (
		candidates.find(
			( file ) =>
				EXTENSIONS.includes( path.extname( file ) ) &&
				fs.existsSync( file ) &&
				fs.statSync( file ).isFile()
		) ?? null
	);
}

/**
 * The static imports of a module that name another of ours.
 *
 * @param {string} file Absolute file.
 * @return {{ to: string, line: number }[]} Imported files with the importing line (1-based).
 */
function importsOf( file ) {
	const text = fs.readFileSync( file, 'utf8' );
	const source = ts.createSourceFile( file, text, ts.ScriptTarget.Latest );
	const found = [];
	for ( const statement of source.statements ) {
		const isImport =
			ts.isImportDeclaration( statement ) ||
			( ts.isExportDeclaration( statement ) &&
				statement.moduleSpecifier );
		if ( ! isImport || ! ts.isStringLiteral( statement.moduleSpecifier ) ) {
			continue;
		}
		const to = resolve( file, statement.moduleSpecifier.text );
		if ( to !== null ) {
			const { line } = source.getLineAndCharacterOfPosition(
				statement.getStart( source )
			);
			found.push( { to, line: line + 1 } );
		}
	}
	return found;
}

/**
 * The shortest circle from a module back to itself, if any.
 *
 * @param {Map<string, { to: string, line: number }[]>} graph Imports by module.
 * @param {string}                                      start The module.
 * @return {{ from: string, to: string, line: number }[]|null} The imports that close it.
 */
function shortestCircle( graph, start ) {
	const via = new Map();
	const queue = [ start ];
	while ( queue.length > 0 ) {
		const current = queue.shift();
		for ( const edge of graph.get( current ) ?? [] ) {
			const step = { from: current, ...edge };
			if ( edge.to === start ) {
				const hops = [ step ];
				let at = current;
				while ( at !== start ) {
					hops.unshift( via.get( at ) );
					at = via.get( at ).from;
				}
				return hops;
			}
			if ( ! via.has( edge.to ) ) {
				via.set( edge.to, step );
				queue.push( edge.to );
			}
		}
	}
	return null;
}

const files = FOLDERS.flatMap( ( folder ) =>
	modules( path.join( ROOT, folder ) )
).sort();
const graph = new Map( files.map( ( file ) => [ file, importsOf( file ) ] ) );
const relative = ( file ) =>
	path.relative( ROOT, file ).split( path.sep ).join( '/' );

// One shortest circle through each module that is on one; a circle is reported once.
const circles = new Map();
for ( const file of files ) {
	const hops = shortestCircle( graph, file );
	if ( hops === null ) {
		continue;
	}
	const members = hops.map( ( hop ) => hop.from );
	const key = [ ...members ].sort().join( '\n' );
	if ( ! circles.has( key ) ) {
		circles.set( key, hops );
	}
}

if ( circles.size === 0 ) {
	process.stdout.write(
		`import-cycles: no import circle among ${
			files.length
		} modules of ${ FOLDERS.join( ', ' ) }\n`
	);
} else {
	for ( const hops of circles.values() ) {
		const steps = hops.map(
			( hop ) => `  ${ relative( hop.from ) }:${ hop.line } imports`
		);
		process.stdout.write(
			`import circle:\n${ steps.join( '\n' ) }\n  ${ relative(
				hops[ 0 ].from
			) }\n`
		);
	}
	process.stdout.write(
		`import-cycles: ${ circles.size } import circle(s); move what the modules share into a module of its own\n`
	);
	process.exitCode = 1;
}
