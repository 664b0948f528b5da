/**
 * The hidden tracking fields a conversion carries (traffic_source, c_utmz, client_id) and
 * its place (conversion_url, conversion_domain), read from the page's address, referrer and
 * cookies, with cookies written only under consent.
 */
/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import { conversionPlace, hiddenFieldValues } from '@farol/lead-form/tracking';
import { detectTrafficSource } from '@farol/lead-form/tracking/traffic';
import {
	clearCookies,
	setConsentApi,
	setCookie,
	setReferrer,
} from './tracking-helpers';

const PAGE = 'https://www.exemplo.com.br/landing/';

beforeEach( () => {
	clearCookies();
	setConsentApi( undefined );
	setReferrer( '' );
	window.history.pushState( {}, '', '/' );
} );

describe( 'traffic source detection', () => {
	it.each( [
		[ `${ PAGE }?utm_source=newsletter`, '', 'utm:newsletter' ],
		[
			`${ PAGE }?utm_source=google&utm_medium=cpc&utm_campaign=black-friday`,
			'https://www.bing.com/',
			'utm:google/cpc/black-friday',
		],
		[ `${ PAGE }?utm_campaign=verao`, '', 'utm:(not set)/(not set)/verao' ],
		[ PAGE, 'https://www.google.com.br/search?q=x', 'organic:google' ],
		[ PAGE, 'https://duckduckgo.com/', 'organic:duckduckgo' ],
		[ PAGE, 'https://l.facebook.com/l.php?u=x', 'social:facebook' ],
		[ PAGE, 'https://t.co/abc', 'social:twitter' ],
		[ PAGE, 'https://www.linkedin.com/feed/', 'social:linkedin' ],
		[
			PAGE,
			'https://www.Blog.Parceiro.com/post',
			'referral:blog.parceiro.com',
		],
		[ PAGE, '', 'direct' ],
		[ PAGE, 'android-app://com.google.android.gm/', 'direct' ],
	] )( '%s from %p is %p', ( page, referrer, expected ) => {
		expect( detectTrafficSource( page, referrer ).source ).toBe( expected );
	} );

	it( 'reads a referrer from the site itself as direct, not a first touch', () => {
		expect(
			detectTrafficSource( PAGE, 'https://exemplo.com.br/outra/' )
		).toEqual( { source: 'direct', external: false } );
	} );
} );

