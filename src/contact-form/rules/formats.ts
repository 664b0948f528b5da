/**
 * The value formats the rules check, the same as the server (Farol\ContactForm\Rules\Formats).
 * Every pattern names its characters (ASCII digits are [0-9], never `\d`) so JavaScript and
 * PCRE read it alike; values reach these functions already trimmed.
 */
/**
 * Internal dependencies
 */
import { WHITESPACE } from './values';

const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp( `^${ LOCAL_ATOM }(?:\\.${ LOCAL_ATOM })*$` );
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * An email address: at least 6 characters, at most 254; one `@`; a local part of at most 64
 * characters made of dot-separated atoms (letters, digits and ``!#$%&'*+/=?^_`{|}~-``; no
 * leading, trailing or doubled dot); a domain of at least two labels, each 1 to 63 letters,
 * digits or hyphens, not starting or ending with a hyphen. No top-level domain list:
 * `ab@c.de` passes; international domains only as punycode.
 *
 * @param value Trimmed value.
 * @return Whether it is one.
 */
export function isEmail( value: string ): boolean {
	const length = Array.from( value ).length;
	if ( length < 6 || length > 254 ) {
		return false;
	}
	const parts = value.split( '@' );
	if ( parts.length !== 2 ) {
		return false;
	}
	const [ local = '', domain = '' ] = parts;
	if ( local.length > 64 || ! LOCAL_PART.test( local ) ) {
		return false;
	}
	const labels = domain.split( '.' );
	return (
		labels.length >= 2 &&
		labels.every( ( label ) => DOMAIN_LABEL.test( label ) )
	);
}

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):([\s\S]*)$/;
const FORBIDDEN_IN_URL = new RegExp(
	`[\\u0000-\\u001F\\u007F${ WHITESPACE }]`,
	'u'
);
/** Schemes whose addresses name a host: `http:example.com` is not one. */
const HOST_SCHEMES = new Set( [ 'http', 'https', 'ftp', 'ftps' ] );

/**
 * A URL: a scheme from the list (compared in lower case, as schemes are case-insensitive),
 * then something; no whitespace or control character anywhere; where the rest starts with
 * `//`, a non-empty host (after any `user@` and before any `:port`); http, https, ftp and ftps
 * must have that `//host`. Hosts are not checked further (an internationalized host is fine).
 *
 * @param value   Trimmed value.
 * @param schemes Accepted schemes, lower case.
 * @return Whether it is one.
 */
export function isUrl( value: string, schemes: readonly string[] ): boolean {
	const match = SCHEME.exec( value );
	if ( ! match || FORBIDDEN_IN_URL.test( value ) ) {
		return false;
	}
	const scheme = ( match[ 1 ] ?? '' ).toLowerCase();
	const rest = match[ 2 ] ?? '';
	if ( ! schemes.includes( scheme ) || rest === '' ) {
		return false;
	}
	if ( rest.startsWith( '//' ) ) {
		const authority = rest.slice( 2 ).split( /[/?#]/ )[ 0 ] ?? '';
		const host = authority
			.slice( authority.lastIndexOf( '@' ) + 1 )
			.replace( /:[0-9]*$/, '' );
		return host !== '';
	}
	return ! HOST_SCHEMES.has( scheme );
}

const TEL_SEPARATORS = new RegExp( `[${ WHITESPACE }()/.-]`, 'gu' );

/**
 * A telephone number: with the separators removed (whitespace, parentheses, slash, dot and
 * hyphen), an optional international prefix (`+` or `00`) and then 5 to 15 ASCII digits.
 *
 * @param value Trimmed value.
 * @return Whether it is one.
 */
export function isTel( value: string ): boolean {
	let digits = value.replace( TEL_SEPARATORS, '' );
	if ( digits.startsWith( '+' ) ) {
		digits = digits.slice( 1 );
	} else if ( digits.startsWith( '00' ) ) {
		digits = digits.slice( 2 );
	}
	return /^[0-9]{5,15}$/.test( digits );
}

const NUMBER = /^-?(?:[0-9]+|[0-9]*\.[0-9]+)(?:[eE][+-]?[0-9]+)?$/;

/**
 * A number as an HTML number input sends it: an optional minus, digits with an optional
 * fraction (`.5` is fine, `1.`, `+1`, `1,5`, `0x1A` and `Infinity` are not), an optional
 * exponent.
 *
 * @param value Trimmed value.
 * @return Whether it is one.
 */
export function isNumber( value: string ): boolean {
	return NUMBER.test( value );
}

const DATE = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;

/**
 * The year, month and day of a real calendar date written YYYY-MM-DD (years 0001 to 9999).
 *
 * @param value Trimmed value.
 * @return [year, month, day], or null when it is not one.
 */
export function parseDate( value: string ): [ number, number, number ] | null {
	const match = DATE.exec( value );
	if ( ! match ) {
		return null;
	}
	const year = Number( match[ 1 ] );
	const month = Number( match[ 2 ] );
	const day = Number( match[ 3 ] );
	if ( year < 1 || month < 1 || month > 12 || day < 1 ) {
		return null;
	}
	const leap = year % 4 === 0 && ( year % 100 !== 0 || year % 400 === 0 );
	const lengths = [
		31,
		leap ? 29 : 28,
		31,
		30,
		31,
		30,
		31,
		31,
		30,
		31,
		30,
		31,
	];
	return day <= ( lengths[ month - 1 ] ?? 0 ) ? [ year, month, day ] : null;
}

/**
 * A time of day, HH:MM or HH:MM:SS, 00:00 to 23:59:59.
 *
 * @param value Trimmed value.
 * @return Whether it is one.
 */
export function isTime( value: string ): boolean {
	return /^(?:[01][0-9]|2[0-3]):[0-5][0-9](?::[0-5][0-9])?$/.test( value );
}

const MONTH_OFFSETS = [ 0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4 ];

/**
 * The ISO weekday of a calendar date (1 Monday … 7 Sunday), by arithmetic on the date alone:
 * a date has no time zone, so no clock or zone can shift it to the day before.
 *
 * @param date [year, month, day] of a real date.
 * @return 1 to 7.
 */
export function isoWeekday( date: [ number, number, number ] ): number {
	const [ year, month, day ] = date;
	const y = month < 3 ? year - 1 : year;
	const sunday0 =
		( y +
			Math.floor( y / 4 ) -
			Math.floor( y / 100 ) +
			Math.floor( y / 400 ) +
			( MONTH_OFFSETS[ month - 1 ] ?? 0 ) +
			day ) %
		7;
	return sunday0 === 0 ? 7 : sunday0;
}

/**
 * A file name's extension as the file rule compares it: the part after the last dot, with
 * ASCII letters lower-cased (only ASCII: `toLowerCase()` would turn the Kelvin sign into a
 * `k`, which PHP's strtolower does not), with its dot; null when the name has no dot, ends in
 * one or has nothing before it (`.jpg`).
 *
 * @param name File name.
 * @return e.g. `.pdf`, or null.
 */
export function fileExtension( name: string ): string | null {
	const base = name.slice(
		Math.max( name.lastIndexOf( '/' ), name.lastIndexOf( '\\' ) ) + 1
	);
	const dot = base.lastIndexOf( '.' );
	if ( dot <= 0 || dot === base.length - 1 ) {
		return null;
	}
	return base
		.slice( dot )
		.replace( /[A-Z]/g, ( letter ) => letter.toLowerCase() );
}
