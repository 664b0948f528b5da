/**
 * The form's status: the class and data-status a visitor's page shows, and the way back after
 * a send's reset.
 */
/**
 * Internal dependencies
 */
import {
	applyStatus,
	initialStatus,
	nextStatus,
	resetsAfter,
	statusClass,
	type StatusEvent,
	type StatusState,
} from '../../../src/contact-form/runtime';

const run = ( events: StatusEvent[], from: StatusState = initialStatus ) =>
	events.reduce( nextStatus, from );

describe( 'status classes', () => {
	it.each( [
		[ 'init', 'init' ],
		[ 'validating', 'validating' ],
		[ 'submitting', 'submitting' ],
		[ 'resetting', 'resetting' ],
		[ 'validation_failed', 'invalid' ],
		[ 'acceptance_missing', 'unaccepted' ],
		[ 'spam', 'spam' ],
		[ 'aborted', 'aborted' ],
		[ 'mail_sent', 'sent' ],
		[ 'mail_failed', 'failed' ],
		[ 'payment_required', 'payment-required' ],
		[ 'needs_review', 'custom-needs-review' ],
		[ 'Needs Review!', 'custom-needs-review' ],
		[ 'x" onclick="y', 'custom-x-onclick-y' ],
		[ '!!!', 'custom' ],
	] )( '%s → %s', ( status, expected ) => {
		expect( statusClass( status ) ).toBe( expected );
	} );

	it( 'puts one status class and data-status on the form', () => {
		const form = document.createElement( 'form' );
		form.className = 'farol-contact-form';
		applyStatus( form, 'init' );
		expect( form ).toHaveClass( 'init' );
		expect( form ).toHaveAttribute( 'data-status', 'init' );

		expect( applyStatus( form, 'validation_failed' ) ).toBe( 'init' );
		expect( form.className ).toBe( 'farol-contact-form invalid' );
		expect( form ).toHaveAttribute( 'data-status', 'invalid' );

		applyStatus( form, 'campaign_closed' );
		expect( form.className ).toBe(
			'farol-contact-form custom-campaign-closed'
		);
		applyStatus( form, 'mail_sent' );
		expect( form.className ).toBe( 'farol-contact-form sent' );
		expect( form ).toHaveAttribute( 'data-status', 'sent' );
	} );
} );

describe( 'status machine', () => {
	it( 'goes back to mail_sent after the reset that follows a send', () => {
		const sent = run( [
			{ type: 'submit' },
			{ type: 'answer', status: 'mail_sent' },
		] );
		expect( sent.status ).toBe( 'mail_sent' );
		expect( resetsAfter( sent.status ) ).toBe( true );
		const resetting = nextStatus( sent, { type: 'reset' } );
		expect( resetting.status ).toBe( 'resetting' );
		expect( nextStatus( resetting, { type: 'refilled' } ).status ).toBe(
			'mail_sent'
		);
	} );

	it( 'goes back to init after any other reset', () => {
		for ( const status of [ 'init', 'validation_failed', 'mail_failed' ] ) {
			const state = run( [
				{ type: 'answer', status },
				{ type: 'reset' },
				{ type: 'refilled' },
			] );
			expect( state.status ).toBe( 'init' );
		}
		expect( resetsAfter( 'mail_failed' ) ).toBe( false );
		expect( resetsAfter( 'validation_failed' ) ).toBe( false );
	} );

	it( 'submits, validates, answers', () => {
		expect( run( [ { type: 'submit' } ] ).status ).toBe( 'submitting' );
		const checking = run( [ { type: 'validate' } ] );
		expect( checking.status ).toBe( 'validating' );
		expect(
			nextStatus( checking, { type: 'validated', previous: 'spam' } )
				.status
		).toBe( 'spam' );
		expect(
			run( [ { type: 'submit' }, { type: 'answer', status: 'spam' } ] )
				.status
		).toBe( 'spam' );
	} );

	it( 'ignores a refill that ends outside a reset', () => {
		const sent = run( [ { type: 'answer', status: 'mail_sent' } ] );
		expect( nextStatus( sent, { type: 'refilled' } ) ).toBe( sent );
	} );
} );
