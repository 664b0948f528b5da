/**
 * The attachments' messages as a visitor gets them, as the error catalogue says: a refused
 * delete shows `data.errorCode`'s configured phrase, or else the server's own `data.error`
 * text, for 3 s, and leaves the file listed; a send while files are uploading shows the
 * configured doing-upload warning for 3 s; a choice over the largest post size shows its
 * phrase for 3 s and is cleared.
 */

/**
 * Internal dependencies
 */
import { testContext, testProps } from './props-fixture';
import {
	ATTACHMENT_MESSAGE_MS,
	chooseFiles,
	deleteAttachment,
	warnIfUploading,
} from '../../../src/comments/attachments';
import type { Context } from '../../../src/comments/context';
import { select, store } from '../../../src/comments/store';

const realFetch = global.fetch;

/**
 * The area with one comment holding one attachment, and a form with the file field.
 *
 * @param answer What the server answers wmuDeleteAttachment.
 */
function area( answer: unknown ): Context {
	document.body.innerHTML = `<section id="wpdcom"><form class="farol-comment-form"><div data-farol-slot="attachments" data-max-files="3" data-max-file-size="100" data-max-post-size="150"><input type="file" name="wmu_files[]" multiple accept=".txt"><ul class="farol-attachments-field__names"></ul></div></form><div id="wpd-threads"><div class="farol-comment"><ul><li class="farol-attachment"><a href="#">lista.txt</a><button type="button" data-attachment-id="12">Remover</button></li></ul></div></div></section>`;
	global.fetch = jest.fn( async () => ( {
		json: async () => answer,
	} ) ) as unknown as typeof fetch;
	const props = testProps( {
		postId: 7,
		phrases: {
			server_error: 'Algo deu errado.',
			attachment_not_yours: 'Você não pode excluir este anexo.',
			attachment_doing_upload: 'Aguarde o envio dos arquivos.',
			attachments_too_large: 'Os arquivos passam do tamanho máximo.',
		},
	} );
	return testContext( props );
}

const lastMessage = () => select( store ).getMessages().at( -1 );
const button = () =>
	document.querySelector< HTMLButtonElement >( '[data-attachment-id]' )!;

afterEach( () => {
	global.fetch = realFetch;
} );

describe( 'attachment messages', () => {
	it( 'a refused delete shows data.errorCode’s phrase for 3 s and keeps the file', async () => {
		const ctx = area( {
			success: false,
			data: {
				errorCode: 'attachment_not_yours',
				error: 'You cannot delete this attachment.',
			},
		} );
		await deleteAttachment( ctx, button(), () => true );
		expect( lastMessage() ).toMatchObject( {
			kind: 'error',
			text: 'Você não pode excluir este anexo.',
			shownMs: 3000,
		} );
		expect( ATTACHMENT_MESSAGE_MS ).toBe( 3000 );
		expect( document.querySelector( '.farol-attachment' ) ).not.toBeNull();
		expect( button().disabled ).toBe( false );
	} );

	it( 'a refusal without a known errorCode shows data.error, the server’s text', async () => {
		const ctx = area( {
			success: false,
			data: { error: 'O arquivo está em uso.' },
		} );
		await deleteAttachment( ctx, button(), () => true );
		expect( lastMessage() ).toMatchObject( {
			kind: 'error',
			text: 'O arquivo está em uso.',
			shownMs: 3000,
		} );

		const other = area( {
			success: false,
			data: { errorCode: 'wmu_unknown', error: 'Arquivo bloqueado.' },
		} );
		await deleteAttachment( other, button(), () => true );
		expect( lastMessage()?.text ).toBe( 'Arquivo bloqueado.' );
	} );

	it( 'nothing is sent when the visitor does not confirm', async () => {
		const ctx = area( { success: true, data: {} } );
		await deleteAttachment( ctx, button(), () => false );
		expect( global.fetch ).not.toHaveBeenCalled();
	} );

	it( 'a send while files upload shows the doing-upload warning for 3 s', () => {
		const ctx = area( null );
		const form = document.querySelector( 'form' )!;
		const input =
			form.querySelector< HTMLInputElement >( 'input[type="file"]' )!;
		Object.defineProperty( input, 'files', {
			configurable: true,
			value: [ new File( [ 'x' ], 'a.txt' ) ],
		} );
		expect( warnIfUploading( ctx, form ) ).toBe( false );
		form.setAttribute( 'aria-busy', 'true' );
		expect( warnIfUploading( ctx, form ) ).toBe( true );
		expect( lastMessage() ).toMatchObject( {
			kind: 'warning',
			text: 'Aguarde o envio dos arquivos.',
			shownMs: 3000,
		} );
	} );

	it( 'a choice over the largest post size shows its phrase for 3 s and is cleared', () => {
		const ctx = area( null );
		const input =
			document.querySelector< HTMLInputElement >( 'input[type="file"]' )!;
		Object.defineProperty( input, 'files', {
			configurable: true,
			value: [
				new File( [ 'a'.repeat( 80 ) ], 'a.txt' ),
				new File( [ 'b'.repeat( 80 ) ], 'b.txt' ),
			],
		} );
		expect( chooseFiles( ctx, input ) ).toBe( true );
		expect( lastMessage() ).toMatchObject( {
			kind: 'error',
			text: 'Os arquivos passam do tamanho máximo.',
			shownMs: 3000,
		} );
		expect(
			document.querySelectorAll( '.farol-attachments-field__names li' )
		).toHaveLength( 0 );
	} );
} );
