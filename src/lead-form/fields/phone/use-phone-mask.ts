/**
 * Binds the mask engine to the server's phone input: reformats what was typed before the
 * runtime arrived, then every edit (typing, Backspace/Delete over separators, pasting),
 * putting the caret back after the same digits. The input keeps the masked text the visitor
 * sees; other listeners hear an `input` event after each change.
 */
/**
 * External dependencies
 */
import { useEffect, useRef } from 'react';

/**
 * Internal dependencies
 */
import {
	afterInput,
	deleteDigit,
	paste,
	reformat,
	switchCallingCode,
	type MaskOptions,
	type MaskedState,
} from './mask';

function stateOf( input: HTMLInputElement ): MaskedState {
	return {
		value: input.value,
		caret: input.selectionStart ?? input.value.length,
	};
}

function show( input: HTMLInputElement, next: MaskedState, notify: boolean ) {
	input.value = next.value;
	if ( input.ownerDocument.activeElement === input ) {
		input.setSelectionRange( next.caret, next.caret );
	}
	if ( notify ) {
		input.dispatchEvent( new Event( 'input', { bubbles: true } ) );
	}
}

/**
 * Masks `input` with `options` (null while the calling code is being looked up).
 *
 * @param input   The phone input.
 * @param options The mask, or null for none yet.
 */
export function usePhoneMask(
	input: HTMLInputElement | null,
	options: MaskOptions | null
): void {
	const previous = useRef< MaskedState >( { value: '', caret: 0 } );
	const applied = useRef< MaskOptions | null >( null );

	// A new mask (first run or another calling code): the value follows it.
	useEffect( () => {
		if ( ! input || ! options ) {
			return;
		}
		const before = applied.current;
		const value =
			before && before.callingCode !== options.callingCode
				? switchCallingCode( input.value, before.callingCode, options )
				: reformat( input.value, options );
		applied.current = options;
		if ( value !== input.value ) {
			show( input, { value, caret: value.length }, true );
		}
		previous.current = stateOf( input );
	}, [ input, options ] );

	useEffect( () => {
		if ( ! input || ! options || options.mode === 'NO_MASK' ) {
			return;
		}
		const remember = () => {
			previous.current = stateOf( input );
		};
		const onInput = ( event: Event ) => {
			if ( ! event.isTrusted && input.value === previous.current.value ) {
				return;
			}
			const next = afterInput(
				previous.current,
				stateOf( input ),
				options
			);
			if ( next.value !== input.value ) {
				show( input, next, false );
			} else if ( input.ownerDocument.activeElement === input ) {
				input.setSelectionRange( next.caret, next.caret );
			}
			previous.current = next;
		};
		const onKeyDown = ( event: KeyboardEvent ) => {
			remember();
			const collapsed = input.selectionStart === input.selectionEnd;
			const modified = event.ctrlKey || event.altKey || event.metaKey;
			if (
				collapsed &&
				! modified &&
				( event.key === 'Backspace' || event.key === 'Delete' )
			) {
				event.preventDefault();
				const next = deleteDigit(
					stateOf( input ),
					event.key === 'Backspace' ? -1 : 1,
					options
				);
				previous.current = next;
				show( input, next, next.value !== input.value );
			}
		};
		const onPaste = ( event: ClipboardEvent ) => {
			const text = event.clipboardData?.getData( 'text' ) ?? '';
			event.preventDefault();
			const next = paste(
				stateOf( input ),
				input.selectionStart ?? 0,
				input.selectionEnd ?? 0,
				text,
				options
			);
			previous.current = next;
			show( input, next, true );
		};
		// An empty international phone shows its calling code once focused.
		const onFocus = () => {
			if (
				options.mode === 'INTERNATIONAL_MASK' &&
				input.value === '' &&
				options.callingCode !== ''
			) {
				const value = '+' + options.callingCode;
				show( input, { value, caret: value.length }, true );
			}
			remember();
		};
		input.addEventListener( 'beforeinput', remember );
		input.addEventListener( 'input', onInput );
		input.addEventListener( 'keydown', onKeyDown );
		input.addEventListener( 'paste', onPaste );
		input.addEventListener( 'focus', onFocus );
		return () => {
			input.removeEventListener( 'beforeinput', remember );
			input.removeEventListener( 'input', onInput );
			input.removeEventListener( 'keydown', onKeyDown );
			input.removeEventListener( 'paste', onPaste );
			input.removeEventListener( 'focus', onFocus );
		};
	}, [ input, options ] );
}