describe( 'hiddenFieldValues', () => {
	it( 'takes the source from the UTM parameters of the current address', () => {
		window.history.pushState(
			{},
			'',
			'/lp?utm_source=instagram&utm_medium=bio'
		);
		setReferrer( 'https://www.google.com/' );
		expect( hiddenFieldValues().traffic_source ).toBe(
			'utm:instagram/bio'
		);
	} );

	it( 'falls back to the referrer, then to direct', () => {
		setReferrer( 'https://www.google.com/' );
		expect( hiddenFieldValues().traffic_source ).toBe( 'organic:google' );
		setReferrer( '' );
		expect( hiddenFieldValues().traffic_source ).toBe( 'direct' );
	} );

	it( 'remembers nothing without consent (the default)', () => {
		setReferrer( 'https://www.google.com/' );
		const values = hiddenFieldValues();
		expect( values.client_id ).toBe( '' );
		expect( document.cookie ).toBe( '' );
	} );

	it( 'keeps the first external source for later pages with statistics consent', () => {
		setConsentApi( [ 'functional', 'statistics' ] );
		setReferrer( 'https://www.google.com/' );
		expect( hiddenFieldValues().traffic_source ).toBe( 'organic:google' );
		expect( document.cookie ).toContain( 'farol_trf=organic%3Agoogle' );

		window.history.pushState( {}, '', '/contato' );
		setReferrer( 'https://www.facebook.com/' );
		expect( hiddenFieldValues().traffic_source ).toBe( 'organic:google' );
	} );

	it( 'does not take internal navigation for a first touch', () => {
		setConsentApi( [ 'statistics' ] );
		setReferrer( 'http://localhost/outra' );
		expect( hiddenFieldValues().traffic_source ).toBe( 'direct' );
		expect( document.cookie ).not.toContain( 'farol_trf' );
	} );

	it( 'also remembers the first touch with marketing consent only', () => {
		setConsentApi( [ 'marketing' ] );
		window.history.pushState( {}, '', '/?utm_source=email' );
		hiddenFieldValues();
		expect( document.cookie ).toContain( 'farol_trf=utm%3Aemail' );
	} );

	it( "prefers the provider's own __trf.src cookie", () => {
		setCookie( '__trf.src', 'encoded_eyJmaXJzdF9zZXNzaW9uIjp7fX0=' );
		window.history.pushState( {}, '', '/?utm_source=email' );
		expect( hiddenFieldValues().traffic_source ).toBe(
			'encoded_eyJmaXJzdF9zZXNzaW9uIjp7fX0='
		);
	} );

	it( 'sends the __utmz cookie as c_utmz', () => {
		expect( hiddenFieldValues().c_utmz ).toBe( '' );
		setCookie(
			'__utmz',
			'123456.1600000000.1.1.utmcsr=google|utmccn=(organic)|utmcmd=organic'
		);
		expect( hiddenFieldValues().c_utmz ).toBe(
			'123456.1600000000.1.1.utmcsr=google|utmccn=(organic)|utmcmd=organic'
		);
	} );

	it( "takes client_id from the provider's visitor cookie", () => {
		setCookie(
			'rdtrk',
			encodeURIComponent(
				'{"id":"3F2504E0-4F89-41D3-9A0C-0305E82C3301"}'
			)
		);
		expect( hiddenFieldValues().client_id ).toBe(
			'3f2504e0-4f89-41d3-9a0c-0305e82c3301'
		);
		setCookie( '_rdtrk', '9b2c6b1e-1f0e-4c55-8a3b-2d7e1c0f5a11' );
		expect( hiddenFieldValues().client_id ).toBe(
			'9b2c6b1e-1f0e-4c55-8a3b-2d7e1c0f5a11'
		);
	} );

	it( 'creates its own visitor id only with statistics consent, then keeps it', () => {
		setConsentApi( [ 'functional' ] );
		expect( hiddenFieldValues().client_id ).toBe( '' );
		setConsentApi( [ 'statistics' ] );
		const first = hiddenFieldValues().client_id;
		expect( first ).toMatch(
			/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
		);
		expect( document.cookie ).toContain( `farol_cid=${ first }` );
		expect( hiddenFieldValues().client_id ).toBe( first );
	} );

	it( 'reads the document it is given', () => {
		const doc = document.implementation.createHTMLDocument( 'x' );
		expect( hiddenFieldValues( doc ) ).toEqual( {
			traffic_source: 'direct',
			c_utmz: '',
			client_id: '',
		} );
	} );
} );

describe( 'conversionPlace', () => {
	it.each( [
		[
			'https://www.exemplo.com.br/landing/ebook/?utm_source=x&email=a@b.c#form',
			'https://www.exemplo.com.br/landing/ebook/',
			'exemplo.com.br',
		],
		[
			'http://exemplo.com.br:8080/a?b=c',
			'http://exemplo.com.br:8080/a',
			'exemplo.com.br',
		],
		[
			'https://WWW.Exemplo.COM/',
			'https://www.exemplo.com/',
			'exemplo.com',
		],
		[
			'https://blog.www-site.com/p',
			'https://blog.www-site.com/p',
			'blog.www-site.com',
		],
	] )( '%s → %s on %s', ( address, url, domain ) => {
		const location = new URL( address );
		expect( conversionPlace( location ) ).toEqual( {
			conversion_url: url,
			conversion_domain: domain,
		} );
	} );

	it( 'reads the real window.location', () => {
		window.history.pushState( {}, '', '/obrigado?x=1#y' );
		expect( conversionPlace( window.location ) ).toEqual( {
			conversion_url: 'http://localhost/obrigado',
			conversion_domain: 'localhost',
		} );
	} );
} );
