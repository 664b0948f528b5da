/**
 * The farol/comments store: paging after a list answer, the loading count and the messages.
 */

/**
 * Internal dependencies
 */
import { commentsProps } from '../../../src/comments/props';
import { dispatch, select, store } from '../../../src/comments/store';

const props = commentsProps.parse( {
	postId: 3,
	sorting: 'newest',
	wpdType: '',
	perPage: 50,
	lastParentId: 40,
	isShowLoadMore: true,
	commentsLeft: 32,
	loadLastCommentId: 99,
	ajaxUrl: '/wp-admin/admin-ajax.php',
} );

const page = {
	comment_list: '',
	loadLastCommentId: 120,
	is_show_load_more: false,
	last_parent_id: 7,
	comments_left: 0,
	comments_left_text: '',
	sorting: 'oldest' as const,
	wpdType: 'hottest' as const,
};

beforeEach( () => dispatch( store ).init( props ) );

describe( 'the farol/comments store', () => {
	it( 'starts from the server’s props, with the optional keys defaulted', () => {
		expect( select( store ).getOffset() ).toBe( 1 );
		expect( select( store ).getLastParentId() ).toBe( 40 );
		expect( select( store ).isShowLoadMore() ).toBe( true );
		expect( props.nonce ).toBe( '' );
		expect( props.user ).toEqual( { loggedIn: false, canModerate: false } );
		expect( props.limits.commentMax ).toBe( 0 );
	} );

	it( 'locks list requests while one runs', () => {
		dispatch( store ).listRequested( 'more' );
		expect( select( store ).getBusy() ).toBe( 'more' );
		dispatch( store ).listEnded();
		expect( select( store ).getBusy() ).toBeNull();
	} );

	it( 'moves the offset on for load more and back to the start for a reload', () => {
		dispatch( store ).listRequested( 'more' );
		dispatch( store ).listReceived( page, false );
		expect( select( store ).getOffset() ).toBe( 2 );
		expect( select( store ).getLastParentId() ).toBe( 7 );
		expect( select( store ).isShowLoadMore() ).toBe( false );
		expect( select( store ).getSorting() ).toBe( 'oldest' );
		expect( select( store ).getFilter() ).toBe( 'hottest' );
		dispatch( store ).listReceived(
			{ ...page, is_show_load_more: true },
			true
		);
		expect( select( store ).getOffset() ).toBe( 1 );
		expect( select( store ).isShowLoadMore() ).toBe( true );
	} );

	it( 'counts requests in flight for the loading bar', () => {
		dispatch( store ).requestStarted();
		dispatch( store ).requestStarted();
		dispatch( store ).requestEnded();
		expect( select( store ).isLoading() ).toBe( true );
		dispatch( store ).requestEnded();
		dispatch( store ).requestEnded();
		expect( select( store ).isLoading() ).toBe( false );
	} );

	it( 'keeps messages until dismissed', () => {
		dispatch( store ).showMessage( 'error', 'Nope' );
		dispatch( store ).showMessage( 'success', 'Yes' );
		const messages = select( store ).getMessages();
		expect( messages.map( ( message ) => message.kind ) ).toEqual( [
			'error',
			'success',
		] );
		dispatch( store ).dismissMessage( messages[ 0 ]!.id );
		expect(
			select( store )
				.getMessages()
				.map( ( m ) => m.text )
		).toEqual( [ 'Yes' ] );
	} );
} );
