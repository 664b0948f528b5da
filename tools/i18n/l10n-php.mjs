/**
 * WordPress's PHP translation files (`.l10n.php`, WordPress 6.5+): the same catalogue as a .mo,
 * as a PHP array. WordPress loads one in preference to the .mo beside it, and the opcode cache
 * keeps it compiled, so a request no longer parses a binary catalogue (core's pt_BR .mo is
 * 420 KB). Written by tools/i18n/build.mjs (Farol's own catalogue) and
 * tools/runtime/wordpress.mjs (core's, with its supplement).
 */

/**
 * A PHP string literal of any text: single-quoted, with the NUL and EOT bytes gettext keys use
 * (plural forms, contexts) spliced in as double-quoted escapes.
 *
 * @param {string} text Text.
 */
export function phpString( text ) {
	return (
		"'" +
		text
			.replace( /\\/g, '\\\\' )
			.replace( /'/g, "\\'" )
			.replace( /\0/g, `' . "\\0" . '` )
			.replace( /\x04/g, `' . "\\4" . '` ) +
		"'"
	);
}

/**
 * WordPress's PHP translation file (WP_Translation_File_PHP): the headers with lower-case
 * names, and `messages` keyed as its .mo reader keys them (`context\4msgid`, the singular only),
 * the plural translations joined by NUL.
 *
 * @param {Object} catalog gettext-parser catalog.
 */
export function l10nPhp( catalog ) {
	const lines = [];
	for ( const [ name, value ] of Object.entries( catalog.headers ) ) {
		lines.push(
			`${ phpString( name.toLowerCase() ) }=>${ phpString( value ) }`
		);
	}
	const messages = [];
	for ( const [ context, entries ] of Object.entries(
		catalog.translations
	) ) {
		for ( const [ msgid, entry ] of Object.entries( entries ) ) {
			if ( '' === msgid || ! entry.msgstr?.some( ( text ) => text ) ) {
				continue;
			}
			const key = context ? `${ context }\x04${ msgid }` : msgid;
			messages.push(
				`${ phpString( key ) }=>${ phpString(
					entry.msgstr.join( '\0' )
				) }`
			);
		}
	}
	lines.push( `'messages'=>[${ messages.join( ',\n' ) }]` );
	return `<?php\n// Generated from a gettext catalogue by tools/i18n/l10n-php.mjs; do not edit.\nreturn [${ lines.join(
		',\n'
	) }];\n`;
}
