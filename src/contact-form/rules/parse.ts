/**
 * Reads a published schema with the contract: the browser trusts nothing it did not parse.
 */
/**
 * External dependencies
 */
import type { z } from 'zod';

/**
 * Internal dependencies
 */
import { feedbackSchema, type FeedbackSchema } from '../schema-contract';

/**
 * The schema, typed by rule kind.
 *
 * @param  data The decoded JSON.
 * @return The schema.
 * @throws {z.ZodError} When it does not follow the contract.
 */
export function parseFeedbackSchema( data: unknown ): FeedbackSchema {
	// The contract's refinements check each rule's parameters against its kind, which is what
	// FeedbackSchema's per-kind types say; zod cannot infer that from a flat object.
	return feedbackSchema.parse( data ) as unknown as FeedbackSchema;
}

/**
 * The schema, or the contract's error.
 *
 * @param data The decoded JSON.
 * @return Parse result.
 */
export function safeParseFeedbackSchema(
	data: unknown
):
	| { success: true; data: FeedbackSchema }
	| { success: false; error: z.ZodError } {
	const result = feedbackSchema.safeParse( data );
	return result.success
		? { success: true, data: result.data as unknown as FeedbackSchema }
		: { success: false, error: result.error };
}
