/**
 * The sticky rule contract is the one source: the settings page's limit and defaults, the
 * settings client's parser and the JSON Schema PHP reads all follow it. A contract with other
 * limits (built here, put in place of the module) changes all of them together.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import * as contractModule from '@farol/sticky/rule-contract';
import { toWordPressSchema } from '../../../tools/contracts/json-schema';

type ContractModule = typeof contractModule;

const COMMITTED = path.join(
	__dirname,
	'../../../plugin/includes/Sticky/sticky-rules.schema.json'
);

/**
 * The admin's modules, loaded against a contract with other limits.
 *
 * @param limits The limits of the replacement contract.
 */
function withContract( limits: contractModule.StickyLimits ) {
	jest.resetModules();
	jest.doMock( '@farol/sticky/rule-contract', () => {
		const actual = jest.requireActual< ContractModule >(
			'@farol/sticky/rule-contract'
		);
		const stickyRules = actual.defineStickyRules( limits );
		return {
			...actual,
			STICKY_LIMITS: limits,
			stickyRules,
			RULE_DEFAULTS: stickyRules.defaults,
		};
	} );
	return {
		config: require( '@farol/sticky/admin/config' ),
		api: require( '@farol/sticky/admin/settings-api' ),
		check: require( '@farol/sticky/admin/selector-check' ),
		contract: require( '@farol/sticky/rule-contract' ) as ContractModule,
	};
}

afterEach( () => {
	jest.dontMock( '@farol/sticky/rule-contract' );
	jest.resetModules();
} );

describe( 'the contract in force', () => {
	it( 'is what the committed JSON Schema says', () => {
		const committed = JSON.parse( fs.readFileSync( COMMITTED, 'utf8' ) );
		const { description, ...schema } = committed;
		expect( description ).toMatch( /src\/sticky\/rule-contract\.ts/ );
		expect( schema ).toEqual(
			toWordPressSchema( contractModule.stickyRules.list )
		);
		expect( schema.maxItems ).toBe( contractModule.STICKY_LIMITS.maxRules );
	} );

	it( 'gives a new rule every default and no selector', () => {
		expect( contractModule.stickyRules.newRule() ).toEqual( {
			sticky_selector: '',
			push_up_selector: '',
			top_distance: 0,
			min_width: 0,
			max_width: 99999,
			z_index: 1,
			legacy_mode: false,
			dynamic_mode: false,
			debug: false,
			admin_bar: false,
		} );
	} );
} );

describe( 'a changed contract', () => {
	const limits = { maxRules: 3, maxSelectorLength: 12, maxNumber: 100000 };

	it( 'changes the JSON Schema PHP reads', () => {
		const { contract } = withContract( limits );
		const schema = toWordPressSchema( contract.stickyRules.list );
		expect( schema.maxItems ).toBe( 3 );
		const properties = (
			schema.items as {
				properties: Record< string, Record< string, unknown > >;
			}
		 ).properties;
		expect( properties.sticky_selector?.maxLength ).toBe( 12 );
		expect( properties.z_index?.maximum ).toBe( 100000 );
	} );

	it( "changes the settings page's limit and the client's parser together", () => {
		const { config, api, check } = withContract( limits );
		expect( config.adminConfig().maxRules ).toBe( 3 );

		const rule = { sticky_selector: '#a' };
		expect( api.parseRules( [ rule, rule, rule ] ) ).toHaveLength( 3 );
		expect( () => api.parseRules( [ rule, rule, rule, rule ] ) ).toThrow();
		expect( () =>
			api.parseRules( [ { ...rule, z_index: 100001 } ] )
		).toThrow();
		expect( () =>
			api.parseRules( [ { sticky_selector: '#thirteen-char' } ] )
		).toThrow();

		expect( check.selectorProblem( '#twelve-char' ) ).toBeNull();
		expect( check.selectorProblem( '#thirteen-ch' + 'r' ) ).toMatch(
			/at most 12 characters/
		);
	} );
} );

describe( 'the settings client', () => {
	it( 'fills in the defaults of a rule stored without them', () => {
		const { api } = withContract( contractModule.STICKY_LIMITS );
		expect( api.parseRules( [ { sticky_selector: ' #menu ' } ] ) ).toEqual(
			[
				{
					...contractModule.RULE_DEFAULTS,
					sticky_selector: '#menu',
				},
			]
		);
		expect( api.parseRules( null ) ).toEqual( [] );
		expect( () =>
			api.parseRules( [ { sticky_selector: '#a', colour: 'red' } ] )
		).toThrow( /unknown format/ );
	} );
} );
