/**
 * The widget's visible texts come from the server: `props.phrases` holds every key of
 * Farol\Comments\Phrases (configured text or the translated default). The few texts below are
 * the client's own, for keys the catalogue does not have yet (the filter group's name, the
 * message's close button) and for a key the server did not send.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * The client's own texts.
 */
function ownTexts(): Record< string, string > {
	return {
		filters_label: __( 'Filters', 'farol' ),
		dismiss: __( 'Dismiss', 'farol' ),
		server_error: __( 'Something went wrong. Please try again.', 'farol' ),
	};
}

let own: Record< string, string > | null = null;

export type Phrase = ( key: string ) => string;

/**
 * The text of a key: the server's phrase, else the client's own text, else the generic error
 * (an unknown refusal key still tells the visitor something went wrong).
 *
 * @param configured The server's phrases.
 */
export function phraseBook( configured: Record< string, string > ): Phrase {
	return ( key ) => {
		own ??= ownTexts();
		return (
			configured[ key ] ||
			own[ key ] ||
			configured.server_error ||
			own.server_error ||
			key
		);
	};
}
