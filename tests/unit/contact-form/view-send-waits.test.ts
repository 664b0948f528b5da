/**
 * A contact form's send never silently does nothing: a captcha hook that never answers is
 * waited for CAPTCHA_WAIT_MS, then the form is sent as it is; a send with no answer by
 * FEEDBACK_DEADLINE_MS ends as `aborted` with the message that the form could not be sent and
 * the buttons back; so does anything that throws on the way; and the retry sends again.
 */
/**
 * Internal dependencies
 */
import * as feedback from '../../../src/contact-form/runtime/feedback';
import { CAPTCHA_WAIT_MS } from '../../../src/contact-form/view/captcha';
import { startContactForm } from '../../../src/contact-form/view/controller';
import type { ContactFormProps } from '../../../src/contact-form/view/props';
import { setClientWords } from '../../../src/contact-form/runtime/messages';
import serverWords from '../../fixtures/contact-form/client-words.json';

beforeEach( () => setClientWords( serverWords ) );

const FEEDBACK = 'https://site.test/wp-json/farol/v1/contact-forms/7/feedback';
const REFILL = 'https://site.test/wp-json/farol/v1/contact-forms/7/refill';

const PROPS: ContactFormProps = {
	formId: 7,
	unit: 'farol-cf-7-o1',
	endpoints: { feedback: FEEDBACK, refill: REFILL },
	schema: {
		version: 'farol-contact-form-rules-1',
		locale: 'en_US',
		rules: [
			{
				rule: 'required',
				field: 'your-name',
				error: 'Please fill out this field.',
			},
		],
		acceptance: [],
	},
	messages: {
		validation_failed: 'One or more fields have an error.',
		acceptance_missing: 'Please accept the terms.',
	},
};

const SENT = {
	status: 'mail_sent',
	message: 'Thank you for your message. It has been sent.',
	invalid_fields: [],
	posted_data_hash: 'a1',
};

type Reply = { status: number; body: unknown } | 'never';

/** What the feedback route answers next (one per send, the last one repeated). */
let replies: Reply[] = [];
const sends: FormData[] = [];

const fetchMock = jest.fn( ( url: string, init: { body?: FormData } ) => {
	if ( url === REFILL ) {
		return Promise.resolve( {
			ok: true,
			status: 200,
			text: async () => '[]',
		} );
	}
	sends.push( init.body as FormData );
	const reply = replies.length > 1 ? replies.shift()! : replies[ 0 ]!;
	if ( reply === 'never' ) {
		return new Promise( () => {} );
	}
	return Promise.resolve( {
		ok: reply.status >= 200 && reply.status < 300,
		status: reply.status,
		text: async () => JSON.stringify( reply.body ),
	} );
} );

/**
 * Starts a form on the page.
 */
function start(): HTMLFormElement {
	document.body.innerHTML = `
		<form class="farol-contact-form" data-status="init">
			<input name="your-name" value="Ana">
			<button type="submit">Send</button>
			<div class="farol-contact-form__response" aria-live="polite"></div>
		</form>`;
	const form = document.querySelector( 'form' )!;
	startContactForm( form, PROPS );
	return form;
}

const submit = ( form: HTMLFormElement ) =>
	form.dispatchEvent(
		new Event( 'submit', { bubbles: true, cancelable: true } )
	);

const pass = ( ms: number ) => jest.advanceTimersByTimeAsync( ms );

const status = ( form: HTMLFormElement ) =>
	form.getAttribute( 'data-farol-status' );

const said = ( form: HTMLFormElement ) =>
	form.querySelector( '.farol-contact-form__response' )?.textContent;

const button = ( form: HTMLFormElement ) =>
	form.querySelector( 'button' ) as HTMLButtonElement;

beforeEach( () => {
	jest.useFakeTimers();
	fetchMock.mockClear();
	sends.length = 0;
	replies = [ { status: 200, body: SENT } ];
	( window as { fetch?: unknown } ).fetch = fetchMock;
} );

