/**
 * Consent (WP Consent API when on the page, else the `farol_consent` cookie, else functional
 * only) and the view event it gates: sent 5 s after load with statistics consent, or when
 * consent is granted later; once per form per page view.
 */
/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import { viewEvent } from '@farol/lead-form/conversion-contract';
import { hasConsent, startViewEvent } from '@farol/lead-form/tracking';
import { cookieString } from '@farol/lead-form/tracking/cookies';
import { resetViewEvents } from '@farol/lead-form/tracking/view-event';
import { clearCookies, setConsentApi, setCookie } from './tracking-helpers';

const ENDPOINT = 'https://exemplo.com.br/wp-json/farol/v1/events';

/**
 * Announces a consent change as the WP Consent API does.
 *
 * @param detail Category → 'allow' | 'deny'.
 */
function announce( detail: Record< string, string > ): void {
	document.dispatchEvent(
		new CustomEvent( 'wp_listen_for_consent_change', { detail } )
	);
}

let beacon: jest.Mock;

beforeEach( () => {
	clearCookies();
	setConsentApi( undefined );
	resetViewEvents();
	beacon = jest.fn( () => true );
	Object.defineProperty( navigator, 'sendBeacon', {
		value: beacon,
		configurable: true,
	} );
} );

afterEach( () => {
	jest.useRealTimers();
} );

describe( 'hasConsent', () => {
	it( 'allows functional only when nothing says otherwise', () => {
		expect( hasConsent( 'functional' ) ).toBe( true );
		expect( hasConsent( 'statistics' ) ).toBe( false );
		expect( hasConsent( 'marketing' ) ).toBe( false );
	} );

	it( 'reads the farol_consent cookie', () => {
		setCookie( 'farol_consent', 'functional,statistics' );
		expect( hasConsent( 'statistics' ) ).toBe( true );
		expect( hasConsent( 'marketing' ) ).toBe( false );
		setCookie( 'farol_consent', 'none' );
		expect( hasConsent( 'functional' ) ).toBe( false );
	} );

	it( 'asks the WP Consent API first when it is on the page', () => {
		setCookie( 'farol_consent', 'functional,statistics,marketing' );
		setConsentApi( [ 'marketing' ] );
		expect( hasConsent( 'marketing' ) ).toBe( true );
		expect( hasConsent( 'statistics' ) ).toBe( false );
		expect( hasConsent( 'functional' ) ).toBe( false );
	} );
} );

describe( 'cookie attributes', () => {
	it( 'adds Secure on https pages', () => {
		const now = Date.UTC( 2026, 0, 1 );
		expect(
			cookieString( 'a', 'b c=', { maxAge: 60, secure: true, now } )
		).toBe(
			'a=b%20c=; Max-Age=60; Expires=Thu, 01 Jan 2026 00:01:00 GMT; path=/; SameSite=Lax; Secure'
		);
	} );
} );

