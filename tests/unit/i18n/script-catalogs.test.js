/**
 * Each built script's translation file holds the strings that script uses, found the way the
 * minifier writes them, and nothing else.
 */
/**
 * Internal dependencies
 */
const {
	entriesUsedBy,
	importsI18n,
	literalForms,
} = require( '../../../tools/i18n/script-catalogs' );

/**
 * A catalogue in gettext-parser's shape: context → msgid → entry.
 *
 * @param {Array<[string, string, string]>} rows [ context, msgid, msgstr ].
 */
function catalog( rows ) {
	const translations = { '': { '': { msgid: '', msgstr: [ 'headers' ] } } };
	for ( const [ context, msgid, msgstr ] of rows ) {
		translations[ context ] ??= {};
		translations[ context ][ msgid ] = {
			msgctxt: context || undefined,
			msgid,
			msgstr: [ msgstr ],
		};
	}
	return translations;
}

/**
 * The msgids (prefixed by their context) a script was given.
 *
 * @param {Object} used Result of entriesUsedBy().
 */
function keys( used ) {
	return Object.entries( used )
		.flatMap( ( [ context, entries ] ) =>
			Object.keys( entries ).map( ( id ) =>
				context ? `${ context }|${ id }` : id
			)
		)
		.sort();
}

describe( 'entriesUsedBy', () => {
	const translations = catalog( [
		[ '', 'Time remaining: %s.', 'Tempo restante: %s.' ],
		[ '', '%d day', '%d dia' ],
		[ '', 'Legacy mode', 'Modo legado' ],
		[ 'countdown caption, exactly one', 'day', 'dia' ],
		[ 'countdown caption, zero or more than one', 'days', 'dias' ],
		[ 'weekday', 'Monday', 'Segunda-feira' ],
		[ '', 'Search results for: "%s"', 'Resultados da busca por: “%s”' ],
		[ '', 'Loading…', 'Carregando…' ],
		[ '', 'Line one\nline two', 'Linha um\nlinha dois' ],
		[ '', 'Close </script> tags', 'Feche as tags </script>' ],
		[ '', 'Don\'t "mix"', 'Não "misture"' ],
	] );

	it( 'gives a bundle only the strings of its own gettext calls', () => {
		const code =
			'(()=>{const t=window.wp.i18n;e.textContent=(0,t.sprintf)((0,t.__)("Time remaining: %s.","farol"),' +
			'(0,t._n)("%d day","%d days",n.days,"farol"));c=(0,t._x)("day","countdown caption, exactly one","farol")})();';

		expect( keys( entriesUsedBy( code, translations ) ) ).toEqual( [
			'%d day',
			'Time remaining: %s.',
			'countdown caption, exactly one|day',
		] );
	} );

	it( 'wants the context too, and a whole literal, not part of one', () => {
		// "days" occurs, but not with its context; "day" only inside "Monday" and "days".
		const code =
			'const w=["Monday"],x="days";(0,t.__)("Legacy mode","farol");';

		expect( keys( entriesUsedBy( code, translations ) ) ).toEqual( [
			'Legacy mode',
		] );
	} );

	it( 'finds literals the minifier quoted or escaped its own way', () => {
		const code = [
			// Single quotes when the text holds more double quotes than single ones.
			`(0,t.__)('Search results for: "%s"',"farol")`,
			// Non-ASCII escaped (ascii_only output).
			'(0,t.__)("Loading\\u2026","farol")',
			'(0,t.__)("Line one\\nline two","farol")',
			// Inline-safe output.
			'(0,t.__)("Close <\\/script> tags","farol")',
			`(0,t.__)("Don't \\"mix\\"","farol")`,
		].join( ',' );

		expect( keys( entriesUsedBy( code, translations ) ) ).toEqual(
			[
				'Close </script> tags',
				'Don\'t "mix"',
				'Line one\nline two',
				'Loading…',
				'Search results for: "%s"',
			].sort()
		);
	} );

	it( 'keeps the entries as they are, translation included', () => {
		const used = entriesUsedBy(
			'(0,t.__)("Loading…","farol")',
			translations
		);

		expect( used ).toEqual( {
			'': { 'Loading…': translations[ '' ][ 'Loading…' ] },
		} );
	} );

	it( 'gives a bundle without gettext calls nothing', () => {
		expect(
			entriesUsedBy(
				'(()=>{document.body.dataset.x="1"})();',
				translations
			)
		).toEqual( {} );
	} );
} );

describe( 'literalForms', () => {
	it( 'covers both quotes, raw and escaped non-ASCII characters', () => {
		const forms = literalForms( 'Página “x”' );

		expect( forms ).toEqual(
			expect.arrayContaining( [
				'"Página “x”"',
				"'Página “x”'",
				'"P\\xe1gina \\u201cx\\u201d"',
			] )
		);
	} );

	it( 'writes characters beyond U+FFFF either way an ASCII-only minifier does', () => {
		const forms = literalForms( 'Ok 😀' );

		expect( forms ).toEqual(
			expect.arrayContaining( [
				'"Ok 😀"',
				'"Ok \\u{1f600}"',
				'"Ok \\ud83d\\ude00"',
			] )
		);
	} );
} );

describe( 'importsI18n', () => {
	it( 'trusts the generated asset file', () => {
		expect(
			importsI18n(
				'',
				"<?php return array('dependencies' => array('react', 'wp-i18n'), 'version' => 'x');"
			)
		).toBe( true );
		expect(
			importsI18n(
				'window.wp.i18n',
				"<?php return array('dependencies' => array(), 'version' => 'x');"
			)
		).toBe( false );
	} );

	it( 'looks for wp.i18n in a bundle without an asset file', () => {
		expect( importsI18n( 'const t=window.wp.i18n;', null ) ).toBe( true );
		expect( importsI18n( 'const t=window.wp.element;', null ) ).toBe(
			false
		);
	} );
} );
