/**
 * The comment editor's extensions: what it can write is exactly what the server's
 * allow-list keeps (CommentContent::allowed_html()).
 */
/**
 * External dependencies
 */
import { Extension, type AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
/**
 * Internal dependencies
 */
import { CodeHighlight } from './highlight';
import { CommentImage, CommentLink } from './content';
import { Indent } from './indent';
import { Latex, Spoiler } from './marks';
import { Video } from './video';

/** Undo history: steps typed within this time are one step; at most this many steps. */
export const HISTORY = { newGroupDelay: 1000, depth: 100 };

/**
 * The extensions.
 *
 * @param onSubmitShortcut Called on Ctrl+Enter (Cmd+Enter on a Mac).
 */
export function commentExtensions(
	onSubmitShortcut: () => void
): AnyExtension[] {
	return [
		StarterKit.configure( {
			heading: { levels: [ 1, 2, 3, 4, 5, 6 ] },
			horizontalRule: false,
			link: false,
			undoRedo: HISTORY,
		} ),
		CommentLink,
		CommentImage,
		Video,
		Spoiler,
		Latex,
		Indent,
		CodeHighlight,
		submitShortcut( onSubmitShortcut ),
	];
}

/**
 * Ctrl+Enter submits the form.
 *
 * @param onSubmit What submits it.
 */
function submitShortcut( onSubmit: () => void ): AnyExtension {
	return Extension.create( {
		name: 'farolSubmitShortcut',
		addKeyboardShortcuts: () => ( {
			'Mod-Enter': () => {
				onSubmit();
				return true;
			},
		} ),
	} );
}
