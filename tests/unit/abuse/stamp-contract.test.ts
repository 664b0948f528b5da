/**
 * The browser's zod-free check of the stamp answer and the contract the route's JSON Schema
 * is built from agree on every case.
 */
/**
 * Internal dependencies
 */
import { stampAnswer } from '../../../src/lib/abuse/stamp-contract';
import { isStampAnswer } from '../../../src/lib/abuse/stamp-shape-contract';

const STAMP = `1800000000.${ 'a'.repeat( 64 ) }`;

const CASES: Array< [ string, unknown ] > = [
	[ 'an answer', { stamp: STAMP, minSeconds: 3 } ],
	[ 'no wait', { stamp: STAMP, minSeconds: 0 } ],
	[ 'the longest wait', { stamp: STAMP, minSeconds: 60 } ],
	[ 'too long a wait', { stamp: STAMP, minSeconds: 61 } ],
	[ 'a negative wait', { stamp: STAMP, minSeconds: -1 } ],
	[ 'a fractional wait', { stamp: STAMP, minSeconds: 1.5 } ],
	[ 'a wait as text', { stamp: STAMP, minSeconds: '3' } ],
	[ 'upper-case hex', { stamp: STAMP.toUpperCase(), minSeconds: 3 } ],
	[ 'a short signature', { stamp: '1800000000.abc', minSeconds: 3 } ],
	[ 'no time', { stamp: `.${ 'a'.repeat( 64 ) }`, minSeconds: 3 } ],
	[ 'no stamp', { minSeconds: 3 } ],
	[ 'null', null ],
	[ 'a list', [ STAMP, 3 ] ],
];

describe( 'the stamp answer', () => {
	it.each( CASES )( '%s: the check and the contract agree', ( _, value ) => {
		expect( isStampAnswer( value ) ).toBe(
			stampAnswer.safeParse( value ).success
		);
	} );

	it( 'accepts what the route answers and refuses the rest', () => {
		expect(
			CASES.filter( ( [ , value ] ) => isStampAnswer( value ) )
		).toHaveLength( 3 );
	} );
} );
