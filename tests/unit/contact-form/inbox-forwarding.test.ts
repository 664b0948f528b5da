/**
 * What the inbox says of a message's forwarding to RD Station (list label, detail lines).
 */
/**
 * Internal dependencies
 */
import {
	forwardingLabel,
	forwardingLines,
} from '../../../src/contact-form/admin-submissions/labels';
import type { Forwarding } from '../../../src/contact-form/submissions-contract';

const base: Forwarding = {
	status: 'none',
	attempts: 0,
	error: '',
	forwarded_at: null,
};

describe( 'the inbox forwarding state', () => {
	it( 'says nothing of a message never queued', () => {
		expect( forwardingLabel( base ) ).toBe( '' );
		expect( forwardingLines( base ) ).toEqual( [] );
	} );

	it( 'shows a waiting message, with attempts and error once retried', () => {
		expect( forwardingLines( { ...base, status: 'pending' } ) ).toEqual( [
			'Waiting to be forwarded',
		] );
		expect(
			forwardingLines( {
				...base,
				status: 'pending',
				attempts: 2,
				error: 'RD Station answered 503.',
			} )
		).toEqual( [
			'Waiting to be forwarded',
			'Tried 2 times, will try again.',
			'Last error: RD Station answered 503.',
		] );
		expect(
			forwardingLines( { ...base, status: 'pending', attempts: 1 } )[ 1 ]
		).toBe( 'Tried 1 time, will try again.' );
	} );

	it( 'shows when a message was forwarded', () => {
		const lines = forwardingLines( {
			...base,
			status: 'sent',
			attempts: 1,
			forwarded_at: '2026-11-23T14:05:00Z',
		} );
		expect( lines ).toHaveLength( 1 );
		expect( lines[ 0 ] ).toMatch(
			/^Forwarded to RD Station on 23\/11\/2026 \d\d:05$/
		);
		expect( forwardingLabel( { ...base, status: 'sent' } ) ).toBe(
			'Forwarded'
		);
	} );

	it( 'shows a failed forwarding with its stored error', () => {
		expect(
			forwardingLines( {
				...base,
				status: 'failed',
				attempts: 10,
				error: 'RD Station refused the key (401).',
			} )
		).toEqual( [
			'Forwarding failed',
			'Last error: RD Station refused the key (401).',
		] );
	} );
} );
