/**
 * The fresh stamp's contract, written once: what GET farol/v1/stamps/{kind}/{id} answers
 * (Farol\Support\Abuse\StampController). `npm run contracts` turns `stampAnswer` into
 * plugin/includes/Support/Abuse/stamp-answer.schema.json, the route's response schema, which
 * the PHP tests check the answers against. Its values come from stamp-shape-contract.ts, whose
 * zod-free check the browser runs (tests/unit/abuse proves the two agree).
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { MAX_MIN_SECONDS, STAMP_PATTERN } from './stamp-shape-contract';

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
			.max( MAX_MIN_SECONDS )
			.describe(
				'Fewest seconds between the stamp and a send the server accepts.'
			),
	} )
	.describe( 'A fresh signed "shown at" stamp.' );
