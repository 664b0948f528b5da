/**
 * CVE-2020-24186 (wpDiscuz 7.0.0–7.0.4: an unauthenticated upload of a PHP file posing as an
 * image, then run from the uploads folder), against Farol's comment attachments:
 *
 * - a guest's files are refused while attachments are for members only (the default), before
 *   anything is kept;
 * - a member sends hostile files with wpdAddComment (PHP behind image magic bytes, double and
 *   other PHP extensions, a GIF/PHP polyglot, an SVG with script, `.htaccess`) and one real PNG
 *   with PHP after its end: every answer is JSON (never a 5xx), the hostile ones refused;
 * - afterwards every file in the comments' private folder has a generated name with an allowed
 *   extension and holds no PHP, fetching it by its own address never runs PHP, and fetching it
 *   through the controller sends data with `nosniff`.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import type { FilePart } from './contact-submit';
import {
	countCases,
	logIn,
	logMark,
	phpProblemsSince,
	SITE,
	siteTask,
	unthrottle,
	visitor,
} from './site';

/** PHP that prints the marker only when it runs (the source never holds it joined). */
const PHP = "<?php echo 'FAROL' . '-EXEC'; ?>";
const EXECUTED = 'FAROL-EXEC';
const POST = '/landing-pages-que-convertem/';
const FOLDER = path.join( SITE, 'wp-content/uploads/farol-private/comments' );
/** The folder's own guards (deny-all rules, an empty index.php). */
const GUARDS = [ '.htaccess', 'index.php', 'web.config' ];

/** A 1×1 PNG, then PHP after its end. */
const PNG_WITH_PHP = Buffer.concat( [
	Buffer.from(
		'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
		'base64'
	),
	Buffer.from( PHP ),
] );

const GIF_PHP = Buffer.from( 'GIF89a\x01\x00\x01\x00\x00\x00\x00' + PHP );

const HOSTILE: FilePart[] = [
	{ name: 'shell.php', mimeType: 'image/gif', buffer: GIF_PHP },
	{ name: 'x.php.jpg', mimeType: 'image/jpeg', buffer: Buffer.from( PHP ) },
	{ name: 'x.phtml', mimeType: 'image/gif', buffer: GIF_PHP },
	{ name: 'x.jpg.php', mimeType: 'image/jpeg', buffer: GIF_PHP },
	{ name: 'polyglota.gif', mimeType: 'image/gif', buffer: GIF_PHP },
	{
		name: 'desenho.svg',
		mimeType: 'image/svg+xml',
		buffer: Buffer.from(
			'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'
		),
	},
	{
		name: '.htaccess',
		mimeType: 'text/plain',
		buffer: Buffer.from( 'AddType application/x-httpd-php .png' ),
	},
	{ name: 'x.phar', mimeType: 'text/plain', buffer: Buffer.from( PHP ) },
];

/**
 * The main form's hidden fields on the post (its stamp among them), read as a visitor's page.
 *
 * @param context The caller.
 */
async function formFields(
	context: APIRequestContext
): Promise< Record< string, string > > {
	const html = await ( await context.get( POST ) ).text();
	const fields: Record< string, string > = {};
	for ( const [ , name, value ] of html.matchAll(
		/<input type="hidden" name="([^"]+)" value="([^"]*)"[^>]*>/g
	) ) {
		fields[ name! ] ??= value!;
	}
	return fields;
}

/**
 * Sends wpdAddComment with one file part.
 *
 * @param context The caller.
 * @param fields  The form's fields.
 * @param file    The file.
 */
async function addWithFile(
	context: APIRequestContext,
	fields: Record< string, string >,
	file: FilePart
): Promise< { status: number; body: string } > {
	const answer = await context.post( '/wp-admin/admin-ajax.php', {
		multipart: {
			...fields,
			action: 'wpdAddComment',
			wc_comment: `<p>Teste de anexo ${ file.name } ${ Date.now() }</p>`,
			wc_name: 'Visitante',
			wc_email: 'visitante@farol-security.test',
			wpdiscuz_unique_id: '0_0',
			farol_hp: '',
			'wmu_files[]': file,
		},
		timeout: 30_000,
	} );
	return { status: answer.status(), body: await answer.text() };
}

