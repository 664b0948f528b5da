/**
 * Pure checks of a form's mail settings as the editor shows them: the field names the blocks
 * give, the `[field-name]` placeholders a text uses (the pattern the server's Mailer fills),
 * and what deserves a warning. Warnings only: the server sends whatever is saved (an empty
 * recipient goes to the site's admin address, a reply-to that is not an address is left out).
 */
/**
 * Internal dependencies
 */
import { isEmail } from '../rules/formats';

/** A placeholder, as Farol\ContactForm\Feedback\Mailer::fill() reads one. */
const PLACEHOLDER = /\[([A-Za-z][A-Za-z0-9_:-]*)\]/g;
const ONLY_PLACEHOLDER = /^\[([A-Za-z][A-Za-z0-9_:-]*)\]$/;

/** The part of a block the editor's store gives that the checks read. */
export type BlockLike = {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks?: readonly BlockLike[];
};

/** The mail settings' texts (MAIL_META). */
export type MailTexts = {
	recipient: string;
	subject: string;
	body: string;
	reply_to: string;
};

export const MAIL_TEXT_KEYS = [
	'recipient',
	'subject',
	'body',
	'reply_to',
] as const;

/**
 * The names of the form's fields, in block order at any depth (a submit button has none).
 *
 * @param blocks The editor's blocks.
 * @return Unique names.
 */
export function fieldNames( blocks: readonly BlockLike[] ): string[] {
	const names: string[] = [];
	const walk = ( list: readonly BlockLike[] ) => {
		for ( const block of list ) {
			const name = block.attributes.name;
			if (
				block.name === 'farol/contact-field' &&
				block.attributes.type !== 'submit' &&
				typeof name === 'string' &&
				name !== '' &&
				! names.includes( name )
			) {
				names.push( name );
			}
			walk( block.innerBlocks ?? [] );
		}
	};
	walk( blocks );
	return names;
}

/**
 * The names a text's placeholders refer to.
 *
 * @param text A mail text.
 * @return Names, in order, repeated as written.
 */
export function placeholdersIn( text: string ): string[] {
	return Array.from(
		text.matchAll( PLACEHOLDER ),
		( match ) => match[ 1 ] ?? ''
	);
}

/**
 * Placeholders of the mail settings that name no field of the form.
 *
 * @param mail  The mail texts.
 * @param names The form's field names.
 * @return Unknown names, each once.
 */
export function unknownPlaceholders(
	mail: MailTexts,
	names: readonly string[]
): string[] {
	const unknown = new Set< string >();
	for ( const key of MAIL_TEXT_KEYS ) {
		for ( const name of placeholdersIn( mail[ key ] ) ) {
			if ( ! names.includes( name ) ) {
				unknown.add( name );
			}
		}
	}
	return [ ...unknown ];
}

/**
 * Whether one address slot holds an address or a placeholder (empty passes: it has a default).
 *
 * @param value A recipient entry or the reply-to.
 * @return Whether it is acceptable.
 */
function addressOrPlaceholder( value: string ): boolean {
	const trimmed = value.trim();
	return (
		trimmed === '' || isEmail( trimmed ) || ONLY_PLACEHOLDER.test( trimmed )
	);
}

/**
 * Whether the recipient is a comma-separated list of addresses or placeholders (or empty).
 *
 * @param value The recipient.
 */
export function recipientValid( value: string ): boolean {
	return value.split( ',' ).every( addressOrPlaceholder );
}

/**
 * Whether the reply-to is one address or one placeholder (or empty).
 *
 * @param value The reply-to.
 */
export function replyToValid( value: string ): boolean {
	return addressOrPlaceholder( value );
}

/**
 * A text with something put in place of its selection.
 *
 * @param text   The text.
 * @param start  Selection start.
 * @param end    Selection end.
 * @param insert What to put there.
 * @return The new text and where the caret goes.
 */
export function insertAt(
	text: string,
	start: number,
	end: number,
	insert: string
): { value: string; caret: number } {
	const from = Math.max( 0, Math.min( start, text.length ) );
	const to = Math.max( from, Math.min( end, text.length ) );
	return {
		value: text.slice( 0, from ) + insert + text.slice( to ),
		caret: from + insert.length,
	};
}
