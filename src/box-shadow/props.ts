/**
 * What render.php hands the view script in the container's `data-farol-props`: the id prefix
 * of its elements, the block's starting shadow and the generator's words (translated). The schema is built from block.json's
 * ranges (the only source of them), so a value the server could never print does not parse.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import type { Shadow } from './css';
import { NUMERIC_FIELDS, type Limits, type NumericField } from './settings';
import { GENERATOR_WORDS, type GeneratorWords } from './words';

/** The schema of the words in `data-farol-props`: every word, a text. */
export const generatorWords = z.object(
	Object.fromEntries(
		GENERATOR_WORDS.map( ( key ) => [ key, z.string() ] )
	) as Record< keyof GeneratorWords, z.ZodString >
);

/** The props of one server-rendered generator. */
export interface BoxShadowProps {
	/** Prefix of the element ids (labels and descriptions point at them). */
	id: string;
	/** The block's starting values ("Restore defaults" goes back to them). */
	shadow: Shadow;
	/** The words, translated by the server. */
	words: GeneratorWords;
}

/**
 * The schema of `data-farol-props`.
 *
 * @param limits Ranges from block.json.
 */
export function boxShadowProps( limits: Limits ): z.ZodType< BoxShadowProps > {
	const numbers = Object.fromEntries(
		NUMERIC_FIELDS.map( ( field ) => [
			field,
			z
				.number()
				.int()
				.min( limits[ field ].min )
				.max( limits[ field ].max ),
		] )
	) as Record< NumericField, z.ZodNumber >;
	return z.object( {
		id: z.string().regex( /^[A-Za-z][\w-]*$/ ),
		shadow: z.object( {
			...numbers,
			shadowColor: z.string().regex( /^#[0-9a-f]{6}$/ ),
			inset: z.boolean(),
		} ),
		words: generatorWords,
	} );
}
