/**
 * Registers the countdown block in the editor; block.json is the only source of its metadata.
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
	// Dynamic block: render.php prints the markup from the stored target.
	save: () => null,
} );