describe( 'startViewEvent', () => {
	/**
	 * The bodies sent so far, parsed with the server's own contract.
	 */
	function sentBodies(): unknown[] {
		return beacon.mock.calls.map( ( [ url, body ] ) => {
			expect( url ).toBe( ENDPOINT );
			return viewEvent.parse( JSON.parse( body as string ) );
		} );
	}

	it( 'sends the view 5 s after load with statistics consent', () => {
		jest.useFakeTimers();
		setConsentApi( [ 'statistics' ] );
		startViewEvent( { formId: 42, endpoint: ENDPOINT } );
		jest.advanceTimersByTime( 4999 );
		expect( beacon ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 1 );
		expect( sentBodies() ).toEqual( [
			{
				category: 'lead_form',
				asset_id: '42',
				filter: '',
				action: 'viewed',
			},
		] );
	} );

	it( 'counts from the load event when the page is still loading', () => {
		jest.useFakeTimers();
		setCookie( 'farol_consent', 'statistics' );
		const state = jest
			.spyOn( document, 'readyState', 'get' )
			.mockReturnValue( 'loading' );
		startViewEvent( { formId: 7, endpoint: ENDPOINT } );
		jest.advanceTimersByTime( 10000 );
		expect( beacon ).not.toHaveBeenCalled();
		state.mockRestore();
		window.dispatchEvent( new Event( 'load' ) );
		jest.advanceTimersByTime( 5000 );
		expect( beacon ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'waits without consent and sends as soon as it is granted', () => {
		jest.useFakeTimers();
		setConsentApi( [] );
		startViewEvent( { formId: 42, endpoint: ENDPOINT } );
		jest.advanceTimersByTime( 60000 );
		expect( beacon ).not.toHaveBeenCalled();
		announce( { statistics: 'deny' } );
		expect( beacon ).not.toHaveBeenCalled();
		setConsentApi( [ 'statistics' ] );
		announce( { statistics: 'allow' } );
		expect( sentBodies() ).toHaveLength( 1 );
	} );

	it( 'still waits the 5 s when consent comes earlier', () => {
		jest.useFakeTimers();
		startViewEvent( { formId: 42, endpoint: ENDPOINT } );
		jest.advanceTimersByTime( 1000 );
		setCookie( 'farol_consent', 'functional,statistics' );
		announce( { statistics: 'allow' } );
		expect( beacon ).not.toHaveBeenCalled();
		jest.advanceTimersByTime( 4000 );
		expect( beacon ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'hears a consent banner that writes the cookie and announces it', () => {
		jest.useFakeTimers();
		startViewEvent( { formId: 42, endpoint: ENDPOINT } );
		jest.advanceTimersByTime( 5000 );
		setCookie( 'farol_consent', 'functional,statistics' );
		announce( {} );
		expect( beacon ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'never sends twice for one form in a page view', () => {
		jest.useFakeTimers();
		setConsentApi( [ 'statistics' ] );
		startViewEvent( { formId: 42, endpoint: ENDPOINT } );
		startViewEvent( { formId: 42, endpoint: ENDPOINT } );
		startViewEvent( { formId: 43, endpoint: ENDPOINT } );
		jest.advanceTimersByTime( 5000 );
		announce( { statistics: 'allow' } );
		startViewEvent( { formId: 42, endpoint: ENDPOINT } );
		jest.advanceTimersByTime( 10000 );
		expect(
			sentBodies().map(
				( body ) => ( body as { asset_id: string } ).asset_id
			)
		).toEqual( [ '42', '43' ] );
	} );

	it( 'uses the public token when the form id is unknown', () => {
		jest.useFakeTimers();
		setConsentApi( [ 'statistics' ] );
		const token = '0123456789abcdef0123456789abcdef';
		startViewEvent( { formId: 0, endpoint: ENDPOINT, token } );
		jest.advanceTimersByTime( 5000 );
		expect( sentBodies() ).toEqual( [
			{
				category: 'lead_form',
				asset_id: token,
				filter: '',
				action: 'viewed',
			},
		] );
	} );

	it( 'falls back to fetch with keepalive when there is no beacon', () => {
		jest.useFakeTimers();
		setConsentApi( [ 'statistics' ] );
		Object.defineProperty( navigator, 'sendBeacon', {
			value: undefined,
			configurable: true,
		} );
		const fetchMock = jest.fn( () => Promise.resolve( {} ) );
		const original = globalThis.fetch;
		globalThis.fetch = fetchMock as unknown as typeof fetch;
		startViewEvent( { formId: 42, endpoint: ENDPOINT } );
		jest.advanceTimersByTime( 5000 );
		globalThis.fetch = original;
		expect( fetchMock ).toHaveBeenCalledWith(
			ENDPOINT,
			expect.objectContaining( {
				method: 'POST',
				keepalive: true,
				headers: { 'Content-Type': 'application/json' },
			} )
		);
		const init = (
			fetchMock.mock.calls[ 0 ] as unknown[]
		 )[ 1 ] as RequestInit;
		expect(
			viewEvent.parse( JSON.parse( init.body as string ) )
		).toMatchObject( {
			asset_id: '42',
		} );
	} );
} );