afterEach( () => {
	jest.useRealTimers();
	delete window.farolContactCaptcha;
	document.body.innerHTML = '';
} );

describe( 'a contact form send', () => {
	it( 'goes on without the captcha after CAPTCHA_WAIT_MS', async () => {
		window.farolContactCaptcha = {
			beforeSubmit: () => new Promise( () => {} ),
			refill: () => undefined,
		};
		const form = start();
		submit( form );
		expect( status( form ) ).toBe( 'submitting' );
		expect( button( form ) ).toBeDisabled();
		await pass( CAPTCHA_WAIT_MS - 1 );
		expect( sends ).toHaveLength( 0 );
		await pass( 1 );
		expect( sends ).toHaveLength( 1 );
		expect( sends[ 0 ]!.get( 'your-name' ) ).toBe( 'Ana' );
		expect( status( form ) ).toBe( 'mail_sent' );
		expect( said( form ) ).toBe( SENT.message );
	} );

	it( 'goes on at once when the captcha hook throws', async () => {
		window.farolContactCaptcha = {
			beforeSubmit: () => {
				throw new Error( 'not ready' );
			},
			refill: () => undefined,
		};
		const form = start();
		submit( form );
		await pass( 0 );
		expect( sends ).toHaveLength( 1 );
		expect( status( form ) ).toBe( 'mail_sent' );
	} );

	it( 'ends as aborted when nothing answers by FEEDBACK_DEADLINE_MS, and the retry sends', async () => {
		replies = [ 'never', { status: 200, body: SENT } ];
		const form = start();
		submit( form );
		await pass( feedback.FEEDBACK_DEADLINE_MS - 1 );
		expect( status( form ) ).toBe( 'submitting' );
		await pass( 1 );
		expect( status( form ) ).toBe( 'aborted' );
		expect( said( form ) ).toBe(
			'The form could not be sent. Please try again.'
		);
		expect( button( form ) ).toBeEnabled();

		submit( form );
		await pass( 0 );
		expect( sends ).toHaveLength( 2 );
		expect( status( form ) ).toBe( 'mail_sent' );
	} );

	it( 'ends as aborted when the send throws, and the retry sends', async () => {
		const broken = jest
			.spyOn( feedback, 'submitFeedback' )
			.mockImplementationOnce( () => {
				throw new Error( 'boom' );
			} );
		const form = start();
		submit( form );
		await pass( 0 );
		expect( console ).toHaveErroredWith(
			'[farol] contact form send',
			new Error( 'boom' )
		);
		expect( status( form ) ).toBe( 'aborted' );
		expect( said( form ) ).toBe(
			'The form could not be sent. Please try again.'
		);
		expect( button( form ) ).toBeEnabled();

		submit( form );
		await pass( 0 );
		expect( sends ).toHaveLength( 1 );
		expect( status( form ) ).toBe( 'mail_sent' );
		broken.mockRestore();
	} );
} );

describe( 'the feedback call', () => {
	it( 'gives `timeout` when nothing answers by its deadline', async () => {
		const result = feedback.submitFeedback(
			FEEDBACK,
			new FormData(),
			() => new Promise( () => {} ),
			500
		);
		await pass( 500 );
		await expect( result ).resolves.toEqual( {
			ok: false,
			code: 'timeout',
			message: 'The form could not be sent. Please try again.',
			httpStatus: 0,
		} );
	} );

	it( 'hands fetch the signal it aborts at the deadline', async () => {
		let signal: AbortSignal | undefined;
		const result = feedback.fetchRefill(
			REFILL,
			( _url, init ) => {
				signal = init.signal;
				return new Promise( () => {} );
			},
			500
		);
		await pass( 499 );
		expect( signal?.aborted ).toBe( false );
		await pass( 1 );
		expect( signal?.aborted ).toBe( true );
		await expect( result ).resolves.toMatchObject( { code: 'timeout' } );
	} );
} );
