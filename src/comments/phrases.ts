/**
 * The widget's visible texts come from the server: `props.phrases` holds every key of
 * Farol\Comments\Phrases (configured text or the translated default), so the client types none
 * of them again. A key the server did not send (an unknown refusal key) shows the generic error,
 * so the visitor still learns that something went wrong.
 */

export type Phrase = ( key: string ) => string;

/**
 * The text of a key: the server's phrase, else its generic error, else the key itself (props
 * without phrases: the settings module is off).
 *
 * @param configured The server's phrases.
 */
export function phraseBook( configured: Record< string, string > ): Phrase {
	return ( key ) => configured[ key ] || configured.server_error || key;
}
