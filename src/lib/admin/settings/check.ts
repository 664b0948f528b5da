/**
 * The usual check of a settings form: the feature's contract (its zod schema) parses the
 * value, and a value it refuses shows one message saying what to look at.
 */
/**
 * External dependencies
 */
import type { z } from 'zod';

/**
 * Internal dependencies
 */
import type { Checked } from './use-settings-form';

/**
 * A check by a contract.
 *
 * @param contract The setting's schema.
 * @param error    What to say when it refuses the value.
 */
export function checkWith< T, Input >(
	contract: z.ZodType< T, z.ZodTypeDef, Input >,
	error: string
): ( value: T ) => Checked< T > {
	return ( value ) => {
		const checked = contract.safeParse( value );
		return checked.success ? { value: checked.data } : { error };
	};
}
