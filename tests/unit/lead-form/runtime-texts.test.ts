/**
 * The runtime's own texts follow the form's locale: the server publishes them in the form's
 * props from one table (plugin/data/lead-form-runtime-texts.json), so the runtime — on a
 * WordPress page or through the embed script on another site — carries no translations and
 * refuses props without them.
 */
/**
 * Internal dependencies
 */
import table from '../../../plugin/data/lead-form-runtime-texts.json';
import { leadFormProps } from '../../../src/lead-form/runtime/props';
import {
	citiesFoundText,
	runtimeTexts,
} from '../../../src/lead-form/runtime-texts';

const PROPS = {
	formId: 7,
	locale: 'es',
	variant: 'typed',
	endpoints: {
		typed: '/wp-json/farol/v1/conversions',
		legacy: '/wp-json/farol/v1/api/1.2/conversions.json',
		events: '/wp-json/farol/v1/events',
		cities: '/wp-json/farol/v1/api/cidades/',
	},
	rules: {},
};

describe( 'runtime texts', () => {
	it( 'exist for pt-BR, en and es, each with every text the runtime shows', () => {
		expect( Object.keys( table.locales ).sort() ).toEqual( [
			'en',
			'es',
			'pt-BR',
		] );
		for ( const texts of Object.values( table.locales ) ) {
			expect( runtimeTexts.strict().parse( texts ) ).toEqual( texts );
		}
		expect( table.aliases ).toEqual( { 'en-US': 'en', 'es-ES': 'es' } );
	} );

	it( 'are read from the props, in the form’s locale', () => {
		const props = leadFormProps.parse( {
			...PROPS,
			texts: table.locales.es,
		} );
		expect( props.texts.unavailable ).toBe(
			'Disculpe las molestias, esta acción ya no está disponible.'
		);
		expect( () => leadFormProps.parse( PROPS ) ).toThrow();
	} );

	it( 'announce the city count in the form’s language', () => {
		const pt = table.locales[ 'pt-BR' ];
		expect( citiesFoundText( pt, 0 ) ).toBe( 'Nenhuma cidade encontrada.' );
		expect( citiesFoundText( pt, 1 ) ).toBe( '1 cidade encontrada.' );
		expect( citiesFoundText( pt, 12 ) ).toBe( '12 cidades encontradas.' );
		expect( citiesFoundText( table.locales.es, 3 ) ).toBe(
			'3 ciudades encontradas.'
		);
		expect( citiesFoundText( table.locales.en, 1 ) ).toBe(
			'1 city found.'
		);
	} );
} );
