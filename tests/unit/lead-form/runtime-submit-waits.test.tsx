/**
 * A submit never silently does nothing: the runtime mounted on a server form with a phone
 * field sends within LIBRARY_WAIT_MS when the phone library's chunk never comes, at once when
 * the chunk fails, shows the error container (the props' `failed` text) when the request has
 * no answer by SEND_DEADLINE_MS or when anything on the way throws, and converts on the retry.
 */
/**
 * External dependencies
 */
import { act, fireEvent, render } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { loadPhoneLibrary } from '../../../src/lib/phone';
import { formParts } from '../../../src/lead-form/runtime/dom';
import { LeadFormRuntime } from '../../../src/lead-form/runtime/LeadFormRuntime';
import { SEND_DEADLINE_MS } from '../../../src/lead-form/runtime/outcome';
import * as payload from '../../../src/lead-form/runtime/payload';
import type { LeadFormProps } from '../../../src/lead-form/runtime/props';
import { LIBRARY_WAIT_MS } from '../../../src/lead-form/runtime/validation';
import runtimeTextsTable from '../../../plugin/data/lead-form-runtime-texts.json';

jest.mock( '../../../src/lib/phone/load', () => ( {
	loadPhoneLibrary: jest.fn(),
} ) );

const published = JSON.parse(
	fs.readFileSync(
		path.join( __dirname, '../../fixtures/lead-form/rules-published.json' ),
		'utf8'
	)
);

const field = ( from: string, name: string ) =>
	published[ from ].fields.find(
		( rule: { name: string } ) => rule.name === name
	);

const TEXTS = runtimeTextsTable.locales[ 'pt-BR' ];

const CONVERSIONS = 'https://site.test/wp-json/farol/v1/conversions';

const PROPS: LeadFormProps = {
	formId: 7,
	locale: 'pt-BR',
	variant: 'typed',
	endpoints: {
		typed: CONVERSIONS,
		legacy: 'https://site.test/wp-json/farol/v1/api/1.2/conversions.json',
		events: 'https://site.test/wp-json/farol/v1/events',
		cities: 'https://site.test/wp-json/farol/v1/api/cidades/',
	},
	redirectTo: '',
	rules: {
		...published.standard_pt,
		fields: [
			field( 'standard_pt', 'name' ),
			field( 'standard_pt', 'email' ),
			field( 'phones', 'mobile_phone' ),
		],
	},
	texts: TEXTS,
};

const MARKUP = `
<div class="farol-lead-form">
	<form class="farol-lead-form__form" method="post" action="/wp-admin/admin-post.php">
		<div class="farol-lead-form__field" data-field="name" data-field-type="text">
			<label for="f-0">Nome</label>
			<input id="f-0" name="name" data-type="string" aria-describedby="f-0-error" value="Ana">
			<p class="farol-lead-form__error" id="f-0-error" hidden></p>
		</div>
		<div class="farol-lead-form__field" data-field="email" data-field-type="email">
			<label for="f-1">E-mail</label>
			<input id="f-1" type="email" name="email" data-type="string" aria-describedby="f-1-error" value="ana@example.com.br">
			<p class="farol-lead-form__error" id="f-1-error" hidden></p>
		</div>
		<div class="farol-lead-form__field farol-lead-form__field--phone" data-field="mobile_phone" data-field-type="phone">
			<label for="f-2">Telefone</label>
			<input type="hidden" name="mobile_phone_country" value="BR">
			<input id="f-2" type="tel" name="mobile_phone" data-type="string" aria-describedby="f-2-error" data-phone-mask="BRAZILIAN_MASK" data-phone-country="BR" value="(11) 98765-4321">
			<p class="farol-lead-form__error" id="f-2-error" hidden></p>
		</div>
		<input type="hidden" name="token_rdstation" value="c9aa0aed0f6ae62bf4f6caa60d9ea281">
		<div class="farol-lead-form__errors" role="alert" hidden></div>
		<button type="submit" class="farol-lead-form__submit">Quero receber</button>
		<div class="farol-lead-form__loader" role="status" hidden>Enviando…</div>
	</form>
</div>`;

type Answer = { status: number; body: unknown } | 'never';

/** What the conversions endpoint answers next (one per request, the last one repeated). */
let answers: Answer[] = [];
const conversions: RequestInit[] = [];

const fetchMock = jest.fn( ( url: string, init: RequestInit = {} ) => {
	if ( url !== CONVERSIONS ) {
		// The view event.
		return Promise.resolve( new Response( null, { status: 204 } ) );
	}
	conversions.push( init );
	const answer = answers.length > 1 ? answers.shift()! : answers[ 0 ]!;
	if ( answer === 'never' ) {
		return new Promise< Response >( () => {} );
	}
	return Promise.resolve( {
		status: answer.status,
		json: async () => answer.body,
	} as Response );
} );

const CONVERTED: Answer = {
	status: 200,
	body: { thankyou_message: 'Obrigado!', redirect_to: '' },
};

/**
 * Lets time pass (fake timers), React updates and promise callbacks included.
 *
 * @param ms Milliseconds.
 */
const pass = ( ms: number ) =>
	act( async () => {
		await jest.advanceTimersByTimeAsync( ms );
	} );

/**
 * Mounts the runtime on the server markup.
 */
