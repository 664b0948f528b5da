/**
 * Front end: takes over each generator rendered by render.php.
 *
 * render.php prints the full generator (controls, preview, rule) so it reads right without
 * JavaScript; the React tree renders the same markup with the same ids, so nothing moves.
 */

/**
 * WordPress dependencies
 */
import domReady from '@wordpress/dom-ready';
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
/**
 * External dependencies
 */
import { StandaloneGenerator } from '@farol/box-shadow/generator';
import { readServerMarkup } from '@farol/box-shadow/mount';
import { defaultsFrom, limitsFrom } from '@farol/box-shadow/settings';
import metadata from './block.json';

const limits = limitsFrom( metadata.attributes );
const fallback = defaultsFrom( metadata.attributes );

domReady( () => {
	document
		.querySelectorAll< HTMLElement >(
			'.wp-block-farol-box-shadow-generator[data-farol-shadow]'
		)
		.forEach( ( element ) => {
			const { idPrefix, defaults, current } = readServerMarkup(
				element,
				limits,
				fallback
			);
			createRoot( element ).render(
				<StandaloneGenerator
					initial={ current }
					defaults={ defaults }
					limits={ limits }
					idPrefix={ idPrefix }
				/>
			);
		} );
} );
