/**
 * Front end: mounts the generator into each block render.php printed, through the shared
 * mount helper (deferred until the block nears the viewport, is touched, or the browser is
 * idle; props from `data-farol-props`, the words included, so the script needs no wp-i18n;
 * the server's markup back if anything throws). The copy control is a button, so a click on
 * it before the script arrives is queued by the loader and replayed once the generator is
 * mounted: it copies and confirms in the page's language.
 *
 * render.php and the Generator component draw the same markup (the editor needs the
 * component too); tests/fixtures/box-shadow/markup-cases.json proves they agree.
 */

/**
 * External dependencies
 */
import { readControls } from '@farol/box-shadow/controls';
import { StandaloneGenerator } from '@farol/box-shadow/generator';
import { boxShadowProps } from '@farol/box-shadow/props';
import { limitsFrom } from '@farol/box-shadow/settings';
import { mountBlocks } from '@farol/lib/mount';
/**
 * Internal dependencies
 */
import metadata from './block.json';

const limits = limitsFrom( metadata.attributes );

mountBlocks( {
	selector: '.wp-block-farol-box-shadow',
	props: boxShadowProps( limits ),
	render: ( { id, shadow, words }, container ) => (
		<StandaloneGenerator
			initial={ readControls( container, limits, shadow ) }
			defaults={ shadow }
			limits={ limits }
			idPrefix={ id }
			words={ words }
		/>
	),
} );
