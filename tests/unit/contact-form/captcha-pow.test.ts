/**
 * The proof-of-work solver of the self-hosted captcha: it reads the server's challenge format,
 * counts leading zero bits as the server does (Farol\ContactForm\Spam\ProofOfWork::zero_bits),
 * and the number it finds meets the difficulty by an independent SHA-256 (Node's), pausing
 * between batches.
 */
/**
 * External dependencies
 */
import { createHash, webcrypto } from 'node:crypto';

/**
 * Internal dependencies
 */
import {
	leadingZeroBits,
	parseChallenge,
	solve,
} from '../../../src/contact-form/captcha/pow-solver';

const SIGNATURE = 'a'.repeat( 64 );
const SALT = '0123456789abcdef0123456789abcdef';

describe( 'proof-of-work solver', () => {
	it( 'reads only well-formed challenges', () => {
		expect(
			parseChallenge( `pow1.${ SALT }.13.1900000000.${ SIGNATURE }` )
		).toEqual( {
			token: `pow1.${ SALT }.13.1900000000.${ SIGNATURE }`,
			salt: SALT,
			difficulty: 13,
			expires: 1900000000,
		} );
		for ( const bad of [
			'',
			`pow2.${ SALT }.13.1900000000.${ SIGNATURE }`,
			`pow1.${ SALT.toUpperCase() }.13.1900000000.${ SIGNATURE }`,
			`pow1.${ SALT }.130.1900000000.${ SIGNATURE }`,
			`pow1.${ SALT }.13.1900000000.${ SIGNATURE }x`,
		] ) {
			expect( parseChallenge( bad ) ).toBeNull();
		}
	} );

	it( 'counts leading zero bits', () => {
		expect( leadingZeroBits( new Uint8Array( [ 0x80 ] ) ) ).toBe( 0 );
		expect( leadingZeroBits( new Uint8Array( [ 0x01, 0xff ] ) ) ).toBe( 7 );
		expect( leadingZeroBits( new Uint8Array( [ 0, 0, 0x10 ] ) ) ).toBe(
			19
		);
		expect( leadingZeroBits( new Uint8Array( [ 0, 0 ] ) ) ).toBe( 16 );
	} );

	it( 'finds a number meeting the difficulty, pausing between batches', async () => {
		const challenge = parseChallenge(
			`pow1.${ SALT }.12.1900000000.${ SIGNATURE }`
		)!;
		let pauses = 0;
		const answer = await solve(
			challenge,
			webcrypto.subtle as SubtleCrypto,
			64,
			async () => {
				pauses++;
			}
		);
		expect( answer ).toMatch( /^\d+$/ );
		const digest = createHash( 'sha256' )
			.update( SALT + answer )
			.digest();
		expect(
			leadingZeroBits( new Uint8Array( digest ) )
		).toBeGreaterThanOrEqual( 12 );
		expect( pauses ).toBe( Math.floor( Number( answer ) / 64 ) );
		// The first such number: every smaller one misses.
		for ( let n = 0; n < Number( answer ); n++ ) {
			const miss = createHash( 'sha256' )
				.update( SALT + n )
				.digest();
			expect( leadingZeroBits( new Uint8Array( miss ) ) ).toBeLessThan(
				12
			);
		}
	} );
} );
