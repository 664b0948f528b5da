/**
 * The live updates' poll script (src/comments/live/): what a reader sees as the server answers
 * (the bubble with its count and preview, comments loaded into the thread), and when it asks
 * (every interval while the tab is visible, later after errors, never again after a refusal,
 * not before an interaction in automatic mode). fetch is a stand-in; timers are jest's.
 */

/**
 * Internal dependencies
 */
import { readConfig, type LiveConfig } from '../../../src/comments/live/config';
import { startLive } from '../../../src/comments/live/live';

const CONFIG = {
	mode: 'bubble',
	postId: 7,
	restUrl: 'https://site.test/wp-json/farol/v1/update',
	ajaxUrl: 'https://site.test/wp-admin/admin-ajax.php',
	nonce: '',
	lastId: 10,
	version: 'v1',
	interval: 30,
	showSeconds: 5,
	previewSeconds: 10,
	hintSeconds: 5,
	cookieDays: 7,
	words: {
		live_bubble_label: 'Novos comentários',
		live_bubble_hint: 'Clique para ver',
		live_bubble_dismiss: 'Dispensar',
		live_loaded: 'Adicionados',
	},
};

const comment = ( id: number, parent = 0 ) =>
	`<div id="wpd-comm-${ id }_${ parent }" class="farol-comment" data-comment-id="${ id }" role="listitem"><article id="comment-${ id }"><p>Texto ${ id }</p></article></div>`;

const poll = (
	ids: number[] = [],
	extra: Record< string, unknown > = {}
) => ( {
	ids,
	commentIDsToRemove: [],
	all_comments_count: 3,
	version: 'v2',
	lastId: Math.max( 10, ...ids ),
	comments: ids.map( ( id ) => ( {
		id,
		commentText: 'Olá &amp; tchau',
		avatar: '',
		authorName: 'Bia &lt;b&gt;',
		commentDate: '26/11/2026',
		commentLink: `https://site.test/post/#comment-${ id }`,
	} ) ),
	...extra,
} );

let fetchMock: jest.Mock;
let stop: () => void = () => undefined;

const json = ( body: unknown, status = 200 ) =>
	Promise.resolve( {
		ok: status < 400,
		status,
		json: () => Promise.resolve( body ),
	} );

/**
 * Starts the script with a configuration.
 *
 * @param overrides Configuration changes.
 */
function start( overrides: Record< string, unknown > = {} ): void {
	const config = readConfig( { ...CONFIG, ...overrides } ) as LiveConfig;
	expect( config ).not.toBeNull();
	stop = startLive( config, document );
}

/** Lets pending promises settle. */
async function settle(): Promise< void > {
	for ( let i = 0; i < 10; i++ ) {
		await Promise.resolve();
	}
}

/**
 * Moves the clock and lets what it started settle.
 *
 * @param seconds Seconds.
 */
async function advance( seconds: number ): Promise< void > {
	jest.advanceTimersByTime( seconds * 1000 );
	await settle();
}

const bubble = () =>
	document.querySelector< HTMLElement >( '[role="region"].farol-live' );

beforeEach( () => {
	jest.useFakeTimers();
	document.body.innerHTML = `<section id="wpdcom"><h2 id="farol-comments-title">2 comentários</h2><div id="wpd-threads" role="list">${ comment(
		10
	) }${ comment( 9 ) }</div></section>`;
	document.head.innerHTML = '';
	document.cookie = 'farol_live_7=; max-age=0; path=/';
	fetchMock = jest.fn();
	global.fetch = fetchMock;
	// jsdom lays nothing out.
	Element.prototype.scrollIntoView = jest.fn();
} );

afterEach( () => {
	stop();
	jest.useRealTimers();
} );

it( 'refuses a configuration that is not the server’s', () => {
	expect( readConfig( { ...CONFIG, mode: 'off' } ) ).toBeNull();
	expect( readConfig( { ...CONFIG, postId: '7' } ) ).toBeNull();
	expect( readConfig( { ...CONFIG, words: {} } ) ).toBeNull();
	expect( readConfig( undefined ) ).toBeNull();
} );

