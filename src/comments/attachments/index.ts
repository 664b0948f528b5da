/**
 * Attachments in the comment widget (plain TypeScript, part of the widget's view, so a reader
 * who never opens a form downloads nothing for it): the file input the server prints in a form
 * (`[data-farol-slot="attachments"]`, limits in its data attributes) is checked as files are
 * chosen — too many, a type not allowed, a file over the largest size, a total over the largest
 * post (the server checks each again, the content too): the configured
 * phrase shows for 3 s and the choice is cleared — and the chosen names are listed, each
 * shortened to its last 40 characters. The files go with wpdAddComment as file parts (the
 * form's FormData); while that request runs, another send shows the doing-upload warning. A
 * kept attachment's delete button asks first, then sends wmuDeleteAttachment; a refusal's
 * `data.errorCode` (its configured phrase) or else `data.error` (the server's text) is shown for 3 s.
 */

/**
 * Internal dependencies
 */
import { deleteAttachmentAnswer } from '../attachments-contract';
import { requestParsed } from '../api';
import type { Context } from '../context';
import { dispatch, store } from '../store';

/** How long the attachments' messages show (the spec's 3 s). */
export const ATTACHMENT_MESSAGE_MS = 3000;

/** The chosen file's name is shown by its last this many characters. */
export const NAME_SHOWN_CHARS = 40;

const INPUT = 'input[type="file"][name="wmu_files[]"]';

/**
 * A file name shortened to its last 40 characters.
 *
 * @param name The name.
 */
export function shortName( name: string ): string {
	const chars = Array.from( name );
	return chars.length > NAME_SHOWN_CHARS
		? `…${ chars.slice( -NAME_SHOWN_CHARS ).join( '' ) }`
		: name;
}

/**
 * The phrase key of what is wrong with a choice of files, or '' when it may be sent.
 *
 * @param files              The chosen files' names and sizes.
 * @param limits             The field's limits.
 * @param limits.maxFiles    Most files.
 * @param limits.maxFileSize Largest file, in bytes.
 * @param limits.maxPostSize Largest total, in bytes.
 * @param limits.accept      The allowed extensions with their dot (the input's `accept`).
 */
export function choiceProblem(
	files: { name: string; size: number }[],
	limits: {
		maxFiles: number;
		maxFileSize: number;
		maxPostSize: number;
		accept: string[];
	}
): string {
	if ( limits.maxFiles > 0 && files.length > limits.maxFiles ) {
		return 'attachment_too_many';
	}
	const extension = ( name: string ) =>
		/\.[^.]+$/.exec( name.toLowerCase() )?.[ 0 ] ?? '';
	if (
		limits.accept.length &&
		files.some(
			( file ) => ! limits.accept.includes( extension( file.name ) )
		)
	) {
		return 'attachment_wrong_type';
	}
	if ( files.some( ( file ) => file.size > limits.maxFileSize ) ) {
		return 'attachment_too_large';
	}
	const total = files.reduce( ( sum, file ) => sum + file.size, 0 );
	return total > limits.maxPostSize ? 'attachments_too_large' : '';
}

/**
 * Shows one of the attachments' messages for 3 s.
 *
 * @param ctx  The area.
 * @param kind Error or warning.
 * @param key  Phrase key.
 * @param text The server's own text (`data.error`), shown when the key has no phrase.
 */
function say(
	ctx: Context,
	kind: 'error' | 'warning',
	key: string,
	text = ''
): void {
	dispatch( store ).showMessage(
		kind,
		// A key with its own phrase first; else the server's text; else the generic error.
		( key !== 'server_error' && ctx.props.phrases[ key ] ) ||
			text ||
			ctx.phrase( key ),
		ATTACHMENT_MESSAGE_MS
	);
}

/**
 * Lists the chosen names (or clears the list).
 *
 * @param field The field's container.
 * @param names The names.
 */
