/**
 * What the server prints before this script as `window.farolContactFormEditor`
 * (Farol\ContactForm\Editor\EditorDefaults::data()): the built-in messages, so the panels
 * never hold a copy of them, and the spam protection screen's address.
 */

export type EditorData = {
	messages: {
		statuses: Record< string, string >;
		rules: Record< string, string >;
	};
	/** The files setting's values, the default first. */
	attachments: string[];
	spamSettingsUrl: string;
};

declare global {
	interface Window {
		farolContactFormEditor?: unknown;
	}
}

/**
 * A record of strings, or an empty one.
 *
 * @param value Anything.
 */
function texts( value: unknown ): Record< string, string > {
	const out: Record< string, string > = {};
	if ( value && typeof value === 'object' && ! Array.isArray( value ) ) {
		for ( const [ key, text ] of Object.entries( value ) ) {
			if ( typeof text === 'string' ) {
				out[ key ] = text;
			}
		}
	}
	return out;
}

/**
 * The published data, with empty parts where the page printed none.
 *
 * @param source What the page holds.
 */
export function editorData(
	source: unknown = window.farolContactFormEditor
): EditorData {
	const data = ( source && typeof source === 'object' ? source : {} ) as {
		messages?: { statuses?: unknown; rules?: unknown };
		attachments?: unknown;
		spamSettingsUrl?: unknown;
	};
	return {
		messages: {
			statuses: texts( data.messages?.statuses ),
			rules: texts( data.messages?.rules ),
		},
		attachments: Array.isArray( data.attachments )
			? data.attachments.filter(
					( value ): value is string => typeof value === 'string'
			  )
			: [],
		spamSettingsUrl:
			typeof data.spamSettingsUrl === 'string'
				? data.spamSettingsUrl
				: '',
	};
}
