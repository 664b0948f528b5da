/**
 * What a lead form sends, in each variant: the values read from the server's markup and
 * typed by data-type, the conversion's place, the tracking values and the attempt's key.
 */
/**
 * Internal dependencies
 */
import { attemptKeys } from '../../../src/lead-form/runtime/attempt';
import {
	collectFields,
	typeValue,
} from '../../../src/lead-form/runtime/collect';
import { conversionPlace } from '../../../src/lead-form/runtime/integrations';
import {
	legacyRequest,
	typedBody,
	typedRequest,
	type PageContext,
} from '../../../src/lead-form/runtime/payload';

const MARKUP = `
<form>
	<input name="name" data-type="string" value="Ana">
	<input name="email" type="email" data-type="string" value="ana@example.com">
	<input name="company" data-type="string" value="Farol Ltda">
	<input name="cf_idade" type="number" data-type="integer" value="42">
	<input name="cf_nota" data-type="float" value="7,5">
	<input name="cf_flag" data-type="boolean" value="sim">
	<select name="state" data-type="string"><option value="">-</option><option value="SP" selected>SP</option></select>
	<input type="checkbox" name="cf_interesse[]" value="marketing" checked>
	<input type="checkbox" name="cf_interesse[]" value="vendas">
	<input type="checkbox" name="cf_consentimento" value="1" checked>
	<input type="checkbox" name="cf_news" value="1">
	<textarea name="cf_msg" data-type="string">Olá</textarea>
	<input type="hidden" name="token_rdstation" value="0123456789abcdef0123456789abcdef">
	<input type="hidden" name="traffic_source" value="">
	<input type="hidden" name="redirect_to" value="">
	<button type="submit">Enviar</button>
</form>`;

function form(): HTMLFormElement {
	document.body.innerHTML = MARKUP;
	return document.querySelector( 'form' ) as HTMLFormElement;
}

const page: PageContext = {
	conversion_url: 'https://www.example.com.br/fale-com-a-gente/',
	conversion_domain: 'example.com.br',
	traffic_source: 'google',
	c_utmz: 'utmcsr=google',
	client_id: 'abc-123',
	redirect_to: '',
};

describe( 'collectFields', () => {
	it( 'types each value by its data-type and reads groups as lists', () => {
		expect( collectFields( form() ) ).toEqual( {
			name: 'Ana',
			email: 'ana@example.com',
			company: 'Farol Ltda',
			cf_idade: 42,
			cf_nota: 7.5,
			cf_flag: true,
			state: 'SP',
			cf_interesse: [ 'marketing' ],
			cf_consentimento: true,
			cf_news: false,
			cf_msg: 'Olá',
			token_rdstation: '0123456789abcdef0123456789abcdef',
			traffic_source: '',
			redirect_to: '',
		} );
	} );

	it( 'keeps text that is not a number as typed', () => {
		expect( typeValue( 'abc', 'integer' ) ).toBe( 'abc' );
		expect( typeValue( '', 'integer' ) ).toBe( '' );
		expect( typeValue( '3.9', 'integer' ) ).toBe( 3 );
		expect( typeValue( '2.5', '', 'number' ) ).toBe( 2.5 );
		expect( typeValue( 'false', 'boolean' ) ).toBe( false );
	} );
} );

describe( 'conversionPlace', () => {
	it( 'drops the query string, the fragment, the protocol and www', () => {
		expect(
			conversionPlace(
				new URL( 'https://www.example.com.br/fale/?utm_source=x#form' )
			)
		).toEqual( {
			conversion_url: 'https://www.example.com.br/fale/',
			conversion_domain: 'example.com.br',
		} );
		expect(
			conversionPlace( new URL( 'http://localhost:8917/a?b=c' ) )
		).toEqual( {
			conversion_url: 'http://localhost:8917/a',
			conversion_domain: 'localhost',
		} );
	} );
} );

