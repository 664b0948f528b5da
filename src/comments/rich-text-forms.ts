/**
 * The lazy editor on the forms: the first focus inside a form's editor slot (or the focus
 * already there when the widget takes over) loads the editor chunk and mounts it there (the
 * textarea keeps working meanwhile, and for good when the chunk is absent). Ctrl+Enter sends a form from the plain textarea too.
 */

/**
 * Internal dependencies
 */
import type { Context } from './context';
import { loadEditor, type EditorHandle } from './rich-text-loader';

const editors = new WeakMap< HTMLFormElement, EditorHandle | 'loading' >();

/**
 * Whether a form is a reply (its unique id's trailing part is not zero).
 *
 * @param form The form.
 */
export function isReplyForm( form: HTMLFormElement ): boolean {
	const uniqueId = form.dataset.uniqueid ?? '0_0';
	return ( uniqueId.split( '_' )[ 1 ] ?? '0' ) !== '0';
}

/**
 * Mounts the editor in a form once, on the first focus inside its editor slot.
 *
 * @param ctx    The area.
 * @param form   The form.
 * @param submit Sends the form.
 */
export async function mountEditorOnce(
	ctx: Context,
	form: HTMLFormElement,
	submit: () => void
): Promise< void > {
	const slot = form.querySelector< HTMLElement >(
		'[data-farol-slot="editor"]'
	);
	if ( ! slot || editors.has( form ) ) {
		return;
	}
	editors.set( form, 'loading' );
	const module = await loadEditor().catch( ( error: unknown ) => {
		// eslint-disable-next-line no-console -- the textarea stays usable.
		console.error( '[farol] comments: editor failed to load', error );
		return null;
	} );
	if ( ! module ) {
		return;
	}
	const reply = isReplyForm( form );
	const { limits } = ctx.props;
	const handle = module.mountEditor( slot, {
		form,
		maxLength: reply ? limits.replyMax : limits.commentMax,
		minLength: reply ? limits.replyMin : limits.commentMin,
		counter: form.querySelector< HTMLElement >(
			'[data-farol-slot="counter"]'
		),
		placeholder: ctx.phrase(
			reply ? 'reply_placeholder' : 'form_placeholder'
		),
		phrases: ctx.props.phrases,
		onSubmitShortcut: submit,
	} );
	// The editor took the focus from the textarea if it had it (a visitor who moved on to
	// another field while the chunk came keeps their place).
	editors.set( form, handle );
}

/**
 * Empties a form's editor after it was sent.
 *
 * @param form The form.
 */
export function clearEditor( form: HTMLFormElement ): void {
	const handle = editors.get( form );
	if ( handle && handle !== 'loading' ) {
		handle.clear();
	}
}
