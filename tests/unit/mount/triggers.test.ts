/**
 * The `interaction` trigger is intent: a press, a touch, a key or the focus inside the
 * container; a pointer passing over it (a reader scrolling past) is not. `data-farol-visible`
 * makes `visible` watch an element inside the container (the comment list's load-more
 * sentinel) instead of the container.
 */

/**
 * Internal dependencies
 */
import { fakeViewport } from './helpers';
import { whenNeeded } from '../../../src/lib/mount/triggers';

let container: HTMLElement;

beforeEach( () => {
	document.body.innerHTML = `
		<section id="comments" data-farol-visible=".load-more">
			<p>Comentário</p>
			<button class="load-more">Carregar mais</button>
		</section>`;
	container = document.getElementById( 'comments' )!;
} );

it( 'a pointer passing over the container is not intent; a press is', () => {
	const callback = jest.fn();
	whenNeeded( container, [ 'interaction' ], callback );
	const paragraph = container.querySelector( 'p' )!;

	paragraph.dispatchEvent( new Event( 'pointerover', { bubbles: true } ) );
	paragraph.dispatchEvent( new Event( 'pointermove', { bubbles: true } ) );
	expect( callback ).not.toHaveBeenCalled();

	paragraph.dispatchEvent( new Event( 'pointerdown', { bubbles: true } ) );
	expect( callback ).toHaveBeenCalledTimes( 1 );
} );

it.each( [ 'touchstart', 'keydown', 'focusin' ] )(
	'%s inside the container is intent',
	( type ) => {
		const callback = jest.fn();
		whenNeeded( container, [ 'interaction' ], callback );
		container
			.querySelector( 'button' )!
			.dispatchEvent( new Event( type, { bubbles: true } ) );
		expect( callback ).toHaveBeenCalledTimes( 1 );
	}
);

it( 'visible watches the element data-farol-visible names, not the container', () => {
	const viewport = fakeViewport();
	const callback = jest.fn();
	whenNeeded( container, [ 'interaction', 'visible' ], callback );

	viewport.enter( container );
	expect( callback ).not.toHaveBeenCalled();
	viewport.enter( container.querySelector( '.load-more' )! );
	expect( callback ).toHaveBeenCalledTimes( 1 );
} );

it( 'visible watches the container when the selector finds nothing', () => {
	container.setAttribute( 'data-farol-visible', '.nowhere' );
	const viewport = fakeViewport();
	const callback = jest.fn();
	whenNeeded( container, [ 'visible' ], callback );
	viewport.enter( container );
	expect( callback ).toHaveBeenCalledTimes( 1 );
} );
