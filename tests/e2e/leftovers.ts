/**
 * Every spec file leaves the e2e site as it found it: what its tests created on the site's
 * own screens' data — comments, lead conversions and contacts, contact form messages — is
 * removed when the next spec file starts (or the worker ends), so a later spec never counts
 * another's rows (the Leads screen's seeded rows lost among earlier conversions, a thread
 * longer than seeded). Spec files still remove the fixtures they make themselves (posts,
 * forms, settings) in their own hooks; this is the net under what a visitor's actions add.
 *
 * How: the highest id of each table is read before the file's first test and after each of
 * its tests; what lies between the first and the last reading is the file's own (rows a
 * `beforeAll` of the next file adds lie above it, and that file's hooks own them). Removal goes
 * through WordPress (tests/e2e/php/leftovers.php: wp_delete_comment() runs Farol's hooks that
 * drop votes and thread caches), and only when a reading shows new rows. Reading is one query
 * on MariaDB's socket; only the native e2e site is touched (e2e-database.ts).
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { isOwnSite, siteSql, SITE_DIR } from './e2e-database';

/** Table → its id column, as named on the e2e site (prefix wp_). */
const TABLES = {
	comments: [ 'wp_comments', 'comment_ID' ],
	conversions: [ 'wp_farol_lead_conversions', 'id' ],
	contacts: [ 'wp_farol_lead_contacts', 'id' ],
	submissions: [ 'wp_farol_contact_submissions', 'id' ],
} as const;

type Marks = Record< keyof typeof TABLES, number >;

/** The spec file whose rows are being watched, in this worker. */
interface Watched {
	file: string;
	baseURL: string;
	since: Marks;
	until: Marks;
}

let watched: Watched | null = null;

/**
 * The highest id of each watched table.
 */
function marks(): Marks {
	const names = Object.keys( TABLES ) as Array< keyof typeof TABLES >;
	const row =
		siteSql(
			`SELECT ${ names
				.map( ( name ) => {
					const [ table, column ] = TABLES[ name ];
					return `(SELECT COALESCE(MAX(${ column }), 0) FROM ${ table })`;
				} )
				.join( ', ' ) }`
		)[ 0 ] ?? [];
	return Object.fromEntries(
		names.map( ( name, index ) => [ name, Number( row[ index ] ?? 0 ) ] )
	) as Marks;
}

/**
 * Removes the rows a spec file created.
 *
 * @param file The watched file.
 */
function remove( file: Watched ): void {
	const created = ( Object.keys( TABLES ) as Array< keyof Marks > ).some(
		( name ) => file.until[ name ] > file.since[ name ]
	);
	if ( ! created ) {
		return;
	}
	execFileSync(
		'php',
		[
			path.join( __dirname, 'php/leftovers.php' ),
			SITE_DIR,
			JSON.stringify( { since: file.since, until: file.until } ),
		],
		{
			env: { ...process.env, FAROL_SITE_URL: file.baseURL },
			stdio: [ 'ignore', 'ignore', 'inherit' ],
			timeout: 60_000,
		}
	);
}

/**
 * Before a test: a new spec file closes the previous one's watch (its rows removed) and opens
 * its own.
 *
 * @param file    The test's spec file.
 * @param baseURL The site under test.
 */
export function beforeTest( file: string, baseURL: string ): void {
	if ( watched && watched.file !== file ) {
		const previous = watched;
		watched = null;
		remove( previous );
	}
	if ( ! watched && isOwnSite( baseURL ) ) {
		const now = marks();
		watched = { file, baseURL, since: now, until: now };
	}
}

/**
 * After a test: what the file created so far.
 */
export function afterTest(): void {
	if ( watched ) {
		watched.until = marks();
	}
}

/**
 * When the worker ends: the last file's rows removed.
 */
export function endOfWorker(): void {
	if ( watched ) {
		const last = watched;
		watched = null;
		remove( last );
	}
}
