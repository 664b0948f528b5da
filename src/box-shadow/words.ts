/**
 * The generator's words. The server words them once (Farol\Blocks\BoxShadowWords): on a
 * visitor's page render.php prints them, translated, in the container's `data-farol-props`
 * (so the view script needs no wp-i18n; schema in props.ts); in the block editor they are
 * printed before the block's editor script as `window.farolBoxShadowWords` (publishedWords()).
 * tests/fixtures/box-shadow/words.json holds the server's English words, read by PHPUnit and
 * jest. No zod here: the editor script reads the words too, and carries no zod.
 */

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

declare global {
	interface Window {
		/** The words the server printed before the block's editor script. */
		farolBoxShadowWords?: unknown;
	}
}

/**
 * The words the server published for the block editor; a word it did not publish reads as
 * an empty text, and the omission is logged.
 *
 * @param source What the page holds.
 */
export function publishedWords(
	source: unknown = typeof window === 'undefined'
		? undefined
		: window.farolBoxShadowWords
): GeneratorWords {
	const given = (
		source && typeof source === 'object' ? source : {}
	) as Record< string, unknown >;
	const missing: string[] = [];
	const words = Object.fromEntries(
		GENERATOR_WORDS.map( ( key ) => {
			const word = given[ key ];
			if ( typeof word !== 'string' ) {
				missing.push( key );
			}
			return [ key, typeof word === 'string' ? word : '' ];
		} )
	) as GeneratorWords;
	if ( missing.length > 0 ) {
		// eslint-disable-next-line no-console -- a wiring mistake must leave a trace.
		console.error(
			`[farol] box-shadow: the server published no words for ${ missing.join(
				', '
			) }`
		);
	}
	return words;
}
