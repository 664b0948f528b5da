/**
 * A comment form's send never silently does nothing: when the network fails, or nothing
 * answers by ACTION_DEADLINE_MS, the form unlocks and the widget shows the `network_error`
 * phrase (the server's text), for a new comment and for an edit alike; what may quietly be
 * asked again (loading more) still only re-enables its button. The editor's chunk is asked
 * twice before the form keeps its plain textarea.
 */

/**
 * Internal dependencies
 */
import { testContext, testProps } from './props-fixture';
import { ACTION_DEADLINE_MS, callAction } from '../../../src/comments/api';
import { readMoreAnswer } from '../../../src/comments/answers';
import { request, type Context } from '../../../src/comments/context';
import { saveEdit } from '../../../src/comments/comment-edit';
import { loadEditor } from '../../../src/comments/rich-text-loader';
import { submitForm } from '../../../src/comments/forms';
import { select, store } from '../../../src/comments/store';

let mockEditorFailures = 0;
let mockEditorLoads = 0;

jest.mock( '../../../src/comments/rich-text', () => {
	mockEditorLoads++;
	if ( mockEditorFailures > 0 ) {
		mockEditorFailures--;
		throw new Error( 'Loading chunk comments-editor failed.' );
	}
	return { mountEditor: () => ( {} ) };
} );

const NETWORK_ERROR = 'The site could not be reached. Try again.';

const AREA = `<section id="wpdcom"><div id="wpd-threads">
<div id="wpd-comm-12_0" class="farol-comment" data-comment-id="12" data-depth="1"><article id="comment-12">
<div data-farol-slot="text" hidden><p>Old</p></div>
<form class="farol-comment-form" data-farol-form="edit" data-comment-id="12"><textarea name="wc_comment">New</textarea><button type="submit" data-farol-action="submit">Save</button></form>
</article></div></div>
<form class="farol-comment-form" data-farol-form="main"><textarea name="wc_comment" required>Olá</textarea><button type="submit" data-farol-action="submit">Post</button></form>
</section>`;

const realFetch = global.fetch;

/**
 * The area, with `fetch` as given.
 *
 * @param fetcher The network.
 */
function area( fetcher: () => Promise< unknown > ): Context {
	document.body.innerHTML = AREA;
	global.fetch = jest.fn( fetcher ) as unknown as typeof fetch;
	const props = testProps( {
		postId: 1,
		phrases: {
			network_error: NETWORK_ERROR,
			server_error: 'Something went wrong.',
		},
	} );
	return testContext( props );
}

const offline = () => Promise.reject( new TypeError( 'Failed to fetch' ) );

const lastMessage = () => select( store ).getMessages().at( -1 );

const form = ( kind: string ) =>
	document.querySelector< HTMLFormElement >(
		`form[data-farol-form="${ kind }"]`
	)!;

afterEach( () => {
	global.fetch = realFetch;
	jest.useRealTimers();
} );

describe( 'a comment form send', () => {
	it( 'shows the network error and unlocks the form when the network fails', async () => {
		const ctx = area( offline );
		const before = select( store ).getMessages().length;
		await submitForm( ctx, form( 'main' ) );
		expect( console ).toHaveErrored();
		expect( select( store ).getMessages() ).toHaveLength( before + 1 );
		expect( lastMessage() ).toMatchObject( {
			kind: 'error',
			text: NETWORK_ERROR,
		} );
		expect( form( 'main' ) ).toHaveAttribute( 'aria-busy', 'false' );
		expect( form( 'main' ).querySelector( 'button' ) ).toBeEnabled();
		// Nothing the visitor wrote is lost.
		expect( form( 'main' ).querySelector( 'textarea' ) ).toHaveValue(
			'Olá'
		);
		expect( select( store ).isLoading() ).toBe( false );
	} );

	it( 'does the same when nothing answers by ACTION_DEADLINE_MS', async () => {
		jest.useFakeTimers();
		const ctx = area( () => new Promise( () => {} ) );
		const sent = submitForm( ctx, form( 'main' ) );
		expect( form( 'main' ) ).toHaveAttribute( 'aria-busy', 'true' );
		await jest.advanceTimersByTimeAsync( ACTION_DEADLINE_MS - 1 );
		expect( form( 'main' ) ).toHaveAttribute( 'aria-busy', 'true' );
		await jest.advanceTimersByTimeAsync( 1 );
		await sent;
		expect( console ).toHaveErrored();
		expect( lastMessage()?.text ).toBe( NETWORK_ERROR );
		expect( form( 'main' ) ).toHaveAttribute( 'aria-busy', 'false' );
	} );

	it( 'shows the network error for an edit too', async () => {
		const ctx = area( offline );
		await saveEdit( ctx, form( 'edit' ) );
		expect( console ).toHaveErrored();
		expect( lastMessage()?.text ).toBe( NETWORK_ERROR );
		expect( form( 'edit' ) ).toHaveAttribute( 'aria-busy', 'false' );
		expect( form( 'edit' ).isConnected ).toBe( true );
	} );

	it( 'leaves what may be asked again quiet', async () => {
		const ctx = area( offline );
		const before = select( store ).getMessages().length;
		await expect(
			request( ctx, 'wpdLoadMoreComments', {}, readMoreAnswer )
		).resolves.toBeNull();
		expect( console ).toHaveErrored();
		expect( select( store ).getMessages() ).toHaveLength( before );
	} );
} );

describe( 'callAction', () => {
	it( 'hands fetch the signal it aborts at the deadline', async () => {
		jest.useFakeTimers();
		let signal: AbortSignal | undefined | null;
		area( () => new Promise( () => {} ) );
		jest.mocked( global.fetch ).mockImplementation( ( _url, init ) => {
			signal = init?.signal;
			return new Promise( () => {} );
		} );
		const outcome = callAction(
			{ ajaxUrl: '/wp-admin/admin-ajax.php', postId: 1 },
			'wpdAddComment',
			{},
			1000
		);
		await jest.advanceTimersByTimeAsync( 1000 );
		await expect( outcome ).resolves.toEqual( { kind: 'failed' } );
		expect( signal?.aborted ).toBe( true );
		expect( console ).toHaveErrored();
	} );
} );

describe( 'the editor chunk', () => {
	it( 'is asked once more after a failure', async () => {
		mockEditorFailures = 1;
		mockEditorLoads = 0;
		await expect( loadEditor() ).resolves.toHaveProperty( 'mountEditor' );
		expect( mockEditorLoads ).toBe( 2 );
	} );
} );
