/**
 * The city field's combobox, as a visitor uses it: typing searches the cities API (here a
 * local stand-in for fetch answering as the contract says), the keyboard or the mouse
 * picks a city, and the choice fills the city, the state select and the hidden city code.
 */
/**
 * External dependencies
 */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { CityFieldEnhancer } from '../../../src/lead-form/fields';
import type { City } from '../../../src/lead-form/cities-contract';
import type { FieldRule } from '../../../src/lead-form/rules-contract';
import type { RuntimeTexts } from '../../../src/lead-form/runtime-texts';
import runtimeTextsTable from '../../../plugin/data/lead-form-runtime-texts.json';

/** The texts the server publishes for a pt-BR form. */
const TEXTS: RuntimeTexts = runtimeTextsTable.locales[ 'pt-BR' ];

const ENDPOINT = 'https://example.test/wp-json/farol/v1/api/cidades/';

const CITIES: City[] = [
	{ id: 3550308, name: 'São Paulo', state: 'SP' },
	{ id: 3304557, name: 'Rio de Janeiro', state: 'RJ' },
	{ id: 2408102, name: 'Natal', state: 'RN' },
	{ id: 3548708, name: 'São Bernardo do Campo', state: 'SP' },
	{ id: 1721000, name: 'Palmas', state: 'TO' },
];

/**
 * Lets `ms` milliseconds pass, React updates included.
 *
 * @param ms Milliseconds.
 */
const pause = ( ms: number ) =>
	act(
		() => new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) )
	);

const fold = ( text: string ) =>
	text
		.normalize( 'NFD' )
		.replace( /[\u0300-\u036f]/g, '' )
		.toLowerCase();

type Call = { term: string | null; state: string | null; path: string };

/**
 * A stand-in for the cities API: searches CITIES by accent-free prefix of any word.
 *
 * @param delays Milliseconds to wait before answering, by term.
 */
function fakeCitiesApi( delays: Record< string, number > = {} ) {
	const calls: Call[] = [];
	const fetchMock = jest.fn( async ( address: string ) => {
		const url = new URL( address );
		const term = url.searchParams.get( 'term' );
		const state = url.searchParams.get( 'state_acronym' );
		calls.push( { term, state, path: url.pathname } );
		const id = url.pathname.match( /\/(\d+)$/ )?.[ 1 ];
		let body: unknown;
		if ( id ) {
			body = {
				city: CITIES.find( ( city ) => String( city.id ) === id ),
			};
		} else {
			const wanted = fold( term ?? '' );
			body = {
				cities: CITIES.filter(
					( city ) =>
						fold( city.name ).startsWith( wanted ) &&
						( ! state || city.state === state )
				),
			};
		}
		await new Promise( ( resolve ) =>
			setTimeout( resolve, delays[ term ?? '' ] ?? 0 )
		);
		return { ok: true, status: 200, json: async () => body };
	} );
	global.fetch = fetchMock as unknown as typeof fetch;
	return calls;
}

const RULE: FieldRule = {
	name: 'city',
	type: 'city',
	required: false,
	value_type: 'string',
	max_length: 255,
	min_length: 0,
	format: 'none',
	options: [],
	multiple: false,
	corporate_email_only: false,
};

/**
 * The server's markup of a form with a state and a city field, in the document.
 *
 * @param cityId The hidden city code's value.
 */
function serverForm( cityId = '' ): {
	form: HTMLFormElement;
	wrapper: HTMLElement;
} {
	document.body.innerHTML = `
		<form>
			<div class="farol-lead-form__field" data-field="state" data-field-type="state">
				<label for="f-state">Estado</label>
				<select id="f-state" name="state"><option value="">Selecione…</option><option>RJ</option><option>RN</option><option>SP</option><option>TO</option></select>
			</div>
			<div class="farol-lead-form__field" data-field="city" data-field-type="city">
				<label class="farol-lead-form__label" for="f-city">Cidade</label>
				<input class="farol-lead-form__input" type="text" id="f-city" name="city">
				<input type="hidden" name="city_id" value="${ cityId }">
			</div>
		</form>`;
	const form = document.querySelector( 'form' ) as HTMLFormElement;
	const wrapper = form.querySelector( '[data-field="city"]' ) as HTMLElement;
	return { form, wrapper };
}

