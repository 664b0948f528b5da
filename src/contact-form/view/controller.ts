/**
 * Wires one contact form: the server's markup stays as it is; this adds the behaviour of a
 * form sent without reload. On submit: url schemes, the published rules (validation_failed,
 * messages beside the fields), the acceptance boxes (acceptance_missing), then the feedback
 * call, whose answer sets the status, the message in the response region and the invalid
 * fields; after mail_sent the form resets and refills (new quiz questions), and its status
 * returns to mail_sent. Submit buttons stay disabled while sending and while a required
 * acceptance box is not in its required state. Character counters count as the visitor types;
 * an optional captcha script prepares each send and takes each refill's captcha data.
 *
 * A send always ends: the captcha is waited for a few seconds at most (captcha.ts), the calls
 * have deadlines (runtime/feedback.ts), and anything that throws ends it like a send that got
 * no answer — never a form locked in `submitting`.
 */
/**
 * Internal dependencies
 */
import { acceptanceMissing } from '../rules/acceptance';
import { validate } from '../rules/validator';
import type { InvalidFieldEntry, RefillResponse } from '../feedback-contract';
import {
	applyStatus,
	initialStatus,
	nextStatus,
	resetsAfter,
	type StatusEvent,
	type StatusState,
} from '../runtime/status';
import { syncSubmitButtons } from '../runtime/acceptance-button';
import { prependUrlSchemes } from '../runtime/url-scheme';
import { fetchRefill, submitFeedback } from '../runtime/feedback';
import { refusedMessage } from '../runtime/messages';
import {
	clearInvalidFields,
	showInvalidFields,
} from '../runtime/invalid-fields';
import { readForm } from './form-values';
import { startCounters } from './counters';
import { captchaBeforeSubmit, captchaRefill } from './captcha';
import type { ContactFormProps } from './props';
import { stampReady, watchStamp } from '../../lib/abuse/stamp';

/** The status a send ends in when no answer came (offline, not JSON, refused). */
const NO_ANSWER = 'aborted';

const SUBMIT_BUTTONS =
	'button[type="submit"], input[type="submit"], button:not([type])';

/**
 * Starts a form.
 *
 * @param form  The server's form element.
 * @param props Its props.
 * @return Stops listening to the form's submits and changes.
 */
