/**
 * The browser writes the same text as render.php: the ticker, started on the server's markup
 * and words (English, pt_BR) with a number of seconds left, shows the digits, captions and sentence of the shared table
 * tests/fixtures/countdown/text.json, which PHPUnit checks render.php against
 * (tests/php/Blocks/CountdownTextTest.php).
 */

/**
 * External dependencies
 */
import { startTicker } from '@farol/countdown/ticker';

/**
 * Internal dependencies
 */
import table from '../../fixtures/countdown/text.json';
import {
	captions,
	digits,
	propsOf,
	sentence,
	serverMarkup,
	type Locale,
} from './server-markup';

const NOW = Date.UTC( 2025, 5, 1, 12, 0, 0 );

describe.each< Locale >( [ 'en', 'pt_BR' ] )(
	'the ticker in %s',
	( locale ) => {
		let stop = () => {};

		beforeEach( () => jest.useFakeTimers( { now: NOW } ) );
		afterEach( () => {
			stop();
			jest.useRealTimers();
		} );

		it.each( table.cases )(
			'shows what the server shows with $secondsLeft s left',
			( row ) => {
				const element = serverMarkup(
					NOW + row.secondsLeft * 1000,
					locale
				);
				stop = startTicker( element, propsOf( element ) );
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
