/**
 * Registers the contact form block in the editor; block.json is the only source of its
 * metadata. The form's markup is the server's (render.php) and posts without JavaScript.
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

registerBlockType( metadata.name, {
	edit: Edit,
	// Dynamic block: render.php prints the chosen form's markup.
	save: () => null,
} );
