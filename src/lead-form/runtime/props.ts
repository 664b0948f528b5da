/**
 * The props the server publishes on a lead form's container (`data-farol-props`, written by
 * Farol\LeadForm\Forms\LeadFormRenderer): read here, never re-typed. The rules stay `unknown`:
 * buildValidator checks them against the rules contract itself. The runtime's texts are in the
 * form's locale (see ../runtime-texts.ts).
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import { runtimeTexts } from '../runtime-texts';

export const leadFormProps = z.object( {
	formId: z.number().int(),
	locale: z.string(),
	variant: z.enum( [ 'typed', 'legacy' ] ),
	endpoints: z.object( {
		typed: z.string(),
		legacy: z.string(),
		events: z.string(),
		template: z.string().optional(),
		cities: z.string(),
	} ),
	redirectTo: z.string().default( '' ),
	rules: z.unknown(),
	texts: runtimeTexts,
} );

export type LeadFormProps = z.output< typeof leadFormProps >;
