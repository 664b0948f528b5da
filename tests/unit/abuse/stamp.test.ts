/**
 * Fresh stamps for forms on cached pages: an old stamp is replaced when the visitor starts on
 * the form, a send waits for the fresh stamp and its minimum age, and a failed or malformed
 * answer keeps the stamp the page had.
 */
/**
 * Internal dependencies
 */
import {
	isStale,
	refreshIfStale,
	stampReady,
	watchStamp,
} from '../../../src/lib/abuse/stamp';

const NOW = 1_800_000_000_000;
const FRESH = `1800000099.${ 'b'.repeat( 64 ) }`;

/**
 * A form with a stamp made `age` seconds before NOW.
 *
 * @param age The stamp's age, in seconds.
 */
function formWithStamp( age: number ): HTMLFormElement {
	const form = document.createElement( 'form' );
	form.innerHTML = `<input type="text" name="name"><input type="hidden" name="farol_started" value="${
		NOW / 1000 - age
	}.${ 'a'.repeat(
		64
	) }" data-farol-stamp="/wp-json/farol/v1/stamps/lead-form/7" data-farol-stamp-refresh="1800">`;
	document.body.append( form );
	return form;
}

/**
 * The form's stamp value.
 *
 * @param form The form.
 */
const stampOf = ( form: HTMLFormElement ) =>
	( form.elements.namedItem( 'farol_started' ) as HTMLInputElement ).value;

/**
 * A fetch answering once with a body and a status.
 *
 * @param body   The JSON body.
 * @param status The status.
 */
function answering( body: unknown, status = 200 ) {
	return jest.fn( async () => ( {
		ok: status >= 200 && status < 300,
		status,
		json: async () => body,
	} ) ) as unknown as jest.Mock & typeof window.fetch;
}

describe( 'isStale', () => {
	it( 'judges the stamp’s time against the refresh age, both ways', () => {
		expect( isStale( `${ NOW / 1000 - 60 }.x`, 1800, NOW ) ).toBe( false );
		expect( isStale( `${ NOW / 1000 - 1801 }.x`, 1800, NOW ) ).toBe( true );
		expect( isStale( `${ NOW / 1000 + 1801 }.x`, 1800, NOW ) ).toBe( true );
		expect( isStale( 'yesterday', 1800, NOW ) ).toBe( true );
	} );
} );

describe( 'fresh stamps', () => {
	afterEach( () => {
		document.body.innerHTML = '';
		jest.useRealTimers();
	} );

	it( 'leaves a recent stamp alone and sends at once', async () => {
		const form = formWithStamp( 60 );
		const fetch = answering( { stamp: FRESH, minSeconds: 3 } );
		const before = stampOf( form );
		await stampReady( form, fetch, () => NOW );
		expect( fetch ).not.toHaveBeenCalled();
		expect( stampOf( form ) ).toBe( before );
	} );

	it( 'replaces an old stamp and holds the send for the fresh one’s minimum age', async () => {
		jest.useFakeTimers();
		const form = formWithStamp( 7200 );
		const fetch = answering( { stamp: FRESH, minSeconds: 3 } );
		let clock = NOW;
		let sent = false;
		const ready = stampReady( form, fetch, () => clock ).then( () => {
			sent = true;
		} );
		await jest.advanceTimersByTimeAsync( 0 );
		expect( fetch ).toHaveBeenCalledWith(
			'/wp-json/farol/v1/stamps/lead-form/7',
			expect.objectContaining( { cache: 'no-store' } )
		);
		expect( stampOf( form ) ).toBe( FRESH );
		clock += 2000;
		await jest.advanceTimersByTimeAsync( 2000 );
		expect( sent ).toBe( false );
		clock += 1100;
		await jest.advanceTimersByTimeAsync( 1100 );
		await ready;
		expect( sent ).toBe( true );
	} );

	it( 'keeps the page’s stamp when the route fails or answers something else', async () => {
		for ( const fetch of [
			answering( { code: 'farol_stamp_unavailable' }, 404 ),
			answering( { stamp: 'not a stamp', minSeconds: 3 } ),
			jest.fn( async () => {
				throw new TypeError( 'Failed to fetch' );
			} ) as unknown as typeof window.fetch,
		] ) {
			const form = formWithStamp( 7200 );
			const before = stampOf( form );
			await stampReady( form, fetch, () => NOW );
			expect( stampOf( form ) ).toBe( before );
		}
	} );

	it( 'fetches once per form, on the visitor’s first move there', async () => {
		const form = formWithStamp( 7200 );
		const fetch = jest.fn(
			async () => new Promise< Response >( () => {} )
		);
		const realFetch = window.fetch;
		window.fetch = fetch as unknown as typeof window.fetch;
		try {
			watchStamp( form );
			expect( fetch ).not.toHaveBeenCalled();
			(
				form.elements.namedItem( 'name' ) as HTMLInputElement
			 ).dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
			expect( fetch ).toHaveBeenCalledTimes( 1 );
			refreshIfStale( form, fetch as unknown as typeof window.fetch );
			expect( fetch ).toHaveBeenCalledTimes( 1 );
		} finally {
			window.fetch = realFetch;
		}
	} );
} );
