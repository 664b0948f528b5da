/**
 * The fresh stamp's contract, written once: what GET farol/v1/stamps/{kind}/{id} answers
 * (Farol\Support\Abuse\StampController). `npm run contracts` turns `stampAnswer` into
 * plugin/includes/Support/Abuse/stamp-answer.schema.json, the route's response schema, which
 * the PHP tests check the answers against; the browser parses the answer with it.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/** A signed "shown at" stamp: `<unix time>.<hmac-sha256 hex>`. */
export const STAMP_PATTERN = '^\\d{1,12}\\.[a-f0-9]{64}$';

/** The answer of the stamp route. */
export const stampAnswer = z
	.object( {
		stamp: z
			.string()
			.regex( new RegExp( STAMP_PATTERN ) )
			.describe( 'A stamp signed now for the form or post asked for.' ),
		minSeconds: z
			.number()
			.int()
			.min( 0 )
			.max( 60 )
			.describe(
				'Fewest seconds between the stamp and a send the server accepts.'
			),
	} )
	.describe( 'A fresh signed "shown at" stamp.' );

export type StampAnswer = z.infer< typeof stampAnswer >;
