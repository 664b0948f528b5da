/**
 * The post rating's wire (a contract module: imports zod only). wpdUserRate posts `rating`, the
 * stars given (1–5: the star clicked carries its own count in `data-rating`), and answers the
 * stars given, the new average (one decimal) and count, and the rating's markup as the server
 * prints it (inserted as it is). Spread into `commentsAnswers` (answers-contract.ts), so the
 * PHP contract test validates the real answer against it.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/** Stars on the rating scale. */
export const RATING_SCALE = 5;

/** A rating: whole stars, 1 to the scale's top, the same both ways on the wire. */
const stars = z.number().int().min( 1 ).max( RATING_SCALE );

/** What wpdUserRate posts besides `postId` and a member's nonce. */
export const rateRequest = z.object( { rating: stars } );

export const rateAnswer = z.object( {
	rating: stars,
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
