/**
 * The generator's words in the block editor (the same English source render.php words the
 * visitor's page with; the editor loads wp-i18n anyway).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { GeneratorWords } from './words';

/**
 * The words, translated.
 */
export const editorWords = (): GeneratorWords => ( {
	settings: __( 'Shadow settings', 'farol' ),
	horizontal: __( 'Horizontal offset', 'farol' ),
	vertical: __( 'Vertical offset', 'farol' ),
	blur: __( 'Blur', 'farol' ),
	spread: __( 'Spread', 'farol' ),
	color: __( 'Shadow color', 'farol' ),
	opacity: __( 'Opacity', 'farol' ),
	inset: __( 'Inset shadow (inside the box)', 'farol' ),
	reset: __( 'Restore defaults', 'farol' ),
	preview: __( 'Shadow preview', 'farol' ),
	output: __( 'Generated CSS', 'farol' ),
	copy: __( 'Copy', 'farol' ),
	hint: __( 'Click the rule, or press Enter on it, to copy it.', 'farol' ),
	copied: __( 'Rule copied to the clipboard!', 'farol' ),
	copyFailed: __(
		'Could not copy automatically. The rule is selected: press Ctrl+C (⌘+C on a Mac) to copy it.',
		'farol'
	),
} );
