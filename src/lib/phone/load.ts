/**
 * Loads the phone library on demand, once: libphonenumber-js's core (./library.ts, its own
 * chunk) and, per calling code, the full metadata of that code's countries (one chunk each,
 * cut from the package's max metadata by tools/phone/metadata.js into ./metadata/, a
 * git-ignored folder every webpack build writes). `prepare` loads the codes the numbers it
 * is given need, so a Brazilian form downloads Brazil's metadata only.
 *
 * A chunk that fails to load is asked once more (retryImport) and then given up: the next
 * call tries again, while the forms go on without it meanwhile (the server checks them).
 */
/**
 * External dependencies
 */
import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * Internal dependencies
 */
import { retryImport } from '../bounded';
import { countryCallingCode, leadingCallingCode } from './codes';
import type { PhoneLibrary, PhoneQuery } from './types';

export type PhoneMetadata = {
	version: number;
	country_calling_codes: Record< string, string[] >;
	countries: Record< string, unknown[] >;
	nonGeographic: Record< string, unknown[] >;
};

/** How the loader reaches its chunks (tests give their own). */
export type PhoneChunks = {
	/** The library's code (./library.ts). */
	library: () => Promise< typeof import('./library') >;
	/** One calling code's metadata (./metadata/<code>.json). */
	metadata: ( code: string ) => Promise< { default: PhoneMetadata } >;
};

const CHUNKS: PhoneChunks = {
	library: () => import( './library' ),
	// Through the library's chunk, which holds the table of the metadata chunks.
	metadata: ( code ) =>
		import( './library' ).then(
			( module ) =>
				module.metadataOf( code ) as Promise< {
					default: PhoneMetadata;
				} >
		),
};

/**
 * The codes a number needs at first: its region's and, for an international number, its own.
 *
 * @param query        The number.
 * @param query.number Its digits.
 * @param query.region Its region.
 */
function firstCodes( { number, region }: PhoneQuery ): string[] {
	const found = [
		region === null ? null : countryCallingCode( region ),
		number.startsWith( '+' )
			? leadingCallingCode( number.replace( /\D/g, '' ) )
			: null,
	];
	return found.filter( ( code ): code is string => code !== null );
}

/**
 * A loader of the library with its own metadata (the page has one, `loadPhoneLibrary`).
 *
 * @param chunks Where the chunks come from.
 * @return Loads the library (its code; metadata as its `prepare` asks).
 */
export function phoneLoader(
	chunks: PhoneChunks = CHUNKS
): () => Promise< PhoneLibrary > {
	// The codes loaded so far, merged: the one metadata object the library reads.
	const metadata: PhoneMetadata = {
		version: 4,
		country_calling_codes: {},
		countries: {},
		nonGeographic: {},
	};
	const codes = new Map< string, Promise< void > >();
	let library: Promise< PhoneLibrary > | null = null;

	// One calling code's metadata merged in, once (again after a failure).
	const loadCode = ( code: string ): Promise< void > => {
		const pending = codes.get( code );
		if ( pending ) {
			return pending;
		}
		const started = retryImport( () => chunks.metadata( code ) ).then(
			( { default: part } ) => {
				metadata.version = part.version;
				Object.assign(
					metadata.country_calling_codes,
					part.country_calling_codes
				);
				Object.assign( metadata.countries, part.countries );
				Object.assign( metadata.nonGeographic, part.nonGeographic );
			}
		);
		started.catch( () => {
			if ( codes.get( code ) === started ) {
				codes.delete( code );
			}
		} );
		codes.set( code, started );
		return started;
	};

	// The code of a national number that starts with its region's international (IDD)
	// prefix, which libphonenumber reads as an international number (its stripIddPrefix):
	// known once the region's metadata is there.
	const iddCode = ( { number, region }: PhoneQuery ): string | null => {
		const idd =
			region === null || number.startsWith( '+' )
				? undefined
				: metadata.countries[ region ]?.[ 1 ];
		if ( typeof idd !== 'string' ) {
			return null;
		}
		const prefix = new RegExp( `^(?:${ idd })` ).exec( number );
		const rest = prefix ? number.slice( prefix[ 0 ].length ) : '';
		return rest === '' || rest.startsWith( '0' )
			? null
			: leadingCallingCode( rest.replace( /\D/g, '' ) );
	};

	const prepare = async ( queries: readonly PhoneQuery[] ) => {
		await Promise.all( queries.flatMap( firstCodes ).map( loadCode ) );
		const more = queries
			.map( iddCode )
			.filter( ( code ): code is string => code !== null );
		await Promise.all( more.map( loadCode ) );
	};

	return () => {
		if ( ! library ) {
			const started = retryImport( chunks.library ).then(
				( module ) => ( {
					...module.createPhoneLibrary(
						metadata as unknown as MetadataJson
					),
					prepare,
				} )
			);
			started.catch( () => {
				if ( library === started ) {
					library = null;
				}
			} );
			library = started;
		}
		return library;
	};
}

/**
 * The page's phone library (its code loaded; metadata as its `prepare` loads it), once.
 */
export const loadPhoneLibrary: () => Promise< PhoneLibrary > = phoneLoader();

/**
 * Starts loading what a phone field of this country will need (the library and its code's
 * metadata), e.g. when the visitor focuses it. Failures are left to the submit.
 *
 * @param country The field's country (ISO), or null.
 */
export function preloadPhone( country: string | null ): void {
	loadPhoneLibrary()
		.then( ( loaded ) =>
			loaded.prepare( [ { number: '', region: country } ] )
		)
		.catch( () => {} );
}
