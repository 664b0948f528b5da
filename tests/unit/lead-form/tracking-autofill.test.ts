/**
 * Autofill: a submitted form's answers are remembered in the `_form_fields` cookie (base32 of
 * UTF-8 JSON, 180 days, under 4 KB, never the excluded or hidden fields) and refill the next
 * form without overwriting what the visitor typed; functional consent gates it.
 */
/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import { restoreAutofill, saveAutofill } from '@farol/lead-form/tracking';
import {
	AUTOFILL_COOKIE,
	decodeAutofill,
	encodeAutofill,
} from '@farol/lead-form/tracking/autofill-data';
import { base32Decode } from '@farol/lead-form/tracking/base32';
import { readCookie } from '@farol/lead-form/tracking/cookies';
import { clearCookies, setConsentApi, setCookie } from './tracking-helpers';

/** A form shaped like the server's markup (LeadFormRenderer). */
const MARKUP = `
<form class="farol-lead-form__form">
	<div class="farol-lead-form__field" data-field="name" data-field-type="text"><input name="name"></div>
	<div class="farol-lead-form__field" data-field="email" data-field-type="email"><input type="email" name="email"></div>
	<div class="farol-lead-form__field" data-field="cidade" data-field-type="text"><input name="cidade" value="Curitiba"></div>
	<div class="farol-lead-form__field" data-field="mensagem" data-field-type="textarea"><textarea name="mensagem"></textarea></div>
	<div class="farol-lead-form__field" data-field="uf" data-field-type="state"><select name="uf"><option value="">UF</option><option value="PR">PR</option><option value="SP">SP</option></select></div>
	<div class="farol-lead-form__field" data-field="interesses" data-field-type="checkbox_group"><fieldset>
		<input type="checkbox" name="interesses[]" value="seo"><input type="checkbox" name="interesses[]" value="ads"><input type="checkbox" name="interesses[]" value="email">
	</fieldset></div>
	<div class="farol-lead-form__field" data-field="newsletter" data-field-type="checkbox"><input type="checkbox" name="newsletter" value="1"></div>
	<div class="farol-lead-form__field" data-field="lgpd" data-field-type="consent"><input type="checkbox" name="lgpd" value="1"></div>
	<div class="farol-lead-form__field" data-field="senha" data-field-type="text"><input type="password" name="senha"></div>
	<div class="farol-lead-form__field" data-field="captcha" data-field-type="text"><input name="captcha"></div>
	<div class="farol-lead-form__field" data-field="list_id" data-field-type="text"><input name="list_id"></div>
	<div class="farol-lead-form__field" data-field="_doe" data-field-type="text"><input name="_doe"></div>
	<div class="farol-lead-form__field" data-field="provider" data-field-type="text"><input name="provider"></div>
	<input type="hidden" name="token_rdstation" value="0123456789abcdef0123456789abcdef">
	<input type="hidden" name="identificador" value="ebook">
	<input type="hidden" name="conversion_identifier" value="ebook">
	<input type="hidden" name="traffic_source" value="organic:google">
	<input type="hidden" name="c_utmz" value="x.y">
	<input type="hidden" name="client_id" value="3f2504e0-4f89-41d3-9a0c-0305e82c3301">
	<input type="hidden" name="redirect_to" value="https://exemplo.com.br/obrigado">
	<input type="hidden" name="farol_started" value="stamp">
	<input type="hidden" name="segredo" value="campanha-interna">
	<div class="farol-lead-form__hp" aria-hidden="true"><input name="farol_hp" value="bot"></div>
	<button type="submit">Enviar</button>
</form>`;

/**
 * A fresh form in the document.
 */
