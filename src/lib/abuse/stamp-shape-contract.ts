/**
 * The fresh stamp answer's shape, without zod: the contract (stamp-contract.ts, the source of
 * the route's JSON Schema) is built from these values, and the browser checks answers with
 * `isStampAnswer()` so the forms' bundles do not carry zod for one small object.
 */

/** A signed "shown at" stamp: `<unix time>.<hmac-sha256 hex>`. */
export const STAMP_PATTERN = '^\\d{1,12}\\.[a-f0-9]{64}$';

/** The largest minimum age the route may answer, in seconds. */
export const MAX_MIN_SECONDS = 60;

/** What the stamp route answers. */
export interface StampAnswer {
	stamp: string;
	minSeconds: number;
}

const stampPattern = new RegExp( STAMP_PATTERN );

/**
 * Whether a parsed body is the stamp route's answer (the contract's rules).
 *
 * @param value The parsed JSON.
 */
export function isStampAnswer( value: unknown ): value is StampAnswer {
	if ( typeof value !== 'object' || value === null ) {
		return false;
	}
	const { stamp, minSeconds } = value as Record< string, unknown >;
	return (
		typeof stamp === 'string' &&
		stampPattern.test( stamp ) &&
		typeof minSeconds === 'number' &&
		Number.isInteger( minSeconds ) &&
		minSeconds >= 0 &&
		minSeconds <= MAX_MIN_SECONDS
	);
}
