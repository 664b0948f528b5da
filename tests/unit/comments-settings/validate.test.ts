/**
 * The settings page's check before saving: what the contract refuses, a shortest length above
 * the longest, and phrase overrides that lose their placeholder, each named by its field.
 */
/**
 * Internal dependencies
 */
import { commentSettings } from '../../../src/comments/settings-contract';
import {
	keepsPlaceholder,
	validate,
} from '../../../src/comments/admin-settings/validate';
import { parseStored } from '../../../src/comments/admin-settings/api';

const PLACEHOLDERS = { counter_remaining: '%d', reply_to: '%s' };

describe( 'the settings check', () => {
	it( 'passes the defaults', () => {
		expect( validate( commentSettings.parse( {} ), PLACEHOLDERS ) ).toEqual(
			{}
		);
	} );

	it( 'names each field whose value cannot be saved', () => {
		const settings = {
			...commentSettings.parse( {} ),
			per_page: 500,
			comment_max_length: Number.NaN,
			reply_min_length: 4000,
			phrases: {
				counter_remaining: 'Sobram poucos',
				reply_to: 'Responder a %s',
				load_more: 'Mais %d',
			},
		};
		const errors = validate( settings, PLACEHOLDERS );
		expect( Object.keys( errors ).sort() ).toEqual( [
			'comment_max_length',
			'per_page',
			'phrases.counter_remaining',
			'phrases.load_more',
			'reply_min_length',
		] );
		expect( errors.per_page ).toBe( 'Enter 200 or less.' );
		expect( errors[ 'phrases.counter_remaining' ] ).toContain( '%d' );
	} );

	it( 'takes a placeholder exactly once; a lone percent sign is text', () => {
		expect( keepsPlaceholder( 'Faltam %d', '%d' ) ).toBe( true );
		expect( keepsPlaceholder( 'Faltam %d de %d', '%d' ) ).toBe( false );
		expect( keepsPlaceholder( 'Faltam %s', '%d' ) ).toBe( false );
		expect( keepsPlaceholder( '100%% seguro', '' ) ).toBe( true );
		expect( keepsPlaceholder( '100% seguro', '' ) ).toBe( true );
		expect( keepsPlaceholder( 'Faltam %1$d', '' ) ).toBe( false );
	} );

	it( 'reads WordPress’s empty phrases list as no overrides', () => {
		expect( parseStored( { per_page: 20, phrases: [] } ) ).toMatchObject( {
			per_page: 20,
			phrases: {},
			endpoint: 'farol',
		} );
	} );
} );
