/**
 * One setting of wp/v2/settings as a settings screen reads and saves it: the option's value
 * in the answer, turned into the screen's type by the feature's contract (`read`). Secrets
 * come back masked; sending the masked text back keeps the stored secret (the server's rule).
 */
/**
 * External dependencies
 */
import { z } from 'zod';
import { restFetch } from '@farol/lib/rest';

/** Loads and saves one setting. */
export interface SettingRoute< T > {
	/** The stored value (secrets masked). */
	load: () => Promise< T >;
	/** Saves the whole value; resolves with it as stored. */
	save: ( value: T ) => Promise< T >;
}

/**
 * The route of one registered setting.
 *
 * @param option The option's name (its key in wp/v2/settings).
 * @param read   Turns what the route answered for it (undefined or null when unset) into the
 *               screen's value, e.g. `( stored ) => contract.parse( stored ?? {} )`.
 */
export function settingRoute< T >(
	option: string,
	read: ( stored: unknown ) => T
): SettingRoute< T > {
	const answer = z.object( { [ option ]: z.unknown() } );
	return {
		async load() {
			const found = await restFetch( 'settings', {
				method: 'GET',
				base: 'wp/v2/',
				data: { _fields: option },
				parse: answer,
			} );
			return read( found[ option ] );
		},
		async save( value ) {
			const stored = await restFetch( 'settings', {
				method: 'PATCH',
				base: 'wp/v2/',
				data: { [ option ]: value },
				parse: answer,
			} );
			return read( stored[ option ] );
		},
	};
}
