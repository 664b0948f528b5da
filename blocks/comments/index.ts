/**
 * Registers the comments block in the editor; block.json is the only source of its metadata.
 * The thread's markup is the server's (Comments\Render\CommentsBlock, the render callback
 * CommentsModule hands the block registry); the editor shows it through ServerSideRender.
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
	// Dynamic block: the server's render callback prints the thread.
	save: () => null,
} );
