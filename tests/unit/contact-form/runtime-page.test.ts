/**
 * The form on the page: it refuses to start in a browser without the features it uses or
 * inside another form (where it shows the wrong-place error), and shows the server's
 * invalid_fields beside their fields, linked for screen readers, focus on the first.
 */
/**
 * Internal dependencies
 */
import {
	checkEnvironment,
	clearInvalidFields,
	missingFeatures,
	showInvalidFields,
} from '../../../src/contact-form/runtime';
import {
	readClientWords,
	setClientWords,
	wrongPlaceMessage,
} from '../../../src/contact-form/runtime/messages';
import serverWords from '../../fixtures/contact-form/client-words.json';

const complete = {
	fetch: () => undefined,
	FormData: function FormData() {},
	NodeList: { prototype: { forEach: () => undefined } },
	String: { prototype: { replaceAll: () => '' } },
};

// jsdom's own FormData, NodeList and String; it has no fetch, which browsers have.
const browser = {
	fetch: () => undefined,
	FormData: window.FormData,
	NodeList: window.NodeList,
	String: window.String,
};

beforeEach( () => setClientWords( serverWords ) );
afterEach( () => {
	document.body.innerHTML = '';
} );

describe( 'the words', () => {
	it( 'are the ones the server printed on the container', () => {
		const container = document.createElement( 'div' );
		container.setAttribute(
			'data-farol-words',
			JSON.stringify( {
				...serverWords,
				wrong_place:
					'Erro: este formulário de contato está no lugar errado.',
				refused: 42,
			} )
		);
		const words = readClientWords( container );
		expect( words.wrong_place ).toBe(
			'Erro: este formulário de contato está no lugar errado.'
		);
		expect( words.refused ).toBe( '' );
		setClientWords( words );
		expect( wrongPlaceMessage() ).toBe(
			'Erro: este formulário de contato está no lugar errado.'
		);
		expect( readClientWords( document.createElement( 'div' ) ) ).toEqual( {
			offline: '',
			invalid_json: '',
			refused: '',
			wrong_place: '',
			missing_features: '',
		} );
	} );
} );

describe( 'environment', () => {
	it( 'names each missing feature', () => {
		expect( missingFeatures( complete ) ).toEqual( [] );
		expect( missingFeatures( {} ) ).toEqual( [
			'fetch',
			'FormData',
			'forEach',
			'replaceAll',
		] );
		expect(
			missingFeatures( {
				...complete,
				String: { prototype: {} },
			} )
		).toEqual( [ 'replaceAll' ] );
	} );

	it( 'logs and stops when a feature is missing, leaving the form as it is', () => {
		document.body.innerHTML =
			'<div class="wp-block-farol-contact-form"><form></form></div>';
		const container = document.body.firstElementChild as Element;
		const errors: string[] = [];
		const readiness = checkEnvironment(
			container,
			{ ...complete, fetch: undefined },
			{ error: ( message ) => errors.push( message ) }
		);
		expect( readiness ).toEqual( {
			ready: false,
			reason: 'missing_features',
			missing: [ 'fetch' ],
		} );
		expect( errors ).toEqual( [
			'The contact form cannot run in this browser; it lacks: fetch.',
		] );
		expect( container ).toBeInTheDocument();
	} );

	it( 'starts with every feature, outside any form', () => {
		document.body.innerHTML =
			'<main><div class="wp-block-farol-contact-form"><form></form></div></main>';
		const container = document.querySelector( 'div' ) as Element;
		expect( checkEnvironment( container, browser, console ) ).toEqual( {
			ready: true,
		} );
	} );

	it( 'replaces a form placed inside another form by the error', () => {
		// The HTML parser drops a nested <form> tag, leaving the block's wrapper inside the
		// outer form; a script may still nest real form elements.
		document.body.innerHTML =
			'<form id="outer"><div class="wp-block-farol-contact-form"><form id="inner"><input name="a"></form></div></form>';
		const wrapper = document.querySelector(
			'.wp-block-farol-contact-form'
		) as Element;
		expect( wrapper.querySelector( 'form' ) ).toBeNull();
		const errors: string[] = [];
		expect(
			checkEnvironment( wrapper, browser, {
				error: ( message ) => errors.push( message ),
			} )
		).toEqual( { ready: false, reason: 'wrong_place' } );
		expect( errors ).toEqual( [] );
		const shown = document.querySelector( '#outer [role="alert"]' );
		expect( shown ).toHaveTextContent(
			'Error: This contact form is placed in the wrong place.'
		);
		expect( wrapper ).not.toBeInTheDocument();

		const outer = document.createElement( 'form' );
		const inner = document.createElement( 'form' );
		outer.appendChild( inner );
		document.body.appendChild( outer );
		expect( checkEnvironment( inner, browser, console ) ).toMatchObject( {
			reason: 'wrong_place',
		} );
	} );
} );

