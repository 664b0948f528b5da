/**
 * WordPress dependencies
 */
import { resetLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import { summary, unitCaption } from '@farol/countdown/labels';
import { remainingUntil } from '@farol/countdown/time';
import { loadPortuguese } from './load-po';

const at = ( seconds: number ) => remainingUntil( seconds * 1000, 0 );

describe( 'countdown words in Portuguese', () => {
	beforeAll( () => loadPortuguese( 'countdown' ) );
	afterAll( () => resetLocaleData( undefined, 'farol' ) );

	it( 'captions the units "dia/dias, hora/horas, minuto/minutos, segundo/segundos"', () => {
		expect( unitCaption( 'days', 1 ) ).toBe( 'dia' );
		expect( unitCaption( 'days', 12 ) ).toBe( 'dias' );
		expect( unitCaption( 'hours', 1 ) ).toBe( 'hora' );
		expect( unitCaption( 'hours', 5 ) ).toBe( 'horas' );
		expect( unitCaption( 'minutes', 1 ) ).toBe( 'minuto' );
		expect( unitCaption( 'minutes', 30 ) ).toBe( 'minutos' );
		expect( unitCaption( 'seconds', 1 ) ).toBe( 'segundo' );
		expect( unitCaption( 'seconds', 59 ) ).toBe( 'segundos' );
	} );

	it( 'reads "00 dias", not "00 dia", under a zero', () => {
		expect( unitCaption( 'days', 0 ) ).toBe( 'dias' );
		expect( unitCaption( 'seconds', 0 ) ).toBe( 'segundos' );
	} );

	it( 'says the time left in a Portuguese sentence', () => {
		expect( summary( at( 3 * 86400 + 4 * 3600 + 5 * 60 ) ) ).toBe(
			'Tempo restante: 3 dias, 4 horas e 5 minutos.'
		);
		expect( summary( at( 86400 + 60 ) ) ).toBe(
			'Tempo restante: 1 dia e 1 minuto.'
		);
		expect( summary( at( 59 ) ) ).toBe( 'Falta menos de um minuto.' );
		expect( summary( at( 0 ) ) ).toBe( 'A contagem regressiva terminou.' );
	} );
} );
