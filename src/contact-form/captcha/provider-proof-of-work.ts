/**
 * The self-hosted captcha's script (plugin/build/apps/contact-form/captcha-proof-of-work.js),
 * enqueued with the markup of a form whose captcha is on. It solves the form's challenge as
 * soon as the visitor starts on the form (or at the send, at the latest) and adds the answer
 * to the sent data. A challenge goes out once: the next send takes a new one from the refill
 * call (the view passes it after mail_sent; otherwise this script asks), as does an expired one
 * (a page served from a cache can be old).
 */
/**
 * Internal dependencies
 */
import type { FarolContactCaptcha } from './global';
import {
	parseChallenge,
	solve,
	type Challenge,
} from '../../lib/captcha/pow-solver';
import { captchaContainer } from './wait-for';

const PROVIDER = 'proof_of_work';
const CHALLENGE_FIELD = 'farol_captcha_challenge';
const ANSWER_FIELD = 'farol_captcha';
/** A challenge this close to its expiry is replaced before solving. */
const MARGIN_S = 60;

interface Work {
	challenge: Challenge;
	answer: Promise< string >;
}

const work = new WeakMap< HTMLFormElement, Work >();
const sent = new Set< string >();

function challengeInput( form: HTMLFormElement ): HTMLInputElement | null {
	return form.querySelector< HTMLInputElement >(
		`input[name="${ CHALLENGE_FIELD }"]`
	);
}

/**
 * A new challenge from the form's refill call.
 *
 * @param form The form.
 */
async function fetchChallenge( form: HTMLFormElement ): Promise< string > {
	try {
		const props = JSON.parse( form.dataset.farolProps ?? '{}' ) as {
			endpoints?: { refill?: string };
		};
		if ( ! props.endpoints?.refill ) {
			return '';
		}
		const response = await fetch( props.endpoints.refill, {
			headers: { Accept: 'application/json' },
			credentials: 'same-origin',
		} );
		const data = ( await response.json() ) as {
			captcha?: Record< string, string >;
		};
		return data.captcha?.[ CHALLENGE_FIELD ] ?? '';
	} catch {
		return '';
	}
}

/**
 * The form's current challenge and its answer, solving it if needed.
 *
 * @param form The form.
 */
async function current( form: HTMLFormElement ): Promise< Work | null > {
	const input = challengeInput( form );
	if ( ! input ) {
		return null;
	}
	const existing = work.get( form );
	if (
		existing &&
		existing.challenge.token === input.value &&
		! sent.has( input.value )
	) {
		return existing;
	}
	let challenge = parseChallenge( input.value );
	if (
		! challenge ||
		sent.has( challenge.token ) ||
		challenge.expires - Date.now() / 1000 < MARGIN_S
	) {
		const token = await fetchChallenge( form );
		challenge = parseChallenge( token );
		if ( ! challenge ) {
			return null;
		}
		input.value = token;
	}
	const started: Work = { challenge, answer: solve( challenge ) };
	work.set( form, started );
	return started;
}

const captcha: FarolContactCaptcha = {
	async beforeSubmit( form, formData ) {
		const started = await current( form );
		if ( ! started ) {
			return;
		}
		const answer = await started.answer;
		sent.add( started.challenge.token );
		formData.set( CHALLENGE_FIELD, started.challenge.token );
		formData.set( ANSWER_FIELD, answer );
	},
	refill( form, data ) {
		const token = data?.[ CHALLENGE_FIELD ];
		const input = challengeInput( form );
		if ( token && input && parseChallenge( token ) ) {
			input.value = token;
			void current( form );
		}
	},
};

window.farolContactCaptcha = captcha;

document.querySelectorAll< HTMLFormElement >( 'form' ).forEach( ( form ) => {
	if ( captchaContainer( form, PROVIDER ) ) {
		form.addEventListener( 'focusin', () => void current( form ), {
			once: true,
		} );
	}
} );