function newForm(): HTMLFormElement {
	document.body.innerHTML = MARKUP;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

/**
 * A named control of the form.
 *
 * @param form The form.
 * @param name Its name.
 */
function control< T extends Element = HTMLInputElement >(
	form: HTMLFormElement,
	name: string
): T {
	return form.querySelector( `[name="${ name }"]` ) as unknown as T;
}

/**
 * Fills the form as a visitor would.
 *
 * @param form The form.
 */
function fillIn( form: HTMLFormElement ): void {
	control( form, 'name' ).value = 'João Conceição 🎉';
	control( form, 'email' ).value = 'joao@exemplo.com.br';
	control( form, 'cidade' ).value = 'São Paulo';
	control< HTMLTextAreaElement >( form, 'mensagem' ).value = 'Olá!';
	control< HTMLSelectElement >( form, 'uf' ).value = 'SP';
	const boxes = form.querySelectorAll< HTMLInputElement >(
		'[name="interesses[]"]'
	);
	boxes[ 0 ]!.checked = true;
	boxes[ 2 ]!.checked = true;
	control( form, 'newsletter' ).checked = true;
	control( form, 'lgpd' ).checked = true;
	control( form, 'senha' ).value = 'segredo';
	control( form, 'captcha' ).value = 'abc';
	control( form, 'list_id' ).value = '7';
	control( form, '_doe' ).value = 'x';
	control( form, 'provider' ).value = 'rd';
}

/**
 * The data in the autofill cookie.
 */
function stored(): Record< string, unknown > {
	return JSON.parse(
		base32Decode( readCookie( AUTOFILL_COOKIE ) ?? '' ) ?? '{}'
	);
}

beforeEach( () => {
	clearCookies();
	setConsentApi( undefined );
} );

describe( 'saveAutofill', () => {
	it( 'remembers the typed answers, base32-encoded', () => {
		const form = newForm();
		fillIn( form );
		saveAutofill( form );
		expect( readCookie( AUTOFILL_COOKIE ) ).toMatch( /^[A-Z2-7]+=*$/ );
		expect( stored() ).toEqual( {
			name: 'João Conceição 🎉',
			email: 'joao@exemplo.com.br',
			cidade: 'São Paulo',
			mensagem: 'Olá!',
			uf: 'SP',
			'interesses[]': [ 'seo', 'email' ],
			newsletter: '1',
		} );
	} );

	it( 'never stores the excluded names, hidden fields, passwords, consent or the honeypot', () => {
		const form = newForm();
		fillIn( form );
		saveAutofill( form );
		const keys = Object.keys( stored() );
		for ( const name of [
			'token_rdstation',
			'identificador',
			'c_utmz',
			'traffic_source',
			'captcha',
			'redirect_to',
			'list_id',
			'provider',
			'conversion_identifier',
			'_doe',
			'farol_hp',
			'farol_started',
			'client_id',
			'segredo',
			'senha',
			'lgpd',
		] ) {
			expect( keys ).not.toContain( name );
		}
	} );

	it( 'writes a 180-day, site-wide, SameSite=Lax cookie', () => {
		const written: string[] = [];
		const spy = jest
			.spyOn( document, 'cookie', 'set' )
			.mockImplementation( ( value: string ) => {
				written.push( value );
			} );
		const form = newForm();
		fillIn( form );
		saveAutofill( form );
		spy.mockRestore();
		expect( written ).toHaveLength( 1 );
		expect( written[ 0 ] ).toMatch( /^_form_fields=[A-Z2-7]+=*; / );
		expect( written[ 0 ] ).toContain( `Max-Age=${ 180 * 24 * 60 * 60 }` );
		expect( written[ 0 ] ).toContain( 'path=/' );
		expect( written[ 0 ] ).toContain( 'SameSite=Lax' );
		// The test page is http: no Secure (see the cookie string test for https).
		expect( written[ 0 ] ).not.toContain( 'Secure' );
		const expires = Date.parse(
			/Expires=([^;]+)/.exec( written[ 0 ] ?? '' )?.[ 1 ] ?? ''
		);
		expect( expires - Date.now() ).toBeGreaterThan( 179.9 * 86400 * 1000 );
		expect( expires - Date.now() ).toBeLessThanOrEqual(
			180 * 86400 * 1000
		);
	} );

	it( 'keeps what earlier forms remembered and updates it', () => {
		const first = newForm();
		fillIn( first );
		saveAutofill( first );
		document.body.innerHTML =
			'<form><input name="email"><input name="empresa"></form>';
		const second = document.querySelector( 'form' ) as HTMLFormElement;
		control( second, 'email' ).value = 'novo@exemplo.com';
		control( second, 'empresa' ).value = 'Farol';
		saveAutofill( second );
		expect( stored() ).toMatchObject( {
			name: 'João Conceição 🎉',
			email: 'novo@exemplo.com',
			empresa: 'Farol',
		} );
	} );

	it( 'writes nothing and deletes an old cookie without functional consent', () => {
		const form = newForm();
		fillIn( form );
		saveAutofill( form );
		expect( readCookie( AUTOFILL_COOKIE ) ).not.toBeNull();
		setCookie( 'farol_consent', 'statistics' );
		saveAutofill( form );
		expect( readCookie( AUTOFILL_COOKIE ) ).toBeNull();
	} );
} );

describe( 'the 4 KB cap', () => {
	it( 'drops the longest values first', () => {
		const value = encodeAutofill( {
			email: 'a@b.co',
			nome: 'Ana',
			mensagem: 'x'.repeat( 3000 ),
		} );
		expect( `${ AUTOFILL_COOKIE }=${ value }`.length ).toBeLessThanOrEqual(
			4000
		);
		expect( decodeAutofill( value ) ).toEqual( {
			email: 'a@b.co',
			nome: 'Ana',
		} );
	} );

	it( 'keeps a real cookie under the cap', () => {
		const form = newForm();
		fillIn( form );
		control< HTMLTextAreaElement >( form, 'mensagem' ).value = 'ç'.repeat(
			5000
		);
		saveAutofill( form );
		const cookie = readCookie( AUTOFILL_COOKIE ) ?? '';
		expect( `${ AUTOFILL_COOKIE }=${ cookie }`.length ).toBeLessThanOrEqual(
			4000
		);
		expect( stored() ).not.toHaveProperty( 'mensagem' );
		expect( stored() ).toHaveProperty( 'email', 'joao@exemplo.com.br' );
	} );

	it( 'ignores a cookie that is not its own format', () => {
		expect( decodeAutofill( 'not base32' ) ).toEqual( {} );
		expect( decodeAutofill( 'MZXW6YTBOI======' ) ).toEqual( {} );
		expect( decodeAutofill( null ) ).toEqual( {} );
	} );
} );

describe( 'restoreAutofill', () => {
	beforeEach( () => {
		const form = newForm();
		fillIn( form );
		saveAutofill( form );
	} );

	it( 'refills the next form by name', () => {
		const form = newForm();
		restoreAutofill( form );
		expect( control( form, 'name' ).value ).toBe( 'João Conceição 🎉' );
		expect( control( form, 'email' ).value ).toBe( 'joao@exemplo.com.br' );
		expect( control( form, 'cidade' ).value ).toBe( 'São Paulo' );
		expect( control< HTMLTextAreaElement >( form, 'mensagem' ).value ).toBe(
			'Olá!'
		);
		expect( control< HTMLSelectElement >( form, 'uf' ).value ).toBe( 'SP' );
		const boxes = Array.from(
			form.querySelectorAll< HTMLInputElement >(
				'[name="interesses[]"]'
			),
			( box ) => box.checked
		);
		expect( boxes ).toEqual( [ true, false, true ] );
		expect( control( form, 'newsletter' ).checked ).toBe( true );
		expect( control( form, 'lgpd' ).checked ).toBe( false );
		expect( control( form, 'senha' ).value ).toBe( '' );
	} );

	it( 'never overwrites what the visitor already typed or picked', () => {
		const form = newForm();
		control( form, 'email' ).value = 'digitado@exemplo.com';
		control< HTMLSelectElement >( form, 'uf' ).value = 'PR';
		form.querySelector< HTMLInputElement >(
			'[name="interesses[]"][value="ads"]'
		)!.checked = true;
		restoreAutofill( form );
		expect( control( form, 'email' ).value ).toBe( 'digitado@exemplo.com' );
		expect( control< HTMLSelectElement >( form, 'uf' ).value ).toBe( 'PR' );
		const boxes = Array.from(
			form.querySelectorAll< HTMLInputElement >(
				'[name="interesses[]"]'
			),
			( box ) => box.checked
		);
		expect( boxes ).toEqual( [ false, true, false ] );
		expect( control( form, 'name' ).value ).toBe( 'João Conceição 🎉' );
	} );

	it( 'tells listeners (masks, enhancers) about each value it sets', () => {
		const form = newForm();
		const seen: string[] = [];
		form.addEventListener( 'input', ( event ) =>
			seen.push( ( event.target as HTMLInputElement ).name )
		);
		restoreAutofill( form );
		expect( seen ).toEqual(
			expect.arrayContaining( [ 'name', 'email', 'uf', 'interesses[]' ] )
		);
	} );

	it( 'ignores an option the select does not have', () => {
		setCookie( 'farol_consent', 'functional' );
		document.body.innerHTML =
			'<form><select name="uf"><option value="">UF</option><option value="RJ">RJ</option></select></form>';
		const form = document.querySelector( 'form' ) as HTMLFormElement;
		restoreAutofill( form );
		expect( control< HTMLSelectElement >( form, 'uf' ).value ).toBe( '' );
	} );

	it( 'refills a form once per page view, whoever asks again', () => {
		const form = newForm();
		restoreAutofill( form );
		expect( form ).toHaveAttribute( 'data-farol-autofilled' );
		// The visitor empties a refilled field and unticks a refilled box; the runtime (another
		// copy of this module) asks again.
		control( form, 'name' ).value = '';
		control( form, 'newsletter' ).checked = false;
		jest.isolateModules( () => {
			(
				require( '@farol/lead-form/tracking/autofill-restore' ) as {
					restoreAutofill: typeof restoreAutofill;
				}
			 ).restoreAutofill( form );
		} );
		expect( control( form, 'name' ).value ).toBe( '' );
		expect( control( form, 'newsletter' ).checked ).toBe( false );
		expect( control( form, 'email' ).value ).toBe( 'joao@exemplo.com.br' );
	} );

	it( 'reads nothing without functional consent', () => {
		setConsentApi( [ 'statistics' ] );
		const form = newForm();
		restoreAutofill( form );
		expect( control( form, 'email' ).value ).toBe( '' );
		setConsentApi( [ 'functional' ] );
		restoreAutofill( form );
		expect( control( form, 'email' ).value ).toBe( 'joao@exemplo.com.br' );
	} );
} );
