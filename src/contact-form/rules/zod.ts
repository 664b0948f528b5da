/**
 * A zod validator of a form's input built from its published schema: the issues it reports
 * are the server's invalid fields (path = the field, message = the rule's message).
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import type { FeedbackSchema } from '../schema-contract';
import { validate } from './validator';

const fileDescription = z.object( {
	name: z.string(),
	size: z.number().int().min( 0 ),
	type: z.string().optional(),
} );

/**
 * The validator of one form.
 *
 * @param schema The form's parsed schema.
 * @return A zod schema of `{ values, files }`.
 */
export function formValidator( schema: FeedbackSchema ) {
	return z
		.object( {
			values: z.record(
				z.union( [ z.string(), z.array( z.string() ) ] )
			),
			files: z.record( z.array( fileDescription ) ).default( {} ),
		} )
		.superRefine( ( input, ctx ) => {
			for ( const invalid of validate(
				schema,
				input.values,
				input.files
			) ) {
				ctx.addIssue( {
					code: z.ZodIssueCode.custom,
					path: [ invalid.field ],
					message: invalid.message,
					params: { rule: invalid.rule },
				} );
			}
		} );
}
