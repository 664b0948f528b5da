/**
 * Rating the post over the server's markup: a first rating is sent at once with the clicked
 * star's count of stars (1–5); a known own rating (printed for a member, remembered for a guest) asks first, and a
 * cancelled question sends nothing; the answer's markup takes the rating's place.
 */

/**
 * Internal dependencies
 */
import { testContext, testProps } from './props-fixture';
import type { Context } from '../../../src/comments/context';
import { rate, rememberedKey } from '../../../src/comments/rating/rate';

const star = ( stars: number, pressed = false ) =>
	`<button type="button" data-farol-action="rate" data-rating="${ stars }" aria-pressed="${ pressed }" aria-label="Rate ${ stars } of 5"></button>`;

const rating = ( mine: number, summary: string ) =>
	`<div class="farol-rating" data-farol-slot="rating" data-mine="${ mine }">${ [
		1, 2, 3, 4, 5,
	]
		.map( ( stars ) => star( stars, stars === mine ) )
		.join(
			''
		) }<span class="farol-rating__summary">${ summary }</span></div>`;

const realFetch = global.fetch;
let sent: FormData[] = [];

/**
 * The area with its rating, the server answering a rating of `answered` stars.
 *
 * @param mine     The printed own rating.
 * @param answered Stars the answer says.
 */
function area( mine: number, answered: number ): Context {
	document.body.innerHTML = `<section id="wpdcom">${ rating(
		mine,
		'No ratings yet'
	) }<div id="wpd-threads"></div></section>`;
	sent = [];
	global.fetch = jest.fn(
		async ( _url: unknown, init: { body: FormData } ) => {
			sent.push( init.body );
			return {
				json: async () => ( {
					success: true,
					data: {
						rating: answered,
						average: answered,
						count: 1,
						html: rating( answered, `${ answered }.0 (1 rating)` ),
						postId: 7,
					},
				} ),
			};
		}
	) as unknown as typeof fetch;
	const props = testProps( {
		postId: 7,
		phrases: {
			rating_change_confirm: 'Change it?',
			rating_counted: 'Thanks.',
		},
	} );
	return testContext( props );
}

const button = ( stars: number ) =>
	document.querySelector< HTMLButtonElement >(
		`[data-rating="${ stars }"]`
	)!;

afterEach( () => {
	global.fetch = realFetch;
	window.localStorage.clear();
} );

test( 'a first rating is sent at once with the star count, and the answer takes its place', async () => {
	const ctx = area( 0, 4 );
	const confirm = jest.fn( () => true );
	button( 4 ).focus();
	await rate( ctx, button( 4 ), confirm );
	expect( confirm ).not.toHaveBeenCalled();
	expect( sent ).toHaveLength( 1 );
	expect( sent[ 0 ]?.get( 'action' ) ).toBe( 'wpdUserRate' );
	expect( sent[ 0 ]?.get( 'rating' ) ).toBe( '4' );
	expect( sent[ 0 ]?.get( 'postId' ) ).toBe( '7' );
	expect(
		document.querySelector( '.farol-rating__summary' )?.textContent
	).toBe( '4.0 (1 rating)' );
	expect( button( 4 ).getAttribute( 'aria-pressed' ) ).toBe( 'true' );
	expect( button( 4 ).ownerDocument.activeElement ).toBe( button( 4 ) );
	expect( window.localStorage.getItem( rememberedKey( 7 ) ) ).toBe( '4' );
} );

test.each( [ 1, 5 ] )(
	'the star of %i sends that many stars (the ends of the scale)',
	async ( stars ) => {
		const ctx = area( 0, stars );
		await rate( ctx, button( stars ), () => true );
		expect( sent.map( ( body ) => body.get( 'rating' ) ) ).toEqual( [
			String( stars ),
		] );
		expect( button( stars ).getAttribute( 'aria-pressed' ) ).toBe( 'true' );
	}
);

test.each( [ '0', '6', '2.5', 'x', '' ] )(
	'a star whose data-rating is %p is not a rating: nothing is sent',
	async ( value ) => {
		const ctx = area( 0, 3 );
		const odd = button( 3 );
		odd.dataset.rating = value;
		await rate( ctx, odd, () => true );
		expect( sent ).toHaveLength( 0 );
	}
);

test( 'a printed own rating asks first; cancelled, nothing is sent', async () => {
	const ctx = area( 4, 2 );
	const cancel = jest.fn( () => false );
	await rate( ctx, button( 2 ), cancel );
	expect( cancel ).toHaveBeenCalledWith( 'Change it?' );
	expect( sent ).toHaveLength( 0 );
	expect( button( 4 ).getAttribute( 'aria-pressed' ) ).toBe( 'true' );

	await rate( ctx, button( 2 ), () => true );
	expect( sent ).toHaveLength( 1 );
	expect( button( 2 ).getAttribute( 'aria-pressed' ) ).toBe( 'true' );
} );

test( "a guest's remembered rating asks first too", async () => {
	window.localStorage.setItem( rememberedKey( 7 ), '5' );
	const ctx = area( 0, 1 );
	const ask = jest.fn( () => true );
	await rate( ctx, button( 1 ), ask );
	expect( ask ).toHaveBeenCalledTimes( 1 );
	expect( sent[ 0 ]?.get( 'rating' ) ).toBe( '1' );
} );