export function startContactForm(
	form: HTMLFormElement,
	props: ContactFormProps
): () => void {
	const { schema, endpoints, messages, unit } = props;
	const listening = new AbortController();
	watchStamp( form );
	const response = form.querySelector< HTMLElement >(
		'.farol-contact-form__response'
	);
	let state: StatusState = initialStatus;
	const move = ( event: StatusEvent ): void => {
		state = nextStatus( state, event );
		applyStatus( form, state.status );
		form.setAttribute( 'data-farol-status', state.status );
	};
	const say = ( message: string ): void => {
		if ( response === null ) {
			return;
		}
		response.textContent = '';
		if ( message !== '' ) {
			const paragraph = form.ownerDocument.createElement( 'p' );
			paragraph.textContent = message;
			response.append( paragraph );
		}
	};
	const syncButtons = (): boolean =>
		syncSubmitButtons( form, schema, readForm( form ).values );
	const setButtonsDisabled = (): void => {
		form.querySelectorAll< HTMLButtonElement | HTMLInputElement >(
			SUBMIT_BUTTONS
		).forEach( ( button ) => {
			button.disabled = true;
		} );
	};

	const refill = async (): Promise< void > => {
		move( { type: 'reset' } );
		try {
			form.reset();
			clearInvalidFields( form );
			const result = await fetchRefill( endpoints.refill );
			if ( result.ok ) {
				applyQuiz( form, result.data );
				captchaRefill( form, result.data.captcha );
			}
		} catch ( error ) {
			// The form stays usable; the next send's answer tells if something is missing.
			// eslint-disable-next-line no-console -- the only trace of the failure.
			console.error( '[farol] contact form refill', error );
		}
		move( { type: 'refilled' } );
		syncButtons();
	};

	const send = async (): Promise< void > => {
		prependUrlSchemes( form );
		move( { type: 'validate' } );
		const { values, files } = readForm( form );
		const invalid = validate( schema, values, files );
		if ( invalid.length > 0 ) {
			move( { type: 'answer', status: 'validation_failed' } );
			say( messages.validation_failed );
			showInvalidFields(
				form,
				invalid.map(
					( entry ): InvalidFieldEntry => ( {
						field: entry.field,
						message: entry.message,
						idref: `${ unit }-${ entry.field }`,
						error_id: `${ unit }-${ entry.field }-error`,
					} )
				)
			);
			return;
		}
		clearInvalidFields( form );
		if ( acceptanceMissing( schema, values ).length > 0 ) {
			move( { type: 'answer', status: 'acceptance_missing' } );
			say( messages.acceptance_missing );
			return;
		}
		move( { type: 'submit' } );
		setButtonsDisabled();
		// A stamp too old (a page from a cache) is replaced first; a fresh one is waited out.
		await stampReady( form );
		const formData = new FormData( form );
		await captchaBeforeSubmit( form, formData );
		const result = await submitFeedback( endpoints.feedback, formData );
		if ( ! result.ok ) {
			move( { type: 'answer', status: NO_ANSWER } );
			say( result.message );
			syncButtons();
			return;
		}
		move( { type: 'answer', status: result.data.status } );
		say( result.data.message );
		if ( result.data.invalid_fields.length > 0 ) {
			showInvalidFields( form, result.data.invalid_fields );
		}
		applyQuiz( form, result.data );
		if ( resetsAfter( result.data.status ) ) {
			await refill();
		} else {
			syncButtons();
		}
	};

	/**
	 * Sends the form; whatever throws on the way ends like a send that got no answer (the
	 * message that the form could not be sent, the buttons back), never in `submitting`.
	 */
	const sendSafely = async (): Promise< void > => {
		try {
			await send();
		} catch ( error ) {
			// eslint-disable-next-line no-console -- the only trace of the failure.
			console.error( '[farol] contact form send', error );
			move( { type: 'answer', status: NO_ANSWER } );
			say( refusedMessage() );
			try {
				syncButtons();
			} catch {
				form.querySelectorAll< HTMLButtonElement | HTMLInputElement >(
					SUBMIT_BUTTONS
				).forEach( ( button ) => ( button.disabled = false ) );
			}
		}
	};

	form.addEventListener(
		'submit',
		( event ) => {
			event.preventDefault();
			if ( state.status !== 'submitting' ) {
				void sendSafely();
			}
		},
		{ signal: listening.signal }
	);
	form.addEventListener(
		'change',
		( event ) => {
			const target = event.target as HTMLInputElement | null;
			if ( target?.type === 'url' ) {
				prependUrlSchemes( form );
			}
			if ( state.status !== 'submitting' ) {
				syncButtons();
			}
		},
		{ signal: listening.signal }
	);
	startCounters( form, schema );
	// The buttons follow the acceptance boxes from the next task on, not at once: a submit the
	// visitor made before this script arrived is replayed by the loader right after takeover
	// (`farol:mounted`), and must reach the form's own validation rather than a button the
	// acceptance state has just disabled.
	const initialSync = window.setTimeout( () => {
		if ( state.status !== 'submitting' ) {
			syncButtons();
		}
	}, 0 );
	return () => {
		window.clearTimeout( initialSync );
		listening.abort();
	};
}

/**
 * Puts new quiz questions and answer hashes into the form (a refill's or an answer's quiz
 * data: `{ <name>: [ question, hash ] }`): in the field's wrapper (`data-name`), the label
 * shows the question and the hidden input carries the hash.
 *
 * @param form The form.
 * @param data The data.
 */
function applyQuiz(
	form: HTMLFormElement,
	data: Pick< RefillResponse, 'quiz' >
): void {
	for ( const [ name, [ question, hash ] ] of Object.entries(
		data.quiz ?? {}
	) ) {
		const field = form.querySelector(
			`[data-name="${ CSS.escape( name ) }"]`
		);
		const hidden = field?.querySelector< HTMLInputElement >(
			'input[type="hidden"]'
		);
		const label = field?.querySelector( 'label' );
		if ( hidden && label && question !== undefined && hash !== undefined ) {
			hidden.value = hash;
			label.textContent = question;
		}
	}
}
