/**
 * The settings page's data helpers: drafts keep what was typed, payloads carry what the server
 * must judge, and a refusal from the server becomes one message per field.
 */
/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import { RestError } from '@farol/lib/rest';
import { toDraft, toPayload, toRule } from '@farol/sticky/admin/drafts';
import { describeSaveError } from '@farol/sticky/admin/settings-api';
import { RULE_DEFAULTS } from '@farol/sticky/rule-contract';

describe( 'drafts', () => {
	it( 'start a new rule from the defaults of the contract', () => {
		const draft = toDraft();
		expect( draft ).toMatchObject( {
			sticky_selector: '',
			push_up_selector: '',
			top_distance: '0',
			min_width: '0',
			max_width: '99999',
			z_index: '1',
			legacy_mode: false,
			dynamic_mode: false,
			debug: false,
			admin_bar: false,
		} );
	} );

	it( 'get distinct keys', () => {
		expect( toDraft().key ).not.toBe( toDraft().key );
	} );

	it( 'send whole numbers as numbers and anything else as typed', () => {
		const draft = {
			...toDraft( { sticky_selector: ' #menu ' } ),
			top_distance: ' 12 ',
			min_width: '-5',
			max_width: '10px',
			z_index: '',
		};
		expect( toPayload( draft ) ).toEqual( {
			sticky_selector: '#menu',
			push_up_selector: '',
			top_distance: 12,
			min_width: -5,
			max_width: '10px',
			z_index: '',
			legacy_mode: false,
			dynamic_mode: false,
			debug: false,
			admin_bar: false,
		} );
	} );

	it( 'preview a draft with defaults where a number does not parse', () => {
		const rule = toRule( {
			...toDraft( { sticky_selector: '#a', legacy_mode: true } ),
			top_distance: 'abc',
			z_index: '40',
		} );
		expect( rule ).toEqual( {
			...RULE_DEFAULTS,
			sticky_selector: '#a',
			legacy_mode: true,
			z_index: 40,
		} );
	} );
} );

describe( 'describeSaveError', () => {
	it( 'reads the per-field errors of rest_invalid_param', () => {
		const error = new RestError(
			'rest_invalid_param',
			'Invalid parameter(s): farol_sticky_rules',
			400,
			{
				status: 400,
				params: {
					farol_sticky_rules: 'Rule 2, Z-index: Enter 0 or more.',
				},
				details: {
					farol_sticky_rules: {
						code: 'farol_sticky_invalid_rules',
						message: 'Rule 2, Z-index: Enter 0 or more.',
						data: {
							status: 400,
							errors: [
								{
									rule: 1,
									field: 'z_index',
									message: 'Enter 0 or more.',
								},
							],
						},
					},
				},
			}
		);
		const problem = describeSaveError( error );
		expect( problem.fields ).toEqual( [
			{ rule: 1, field: 'z_index', message: 'Enter 0 or more.' },
		] );
		expect( problem.message ).toMatch( /not saved/ );
	} );

	it( 'falls back to the parameter message for a schema refusal', () => {
		const error = new RestError(
			'rest_invalid_param',
			'Invalid parameter(s): farol_sticky_rules',
			400,
			{
				status: 400,
				params: {
					farol_sticky_rules:
						'farol_sticky_rules[0][colour] is not a valid property of Object.',
				},
				details: {
					farol_sticky_rules: {
						code: 'rest_additional_properties_forbidden',
						message: 'x',
						data: null,
					},
				},
			}
		);
		expect( describeSaveError( error ) ).toEqual( {
			message:
				'farol_sticky_rules[0][colour] is not a valid property of Object.',
			fields: [],
		} );
	} );

	it( 'shows other REST errors as they are', () => {
		const error = new RestError(
			'rest_forbidden',
			'Sorry, you are not allowed to do that.',
			403
		);
		expect( describeSaveError( error ) ).toEqual( {
			message: 'Sorry, you are not allowed to do that.',
			fields: [],
		} );
		expect( describeSaveError( new Error( 'offline' ) ).message ).toBe(
			'offline'
		);
	} );
} );
