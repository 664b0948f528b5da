/**
 * Registers the contact form block in the editor; block.json is the only source of its
 * metadata. The form's markup is the server's (ContactFormModule's render callback) and posts without JavaScript.
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
	// Dynamic block: the server's render callback prints the chosen form's markup.
	save: () => null,
} );
