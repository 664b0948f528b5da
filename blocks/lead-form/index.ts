/**
 * Registers the lead form block in the editor; block.json is the only source of its metadata.
 * The front end's runtime is the view script (view.tsx); without it the form still posts.
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
	// Dynamic block: the server's render callback prints the chosen form's markup.
	save: () => null,
} );
