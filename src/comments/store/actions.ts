/**
 * The store's actions (plain objects; the requests run in the feature modules, ../list.ts,
 * ../thread.ts, ../forms.ts and ../comment-edit.ts, through ../context.ts's request()).
 */

/**
 * Internal dependencies
 */
import type { ListAnswer } from '../answers';
import type { CommentsProps } from '../props';
import type { ListBusy, MessageKind } from './types';

export const init = ( props: CommentsProps ) =>
	( { type: 'INIT', props } ) as const;

export const listRequested = ( busy: Exclude< ListBusy, null > ) =>
	( { type: 'LIST_REQUESTED', busy } ) as const;

export const listReceived = ( answer: ListAnswer, fromStart: boolean ) =>
	( { type: 'LIST_RECEIVED', answer, fromStart } ) as const;

export const listEnded = () => ( { type: 'LIST_ENDED' } ) as const;

export const requestStarted = () => ( { type: 'REQUEST_STARTED' } ) as const;

export const requestEnded = () => ( { type: 'REQUEST_ENDED' } ) as const;

/**
 * Shows a message.
 *
 * @param kind    Error, success or warning.
 * @param text    The text.
 * @param shownMs How long it shows before fading (the default's 4 s when absent; uploads' 3 s).
 */
export const showMessage = (
	kind: MessageKind,
	text: string,
	shownMs?: number
) => ( { type: 'SHOW_MESSAGE', kind, text, shownMs } ) as const;

export const dismissMessage = ( id: number ) =>
	( { type: 'DISMISS_MESSAGE', id } ) as const;

export type Action = ReturnType<
	| typeof init
	| typeof listRequested
	| typeof listReceived
	| typeof listEnded
	| typeof requestStarted
	| typeof requestEnded
	| typeof showMessage
	| typeof dismissMessage
>;
