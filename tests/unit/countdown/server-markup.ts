/**
 * The countdown's server markup for the ticker's tests: tests/fixtures/countdown-markup.html,
 * which PHPUnit (tests/php/Blocks/CountdownTextTest.php) keeps equal to what render.php prints
 * for a target that has passed. The ticker is tested on the markup it really takes over.
 */

/**
 * External dependencies
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const FIXTURE = path.join( __dirname, '../../fixtures/countdown-markup.html' );

/**
 * Puts the server's markup in the document, counting down to `target`.
 *
 * @param target Target instant, epoch ms (written into data-farol-props as the server would).
 * @return The block's wrapper.
 */
export function serverMarkup( target: number ): HTMLElement {
	document.body.innerHTML = readFileSync( FIXTURE, 'utf8' );
	const element = document.querySelector< HTMLElement >(
		'.wp-block-farol-countdown'
	);
	if ( ! element ) {
		throw new Error( 'The fixture holds no countdown.' );
	}
	element.dataset.farolProps = JSON.stringify( { target } );
	return element;
}

/**
 * The texts of every node matching a selector.
 *
 * @param selector CSS selector.
 */
export function texts( selector: string ): string[] {
	return Array.from(
		document.querySelectorAll( selector ),
		( node ) => node.textContent ?? ''
	);
}

/** The four numbers shown, days to seconds. */
export const digits = () => texts( '.farol-countdown__value' );

/** The four captions under them. */
export const captions = () => texts( '.farol-countdown__label' );

/** The screen-reader sentence. */
export const sentence = () =>
	document.querySelector( '[role="timer"]' )?.textContent ?? '';
