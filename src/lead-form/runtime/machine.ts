/**
 * The submit state machine. A form is `idle` (button shown, loader hidden, submit enabled)
 * or `submitting` (button hidden, loader shown, errors hidden, submit disabled). Every
 * outcome brings it back to idle with what to show: field errors, the error container, or
 * nothing (after a conversion). Nothing here touches the visitor's values.
 */

/**
 * Internal dependencies
 */
import type { Outcome } from './outcome';

/** Errors by field name. */
export type FieldMessages = Record< string, string >;

export interface SubmitState {
	phase: 'idle' | 'submitting';
	/** Errors shown beside fields. */
	fieldErrors: FieldMessages;
	/** Whether the form's error container shows. */
	failed: boolean;
	/** Whether a submit was tried (fields then check themselves on blur). */
	tried: boolean;
}

export type SubmitEvent =
	| { type: 'submit' }
	| { type: 'invalid'; errors: FieldMessages }
	| { type: 'answer'; outcome: Outcome }
	| { type: 'blur'; field: string; error: string | null };

export const initialState: SubmitState = {
	phase: 'idle',
	fieldErrors: {},
	failed: false,
	tried: false,
};

/**
 * The next state.
 *
 * @param state The current state.
 * @param event What happened.
 */
export function reduce( state: SubmitState, event: SubmitEvent ): SubmitState {
	switch ( event.type ) {
		case 'submit':
			return {
				phase: 'submitting',
				fieldErrors: {},
				failed: false,
				tried: true,
			};
		case 'invalid':
			return { ...state, phase: 'idle', fieldErrors: event.errors };
		case 'blur': {
			// A field's own check has nothing to say while the whole form is being sent.
			if ( ! state.tried || state.phase === 'submitting' ) {
				return state;
			}
			const fieldErrors = { ...state.fieldErrors };
			if ( event.error === null ) {
				delete fieldErrors[ event.field ];
			} else {
				fieldErrors[ event.field ] = event.error;
			}
			return { ...state, fieldErrors };
		}
		case 'answer': {
			const idle = { ...state, phase: 'idle' as const };
			const { outcome } = event;
			switch ( outcome.kind ) {
				case 'corporate':
					return {
						...idle,
						fieldErrors: { [ outcome.field ]: outcome.message },
					};
				case 'invalid':
					return {
						...idle,
						fieldErrors: Object.fromEntries(
							outcome.errors
								.filter( ( error ) => error.field !== '' )
								.map( ( error ) => [
									error.field,
									error.error_message,
								] )
						),
					};
				case 'failed':
					return { ...idle, failed: true };
				default:
					return { ...idle, tried: false };
			}
		}
	}
	return state;
}
