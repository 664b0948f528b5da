/**
 * One markup, two renderers: render.php prints the generator for the page, and the Generator
 * component draws the same markup (the editor's canvas and the mounted front end need it).
 * tests/fixtures/box-shadow/markup-cases.json holds, per set of block attributes, the markup
 * in canonical form (tests/unit/canonical-markup.ts); PHPUnit checks render.php against the
 * same file (tests/php/Blocks/BoxShadowMarkupTest.php), so the two cannot drift apart.
 */

/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { StandaloneGenerator } from '@farol/box-shadow/generator';
import {
	defaultsFrom,
	limitsFrom,
	normalizeShadow,
} from '@farol/box-shadow/settings';
import metadata from '../../../blocks/box-shadow/block.json';
import words from '../../fixtures/box-shadow/words.json';
import fixtures from '../../fixtures/box-shadow/markup-cases.json';
import { canonicalMarkup } from '../canonical-markup';

const limits = limitsFrom( metadata.attributes );
const defaults = defaultsFrom( metadata.attributes );
const ID = 'farol-box-shadow-fixture';

describe( 'the Generator component draws what render.php prints', () => {
	it.each( fixtures.cases.map( ( fixture ) => [ fixture.name, fixture ] ) )(
		'%s',
		( _name, fixture ) => {
			const shadow = normalizeShadow(
				fixture.attributes,
				limits,
				defaults
			);
			// The DOM React builds in the browser (its first render, before any effect).
			const { container } = render(
				<StandaloneGenerator
					initial={ shadow }
					defaults={ shadow }
					limits={ limits }
					idPrefix={ ID }
					words={ words }
				/>
			);
			expect( canonicalMarkup( container.innerHTML, ID ) ).toEqual(
				fixture.markup
			);
		}
	);
} );
