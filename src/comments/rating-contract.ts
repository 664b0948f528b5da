/**
 * The post rating's wire (a contract module: imports zod only). wpdUserRate posts `rating`, the
 * star's index 0–4 (stars 1–5; the spec's "rating index must be 0 to 4"), and answers the stars
 * given (1–5), the new average (one decimal) and count, and the rating's markup as the server
 * prints it (inserted as it is). Spread into `commentsAnswers` (answers-contract.ts), so the
 * PHP contract test validates the real answer against it.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/** Stars on the rating scale. */
export const RATING_SCALE = 5;

export const rateAnswer = z.object( {
	rating: z.number().int().min( 1 ).max( RATING_SCALE ),
	average: z.number().min( 0 ).max( RATING_SCALE ),
	count: z.number().int().min( 0 ),
	html: z.string(),
	postId: z.number().int().min( 1 ),
} );
export type RateAnswer = z.output< typeof rateAnswer >;

/** The rating's actions and their answers. */
export const ratingAnswers = {
	wpdUserRate: rateAnswer,
};