it( 'polls every interval with the page’s last id, shown ids and version, and shows the bubble with the newest preview', async () => {
	fetchMock.mockImplementation( () => json( poll( [ 11, 12 ] ) ) );
	start();
	await advance( 29 );
	expect( fetchMock ).not.toHaveBeenCalled();
	await advance( 1 );
	const url = new URL( fetchMock.mock.calls[ 0 ][ 0 ] as string );
	expect( url.searchParams.get( 'postId' ) ).toBe( '7' );
	expect( url.searchParams.get( 'lastId' ) ).toBe( '10' );
	expect( url.searchParams.get( 'visibleCommentIds' ) ).toBe( '10,9' );
	expect( url.searchParams.get( 'version' ) ).toBe( 'v1' );
	expect( bubble()?.hidden ).toBe( false );
	// Named by what it shows (axe's label-content-name-mismatch): no aria-label of its own.
	const open = bubble()?.querySelector( 'button.farol-live__open' );
	expect( open?.textContent ).toBe( '2 Novos comentários' );
	expect( open?.hasAttribute( 'aria-label' ) ).toBe( false );
	const preview = bubble()?.querySelector( 'a' );
	expect( preview?.textContent ).toBe( 'Bia <b>Olá & tchau' );
	expect( preview?.getAttribute( 'href' ) ).toContain( '#comment-12' );
	// The hint shows, describing the button, for 5 s (hintSeconds); the preview for 10 s; the
	// count stays. (The e2e spec lengthens both: it cannot time them on a loaded machine.)
	const hint = bubble()?.querySelector< HTMLElement >( '.farol-live__hint' );
	expect( hint?.hidden ).toBe( false );
	expect( hint?.textContent ).toBe( 'Clique para ver' );
	expect( open?.getAttribute( 'aria-describedby' ) ).toBe( hint?.id );
	fetchMock.mockImplementation( () => json( poll() ) );
	await advance( 4.9 );
	expect( hint?.hidden ).toBe( false );
	await advance( 0.1 );
	expect( hint?.hidden ).toBe( true );
	expect( open?.hasAttribute( 'aria-describedby' ) ).toBe( false );
	expect( preview?.hidden ).toBe( false );
	await advance( 4.9 );
	expect( preview?.hidden ).toBe( false );
	await advance( 0.1 );
	expect( preview?.hidden ).toBe( true );
	expect( bubble()?.hidden ).toBe( false );
	// The next poll goes on from the answer.
	await advance( 20 );
	const next = new URL( fetchMock.mock.calls[ 1 ][ 0 ] as string );
	expect( next.searchParams.get( 'lastId' ) ).toBe( '12' );
	expect( next.searchParams.get( 'version' ) ).toBe( 'v2' );
} );

it( 'loads the announced comments into the thread on a click and resets the counter', async () => {
	fetchMock.mockImplementationOnce( () => json( poll( [ 11, 12 ] ) ) );
	start();
	await advance( 30 );
	fetchMock.mockImplementationOnce( () =>
		json( {
			success: true,
			data: {
				comments: [
					{ commentId: 11, parentCommentID: 0, html: comment( 11 ) },
					{
						commentId: 12,
						parentCommentID: 10,
						html: comment( 12, 10 ),
					},
				],
				loadLastCommentId: 12,
				newCount: 0,
				allCommentsCountNew: 4,
				wc_all_comments_count_new: 4,
				wc_all_comments_count_before_threads_html: '4 comentários',
			},
		} )
	);
	bubble()
		?.querySelector< HTMLButtonElement >( '.farol-live__open' )
		?.click();
	await settle();
	const [ address, init ] = fetchMock.mock.calls[ 1 ] as [
		string,
		RequestInit,
	];
	expect( address ).toBe( CONFIG.ajaxUrl );
	const body = init.body as FormData;
	expect( body.get( 'action' ) ).toBe( 'wpdBubbleUpdate' );
	expect( body.get( 'newCommentIds' ) ).toBe( '11,12' );
	const list = document.getElementById( 'wpd-threads' );
	expect( list?.firstElementChild?.getAttribute( 'data-comment-id' ) ).toBe(
		'11'
	);
	expect(
		document.querySelector( '#wpd-replies-10 [data-comment-id="12"]' )
	).not.toBeNull();
	expect(
		document.getElementById( 'farol-comments-title' )?.textContent
	).toBe( '4 comentários' );
	expect( bubble()?.hidden ).toBe( true );
	expect( list?.ownerDocument.activeElement?.id ).toBe( 'comment-11' );
	expect( document.querySelector( '[role="status"]' )?.textContent ).toBe(
		'Adicionados'
	);
} );

