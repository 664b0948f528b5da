/**
 * Registers the lead form block in the editor; block.json is the only source of its metadata.
 * No view script: the form posts without JavaScript, and its runtime comes with the lead form
 * block's own issue.
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

registerBlockType( metadata.name, {
	edit: Edit,
	// Dynamic block: render.php prints the chosen form's markup.
	save: () => null,
} );