function enhance( cityId = '' ) {
	const { form, wrapper } = serverForm( cityId );
	const root = document.createElement( 'div' );
	document.body.append( root );
	render(
		<CityFieldEnhancer
			wrapper={ wrapper }
			form={ form }
			rule={ RULE }
			locale="pt-BR"
			citiesEndpoint={ ENDPOINT }
			texts={ TEXTS }
		/>,
		{ container: root }
	);
	return {
		city: screen.getByRole( 'combobox', { name: 'Cidade' } ),
		state: screen.getByRole( 'combobox', { name: 'Estado' } ),
		cityId: form.querySelector(
			'input[name="city_id"]'
		) as HTMLInputElement,
	};
}

describe( 'CityFieldEnhancer', () => {
	it( 'searches from two characters and picks a city with the keyboard', async () => {
		const calls = fakeCitiesApi();
		const user = userEvent.setup();
		const { city, state, cityId } = enhance();

		expect( city ).toHaveAttribute( 'aria-expanded', 'false' );
		await user.type( city, 's' );
		await pause( 400 );
		expect( calls ).toHaveLength( 0 );

		await user.type( city, 'ao pa' );
		const option = await screen.findByRole( 'option', {
			name: /São Paulo/,
		} );
		expect( city ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( city.getAttribute( 'aria-controls' ) ).toBe(
			screen.getByRole( 'listbox' ).id
		);
		// Debounced: one search for the whole term.
		expect( calls.map( ( call ) => call.term ) ).toEqual( [ 'sao pa' ] );

		await user.keyboard( '{ArrowDown}' );
		expect( city ).toHaveAttribute( 'aria-activedescendant', option.id );
		expect( option ).toHaveAttribute( 'aria-selected', 'true' );
		await user.keyboard( '{Enter}' );

		expect( city ).toHaveValue( 'São Paulo' );
		expect( state ).toHaveValue( 'SP' );
		expect( cityId ).toHaveValue( '3550308' );
		expect( city ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( city ).toHaveFocus();
	} );

	it( 'searches within the selected state, caches answers and closes on Escape', async () => {
		const calls = fakeCitiesApi();
		const user = userEvent.setup();
		const { city, state } = enhance();

		await user.selectOptions( state, 'RJ' );
		await user.type( city, 'sa' );
		await screen.findByRole( 'status' );
		await waitFor( () => expect( calls ).toHaveLength( 1 ) );
		expect( calls[ 0 ] ).toMatchObject( { term: 'sa', state: 'RJ' } );
		expect(
			await screen.findByText( 'Nenhuma cidade encontrada.' )
		).toBeInTheDocument();

		await user.selectOptions( state, 'SP' );
		await user.clear( city );
		await user.type( city, 'sa' );
		const list = await screen.findByRole( 'listbox' );
		expect( within( list ).getAllByRole( 'option' ) ).toHaveLength( 2 );
		await user.keyboard( '{Escape}' );
		expect( city ).toHaveAttribute( 'aria-expanded', 'false' );

		// The same term again: answered from the cache.
		await user.type( city, 'x{Backspace}' );
		await screen.findByRole( 'listbox' );
		expect( calls.filter( ( call ) => call.state === 'SP' ) ).toHaveLength(
			1
		);
	} );

	it( 'ignores a slow answer to an older term and picks with the mouse', async () => {
		fakeCitiesApi( { sa: 600 } );
		const user = userEvent.setup();
		const { city, state, cityId } = enhance();

		await user.type( city, 'sa' );
		await pause( 300 );
		await user.clear( city );
		await user.type( city, 'na' );
		await user.click(
			await screen.findByRole( 'option', { name: /Natal/ } )
		);
		await pause( 700 );

		expect(
			screen.queryByRole( 'option', { name: /São Paulo/ } )
		).toBeNull();
		expect( city ).toHaveValue( 'Natal' );
		expect( state ).toHaveValue( 'RN' );
		expect( cityId ).toHaveValue( '2408102' );
	} );

	it( 'typing again forgets the chosen city code', async () => {
		fakeCitiesApi();
		const user = userEvent.setup();
		const { city, cityId } = enhance();
		await user.type( city, 'pal' );
		await user.click(
			await screen.findByRole( 'option', { name: /Palmas/ } )
		);
		expect( cityId ).toHaveValue( '1721000' );
		await user.type( city, 'x' );
		expect( cityId ).toHaveValue( '' );
	} );

	it( 'shows the city of a code filled before (autofill)', async () => {
		const calls = fakeCitiesApi();
		const { city, state } = enhance( '3304557' );
		await waitFor( () => expect( city ).toHaveValue( 'Rio de Janeiro' ) );
		expect( state ).toHaveValue( 'RJ' );
		expect( calls[ 0 ]?.path ).toBe(
			'/wp-json/farol/v1/api/cidades/3304557'
		);
	} );
} );
