/**
 * The character counter and the length limits of one editor.
 * - The counter shows what remains (never below 0) and takes its error style (`is-error`) at
 *   10 or fewer; with no maximum it stays empty.
 * - Text past the maximum is deleted from the end.
 * - Below the minimum the textarea carries a custom validity message, so the form's native
 *   validity check stops the submission.
 */
/**
 * External dependencies
 */
import type { Editor } from '@tiptap/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
/**
 * Internal dependencies
 */
import { isEmojiImage } from './rules';

export const COUNTER_ERROR_AT = 10;

const codePoints = ( text: string ): number => Array.from( text ).length;

/**
 * The counter's measure on the editor's document, equal to contentLength() of its HTML.
 *
 * @param node A document or fragment node.
 */
export function docLength( node: ProseMirrorNode ): number {
	let length = 0;
	node.descendants( ( child ) => {
		if ( child.isText ) {
			length += codePoints( child.text ?? '' );
		} else if ( child.type.name === 'hardBreak' ) {
			length += 1;
		} else if ( child.type.name === 'video' ) {
			length += codePoints( String( child.attrs.src ?? '' ) );
		} else if ( child.type.name === 'image' ) {
			const emoji = isEmojiImage( String( child.attrs.class ?? '' ) );
			length += codePoints(
				String( ( emoji ? child.attrs.alt : child.attrs.src ) ?? '' )
			);
		}
		return true;
	} );
	return length;
}

/**
 * Deletes what goes past the maximum, from the end. Returns whether it deleted anything.
 *
 * @param editor The editor.
 * @param max    The maximum (0: none).
 */
export function trimToMax( editor: Editor, max: number ): boolean {
	const { doc } = editor.state;
	if ( max <= 0 || docLength( doc ) <= max ) {
		return false;
	}
	// The largest position whose content up to it fits, by halving.
	let low = 0;
	let high = doc.content.size;
	while ( low < high ) {
		const middle = Math.ceil( ( low + high ) / 2 );
		if ( docLength( doc.cut( 0, middle ) ) <= max ) {
			low = middle;
		} else {
			high = middle - 1;
		}
	}
	editor.view.dispatch(
		editor.state.tr
			.delete( low, doc.content.size )
			.setMeta( 'addToHistory', false )
	);
	return true;
}

export interface CounterOptions {
	counter: HTMLElement | null;
	textarea: HTMLTextAreaElement | null;
	maxLength: number;
	minLength: number;
	/** "%d characters left" (phrase `counter_remaining`). */
	remainingText: string;
	/** The too-short message (phrase `comment_too_short` or `reply_too_short`). */
	tooShortText: string;
}

/**
 * Shows the counter and sets the validity for a length.
 *
 * @param length  The content's length.
 * @param options Where and what.
 */
export function showLength( length: number, options: CounterOptions ): void {
	const { counter, textarea, maxLength, minLength } = options;
	if ( counter ) {
		if ( maxLength > 0 ) {
			const remaining = Math.max( 0, maxLength - length );
			counter.textContent = options.remainingText.replace(
				'%d',
				String( remaining )
			);
			counter.classList.toggle(
				'is-error',
				remaining <= COUNTER_ERROR_AT
			);
			counter.dataset.remaining = String( remaining );
		} else {
			counter.textContent = '';
		}
	}
	textarea?.setCustomValidity(
		length > 0 && minLength > 0 && length < minLength
			? options.tooShortText
			: ''
	);
}
