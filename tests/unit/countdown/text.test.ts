/**
 * The browser writes the same text as render.php: the ticker, started on the server's markup
 * with a number of seconds left, shows the digits, captions and sentence of the shared table
 * tests/fixtures/countdown-text.json, which PHPUnit checks render.php against
 * (tests/php/Blocks/CountdownTextTest.php).
 */

/**
 * WordPress dependencies
 */
import { resetLocaleData } from '@wordpress/i18n';

/**
 * External dependencies
 */
import { startTicker } from '@farol/countdown/ticker';

/**
 * Internal dependencies
 */
import table from '../../fixtures/countdown-text.json';
import { loadPortuguese } from './load-po';
import { captions, digits, sentence, serverMarkup } from './server-markup';

const NOW = Date.UTC( 2025, 5, 1, 12, 0, 0 );

type Locale = 'en' | 'pt_BR';

describe.each< Locale >( [ 'en', 'pt_BR' ] )(
	'the ticker in %s',
	( locale ) => {
		let stop = () => {};

		beforeAll( () => {
			if ( locale === 'pt_BR' ) {
				loadPortuguese( 'countdown' );
			}
		} );
		afterAll( () => resetLocaleData( undefined, 'farol' ) );
		beforeEach( () => jest.useFakeTimers( { now: NOW } ) );
		afterEach( () => {
			stop();
			jest.useRealTimers();
		} );

		it.each( table.cases )(
			'shows what the server shows with $secondsLeft s left',
			( row ) => {
				const element = serverMarkup( NOW + row.secondsLeft * 1000 );
				stop = startTicker( element, NOW + row.secondsLeft * 1000 );
				expect( digits() ).toEqual( row.digits );
				expect( captions() ).toEqual( row[ locale ].captions );
				expect( sentence() ).toBe( row[ locale ].summary );
				expect(
					element
						.querySelector( '.farol-countdown__units' )
						?.classList.contains( 'is-ended' )
				).toBe( row.ended );
			}
		);
	}
);
