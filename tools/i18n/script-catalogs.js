/**
 * Picks, for one built script, the catalogue entries it can ask wp.i18n for.
 *
 * WordPress looks a script's translations up in `<domain>-<locale>-<md5>.json`, md5 of the
 * script's path inside the plugin (`build/countdown/view.js`), and prints the whole file
 * before the script. So each built script gets a file with only the strings it uses: an entry
 * belongs to a script when its msgid (and its context, when it has one) occurs in the built
 * code as a string literal. The minifier keeps the literals of gettext calls, but writes them
 * its own way (quote chosen by content, escapes, `<\/script`), so every form a literal can take
 * is looked for, quotes included, which also keeps "day" from matching inside "Monday".
 *
 * CommonJS so that both tools/i18n/build.mjs and the jest unit tests can load it.
 */

const ESCAPES = {
	'\\': '\\\\',
	'\n': '\\n',
	'\r': '\\r',
	'\t': '\\t',
	'\b': '\\b',
	'\f': '\\f',
	'\v': '\\v',
	'\u2028': '\\u2028',
	'\u2029': '\\u2029',
	'\ufeff': '\\ufeff',
};

/**
 * Escapes what a string literal cannot hold raw (not the quotes: see literalForms()).
 *
 * @param {string} value String value.
 * @return {string} Literal body.
 */
function escapeBody( value ) {
	return value.replace(
		/[\\\n\r\t\b\f\v\u2028\u2029\ufeff\0]/g,
		( char, index ) => {
			if ( char === '\0' ) {
				// "\0" followed by a digit would read as an octal escape.
				return /\d/.test( value[ index + 1 ] ?? '' ) ? '\\x00' : '\\0';
			}
			return ESCAPES[ char ];
		}
	);
}

/**
 * The body with every non-ASCII character escaped, as an ASCII-only minifier writes it.
 *
 * @param {string}  body   Literal body.
 * @param {boolean} braces Whether characters beyond U+FFFF are written \u{1f600} (ES2015)
 *                         rather than as two \uXXXX halves.
 * @return {string} ASCII body.
 */
function asciiOnly( body, braces ) {
	return body
		.replace( /[\ud800-\udbff][\udc00-\udfff]/g, ( pair ) =>
			braces ? `\\u{${ pair.codePointAt( 0 ).toString( 16 ) }}` : pair
		)
		.replace( /[\u0000-\u001f\u007f-\uffff]/g, ( char ) => {
			const code = char.charCodeAt( 0 ).toString( 16 );
			return code.length <= 2
				? `\\x${ code.padStart( 2, '0' ) }`
				: `\\u${ code.padStart( 4, '0' ) }`;
		} );
}

/**
 * What a minifier does to literals inside inline-safe output.
 *
 * @param {string} literal Quoted literal.
 * @return {string} Literal safe inside <script>.
 */
function inlineSafe( literal ) {
	return literal
		.replace( /<\/(script)([>/\t\n\f\r ])/gi, '<\\/$1$2' )
		.replace( /<!--/g, '\\x3c!--' )
		.replace( /-->/g, '--\\x3e' );
}

/**
 * Every way a JavaScript string literal with this value may be written in a built bundle:
 * double, single or backtick quotes; non-ASCII characters raw or escaped; `</script`,
 * `<!--` and `-->` as written or escaped.
 *
 * @param {string} value String value.
 * @return {string[]} Distinct literals, quotes included.
 */
function literalForms( value ) {
	const escaped = escapeBody( value );
	const forms = new Set();
	for ( const body of [
		escaped,
		asciiOnly( escaped, true ),
		asciiOnly( escaped, false ),
	] ) {
		for ( const literal of [
			`"${ body.replace( /"/g, '\\"' ) }"`,
			`'${ body.replace( /'/g, "\\'" ) }'`,
			`\`${ body.replace( /`/g, '\\`' ).replace( /\$\{/g, '\\${' ) }\``,
		] ) {
			forms.add( literal );
			forms.add( inlineSafe( literal ) );
		}
	}
	return [ ...forms ];
}

/**
 * The part of a catalogue a built script uses: the entries whose msgid, and context when
 * there is one, occur in its code as string literals.
 *
 * @param {string}                                  code         Built script.
 * @param {Record<string, Record<string, unknown>>} translations Context → msgid → entry
 *                                                               (gettext-parser's shape).
 * @return {Record<string, Record<string, unknown>>} Same shape, only the used entries.
 */
function entriesUsedBy( code, translations ) {
	const seen = new Map();
	const occurs = ( value ) => {
		if ( ! seen.has( value ) ) {
			seen.set(
				value,
				literalForms( value ).some( ( form ) => code.includes( form ) )
			);
		}
		return seen.get( value );
	};

	const used = {};
	for ( const [ context, entries ] of Object.entries( translations ) ) {
		for ( const [ msgid, entry ] of Object.entries( entries ) ) {
			if ( msgid === '' || ! occurs( msgid ) ) {
				continue;
			}
			if ( context !== '' && ! occurs( context ) ) {
				continue;
			}
			used[ context ] ??= {};
			used[ context ][ msgid ] = entry;
		}
	}
	return used;
}

/**
 * Whether a built script reads translations: its generated asset file lists wp-i18n (without
 * one, whether the code reaches for wp.i18n). WordPress only loads translations for those.
 *
 * @param {string}      code  Built script.
 * @param {string|null} asset Contents of its .asset.php, null when there is none.
 * @return {boolean} True when it imports @wordpress/i18n.
 */
function importsI18n( code, asset ) {
	if ( asset !== null ) {
		return /['"]wp-i18n['"]/.test( asset );
	}
	return /\bwp\.i18n\b/.test( code );
}

module.exports = { literalForms, entriesUsedBy, importsI18n };
