/**
 * The client's texts are the server's phrases: nothing of its own, the generic error for a key
 * the server did not send.
 */

/**
 * Internal dependencies
 */
import { phraseBook } from '../../../src/comments/phrases';

describe( 'phraseBook', () => {
	it( 'gives the server’s phrase of a key', () => {
		const phrase = phraseBook( {
			dismiss: 'Fechar',
			filters_label: 'Filtros',
			server_error: 'Algo deu errado.',
		} );
		expect( phrase( 'dismiss' ) ).toBe( 'Fechar' );
		expect( phrase( 'filters_label' ) ).toBe( 'Filtros' );
	} );

	it( 'shows the generic error for a key the server did not send', () => {
		expect(
			phraseBook( { server_error: 'Algo deu errado.' } )( 'odd_refusal' )
		).toBe( 'Algo deu errado.' );
	} );

	it( 'falls back to the key when the props carry no phrases', () => {
		expect( phraseBook( {} )( 'dismiss' ) ).toBe( 'dismiss' );
	} );
} );
