/**
 * A change that would move the form under the visitor's pointer waits until the press is over
 * and the click has been dispatched.
 */
/**
 * Internal dependencies
 */
import { afterPress } from '../../../src/lib/forms/after-press';

function press( target: EventTarget, type: string ): void {
	target.dispatchEvent( new Event( type, { bubbles: true } ) );
}

describe( 'afterPress', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => {
		jest.useRealTimers();
		document.body.innerHTML = '';
	} );

	function form(): { root: HTMLFormElement; button: HTMLButtonElement } {
		document.body.innerHTML =
			'<form><input name="email"><button type="button">Enviar</button></form>';
		return {
			root: document.querySelector( 'form' )!,
			button: document.querySelector( 'button' )!,
		};
	}

	it( 'runs a change at once when nothing is pressed', () => {
		const { root } = form();
		const guard = afterPress( root );
		const change = jest.fn();
		guard.run( change );
		expect( change ).toHaveBeenCalledTimes( 1 );
		guard.stop();
	} );

	it( 'holds a change made during a press until after the release’s click', () => {
		const { root, button } = form();
		const guard = afterPress( root );
		const order: string[] = [];
		button.addEventListener( 'click', () => order.push( 'click' ) );
		press( button, 'pointerdown' );
		guard.run( () => order.push( 'change' ) );
		expect( order ).toEqual( [] );
		press( button, 'pointerup' );
		button.click();
		expect( order ).toEqual( [ 'click' ] );
		jest.runAllTimers();
		expect( order ).toEqual( [ 'click', 'change' ] );
		guard.stop();
	} );

	it( 'lets a cancelled press go too, and a press outside the form holds nothing', () => {
		const { root, button } = form();
		const guard = afterPress( root );
		const change = jest.fn();
		press( button, 'pointerdown' );
		guard.run( change );
		press( document, 'pointercancel' );
		jest.runAllTimers();
		expect( change ).toHaveBeenCalledTimes( 1 );

		press( document.body, 'pointerdown' );
		guard.run( change );
		expect( change ).toHaveBeenCalledTimes( 2 );
		guard.stop();
	} );
} );
