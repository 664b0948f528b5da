/**
 * The contact form client's own messages (the server words everything else, these included):
 * the block's render prints them on the container, in `data-farol-words`
 * (Farol\ContactForm\Forms\ClientWords, translated with the text domain `farol`), so the view
 * script needs no wp-i18n. The view hands them over once (setClientWords) before a form starts.
 */

/** The words, by the key the server prints them under. */
export type ClientWords = {
	offline: string;
	invalid_json: string;
	refused: string;
	wrong_place: string;
	/** Holds `%s`, the missing features' names. */
	missing_features: string;
};

/** The attribute on the block's container that holds the words. */
export const WORDS_ATTRIBUTE = 'data-farol-words';

const KEYS: ReadonlyArray< keyof ClientWords > = [
	'offline',
	'invalid_json',
	'refused',
	'wrong_place',
	'missing_features',
];

let words: ClientWords = {
	offline: '',
	invalid_json: '',
	refused: '',
	wrong_place: '',
	missing_features: '',
};

/**
 * Reads the words a container carries; a word missing or unreadable is ''.
 *
 * @param container The block's container.
 * @return The words.
 */
export function readClientWords( container: Element ): ClientWords {
	let data: unknown = null;
	try {
		data = JSON.parse( container.getAttribute( WORDS_ATTRIBUTE ) ?? '' );
	} catch {
		// Unreadable: every word empty.
	}
	const record =
		typeof data === 'object' && data !== null
			? ( data as Record< string, unknown > )
			: {};
	const read = { ...words };
	for ( const key of KEYS ) {
		const value = record[ key ];
		read[ key ] = typeof value === 'string' ? value : '';
	}
	return read;
}

/**
 * Sets the words every message below returns (the page's words are the same for every form).
 *
 * @param next The server's words.
 */
export function setClientWords( next: ClientWords ): void {
	words = { ...next };
}

/** The feedback call could not reach the server. */
export const offlineMessage = (): string => words.offline;

/** The server's answer is not JSON, or not a feedback answer. */
export const invalidJsonMessage = (): string => words.invalid_json;

/** The server refused the call itself (a REST error without a message of its own). */
export const refusedMessage = (): string => words.refused;

/** The contact form sits inside another form, where it cannot be sent. */
export const wrongPlaceMessage = (): string => words.wrong_place;

/**
 * The console error of a browser without a feature the form needs.
 *
 * @param missing The missing features' names.
 * @return The message.
 */
export const missingFeaturesMessage = ( missing: readonly string[] ): string =>
	words.missing_features.replace( '%s', missing.join( ', ' ) );
