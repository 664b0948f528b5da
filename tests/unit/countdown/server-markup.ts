/**
 * The countdown's server markup for the ticker's tests: tests/fixtures/countdown/markup.html
 * (English) and countdown/markup.pt_BR.html, which PHPUnit
 * (tests/php/Blocks/CountdownTextTest.php) keeps equal to what render.php prints for a target
 * that has passed. The ticker is tested on the markup and the words it really takes over.
 */

/**
 * External dependencies
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readProps, type CountdownProps } from '@farol/countdown/ticker';

export type Locale = 'en' | 'pt_BR';

/**
 * Puts the server's markup in the document, counting down to `target`.
 *
 * @param target Target instant, epoch ms (written into data-farol-props as the server would).
 * @param locale The site's language.
 * @return The block's wrapper.
 */
export function serverMarkup(
	target: number,
	locale: Locale = 'en'
): HTMLElement {
	const file =
		locale === 'en'
			? 'countdown/markup.html'
			: `countdown/markup.${ locale }.html`;
	document.body.innerHTML = readFileSync(
		path.join( __dirname, '../../fixtures', file ),
		'utf8'
	);
	const element = document.querySelector< HTMLElement >(
		'.wp-block-farol-countdown'
	);
	if ( ! element ) {
		throw new Error( 'The fixture holds no countdown.' );
	}
	const props: unknown = JSON.parse( element.dataset.farolProps ?? '' );
	element.dataset.farolProps = JSON.stringify( {
		...( props as object ),
		target,
	} );
	return element;
}

/**
 * The props the server printed on a countdown.
 *
 * @param element The block's wrapper.
 */
export function propsOf( element: HTMLElement ): CountdownProps {
	const props = readProps( element );
	if ( ! props ) {
		throw new Error( 'The fixture’s props do not read.' );
	}
	return props;
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