describe( 'invalid fields', () => {
	const markup = `
		<form>
			<label>Nome <input name="your-name" id="nome" aria-describedby="name-help"></label>
			<p id="name-help">Como devemos chamar você</p>
			<label>E-mail <input name="your-email" type="email"></label>
			<fieldset><input type="checkbox" name="topics[]" value="a"><input type="checkbox" name="topics[]" value="b"></fieldset>
			<textarea name="msg"></textarea><span id="f7-ve-msg" class="farol-contact-form__error"></span>
			<button type="submit">Enviar</button>
		</form>`;
	const entries = [
		{
			field: 'your-email',
			message: 'Informe um endereço de e-mail válido.',
			idref: null,
			error_id: 'f7-ve-your-email',
		},
		{
			field: 'your-name',
			message: 'Preencha este campo.',
			idref: 'nome',
			error_id: 'f7-ve-your-name',
		},
		{
			field: 'topics',
			message: 'Escolha ao menos um.',
			idref: null,
			error_id: 'f7-ve-topics',
		},
		{
			field: 'msg',
			message: 'O texto é longo demais.',
			idref: null,
			error_id: 'f7-ve-msg',
		},
		{
			field: 'gone',
			message: 'Sem controle.',
			idref: null,
			error_id: 'f7-ve-gone',
		},
	];

	it( 'shows each message beside its field, described and focused', () => {
		document.body.innerHTML = markup;
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		const marked = showInvalidFields( form, entries );
		expect( marked ).toHaveLength( 5 );

		const email = form.querySelector( '[name="your-email"]' );
		expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( email ).toHaveAccessibleDescription(
			'Informe um endereço de e-mail válido.'
		);
		// Listed first, but the name field comes first in the page.
		expect( email ).not.toHaveFocus();
		expect( email?.nextElementSibling ).toHaveAttribute(
			'id',
			'f7-ve-your-email'
		);

		// The control's own description stays, the message is added.
		const name = form.querySelector( '#nome' );
		expect( name ).toHaveAttribute(
			'aria-describedby',
			'name-help f7-ve-your-name'
		);
		expect( name ).toHaveAccessibleDescription(
			'Como devemos chamar você Preencha este campo.'
		);
		expect( name ).toHaveFocus();

		// A group: every box marked, one message after the last.
		const boxes = form.querySelectorAll( '[name="topics[]"]' );
		boxes.forEach( ( box ) =>
			expect( box ).toHaveAccessibleDescription( 'Escolha ao menos um.' )
		);
		expect( form.querySelectorAll( '#f7-ve-topics' ) ).toHaveLength( 1 );

		// The server's own error element is used, not doubled.
		expect( form.querySelectorAll( '#f7-ve-msg' ) ).toHaveLength( 1 );
		expect( form.querySelector( '#f7-ve-msg' ) ).toHaveTextContent(
			'O texto é longo demais.'
		);
		expect( form.querySelector( '#f7-ve-gone' ) ).toBeNull();
	} );

	it( 'clears everything it showed, and shows again without doubling', () => {
		document.body.innerHTML = markup;
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		showInvalidFields( form, entries );
		showInvalidFields( form, entries );
		expect( form.querySelectorAll( '#f7-ve-your-email' ) ).toHaveLength(
			1
		);
		expect( form.querySelector( '#nome' ) ).toHaveAttribute(
			'aria-describedby',
			'name-help f7-ve-your-name'
		);

		clearInvalidFields( form );
		expect( form.querySelectorAll( '[aria-invalid]' ) ).toHaveLength( 0 );
		expect( form.querySelector( '#f7-ve-your-email' ) ).toBeNull();
		expect( form.querySelector( '#f7-ve-msg' ) ).toBeEmptyDOMElement();
		expect( form.querySelector( '#nome' ) ).toHaveAttribute(
			'aria-describedby',
			'name-help'
		);
		expect(
			form.querySelector( '[name="your-email"]' )
		).not.toHaveAttribute( 'aria-describedby' );
	} );
} );
