/**
 * The settings page's verdict on selectors, in a real Chromium, matches the shared table
 * (tests/fixtures/sticky/selectors.json, also read by jest and PHPUnit): every valid selector
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
		path.join( __dirname, '../fixtures/sticky/selectors.json' ),
		'utf8'
	)
) as SelectorTable;

/**
 * Types a selector into a rule and reads the page's verdict: whether the field is marked
 * invalid, and the text under it (its `aria-describedby` target).
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
	return field.evaluate( ( input ) => ( {
		invalid: input.getAttribute( 'aria-invalid' ) === 'true',
		message:
			document.getElementById(
				input.getAttribute( 'aria-describedby' ) ?? ''
			)?.textContent ?? '',
	} ) );
}

/**
 * Opens the settings page with a new, unsaved rule (after any the site has).
 *
 * @param page Browser page.
 * @return The page object and the new rule's index.
 */
async function newRule(
	page: StickySettingsPage[ 'page' ]
): Promise< { settings: StickySettingsPage; rule: number } > {
	const settings = new StickySettingsPage( page );
	await settings.open();
	const rule = await settings.rules.count();
	await settings.addRule();
	return { settings, rule };
}

test( 'the settings page accepts every valid selector of the table', async ( {
	page,
} ) => {
	const { settings, rule } = await newRule( page );
	const refused: string[] = [];
	for ( const selector of table.valid ) {
		if ( ( await verdict( settings, rule, selector ) ).invalid ) {
			refused.push( selector );
		}
	}
	expect( refused, 'valid selectors the page refuses' ).toEqual( [] );
} );

test( 'the settings page refuses every invalid or unsafe selector of the table', async ( {
	page,
} ) => {
	const { settings, rule } = await newRule( page );
	const accepted: string[] = [];
	for ( const selector of [ ...table.invalid, ...table.unsafe ] ) {
		const { invalid, message } = await verdict( settings, rule, selector );
		if ( ! invalid || message.trim() === '' ) {
			accepted.push( selector );
		}
	}
	expect( accepted, 'invalid or unsafe selectors the page accepts' ).toEqual(
		[]
	);
} );

test( 'the settings page refuses every jQuery extension of the table by name', async ( {
	page,
} ) => {
	const { settings, rule } = await newRule( page );
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