it( 'does not announce a comment the page shows already (the reader’s own)', async () => {
	fetchMock.mockImplementation( () => json( poll( [ 10 ] ) ) );
	start( { lastId: 9 } );
	await advance( 30 );
	expect( bubble() ).toBeNull();
} );

it( 'waits longer after errors, and stops on a refusal', async () => {
	fetchMock.mockImplementation( () =>
		Promise.reject( new Error( 'offline' ) )
	);
	start();
	await advance( 30 );
	expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	await advance( 59 );
	expect( fetchMock ).toHaveBeenCalledTimes( 1 );
	await advance( 1 );
	expect( fetchMock ).toHaveBeenCalledTimes( 2 );
	fetchMock.mockImplementation( () =>
		json( { code: 'live_updates_off' }, 403 )
	);
	await advance( 120 );
	expect( fetchMock ).toHaveBeenCalledTimes( 3 );
	await advance( 3600 );
	expect( fetchMock ).toHaveBeenCalledTimes( 3 );
} );

it( 'asks nothing while the tab is hidden, and soon after it is shown', async () => {
	fetchMock.mockImplementation( () => json( poll() ) );
	let hidden = true;
	jest.spyOn( document, 'hidden', 'get' ).mockImplementation( () => hidden );
	start();
	await advance( 300 );
	expect( fetchMock ).not.toHaveBeenCalled();
	hidden = false;
	document.dispatchEvent( new Event( 'visibilitychange' ) );
	await advance( 1 );
	expect( fetchMock ).toHaveBeenCalledTimes( 1 );
} );

it( 'in automatic mode, skips with a console notice until the visitor interacts, then inserts and removes', async () => {
	const info = jest
		.spyOn( console, 'info' )
		.mockImplementation( () => undefined );
	fetchMock.mockImplementation( () =>
		json( poll( [ 11 ], { commentIDsToRemove: [ 9 ] } ) )
	);
	start( { mode: 'automatic' } );
	await advance( 30 );
	expect( fetchMock ).not.toHaveBeenCalled();
	expect( info ).toHaveBeenCalledWith( expect.stringContaining( 'skipped' ) );
	document.body.dispatchEvent(
		new KeyboardEvent( 'keydown', { bubbles: true } )
	);
	fetchMock.mockImplementationOnce( () =>
		json( poll( [ 11 ], { commentIDsToRemove: [ 9 ] } ) )
	);
	fetchMock.mockImplementationOnce( () =>
		json( {
			success: true,
			data: {
				comments: [
					{ commentId: 11, parentCommentID: 0, html: comment( 11 ) },
				],
				commentIDsToRemove: [ 9 ],
				loadLastCommentId: 11,
				newCount: 0,
				allCommentsCountNew: 2,
				wc_all_comments_count_new: 2,
				wc_all_comments_count_before_threads_html: '2 comentários',
			},
		} )
	);
	await advance( 30 );
	const body = ( fetchMock.mock.calls[ 1 ][ 1 ] as RequestInit )
		.body as FormData;
	expect( body.get( 'action' ) ).toBe( 'wpdUpdateAutomatically' );
	expect( body.get( 'loadLastCommentId' ) ).toBe( '10' );
	expect( document.querySelector( '[data-comment-id="11"]' ) ).not.toBeNull();
	expect( document.querySelector( '[data-comment-id="9"]' ) ).toBeNull();
	expect( bubble() ).toBeNull();
	info.mockRestore();
} );
