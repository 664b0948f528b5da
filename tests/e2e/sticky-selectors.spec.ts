/**
 * The server's selector check agrees with the browser: every selector of the shared table
 * (tests/php/Sticky/fixtures/selectors.json, also read by SelectorSyntaxTest.php) is accepted
 * or refused by Chromium's querySelectorAll exactly as the table says.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { test, expect } from './fixtures';

interface SelectorTable {
	valid: string[];
	invalid: string[];
	jquery: string[];
}

const table = JSON.parse(
	fs.readFileSync(
		path.join( __dirname, '../php/Sticky/fixtures/selectors.json' ),
		'utf8'
	)
) as SelectorTable;

test( 'Chromium accepts and refuses the same selectors as the server', async ( {
	page,
} ) => {
	await page.setContent( '<!doctype html><p>selectors</p>' );
	const verdicts = await page.evaluate( ( selectors ) => {
		const accepts = ( selector: string ): boolean => {
			try {
				document.querySelectorAll( selector );
				return true;
			} catch {
				return false;
			}
		};
		return {
			valid: selectors.valid.filter( ( s ) => ! accepts( s ) ),
			invalid: [ ...selectors.invalid, ...selectors.jquery ].filter(
				accepts
			),
		};
	}, table );

	expect( verdicts.valid, 'valid selectors Chromium refuses' ).toEqual( [] );
	expect( verdicts.invalid, 'invalid selectors Chromium accepts' ).toEqual(
		[]
	);
} );
