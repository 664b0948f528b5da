/**
 * The seed script, its refill script and the runtime are separate bundles on a WordPress page,
 * each with its own copy of the tracking modules: the seed starts the view event on load and
 * brings the refill script for a returning visitor only; the runtime does neither again — one
 * view per form per page view across the copies, no second refill over what was refilled or
 * what the visitor changed since — while a form nobody seeded still gets both from it.
 */
/**
 * External dependencies
 */
import { act } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { viewEvent } from '@farol/lead-form/conversion-contract';
import { startLeadForms } from '@farol/lead-form/runtime';
import { encodeAutofill } from '@farol/lead-form/tracking/autofill-data';
import {
	resetViewEvents,
	startViewEvent,
	VIEW_EVENT_DELAY,
} from '@farol/lead-form/tracking/view-event';
import { clearCookies, setConsentApi, setCookie } from './tracking-helpers';
import runtimeTextsTable from '../../../plugin/data/lead-form-runtime-texts.json';
import published from '../../fixtures/lead-form/rules-published.json';

const field = ( name: string ) =>
	published.standard_pt.fields.find( ( rule ) => rule.name === name );

const EVENTS = 'https://site.test/wp-json/farol/v1/events';

const PROPS = {
	formId: 7,
	locale: 'pt-BR',
	variant: 'typed',
	endpoints: {
		typed: 'https://site.test/wp-json/farol/v1/conversions',
		legacy: 'https://site.test/wp-json/farol/v1/api/1.2/conversions.json',
		events: EVENTS,
		cities: 'https://site.test/wp-json/farol/v1/api/cidades/',
	},
	redirectTo: '',
	rules: {
		...published.standard_pt,
		fields: [ field( 'name' ), field( 'email' ) ],
	},
	texts: runtimeTextsTable.locales[ 'pt-BR' ],
};

const MARKUP = `
<div class="wp-block-farol-lead-form" data-farol-mount="farol-lead-form-view-script" data-farol-when="interaction">
	<div class="farol-lead-form" data-farol-form="7">
		<form class="farol-lead-form__form" method="post" action="/wp-admin/admin-post.php">
			<div class="farol-lead-form__field" data-field="name" data-field-type="text">
				<label for="f-0">Nome</label>
				<input id="f-0" name="name" required>
			</div>
			<div class="farol-lead-form__field" data-field="email" data-field-type="email">
				<label for="f-1">E-mail</label>
				<input id="f-1" type="email" name="email" required>
			</div>
			<input type="hidden" name="token_rdstation" value="0123456789abcdef0123456789abcdef">
			<div class="farol-lead-form__errors" role="alert" hidden></div>
			<button type="submit" class="farol-lead-form__submit">Quero receber</button>
			<div class="farol-lead-form__loader" role="status" hidden>Enviando…</div>
		</form>
	</div>
</div>`;

let beacon: jest.Mock;
let stop: () => void = () => {};

/**
 * The server's markup of one form, its props in place.
 */
function page(): HTMLFormElement {
	document.body.innerHTML = MARKUP;
	document
		.querySelector( '.farol-lead-form' )!
		.setAttribute( 'data-farol-props', JSON.stringify( PROPS ) );
	return document.querySelector( 'form' )!;
}

/**
 * Runs a script as its own bundle does: a separate copy of every module it imports.
 *
 * @param entry The script's module.
 */
function runBundle( entry: string ): void {
	jest.isolateModules( () => {
		require( entry );
	} );
}

/** The refill script's address the server prints before the seed script. */
const REFILL =
	'https://site.test/wp-content/plugins/farol/build/apps/lead-form/refill.js?ver=1';

/**
 * The refill scripts the seed script asked the browser for.
 */
function refillsAsked(): string[] {
	return Array.from(
		document.querySelectorAll< HTMLScriptElement >( 'script[src]' ),
		( script ) => script.src
	).filter( ( src ) => src === REFILL );
}

/**
 * The runtime takes the form over (a focus in it brought it).
 */
async function runtimeArrives(): Promise< void > {
	await act( async () => {
		stop = startLeadForms();
		document
			.querySelector( '.farol-lead-form' )!
			.dispatchEvent( new FocusEvent( 'focusin', { bubbles: true } ) );
		await jest.advanceTimersByTimeAsync( 0 );
	} );
}

/**
 * The asset ids of the view events sent, parsed with the server's contract.
 */
function viewsSent(): string[] {
	return beacon.mock.calls.map( ( [ url, body ] ) => {
		expect( url ).toBe( EVENTS );
		return viewEvent.parse( JSON.parse( body as string ) ).asset_id;
	} );
}