/**
 * Every file under a folder.
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

test( 'no disguised upload is kept runnable, and a guest cannot upload when members only', async () => {
	test.setTimeout( 180_000 );
	unthrottle();
	const mark = logMark();
	const before = new Set( walk( FOLDER ) );

	// A guest, with a valid form stamp: refused for the attachment, nothing kept.
	const guest = await visitor();
	const guestFields = await formFields( guest.context );
	await new Promise( ( resolve ) => setTimeout( resolve, 3200 ) );
	const refused = await addWithFile( guest.context, guestFields, {
		name: 'foto.png',
		mimeType: 'image/png',
		buffer: PNG_WITH_PHP,
	} );
	expect( refused.status ).toBe( 403 );
	expect( JSON.parse( refused.body ) ).toEqual( {
		success: false,
		data: 'attachment_not_allowed',
	} );
	expect( walk( FOLDER ).filter( ( file ) => ! before.has( file ) ) ).toEqual(
		[]
	);

	// A member: every hostile file refused with a JSON answer; the real PNG kept, re-encoded.
	const seed = siteTask< { users: Record< string, number > } >( 'seed', '1' );
	const member = await logIn( 'subscriber', seed.users.subscriber! );
	const memberFields = {
		...( await formFields( member.context ) ),
		nonce: member.nonces!.comments,
	};
	const problems: string[] = [];
	for ( const [ index, file ] of HOSTILE.entries() ) {
		if ( index % 4 === 0 ) {
			unthrottle();
		}
		const { status, body } = await addWithFile(
			member.context,
			memberFields,
			file
		);
		let answer: { success?: boolean; data?: unknown } = {};
		try {
			answer = JSON.parse( body ) as typeof answer;
		} catch {
			problems.push( `${ file.name }: not JSON (${ status })` );
		}
		if ( status >= 500 || answer.success !== false ) {
			problems.push(
				`${ file.name }: HTTP ${ status } ${ body.slice( 0, 120 ) }`
			);
		}
	}
	unthrottle();
	const kept = await addWithFile( member.context, memberFields, {
		name: 'foto.png',
		mimeType: 'image/png',
		buffer: PNG_WITH_PHP,
	} );
	expect( JSON.parse( kept.body ).success, kept.body ).toBe( true );
	const html = ( JSON.parse( kept.body ) as { data: { message: string } } )
		.data.message;
	const served = /src="([^"]+comment-attachments\/\d+)"/.exec( html )?.[ 1 ];
	expect( served ).toBeTruthy();

	const stored = walk( FOLDER ).filter(
		( file ) => ! GUARDS.includes( path.basename( file ) )
	);
	expect( stored.length ).toBeGreaterThan( 0 );
	for ( const file of stored ) {
		const relative = path.relative( FOLDER, file );
		if (
			! /^[a-f0-9]{32}\/attachment\.(jpg|jpeg|png|gif|webp|mp4|webm|pdf|txt|zip|docx?|xlsx?|odt|ods)$/.test(
				relative
			)
		) {
			problems.push( `unexpected name kept: ${ relative }` );
		}
		if ( fs.readFileSync( file ).includes( '<?php' ) ) {
			problems.push( `PHP kept in ${ relative }` );
		}
		const direct = await guest.context.get(
			`/wp-content/uploads/farol-private/comments/${ relative }`
		);
		if ( ( await direct.text() ).includes( EXECUTED ) ) {
			problems.push( `fetching ${ relative } ran PHP` );
		}
	}
	const through = await guest.context.get( served! );
	expect( through.status() ).toBe( 200 );
	expect( through.headers()[ 'x-content-type-options' ] ).toBe( 'nosniff' );
	expect( through.headers()[ 'content-type' ] ).toBe( 'image/png' );
	expect( ( await through.body() ).includes( EXECUTED ) ).toBe( false );

	countCases( 'uploads', HOSTILE.length + 2 );
	expect( phpProblemsSince( mark ) ).toEqual( [] );
	expect( problems ).toEqual( [] );
} );
