/**
 * The lead form's runtime: one per server-rendered form. It takes the server's markup over
 * without rendering it again — the form, its fields and whatever the visitor already typed
 * stay the very same elements — and drives it: validation from the published rules, the
 * submit state machine (machine.ts) shown in the markup (dom.ts), the request of the form's
 * variant (payload.ts) and what its answer means (outcome.ts).
 *
 * A submit always ends, within seconds, in an answer the visitor sees: the phone library is
 * waited for a few seconds at most (validation.ts), the request has a deadline (outcome.ts),
 * and anything that throws on the way shows the error container, ready for a retry.
 */

/**
 * External dependencies
 */
import { useLayoutEffect, useReducer, useRef } from 'react';

/**
 * Internal dependencies
 */
import { attemptKeys } from './attempt';
import { collectFields, disabledFields } from './collect';
import { focusFirstInvalid, showState, type FormParts } from './dom';
import {
	conversionPlace,
	hiddenFieldValues,
	saveAutofill,
	seedUnlessSeeded,
} from './integrations';
import { afterPress } from '../../lib/forms/after-press';
import { stampReady, watchStamp } from '../../lib/abuse/stamp';
import { initialState, reduce } from './machine';
import { send, type Outcome } from './outcome';
import { preloadPhoneOf, withPhoneValues } from './phones';
import { legacyRequest, typedRequest, type PageContext } from './payload';
import type { LeadFormProps } from './props';
import type { LeadFormRules } from '../rules-contract';
import {
	fieldMessages,
	validatorFor,
	validatorForSubmit,
	validatorWithoutLibrary,
} from './validation';
import { FieldEnhancers } from './enhancers';

export interface RuntimeProps {
	props: LeadFormProps;
	container: HTMLElement;
	parts: FormParts;
	/** The server's nodes, put back in place after React empties the container. */
	nodes: ChildNode[];
}

/**
 * Where the visitor goes after converting.
 *
 * @param address The address.
 */
function go( address: string ): void {
	window.location.assign( address );
}

/**
 * The runtime of one lead form.
 *
 * @param root           Component props.
 * @param root.props     The form's published props.
 * @param root.container Its container.
 * @param root.parts     The parts of its markup.
 * @param root.nodes     The server's nodes.
 */
