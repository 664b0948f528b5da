/**
 * The settings page's verdict on selectors, in a real Chromium, matches the shared table
 * (tests/fixtures/sticky-selectors.json, also read by jest and PHPUnit): every valid selector
 * is accepted as typed, every jQuery extension is refused with a message naming it, every
 * invalid or unsafe one is refused.
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
import { StickySettingsPage } from './pages/sticky-settings.page';

interface SelectorTable {
	valid: string[];
	invalid: string[];
	jquery: Record< string, string >;
	unsafe: string[];
}

const table = JSON.parse(
	fs.readFileSync(
		path.join( __dirname, '../fixtures/sticky-selectors.json' ),
		'utf8'
	)
) as SelectorTable;

/**
 * Types a selector into a rule and reads the page's verdict.
 *
 * @param settings The settings page.
 * @param rule     Rule index.
 * @param selector What the user types.
 */
async function verdict(
	settings: StickySettingsPage,
	rule: number,
	selector: string
): Promise< { invalid: boolean; message: string } > {
	const field = settings.field( rule, 'sticky_selector' );
	await field.fill( selector );
	const message = await settings.fieldMessage( rule, 'sticky_selector' );
	return {
		invalid: ( await field.getAttribute( 'aria-invalid' ) ) === 'true',
		message: ( await message.textContent() ) ?? '',
	};
}

test( 'the settings page judges selectors as the shared table says', async ( {
	page,
} ) => {
	const settings = new StickySettingsPage( page );
	await settings.open();
	// A new rule, after any the site already has; nothing is saved.
	const rule = await settings.rules.count();
	await settings.addRule();

	const refusedValid: string[] = [];
	for ( const selector of table.valid ) {
		if ( ( await verdict( settings, rule, selector ) ).invalid ) {
			refusedValid.push( selector );
		}
	}
	expect( refusedValid, 'valid selectors the page refuses' ).toEqual( [] );

	const acceptedInvalid: string[] = [];
	for ( const selector of [ ...table.invalid, ...table.unsafe ] ) {
		const { invalid, message } = await verdict( settings, rule, selector );
		if ( ! invalid || message.trim() === '' ) {
			acceptedInvalid.push( selector );
		}
	}
	expect(
		acceptedInvalid,
		'invalid or unsafe selectors the page accepts'
	).toEqual( [] );

	const unnamed: string[] = [];
	for ( const [ selector, extension ] of Object.entries( table.jquery ) ) {
		const { invalid, message } = await verdict( settings, rule, selector );
		// The message names the extension, in English or in Portuguese.
		if ( ! invalid || ! message.includes( `"${ extension }"` ) ) {
			unnamed.push( `${ selector } → ${ message }` );
		}
	}
	expect( unnamed, 'jQuery extensions not refused by name' ).toEqual( [] );
} );
