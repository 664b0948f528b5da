/**
 * The form's status: its name, the class and `data-status` it puts on the form element, and
 * how it moves. The client sets init, validating, submitting and resetting; the server's
 * answer sets the rest (validation_failed, acceptance_missing, spam, aborted, mail_sent,
 * mail_failed, payment_required, or a custom status a site adds through a filter). After
 * mail_sent the form resets and refills; when the refill ends, the status is mail_sent again
 * if the reset came from a send, else init.
 */

/** The statuses Farol knows; the server may send others (custom statuses). */
export const KNOWN_STATUSES = [
	'init',
	'validating',
	'submitting',
	'resetting',
	'validation_failed',
	'acceptance_missing',
	'spam',
	'aborted',
	'mail_sent',
	'mail_failed',
	'payment_required',
] as const;

export type KnownStatus = ( typeof KNOWN_STATUSES )[ number ];

/** A status name: a known one, or a custom one from the server. */
export type Status = KnownStatus | ( string & {} );

/** The statuses whose class is not their own name. */
const CLASS_OF: Partial< Record< KnownStatus, string > > = {
	validation_failed: 'invalid',
	acceptance_missing: 'unaccepted',
	mail_sent: 'sent',
	mail_failed: 'failed',
	payment_required: 'payment-required',
};

const isKnown = ( status: string ): status is KnownStatus =>
	( KNOWN_STATUSES as readonly string[] ).includes( status );

/**
 * The class a status puts on the form: the known statuses' own (`invalid`, `unaccepted`,
 * `sent`, `failed`, `payment-required`, else the name); a custom status gets `custom-` and
 * its name lower-cased, each run of other characters than a-z and 0-9 turned into `-`
 * (`Needs review!` → `custom-needs-review`), so no server string can inject a class list.
 *
 * @param status The status.
 * @return One class name.
 */
export function statusClass( status: Status ): string {
	if ( isKnown( status ) ) {
		return CLASS_OF[ status ] ?? status;
	}
	const name = status
		.toLowerCase()
		.replace( /[^0-9a-z]+/g, '-' )
		.replace( /^-+|-+$/g, '' );
	return name === '' ? 'custom' : `custom-${ name }`;
}

/**
 * Puts a status on the form element: `data-status` is its class, and the form carries that
 * one status class, the previous status' class removed.
 *
 * @param form   The form element.
 * @param status The new status.
 * @return The previous status' class ('' when there was none).
 */
export function applyStatus( form: HTMLElement, status: Status ): string {
	const previous = form.getAttribute( 'data-status' ) ?? '';
	const next = statusClass( status );
	if ( previous !== '' && previous !== next ) {
		form.classList.remove( previous );
	}
	form.classList.add( next );
	form.setAttribute( 'data-status', next );
	return previous;
}

/** What the form's status machine holds. */
export type StatusState = {
	status: Status;
	/** During a reset: whether it came from a send (mail_sent). */
	resetAfterSend: boolean;
};

export type StatusEvent =
	/** A field is being checked in the browser. */
	| { type: 'validate' }
	/** The browser's check ended; back to the status before it. */
	| { type: 'validated'; previous: Status }
	/** The form is posted. */
	| { type: 'submit' }
	/** The server answered with a status. */
	| { type: 'answer'; status: Status }
	/** The form is reset (after a send, or by the visitor) and refills. */
	| { type: 'reset' }
	/** The refill ended (succeeded or not). */
	| { type: 'refilled' };

export const initialStatus: StatusState = {
	status: 'init',
	resetAfterSend: false,
};

/**
 * The next state.
 *
 * @param state The current state.
 * @param event What happened.
 * @return The new state.
 */
export function nextStatus(
	state: StatusState,
	event: StatusEvent
): StatusState {
	switch ( event.type ) {
		case 'validate':
			return { status: 'validating', resetAfterSend: false };
		case 'validated':
			return { status: event.previous, resetAfterSend: false };
		case 'submit':
			return { status: 'submitting', resetAfterSend: false };
		case 'answer':
			return { status: event.status, resetAfterSend: false };
		case 'reset':
			return {
				status: 'resetting',
				resetAfterSend: state.status === 'mail_sent',
			};
		case 'refilled':
			return state.status === 'resetting'
				? {
						status: state.resetAfterSend ? 'mail_sent' : 'init',
						resetAfterSend: false,
				  }
				: state;
	}
}

/**
 * Whether the form resets (and refills) after an answer with this status.
 *
 * @param status The answer's status.
 * @return True for mail_sent.
 */
export const resetsAfter = ( status: Status ): boolean =>
	status === 'mail_sent';
