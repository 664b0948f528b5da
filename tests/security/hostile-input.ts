/**
 * Hostile values for the fuzzing spec, as fast-check arbitraries, and how they go on the wire:
 * PHP's bracket notation for nested arrays in forms and query strings, raw bytes for invalid
 * UTF-8 (percent-encoded byte by byte, or spliced raw into a JSON body).
 */
/**
 * External dependencies
 */
import fc from 'fast-check';

/**
 * Internal dependencies
 */
import corpus from '../fixtures/security/corpus.json';

/** Bytes that are not valid UTF-8 (or any bytes at all), sent as they are. */
export class Bytes {
	readonly bytes: Uint8Array;

	constructor( bytes: Uint8Array ) {
		this.bytes = bytes;
	}
}

export type Hostile =
	| string
	| number
	| boolean
	| null
	| Bytes
	| Hostile[]
	| {
			[ key: string ]: Hostile;
	  };

export const CORPUS: string[] = [
	...corpus.sql,
	...corpus.xss,
	...corpus.other,
];

/** A value no client of Farol would send. */
const leaf: fc.Arbitrary< Hostile > = fc.oneof(
	{ arbitrary: fc.constantFrom( ...CORPUS ), weight: 4 },
	{ arbitrary: fc.string( { maxLength: 40 } ), weight: 2 },
	{ arbitrary: fc.string( { unit: 'binary', maxLength: 80 } ), weight: 2 },
	{ arbitrary: fc.integer(), weight: 1 },
	{ arbitrary: fc.double(), weight: 1 },
	{ arbitrary: fc.boolean(), weight: 1 },
	{ arbitrary: fc.constant( null ), weight: 1 },
	{
		// Invalid UTF-8: lone continuation bytes, overlong forms, surrogates, 0xFF.
		arbitrary: fc
			.array(
				fc.oneof(
					fc.constantFrom(
						0x80,
						0xbf,
						0xc0,
						0xc1,
						0xed,
						0xf5,
						0xfe,
						0xff
					),
					fc.integer( { min: 0, max: 255 } )
				),
				{ minLength: 1, maxLength: 24 }
			)
			.map( ( bytes ) => new Bytes( Uint8Array.from( bytes ) ) ),
		weight: 2,
	},
	{
		// Huge: far past any field's length (a few hundred KB).
		arbitrary: fc
			.integer( { min: 70_000, max: 400_000 } )
			.map( ( size ) => 'Á'.repeat( size ) ),
		weight: 1,
	}
);

/** A hostile value: a leaf, or arrays and objects of them nested up to three deep. */
export const hostile: fc.Arbitrary< Hostile > = fc.letrec< {
	value: Hostile;
} >( ( tie ) => ( {
	value: fc.oneof(
		{ depthSize: 'small', maxDepth: 3 },
		{ arbitrary: leaf, weight: 6 },
		{ arbitrary: fc.array( tie( 'value' ), { maxLength: 4 } ), weight: 1 },
		{
			arbitrary: fc.dictionary(
				fc.oneof(
					fc.string( { maxLength: 8 } ),
					fc.constantFrom( ...CORPUS.slice( 0, 5 ) )
				),
				tie( 'value' ),
				{ maxKeys: 3 }
			),
			weight: 1,
		}
	),
} ) ).value;

/**
 * Parameters for a target: some of its known names, and perhaps names it does not know.
 *
 * @param names The target's known parameter names.
 */
export function parameters(
	names: string[]
): fc.Arbitrary< Record< string, Hostile > > {
	const known = fc
		.subarray( names )
		.chain( ( chosen ) =>
			fc
				.tuple( ...chosen.map( () => hostile ) )
				.map( ( values ) =>
					Object.fromEntries(
						chosen.map( ( name, i ) => [ name, values[ i ]! ] )
					)
				)
		);
	return fc
		.tuple(
			known,
			fc.dictionary( fc.string( { maxLength: 12 } ), hostile, {
				maxKeys: 2,
			} )
		)
		.map( ( [ a, b ] ) => ( { ...b, ...a } ) );
}

/**
 * Percent-encodes a string or raw bytes.
 *
 * @param value The value.
 */
function encode( value: string | Bytes ): string {
	if ( value instanceof Bytes ) {
		return [ ...value.bytes ]
			.map( ( byte ) => '%' + byte.toString( 16 ).padStart( 2, '0' ) )
			.join( '' );
	}
	return encodeURIComponent( value );
}

/**
 * application/x-www-form-urlencoded in PHP's bracket notation (also a query string).
 *
 * @param params The parameters.
 */
export function formEncode( params: Record< string, Hostile > ): string {
	const pairs: string[] = [];
	const walk = ( key: string, value: Hostile ): void => {
		if ( Array.isArray( value ) ) {
			value.forEach( ( item, i ) => walk( `${ key }[${ i }]`, item ) );
		} else if ( value instanceof Bytes ) {
			pairs.push( `${ encode( key ) }=${ encode( value ) }` );
		} else if ( value !== null && typeof value === 'object' ) {
			for ( const [ inner, item ] of Object.entries( value ) ) {
				walk( `${ key }[${ inner }]`, item );
			}
		} else {
			pairs.push(
				`${ encode( key ) }=${ encode( String( value ?? '' ) ) }`
			);
		}
	};
	for ( const [ key, value ] of Object.entries( params ) ) {
		walk( key, value );
	}
	return pairs.join( '&' );
}

/**
 * A JSON body whose strings may hold raw invalid UTF-8.
 *
 * @param params The parameters.
 */
export function jsonBody( params: Record< string, Hostile > ): Buffer {
	const raw: Uint8Array[] = [];
	const text = JSON.stringify( params, ( _key, value: unknown ) => {
		if ( value instanceof Bytes ) {
			raw.push( value.bytes );
			return `\u0001B${ raw.length - 1 }\u0001`;
		}
		return value;
	} );
	const parts = text.split( /\\u0001B(\d+)\\u0001/ );
	return Buffer.concat(
		parts.map( ( part, i ) =>
			i % 2 === 1
				? Buffer.from( raw[ Number( part ) ]! )
				: Buffer.from( part, 'utf8' )
		)
	);
}

/**
 * Shortens a value for a failure message.
 *
 * @param params The parameters.
 */
export function describe( params: Record< string, Hostile > ): string {
	const text = JSON.stringify( params, ( _key, value: unknown ) => {
		if ( value instanceof Bytes ) {
			return `<bytes ${ Buffer.from( value.bytes ).toString( 'hex' ) }>`;
		}
		if ( typeof value === 'string' && value.length > 200 ) {
			return `<${ value.length } chars>`;
		}
		return value;
	} );
	return text.length > 2000 ? text.slice( 0, 2000 ) + '…' : text;
}