beforeEach( () => {
	jest.useFakeTimers();
	( window as Window & { farolLeadFormSeed?: object } ).farolLeadFormSeed = {
		refill: REFILL,
	};
	clearCookies();
	resetViewEvents();
	setConsentApi( [ 'functional', 'statistics' ] );
	setCookie(
		'_form_fields',
		encodeAutofill( { name: 'Ana Retorno', email: 'ana@exemplo.com.br' } )
	);
	beacon = jest.fn( () => true );
	Object.defineProperty( navigator, 'sendBeacon', {
		value: beacon,
		configurable: true,
	} );
	global.fetch = jest.fn( () =>
		Promise.resolve( new Response( null, { status: 204 } ) )
	) as unknown as typeof fetch;
} );

afterEach( () => {
	act( () => stop() );
	stop = () => {};
	document.body.innerHTML = '';
	document.head.innerHTML = '';
	setConsentApi( undefined );
	jest.useRealTimers();
} );

it( 'two copies of the view event module count one view per form', () => {
	let other: typeof startViewEvent = () => () => undefined;
	jest.isolateModules( () => {
		other = (
			require( '@farol/lead-form/tracking/view-event' ) as {
				startViewEvent: typeof startViewEvent;
			}
		 ).startViewEvent;
	} );
	expect( other ).not.toBe( startViewEvent );
	startViewEvent( { formId: 7, endpoint: EVENTS } );
	other( { formId: 7, endpoint: EVENTS } );
	other( { formId: 8, endpoint: EVENTS } );
	jest.advanceTimersByTime( VIEW_EVENT_DELAY );
	expect( viewsSent() ).toEqual( [ '7', '8' ] );
} );

it( 'the seed sends the view on load and brings the refill; the runtime repeats neither', async () => {
	const form = page();
	runBundle( '@farol/lead-form/seed' );
	expect( refillsAsked() ).toEqual( [ REFILL ] );
	// The refill script arrives (the browser runs it: here, its own copy of the modules).
	runBundle( '@farol/lead-form/seed/refill' );
	const name = form.elements.namedItem( 'name' ) as HTMLInputElement;
	const email = form.elements.namedItem( 'email' ) as HTMLInputElement;
	expect( name.value ).toBe( 'Ana Retorno' );
	expect( email.value ).toBe( 'ana@exemplo.com.br' );

	jest.advanceTimersByTime( VIEW_EVENT_DELAY - 1 );
	expect( beacon ).not.toHaveBeenCalled();
	jest.advanceTimersByTime( 1 );
	expect( viewsSent() ).toEqual( [ '7' ] );

	// The visitor empties the refilled name, and their focus brings the runtime.
	name.value = '';
	await runtimeArrives();
	jest.advanceTimersByTime( 2 * VIEW_EVENT_DELAY );
	expect( form ).toHaveAttribute( 'aria-busy', 'false' );
	expect( name.value ).toBe( '' );
	expect( email.value ).toBe( 'ana@exemplo.com.br' );
	expect( viewsSent() ).toEqual( [ '7' ] );
} );

it( 'a runtime that arrives before the 5 s leaves the view to the seed: one view', async () => {
	page();
	runBundle( '@farol/lead-form/seed' );
	jest.advanceTimersByTime( 1000 );
	await runtimeArrives();
	jest.advanceTimersByTime( 2 * VIEW_EVENT_DELAY );
	expect( viewsSent() ).toEqual( [ '7' ] );
} );

it( 'a first visit, or one without functional consent, does not download the refill script', () => {
	clearCookies();
	page();
	runBundle( '@farol/lead-form/seed' );
	expect( refillsAsked() ).toEqual( [] );

	resetViewEvents();
	setCookie( '_form_fields', encodeAutofill( { name: 'Ana Retorno' } ) );
	setConsentApi( [ 'statistics' ] );
	page();
	runBundle( '@farol/lead-form/seed' );
	expect( refillsAsked() ).toEqual( [] );
	jest.advanceTimersByTime( VIEW_EVENT_DELAY );
	expect( viewsSent() ).toEqual( [ '7' ] );
} );

it( 'the runtime refills a form nobody seeded and sends its view', async () => {
	const form = page();
	await runtimeArrives();
	// The seed's code comes in a chunk of its own, fetched only then.
	await act( async () => {
		await jest.advanceTimersByTimeAsync( 0 );
	} );
	expect(
		( form.elements.namedItem( 'name' ) as HTMLInputElement ).value
	).toBe( 'Ana Retorno' );
	jest.advanceTimersByTime( VIEW_EVENT_DELAY );
	expect( viewsSent() ).toEqual( [ '7' ] );
} );

it( 'the seed leaves a form alone whose props it cannot read', () => {
	const form = page();
	document
		.querySelector( '.farol-lead-form' )!
		.setAttribute( 'data-farol-props', '{not json' );
	runBundle( '@farol/lead-form/seed' );
	runBundle( '@farol/lead-form/seed/refill' );
	jest.advanceTimersByTime( 2 * VIEW_EVENT_DELAY );
	expect( form ).not.toHaveAttribute( 'data-farol-seeded' );
	expect( beacon ).not.toHaveBeenCalled();
} );
