/**
 * One idempotency key per visitor attempt: a retry of the same data (after a failure or
 * going offline) keeps the key, so the server stores the conversion once; changed data or
 * a finished conversion starts a new attempt.
 */

export interface AttemptKeys {
	/** The key for these data. */
	keyFor: ( data: string ) => string;
	/** Forgets the current attempt (after a conversion). */
	reset: () => void;
}

/**
 * A fresh random key.
 */
function randomKey(): string {
	if ( typeof crypto !== 'undefined' && 'randomUUID' in crypto ) {
		return crypto.randomUUID();
	}
	// Pages served over plain http outside localhost have no randomUUID.
	return `k${ Date.now().toString( 36 ) }${ Math.random()
		.toString( 36 )
		.slice( 2, 14 ) }`;
}

/**
 * Keeps the current attempt's key.
 *
 * @param make Makes a key (tests pass their own).
 */
export function attemptKeys( make: () => string = randomKey ): AttemptKeys {
	let current: { data: string; key: string } | null = null;
	return {
		keyFor( data ) {
			if ( ! current || current.data !== data ) {
				current = { data, key: make() };
			}
			return current.key;
		},
		reset() {
			current = null;
		},
	};
}
