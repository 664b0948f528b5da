/**
 * The lead form's handover on a WordPress page: the eager loader holds what the visitor does
 * on the block's container (`data-farol-mount`, the wrapper around the form's own container),
 * and the runtime — which takes over the form's container inside it — tells that wrapper when
 * it is live, so a submit made before it arrived is replayed at once and answered with the
 * form's own messages (not after the loader's native fallback).
 */
/**
 * External dependencies
 */
import { act } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { startLeadForms } from '@farol/lead-form/runtime';
import { holdEvents } from '@farol/lib/mount/replay';
import runtimeTextsTable from '../../../plugin/data/lead-form-runtime-texts.json';
import published from '../../fixtures/lead-form/rules-published.json';

const field = ( name: string ) =>
	published.standard_pt.fields.find( ( rule ) => rule.name === name );

const PROPS = {
	formId: 7,
	locale: 'pt-BR',
	variant: 'typed',
	endpoints: {
		typed: 'https://site.test/wp-json/farol/v1/conversions',
		legacy: 'https://site.test/wp-json/farol/v1/api/1.2/conversions.json',
		events: 'https://site.test/wp-json/farol/v1/events',
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
	<div class="farol-lead-form">
		<form class="farol-lead-form__form" method="post" action="/wp-admin/admin-post.php">
			<div class="farol-lead-form__field" data-field="name" data-field-type="text">
				<label for="f-0">Nome</label>
				<input id="f-0" name="name" required aria-describedby="f-0-error">
				<p class="farol-lead-form__error" id="f-0-error" hidden></p>
			</div>
			<div class="farol-lead-form__field" data-field="email" data-field-type="email">
				<label for="f-1">E-mail</label>
				<input id="f-1" type="email" name="email" required aria-describedby="f-1-error">
				<p class="farol-lead-form__error" id="f-1-error" hidden></p>
			</div>
			<div class="farol-lead-form__errors" role="alert" hidden></div>
			<button type="submit" class="farol-lead-form__submit">Quero receber</button>
			<div class="farol-lead-form__loader" role="status" hidden>Enviando…</div>
		</form>
	</div>
</div>`;

let stop: () => void = () => {};

beforeEach( () => {
	global.fetch = jest.fn( () =>
		Promise.resolve( new Response( null, { status: 204 } ) )
	) as unknown as typeof fetch;
} );

afterEach( () => {
	act( () => stop() );
	document.body.innerHTML = '';
} );

it( 'answers a submit held before the runtime arrived with the form’s own messages, at once', async () => {
	document.body.innerHTML = MARKUP;
	const block = document.querySelector< HTMLElement >(
		'.wp-block-farol-lead-form'
	)!;
	const container = block.querySelector< HTMLElement >( '.farol-lead-form' )!;
	container.setAttribute( 'data-farol-props', JSON.stringify( PROPS ) );
	const form = container.querySelector( 'form' )!;
	const submitted = jest.fn( ( event: Event ) => event.preventDefault() );
	document.addEventListener( 'submit', submitted );

	// The loader holds the visitor's press on the empty form's button.
	const held = jest.fn();
	holdEvents( block, held );
	const button = form.querySelector( 'button' )!;
	expect(
		button.dispatchEvent(
			new MouseEvent( 'click', { bubbles: true, cancelable: true } )
		)
	).toBe( false );
	expect( held ).toHaveBeenCalledTimes( 1 );
	expect( submitted ).not.toHaveBeenCalled();

	// The runtime arrives (brought by that press) and takes over.
	jest.useFakeTimers();
	try {
		await act( async () => {
			stop = startLeadForms();
			container.dispatchEvent(
				new FocusEvent( 'focusin', { bubbles: true } )
			);
			await jest.advanceTimersByTimeAsync( 0 );
		} );
		// Well before the loader's native fallback (8 s): the replay came with the runtime.
		await act( async () => {
			await jest.advanceTimersByTimeAsync( 100 );
		} );
	} finally {
		jest.useRealTimers();
	}
	expect( block ).toHaveAttribute( 'data-farol-live' );
	expect( form.querySelector( '#f-0-error' ) ).toHaveTextContent(
		'Campo obrigatório'
	);
	expect( form.querySelector( '#f-1-error' ) ).toHaveTextContent(
		'Campo obrigatório'
	);
	expect( form.noValidate ).toBe( true );
	expect( global.fetch ).not.toHaveBeenCalledWith(
		PROPS.endpoints.typed,
		expect.anything()
	);
	document.removeEventListener( 'submit', submitted );
} );
