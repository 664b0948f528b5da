/**
 * The history router: routes, double start, and noticing address changes without events.
 */

/**
 * Internal dependencies
 */
import { loadRest } from './helpers';

let routers: Array< { stop: () => void } > = [];

beforeEach( () => {
	jest.useFakeTimers();
	window.history.replaceState( {}, '', '/wp-admin/admin.php?page=farol' );
} );

afterEach( () => {
	routers.forEach( ( router ) => router.stop() );
	routers = [];
	jest.useRealTimers();
} );

function newRouter(
	...args: ConstructorParameters<
		ReturnType< typeof loadRest >[ 'rest' ][ 'Router' ]
	>
) {
	const { rest } = loadRest();
	const router = new rest.Router( ...args );
	routers.push( router );
	return { rest, router };
}

it( 'throws when its history is started twice', () => {
	const { rest, router } = newRouter();
	router.start();

	expect( () => router.start() ).toThrow(
		'Farol router: history has already been started.'
	);
	const sameBundle = new rest.Router();
	expect( () => sameBundle.start() ).toThrow( /already been started/ );
	// Another bundle's copy of the library shares the page's history.
	const other = new ( loadRest().rest.Router )();
	expect( () => other.start() ).toThrow( /already been started/ );

	router.stop();
	expect( () => other.start() ).not.toThrow();
	routers.push( other );
} );

it( 'runs the route of the current address on start, with its parameters', () => {
	window.history.replaceState( {}, '', '/wp-admin/admin.php#tab/replies' );
	const { router } = newRouter();
	const tab = jest.fn();
	const fallback = jest.fn();
	router.route( 'tab/:name', tab ).route( '*rest', fallback );

	expect( router.start() ).toBe( true );

	expect( tab ).toHaveBeenCalledWith( { name: 'replies' }, 'tab/replies' );
	expect( fallback ).not.toHaveBeenCalled();
} );

it( 'navigate() changes the address and runs the route; replace keeps history length', () => {
	const { router } = newRouter();
	const tab = jest.fn();
	router.route( 'tab/:name', tab );
	router.start();
	const length = window.history.length;

	expect( router.navigate( 'tab/info' ) ).toBe( true );
	expect( window.location.hash ).toBe( '#tab/info' );
	expect( window.history.length ).toBe( length + 1 );
	expect( tab ).toHaveBeenLastCalledWith( { name: 'info' }, 'tab/info' );

	router.navigate( 'tab/about', { replace: true, trigger: false } );
	expect( window.history.length ).toBe( length + 1 );
	expect( tab ).toHaveBeenCalledTimes( 1 );
	expect( window.location.search ).toBe( '?page=farol' );
} );

it( 'notices an address change that fired no event within 50 ms', () => {
	const { router } = newRouter();
	const tab = jest.fn();
	router.route( 'tab/:name', tab );
	router.start();

	// Another script changes the address with the History API: no event.
	window.history.pushState( {}, '', '#tab/stats' );
	jest.advanceTimersByTime( 49 );
	expect( tab ).not.toHaveBeenCalled();
	jest.advanceTimersByTime( 1 );
	expect( tab ).toHaveBeenCalledWith( { name: 'stats' }, 'tab/stats' );

	// Nothing new: no second call.
	jest.advanceTimersByTime( 500 );
	expect( tab ).toHaveBeenCalledTimes( 1 );
} );

it( 'reacts at once to popstate', () => {
	const { router } = newRouter();
	const tab = jest.fn();
	router.route( 'tab/:name', tab );
	router.start();

	window.history.pushState( {}, '', '#tab/back' );
	window.dispatchEvent( new PopStateEvent( 'popstate' ) );

	expect( tab ).toHaveBeenCalledWith( { name: 'back' }, 'tab/back' );
} );

it( 'stops polling and listening after stop()', () => {
	const { router } = newRouter();
	const tab = jest.fn();
	router.route( 'tab/:name', tab );
	router.start();
	router.stop();

	window.history.pushState( {}, '', '#tab/late' );
	window.dispatchEvent( new PopStateEvent( 'popstate' ) );
	jest.advanceTimersByTime( 200 );

	expect( tab ).not.toHaveBeenCalled();
} );

it( 'path mode routes the path below its root, query included', () => {
	window.history.replaceState( {}, '', '/app/' );
	const { router } = newRouter( { mode: 'path', root: '/app' } );
	const item = jest.fn();
	router.route( 'items/:id', item );
	router.start();

	router.navigate( 'items/42?view=full' );

	expect( window.location.pathname ).toBe( '/app/items/42' );
	expect( window.location.search ).toBe( '?view=full' );
	expect( item ).toHaveBeenCalledWith( { id: '42' }, 'items/42?view=full' );
} );
