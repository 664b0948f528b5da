/**
 * The proof of work the self-hosted captcha asks (Farol\Support\Captcha\ProofOfWork; the contact form and the comment widget share it): find a
 * decimal number n such that SHA-256( salt + n ) starts with `difficulty` zero bits. WebCrypto
 * digests run in batches, with a pause between batches so the page stays responsive.
 */

/** A challenge `pow1.<salt>.<difficulty>.<expires>.<signature>`, read. */
export interface Challenge {
	token: string;
	salt: string;
	difficulty: number;
	/** Unix time, seconds. */
	expires: number;
}

const PATTERN =
	/^pow1\.([0-9a-f]{32})\.([0-9]{1,2})\.([0-9]{1,12})\.[0-9a-f]{64}$/;

/**
 * Reads a challenge; null when it is not one.
 *
 * @param token The challenge as the server sent it.
 */
export function parseChallenge( token: string ): Challenge | null {
	const match = PATTERN.exec( token );
	if ( ! match ) {
		return null;
	}
	return {
		token,
		salt: match[ 1 ] ?? '',
		difficulty: Number( match[ 2 ] ),
		expires: Number( match[ 3 ] ),
	};
}

/**
 * The number of leading zero bits of a digest.
 *
 * @param bytes The digest.
 */
export function leadingZeroBits( bytes: Uint8Array ): number {
	let bits = 0;
	for ( const byte of bytes ) {
		if ( byte === 0 ) {
			bits += 8;
			continue;
		}
		return bits + Math.clz32( byte ) - 24;
	}
	return bits;
}

/**
 * The bytes of an ASCII string (the salt is hex, the number decimal).
 *
 * @param text The text.
 */
function ascii( text: string ): Uint8Array {
	return Uint8Array.from( text, ( char ) => char.charCodeAt( 0 ) );
}

/**
 * Finds the number.
 *
 * @param challenge The challenge.
 * @param subtle    WebCrypto.
 * @param batch     Digests per batch.
 * @param pause     What runs between batches (a macrotask, so input is handled).
 */
export async function solve(
	challenge: Challenge,
	subtle: SubtleCrypto = crypto.subtle,
	batch = 256,
	pause: () => Promise< void > = () =>
		new Promise( ( resolve ) => setTimeout( resolve, 0 ) )
): Promise< string > {
	for ( let start = 0; ; start += batch ) {
		const digests = await Promise.all(
			Array.from( { length: batch }, ( _, index ) =>
				subtle.digest(
					'SHA-256',
					ascii( challenge.salt + ( start + index ) )
				)
			)
		);
		const found = digests.findIndex(
			( digest ) =>
				leadingZeroBits( new Uint8Array( digest ) ) >=
				challenge.difficulty
		);
		if ( found >= 0 ) {
			return String( start + found );
		}
		await pause();
	}
}
