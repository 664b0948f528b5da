/**
 * The generator's words. On a visitor's page they come from the server: render.php prints
 * them, translated, in the container's `data-farol-props` (so the view script needs no
 * wp-i18n); the editor words them itself (editor-words.ts). tests/fixtures/box-shadow/words.json
 * holds render.php's English words, read by PHPUnit and jest.
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/** Every word the Generator shows. */
export const GENERATOR_WORDS = [
	'settings',
	'horizontal',
	'vertical',
	'blur',
	'spread',
	'color',
	'opacity',
	'inset',
	'reset',
	'preview',
	'output',
	'copy',
	'hint',
	'copied',
	'copyFailed',
] as const;

export type GeneratorWords = Record<
	( typeof GENERATOR_WORDS )[ number ],
	string
>;

/** The schema of the words in `data-farol-props`. */
export const generatorWords = z.object(
	Object.fromEntries(
		GENERATOR_WORDS.map( ( key ) => [ key, z.string() ] )
	) as Record< keyof GeneratorWords, z.ZodString >
);
