/**
 * Registers the box-shadow generator in the editor; block.json is the only source of its
 * metadata, ranges and defaults.
 */

/**
 * WordPress dependencies
 */
import { registerBlockType } from '@wordpress/blocks';

/**
 * Internal dependencies
 */
import metadata from './block.json';
import Edit from './edit';
import './style.scss';
import './editor.scss';

registerBlockType( metadata.name, {
	edit: Edit,
	// Dynamic block: render.php prints the generator from the stored starting values.
	save: () => null,
} );
