/**
 * Uploads: the contact form's file field (the demo form's `briefing`, PDF only, 2 MB) is sent
 * hostile files — double extensions, PHP in an image and in a PDF (a polyglot), an SVG with
 * script, traversal and control characters in the name, an oversize file, an empty one.
 * Each answer is a clean JSON answer (never a 5xx); afterwards no file anywhere under the
 * site's uploads folder is executable (.php, .phtml, .phar, …), no SVG there carries script,
 * nothing was written outside it, and fetching each stored file never runs PHP.
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
import { prepare, send, type FilePart } from './contact-submit';
import {
	countCases,
	logMark,
	phpProblemsSince,
	SITE,
	unthrottle,
	visitor,
} from './site';

/** PHP that prints the marker only when it runs (the source never holds it joined). */
const PHP = "<?php echo 'FAROL' . '-EXEC'; ?>";
const EXECUTED = 'FAROL-EXEC';
const PDF =
	'%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

/** Files Farol writes itself into the private folder so that no web server serves it. */
const GUARDS = [ '.htaccess', 'index.php', 'web.config' ];

const FILES: FilePart[] = [
	{
		name: 'relatorio.php',
		mimeType: 'application/pdf',
		buffer: Buffer.from( PHP ),
	},
	{
		name: 'relatorio.php.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from( PHP ),
	},
	{
		name: 'relatorio.pdf.php',
		mimeType: 'application/pdf',
		buffer: Buffer.from( PDF + PHP ),
	},
	{
		name: 'relatorio.pdf.phtml',
		mimeType: 'application/pdf',
		buffer: Buffer.from( PDF + PHP ),
	},
	{
		name: 'relatorio.phar.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from( PDF + PHP ),
	},
	{
		name: 'poliglota.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from( PDF + PHP ),
	},
	{
		name: 'foto.jpg.pdf',
		mimeType: 'image/jpeg',
		buffer: Buffer.concat( [
			Buffer.from( [ 0xff, 0xd8, 0xff, 0xe0 ] ),
			Buffer.from( PHP ),
		] ),
	},
	{
		name: 'imagem.gif',
		mimeType: 'image/gif',
		buffer: Buffer.from( 'GIF89a' + PHP ),
	},
	{
		name: 'desenho.svg',
		mimeType: 'image/svg+xml',
		buffer: Buffer.from(
			'<svg xmlns="http://www.w3.org/2000/svg"><script>window.__farolXss=1</script></svg>'
		),
	},
	{
		name: 'desenho.svg.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from( PDF + '<svg onload="window.__farolXss=1"/>' ),
	},
	{
		name: '../../../../index-farol.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from( PDF ),
	},
	{
		name: '..\\..\\farol-win.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from( PDF ),
	},
	{
		name: 'nome\u0000.php\u0001\r\n.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.from( PDF + PHP ),
	},
	{
		name: '.htaccess',
		mimeType: 'text/plain',
		buffer: Buffer.from( 'AddType application/x-httpd-php .pdf' ),
	},
	{
		name: 'grande.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.concat( [
			Buffer.from( PDF ),
			Buffer.alloc( 2_200_000, 0x20 ),
		] ),
	},
	{
		name: 'vazio.pdf',
		mimeType: 'application/pdf',
		buffer: Buffer.alloc( 0 ),
	},
];

/**
 * Every file under a folder (symlinks not followed).
 *
 * @param dir The folder.
 */
function walk( dir: string ): string[] {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return walk( full );
			}
			return entry.isFile() ? [ full ] : [];
		} );
}

test( 'hostile files are refused or neutralised, and nothing executable lands under the web root', async () => {
	test.setTimeout( 240_000 );
	unthrottle();
	const uploads = path.join( SITE, 'wp-content/uploads' );
	const before = new Set(
		walk( SITE ).filter( ( file ) => ! file.startsWith( uploads ) )
	);
	const { context } = await visitor();
	const mark = logMark();
	const problems: string[] = [];

	// All forms rendered first, so one human delay covers every submission.
	const prepared = [];
	for ( const _file of FILES ) {
		prepared.push( await prepare( context ) );
	}
	for ( const [ i, file ] of FILES.entries() ) {
		if ( i % 4 === 0 ) {
			unthrottle();
		}
		const { status, body } = await send(
			context,
			prepared[ i ]!,
			{},
			file
		);
		let answer: { status?: string } = {};
		try {
			answer = JSON.parse( body ) as { status?: string };
		} catch {
			problems.push(
				`${ file.name }: not a JSON answer (${ status }): ${ body.slice(
					0,
					120
				) }`
			);
		}
		if ( status >= 500 || ! answer.status ) {
			problems.push(
				`${ file.name }: HTTP ${ status } ${ body.slice( 0, 160 ) }`
			);
		}
	}

	const stored = walk( uploads );
	for ( const file of stored ) {
		const name = path.basename( file );
		const relative = path.relative( uploads, file );
		const content = fs.readFileSync( file );
		// The private folder's own guards (deny-all rules, an empty index.php) are Farol's.
		const guard =
			GUARDS.includes( name ) &&
			! /FAROL' \. '-EXEC|AddType/.test( content.toString( 'utf8' ) );
		if (
			/\.(php\d?|phtml|phar|pht|phps|cgi|pl|py|sh)$|^\.htaccess$|^\.user\.ini$/i.test(
				name
			) &&
			! guard
		) {
			problems.push( `executable file stored: ${ relative }` );
		}
		if ( /[\x00-\x1f]/.test( name ) || name.includes( '..' ) ) {
			problems.push(
				`unsafe name stored: ${ JSON.stringify( relative ) }`
			);
		}
		if (
			/\.svg$/i.test( name ) &&
			/<script|\bon\w+=/i.test( content.toString( 'utf8' ) )
		) {
			problems.push( `SVG with script stored: ${ relative }` );
		}
		const fetched = await context.get(
			`/wp-content/uploads/${ relative
				.split( path.sep )
				.map( encodeURIComponent )
				.join( '/' ) }`
		);
		if ( ( await fetched.text() ).includes( EXECUTED ) ) {
			problems.push( `fetching ${ relative } ran PHP` );
		}
	}
	const outside = walk( SITE ).filter(
		( file ) =>
			! file.startsWith( uploads ) &&
			! before.has( file ) &&
			! file.includes( 'wp-content/cache' )
	);
	expect( outside, 'files written outside the uploads folder' ).toEqual( [] );
	expect( phpProblemsSince( mark ) ).toEqual( [] );
	countCases( 'uploads', FILES.length + stored.length );
	expect( problems ).toEqual( [] );
} );