export function LeadFormRuntime( {
	props,
	container,
	parts,
	nodes,
}: RuntimeProps ) {
	const [ state, dispatch ] = useReducer( reduce, initialState );
	const focusNext = useRef( false );
	const { form } = parts;

	// React empties its container on the first commit: the server's elements (with what the
	// visitor typed, their listeners and focus) go back before the browser paints.
	useLayoutEffect( () => {
		const missing = nodes.filter(
			( node ) => node.parentNode !== container
		);
		if ( missing.length > 0 ) {
			container.append( ...missing );
		}
		// The runtime checks the fields itself, with the form's own messages beside them,
		// instead of the browser's bubbles.
		parts.form.noValidate = true;
		parts.form.setAttribute( 'aria-busy', 'false' );
		parts.form
			.querySelectorAll( '.farol-lead-form__error' )
			.forEach( ( slot ) => slot.setAttribute( 'aria-live', 'polite' ) );
	}, [ container, nodes, parts ] );

	useLayoutEffect( () => {
		// Until the visitor submits, the markup stays as the server sent it (after a plain
		// POST it may hold the server's notice and field errors).
		if ( state === initialState ) {
			return;
		}
		showState( parts, state, props.texts.failed );
		if ( focusNext.current && state.phase === 'idle' ) {
			focusNext.current = false;
			focusFirstInvalid( form, state.fieldErrors );
		}
	}, [ parts, form, state, props.texts.failed ] );

	// A layout effect: the form's listeners are in place with the first commit, before the
	// mount helper says the runtime is live and the loader replays a held submit (Preact, which
	// the view bundles, runs plain effects a frame later; React ran them inside flushSync).
	useLayoutEffect( () => {
		// Without the phone library until a phone field is focused (below) or a submit.
		const plain = validatorWithoutLibrary( props.rules );
		let phones = false;
		const valuesOf = ( rules: LeadFormRules | null ) =>
			withPhoneValues( form, collectFields( form ), rules );
		const onFocusIn = ( event: FocusEvent ) => {
			if ( preloadPhoneOf( event.target ) ) {
				phones = true;
			}
		};
		// The focus that brought the runtime may already be in a phone field.
		if ( form.contains( form.ownerDocument.activeElement ) ) {
			phones = preloadPhoneOf( form.ownerDocument.activeElement );
		}
		seedUnlessSeeded( form, {
			formId: props.formId,
			events: props.endpoints.events,
		} );
		watchStamp( form );
		const keys = attemptKeys();
		let busy = false;

		/**
		 * Checks the fields and sends them.
		 *
		 * @return The answer's outcome; null when a field is invalid (shown already).
		 */
		const attempt = async (): Promise< Outcome | null > => {
			phones = true;
			const validator = await validatorForSubmit(
				validatorFor( props.rules, valuesOf ),
				props.rules
			);
			// A stamp too old (a page from a cache) is replaced first; a fresh one is waited out.
			await stampReady( form );
			const fields = valuesOf( validator?.rules ?? null );
			const errors = fieldMessages(
				validator,
				fields,
				disabledFields( form )
			);
			if ( Object.keys( errors ).length > 0 ) {
				focusNext.current = true;
				dispatch( { type: 'invalid', errors } );
				return null;
			}
			const page: PageContext = {
				...conversionPlace( window.location ),
				...hiddenFieldValues( form.ownerDocument ),
				redirect_to: String( fields.redirect_to ?? '' ),
			};
			const request =
				props.variant === 'legacy'
					? legacyRequest( props.endpoints.legacy, fields, page )
					: typedRequest(
							props.endpoints.typed,
							fields,
							page,
							keys.keyFor( JSON.stringify( fields ) )
					  );
			return send( request.url, request.init, props.redirectTo );
		};

		const onSubmit = async ( event: Event ) => {
			event.preventDefault();
			if ( busy ) {
				return;
			}
			busy = true;
			dispatch( { type: 'submit' } );
			try {
				let outcome: Outcome | null;
				try {
					outcome = await attempt();
				} catch ( error ) {
					// Whatever broke, the form comes back with its error container and the
					// visitor may send again: a submit never silently does nothing.
					// eslint-disable-next-line no-console -- the only trace of the failure.
					console.error( '[farol] lead form submit', error );
					outcome = { kind: 'failed' };
				}
				if ( ! outcome ) {
					return;
				}
				focusNext.current =
					outcome.kind === 'corporate' || outcome.kind === 'invalid';
				dispatch( { type: 'answer', outcome } );
				if ( outcome.kind === 'converted' ) {
					keys.reset();
					saveAutofill( form );
					if ( outcome.thankyou !== '' ) {
						// eslint-disable-next-line no-alert -- the product shows the thank-you message as an alert.
						window.alert( outcome.thankyou );
					}
					if ( outcome.redirectTo !== '' ) {
						go( outcome.redirectTo );
					}
				} else if ( outcome.kind === 'unavailable' ) {
					// eslint-disable-next-line no-alert -- the product's "no longer available" answer is an alert.
					window.alert( props.texts.unavailable );
				}
			} finally {
				busy = false;
			}
		};

		const onBlur = async ( event: FocusEvent ) => {
			const target = event.target;
			if (
				! ( target instanceof HTMLElement ) ||
				! target.hasAttribute( 'name' ) ||
				! plain
			) {
				return;
			}
			const wrapper = target.closest< HTMLElement >(
				'.farol-lead-form__field'
			);
			const field = wrapper?.dataset.field;
			if ( ! field ) {
				return;
			}
			// The phone numbers are checked once the library was asked for (a phone field
			// focused): a blur elsewhere does not download it.
			const validator = phones
				? await validatorFor( props.rules, valuesOf )
				: plain;
			const errors = fieldMessages(
				validator,
				valuesOf( validator?.rules ?? null ),
				disabledFields( form )
			);
			// Not while the visitor is pressing the button that took the focus away: the
			// message's coming or going would move the button from under the pointer.
			press.run( () =>
				dispatch( {
					type: 'blur',
					field,
					error: errors[ field ] ?? null,
				} )
			);
		};

		const press = afterPress( form );
		form.addEventListener( 'submit', onSubmit );
		form.addEventListener( 'focusout', onBlur );
		form.addEventListener( 'focusin', onFocusIn );
		return () => {
			form.removeEventListener( 'focusin', onFocusIn );
			press.stop();
			form.removeEventListener( 'submit', onSubmit );
			form.removeEventListener( 'focusout', onBlur );
		};
	}, [ form, props ] );

	return <FieldEnhancers form={ form } props={ props } />;
}