function mount() {
	document.body.innerHTML = MARKUP;
	const container =
		document.querySelector< HTMLElement >( '.farol-lead-form' )!;
	const parts = formParts( container )!;
	const nodes = Array.from( container.childNodes );
	render(
		<LeadFormRuntime
			props={ PROPS }
			container={ container }
			parts={ parts }
			nodes={ nodes }
		/>,
		{ container }
	);
	return parts;
}

/**
 * Submits the form.
 *
 * @param form The form.
 */
const submit = ( form: HTMLFormElement ) =>
	act( () => {
		fireEvent.submit( form );
	} );

let alertMock: jest.SpyInstance;

beforeEach( () => {
	jest.useFakeTimers();
	global.fetch = fetchMock as unknown as typeof fetch;
	fetchMock.mockClear();
	conversions.length = 0;
	answers = [ CONVERTED ];
	alertMock = jest.spyOn( window, 'alert' ).mockImplementation( () => {} );
	jest.mocked( loadPhoneLibrary ).mockReset();
} );

afterEach( () => {
	alertMock.mockRestore();
	jest.useRealTimers();
	document.body.innerHTML = '';
} );

describe( 'the lead form submit', () => {
	it( 'sends after LIBRARY_WAIT_MS when the phone library never comes', async () => {
		jest.mocked( loadPhoneLibrary ).mockReturnValue(
			new Promise( () => {} )
		);
		const { form, loader } = mount();
		await submit( form );
		expect( form ).toHaveAttribute( 'aria-busy', 'true' );
		expect( loader ).toBeVisible();
		await pass( LIBRARY_WAIT_MS - 1 );
		expect( conversions ).toHaveLength( 0 );
		await pass( 1 );
		expect( conversions ).toHaveLength( 1 );
		expect( JSON.parse( String( conversions[ 0 ]!.body ) ) ).toMatchObject(
			{ name: 'Ana', mobile_phone: '(11) 98765-4321' }
		);
		expect( alertMock ).toHaveBeenCalledWith( 'Obrigado!' );
		expect( form ).toHaveAttribute( 'aria-busy', 'false' );
	} );

	it( 'still checks the rules that need no library then', async () => {
		jest.mocked( loadPhoneLibrary ).mockReturnValue(
			new Promise( () => {} )
		);
		const { form } = mount();
		( form.elements.namedItem( 'email' ) as HTMLInputElement ).value =
			'ana';
		await submit( form );
		await pass( LIBRARY_WAIT_MS );
		expect( conversions ).toHaveLength( 0 );
		expect( form.querySelector( '#f-1-error' ) ).toHaveTextContent(
			'Endereço de e-mail inválido'
		);
		expect( form ).toHaveAttribute( 'aria-busy', 'false' );
	} );

	it( 'sends at once when the library’s chunk fails', async () => {
		jest.mocked( loadPhoneLibrary ).mockRejectedValue(
			new Error( 'Loading chunk 678 failed.' )
		);
		const { form } = mount();
		await submit( form );
		await pass( 0 );
		expect( conversions ).toHaveLength( 1 );
		expect( alertMock ).toHaveBeenCalledWith( 'Obrigado!' );
	} );

	it( 'shows the error container when nothing answers by SEND_DEADLINE_MS, and the retry converts', async () => {
		jest.mocked( loadPhoneLibrary ).mockRejectedValue( new Error( 'x' ) );
		answers = [ 'never', CONVERTED ];
		const { form, alert, button } = mount();
		await submit( form );
		await pass( SEND_DEADLINE_MS - 1 );
		expect( form ).toHaveAttribute( 'aria-busy', 'true' );
		expect( alert ).not.toBeVisible();
		expect( conversions[ 0 ]!.signal?.aborted ).toBe( false );
		await pass( 1 );
		expect( conversions[ 0 ]!.signal?.aborted ).toBe( true );
		expect( alert ).toBeVisible();
		expect( alert ).toHaveTextContent( TEXTS.failed );
		expect( button ).toBeEnabled();
		expect( form ).toHaveAttribute( 'aria-busy', 'false' );

		await submit( form );
		await pass( 0 );
		expect( conversions ).toHaveLength( 2 );
		// The same attempt: the server stores it once.
		expect(
			JSON.parse( String( conversions[ 1 ]!.body ) ).idempotency_key
		).toBe(
			JSON.parse( String( conversions[ 0 ]!.body ) ).idempotency_key
		);
		expect( alertMock ).toHaveBeenCalledWith( 'Obrigado!' );
		expect( alert ).not.toBeVisible();
	} );

	it( 'shows the error container when the submit throws, and the retry converts', async () => {
		jest.mocked( loadPhoneLibrary ).mockRejectedValue( new Error( 'x' ) );
		const broken = jest
			.spyOn( payload, 'typedRequest' )
			.mockImplementationOnce( () => {
				throw new Error( 'boom' );
			} );
		const { form, alert, button, loader } = mount();
		await submit( form );
		await pass( 0 );
		expect( console ).toHaveErroredWith(
			'[farol] lead form submit',
			new Error( 'boom' )
		);
		expect( conversions ).toHaveLength( 0 );
		expect( alert ).toBeVisible();
		expect( alert ).toHaveTextContent( TEXTS.failed );
		expect( button ).toBeVisible();
		expect( button ).toBeEnabled();
		expect( loader ).not.toBeVisible();
		expect( form ).toHaveAttribute( 'aria-busy', 'false' );

		await submit( form );
		await pass( 0 );
		expect( conversions ).toHaveLength( 1 );
		expect( alertMock ).toHaveBeenCalledWith( 'Obrigado!' );
		broken.mockRestore();
	} );
} );
