/**
 * The submit state machine and what each answer of the conversion API means.
 */
/**
 * Internal dependencies
 */
import {
	initialState,
	reduce,
	type SubmitState,
} from '../../../src/lead-form/runtime/machine';
import { outcomeOf, send } from '../../../src/lead-form/runtime/outcome';

function submitting(): SubmitState {
	return reduce(
		{ ...initialState, fieldErrors: { email: 'x' }, failed: true },
		{ type: 'submit' }
	);
}

describe( 'outcomeOf', () => {
	it( 'reads a conversion, preferring the answer’s redirect', () => {
		expect(
			outcomeOf(
				200,
				{
					conversion: { uuid: 'u' },
					thankyou_message: 'Obrigado!',
					redirect_to: 'https://example.com/ok',
				},
				'https://example.com/form'
			)
		).toEqual( {
			kind: 'converted',
			thankyou: 'Obrigado!',
			redirectTo: 'https://example.com/ok',
		} );
		expect( outcomeOf( 200, { redirect_to: '' }, '/obrigado/' ) ).toEqual( {
			kind: 'converted',
			thankyou: '',
			redirectTo: '/obrigado/',
		} );
	} );

	it( 'tells the corporate-email 422 from any other 422', () => {
		expect(
			outcomeOf(
				422,
				{
					errors: [
						{
							error_type: 'CORPORATE_EMAIL_ONLY',
							error_message:
								'Insira um endereço de email corporativo.',
							field: 'email',
						},
					],
				},
				''
			)
		).toEqual( {
			kind: 'corporate',
			field: 'email',
			message: 'Insira um endereço de email corporativo.',
		} );
		expect(
			outcomeOf(
				422,
				{ errors: [ { error_type: 'FORM_UNAVAILABLE' } ] },
				''
			)
		).toEqual( { kind: 'unavailable' } );
		expect( outcomeOf( 422, null, '' ) ).toEqual( { kind: 'unavailable' } );
	} );

	it( 'puts field errors of a 400 beside their fields, and fails anything else', () => {
		expect(
			outcomeOf(
				400,
				{
					errors: [
						{
							field: 'name',
							error_type: 'REQUIRED',
							error_message: 'Campo obrigatório',
						},
					],
				},
				''
			).kind
		).toBe( 'invalid' );
		expect( outcomeOf( 400, { errors: [] }, '' ).kind ).toBe( 'failed' );
		expect( outcomeOf( 500, null, '' ).kind ).toBe( 'failed' );
		expect( outcomeOf( 429, null, '' ).kind ).toBe( 'failed' );
		expect( outcomeOf( 0, null, '' ).kind ).toBe( 'failed' );
	} );
} );

describe( 'send', () => {
	it( 'turns a network error into a failure', async () => {
		const offline = ( () =>
			Promise.reject(
				new TypeError( 'Failed to fetch' )
			) ) as typeof fetch;
		await expect( send( '/x', {}, '', offline ) ).resolves.toEqual( {
			kind: 'failed',
		} );
	} );

	it( 'reads the status of an answer that is not JSON', async () => {
		const html = ( () =>
			Promise.resolve( {
				status: 502,
				json: () => Promise.reject( new SyntaxError( 'html' ) ),
			} as unknown as Response ) ) as typeof fetch;
		await expect( send( '/x', {}, '', html ) ).resolves.toEqual( {
			kind: 'failed',
		} );
	} );
} );

describe( 'reduce', () => {
	it( 'submitting hides the errors and marks the attempt', () => {
		expect( submitting() ).toEqual( {
			phase: 'submitting',
			fieldErrors: {},
			failed: false,
			tried: true,
		} );
	} );

	it( 'invalid data come back idle with the field errors', () => {
		const state = reduce( submitting(), {
			type: 'invalid',
			errors: { name: 'Campo obrigatório' },
		} );
		expect( state.phase ).toBe( 'idle' );
		expect( state.fieldErrors ).toEqual( { name: 'Campo obrigatório' } );
	} );

	it( 'every answer ends the submission', () => {
		const converted = reduce( submitting(), {
			type: 'answer',
			outcome: { kind: 'converted', thankyou: '', redirectTo: '' },
		} );
		expect( converted ).toEqual( { ...initialState } );

		const failed = reduce( submitting(), {
			type: 'answer',
			outcome: { kind: 'failed' },
		} );
		expect( failed.phase ).toBe( 'idle' );
		expect( failed.failed ).toBe( true );

		const corporate = reduce( submitting(), {
			type: 'answer',
			outcome: { kind: 'corporate', field: 'email', message: 'Corp' },
		} );
		expect( corporate.phase ).toBe( 'idle' );
		expect( corporate.fieldErrors ).toEqual( { email: 'Corp' } );

		const unavailable = reduce( submitting(), {
			type: 'answer',
			outcome: { kind: 'unavailable' },
		} );
		expect( unavailable.phase ).toBe( 'idle' );
		expect( unavailable.failed ).toBe( false );
	} );

	it( 'checks a field on blur only after a first submit', () => {
		const before = reduce( initialState, {
			type: 'blur',
			field: 'name',
			error: 'Campo obrigatório',
		} );
		expect( before.fieldErrors ).toEqual( {} );
		const tried = reduce( submitting(), {
			type: 'invalid',
			errors: { name: 'Campo obrigatório', email: 'x' },
		} );
		const fixed = reduce( tried, {
			type: 'blur',
			field: 'name',
			error: null,
		} );
		expect( fixed.fieldErrors ).toEqual( { email: 'x' } );
	} );
} );
