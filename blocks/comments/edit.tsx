/**
 * WordPress dependencies
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import ServerSideRender from '@wordpress/server-side-render';

/**
 * Internal dependencies
 */
import metadata from './block.json';

/**
 * The editor's placeholder: the server's own markup of the thread (a template shows the
 * area of the post being previewed, or an empty area).
 *
 * @param props Block props.
 */
export default function Edit(
	props: BlockEditProps< Record< string, never > >
) {
	return (
		<div { ...useBlockProps() }>
			<ServerSideRender
				block={ metadata.name }
				attributes={ props.attributes }
			/>
		</div>
	);
}