describe( 'typed variant', () => {
	it( 'posts JSON with the token in Authorization and never in the body', () => {
		const request = typedRequest(
			'https://example.com.br/wp-json/farol/v1/conversions',
			collectFields( form() ),
			page,
			'key-0001'
		);
		expect( request.url ).toBe(
			'https://example.com.br/wp-json/farol/v1/conversions'
		);
		expect( request.init.method ).toBe( 'POST' );
		expect( request.init.headers ).toMatchObject( {
			'Content-Type': 'application/json',
			Authorization: '0123456789abcdef0123456789abcdef',
		} );
		const body = JSON.parse( String( request.init.body ) );
		expect( body ).not.toHaveProperty( 'token_rdstation' );
		expect( body ).toMatchObject( {
			name: 'Ana',
			cf_idade: 42,
			cf_interesse: [ 'marketing' ],
			cf_consentimento: true,
			conversion_url: 'https://www.example.com.br/fale-com-a-gente/',
			conversion_domain: 'example.com.br',
			traffic_source: 'google',
			c_utmz: 'utmcsr=google',
			client_id: 'abc-123',
			client_tracking_id: 'abc-123',
			redirect_to: '',
			idempotency_key: 'key-0001',
			state: 'SP',
			city: '',
			country: '',
			company_name: 'Farol Ltda',
		} );
	} );

	it( 'keeps a hidden value the page printed when tracking has none', () => {
		const body = typedBody(
			{ traffic_source: 'newsletter', name: 'Ana' },
			{ ...page, traffic_source: '' },
			'key-0002'
		);
		expect( body.traffic_source ).toBe( 'newsletter' );
	} );
} );

describe( 'legacy variant', () => {
	it( 'sends the fields, the token and the place as a GET query', () => {
		const request = legacyRequest(
			'https://example.com.br/wp-json/farol/v1/api/1.2/conversions.json',
			collectFields( form() ),
			page
		);
		expect( request.init.method ).toBe( 'GET' );
		const url = new URL( request.url );
		expect( url.pathname ).toBe(
			'/wp-json/farol/v1/api/1.2/conversions.json'
		);
		const query = url.searchParams;
		expect( query.get( 'token_rdstation' ) ).toBe(
			'0123456789abcdef0123456789abcdef'
		);
		expect( query.get( 'name' ) ).toBe( 'Ana' );
		expect( query.getAll( 'cf_interesse[]' ) ).toEqual( [ 'marketing' ] );
		expect( query.get( 'cf_consentimento' ) ).toBe( '1' );
		expect( query.get( 'conversion_url' ) ).toBe(
			'https://www.example.com.br/fale-com-a-gente/'
		);
		expect( query.get( 'conversion_domain' ) ).toBe( 'example.com.br' );
		expect( query.get( 'traffic_source' ) ).toBe( 'google' );
	} );

	it( 'appends to an endpoint that already has a query', () => {
		const request = legacyRequest(
			'https://example.com.br/?rest_route=/farol/v1/api/1.2/conversions.json',
			{ name: 'Ana' },
			page
		);
		expect( new URL( request.url ).searchParams.get( 'rest_route' ) ).toBe(
			'/farol/v1/api/1.2/conversions.json'
		);
		expect( new URL( request.url ).searchParams.get( 'name' ) ).toBe(
			'Ana'
		);
	} );
} );

describe( 'attempt keys', () => {
	it( 'keeps the key across retries of the same data and renews it otherwise', () => {
		let made = 0;
		const keys = attemptKeys( () => `key-${ ++made }` );
		expect( keys.keyFor( 'a' ) ).toBe( 'key-1' );
		expect( keys.keyFor( 'a' ) ).toBe( 'key-1' );
		expect( keys.keyFor( 'b' ) ).toBe( 'key-2' );
		keys.reset();
		expect( keys.keyFor( 'b' ) ).toBe( 'key-3' );
	} );

	it( 'makes UUIDs by default', () => {
		expect( attemptKeys().keyFor( 'a' ) ).toMatch(
			/^[A-Za-z0-9_.:-]{8,64}$/
		);
	} );
} );