function listNames( field: Element, names: string[] ): void {
	const list = field.querySelector( '.farol-attachments-field__names' );
	list?.replaceChildren(
		...names.map( ( name ) => {
			const item = document.createElement( 'li' );
			item.textContent = shortName( name );
			item.title = name;
			return item;
		} )
	);
}

/**
 * Checks a new choice of files: a refused one is cleared with its message, an accepted one listed.
 *
 * @param ctx    The area.
 * @param target The element that changed.
 * @return Whether it was a file input of the widget.
 */
export function chooseFiles( ctx: Context, target: Element ): boolean {
	if (
		! ( target instanceof HTMLInputElement ) ||
		! target.matches( INPUT )
	) {
		return false;
	}
	const field = target.closest< HTMLElement >(
		'[data-farol-slot="attachments"]'
	);
	if ( ! field ) {
		return false;
	}
	const files = Array.from( target.files ?? [] );
	const problem = choiceProblem( files, {
		maxFiles: Number( field.dataset.maxFiles ?? 0 ),
		maxFileSize: Number( field.dataset.maxFileSize ?? 0 ),
		maxPostSize: Number( field.dataset.maxPostSize ?? 0 ),
		accept: target.accept
			.split( ',' )
			.map( ( type ) => type.trim().toLowerCase() )
			.filter( Boolean ),
	} );
	if ( problem ) {
		target.value = '';
		listNames( field, [] );
		say( ctx, 'error', problem );
		return true;
	}
	listNames(
		field,
		files.map( ( file ) => file.name )
	);
	return true;
}

/**
 * Whether a form is busy sending files (another send is then refused with the warning, shown).
 *
 * @param ctx  The area.
 * @param form The form.
 */
export function warnIfUploading(
	ctx: Context,
	form: HTMLFormElement
): boolean {
	const input = form.querySelector< HTMLInputElement >( INPUT );
	if (
		form.getAttribute( 'aria-busy' ) !== 'true' ||
		! input?.files?.length
	) {
		return false;
	}
	say( ctx, 'warning', 'attachment_doing_upload' );
	return true;
}

/**
 * Clears the listed names of a form that was sent (its inputs were reset).
 *
 * @param form The form.
 */
export function clearChosen( form: Element ): void {
	const field = form.querySelector( '[data-farol-slot="attachments"]' );
	if ( field ) {
		listNames( field, [] );
	}
}

/**
 * Deletes an attachment after the visitor confirms.
 *
 * @param ctx     The area.
 * @param button  Its delete button (`data-attachment-id`).
 * @param confirm Asks the visitor (the browser's dialog by default).
 */
export async function deleteAttachment(
	ctx: Context,
	button: HTMLButtonElement,
	// eslint-disable-next-line no-alert -- deleting asks first, in the browser's own dialog.
	confirm: ( text: string ) => boolean = ( text ) => window.confirm( text )
): Promise< void > {
	const id = Number( button.dataset.attachmentId ?? 0 );
	if ( ! id || ! confirm( ctx.phrase( 'attachment_delete_confirm' ) ) ) {
		return;
	}
	button.disabled = true;
	const outcome = await requestParsed(
		ctx.caller,
		'wmuDeleteAttachment',
		{ attachmentId: id, nonce: ctx.props.nonce },
		deleteAttachmentAnswer
	);
	button.disabled = false;
	if ( outcome.kind === 'refused' ) {
		say( ctx, 'error', outcome.key, outcome.text );
		return;
	}
	if ( outcome.kind === 'failed' ) {
		say( ctx, 'error', 'network_error' );
		return;
	}
	const item = button.closest( '.farol-attachment' );
	const list = item?.parentElement;
	const comment = button.closest< HTMLElement >( '.farol-comment' );
	item?.remove();
	if ( list && ! list.children.length ) {
		list.remove();
	}
	comment
		?.querySelector< HTMLElement >( ':scope > article [data-farol-action]' )
		?.focus();
	dispatch( store ).showMessage(
		'success',
		ctx.phrase( 'attachment_deleted' )
	);
}
