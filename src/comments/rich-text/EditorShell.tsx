/**
 * What the editor shows: the toolbar, the address popover (link, image, video) under it when
 * asked, the writing area and, when asked, the source-code popup. Closing either gives the
 * focus back to the writing area.
 */
/**
 * External dependencies
 */
import { useState } from 'react';
import type { Editor } from '@tiptap/core';
import { EditorContent } from '@tiptap/react';
/**
 * Internal dependencies
 */
import type { AddressKind } from './address';
import AddressPopover from './AddressPopover';
import { siteHost } from './extensions/content';
import { currentLink, focusBack, insertAddress } from './insert-address';
import type { LabelKey } from './labels';
import SourceDialog from './SourceDialog';
import Toolbar from './Toolbar';

interface Props {
	editor: Editor;
	labels: Record< LabelKey, string >;
}

/**
 * The editor's interface.
 *
 * @param props        The editor and its texts.
 * @param props.editor The editor.
 * @param props.labels The texts.
 */
export default function EditorShell( { editor, labels }: Props ) {
	const [ sourceOpen, setSourceOpen ] = useState( false );
	const [ address, setAddress ] = useState< AddressKind | null >( null );
	const close = () => {
		setSourceOpen( false );
		setAddress( null );
		focusBack( editor );
	};
	return (
		<>
			<Toolbar
				editor={ editor }
				labels={ labels }
				address={ address }
				onAddress={ ( kind ) =>
					setAddress( address === kind ? null : kind )
				}
				onSourceCode={ () => setSourceOpen( true ) }
			/>
			{ address && (
				<AddressPopover
					key={ address }
					kind={ address }
					labels={ labels }
					initial={ address === 'link' ? currentLink( editor ) : '' }
					siteHost={ siteHost() }
					onCancel={ close }
					onInsert={ ( value, alt ) => {
						setAddress( null );
						insertAddress( editor, address, value, alt );
					} }
				/>
			) }
			<EditorContent
				editor={ editor }
				className="farol-editor__content"
			/>
			{ sourceOpen && (
				<SourceDialog
					labels={ labels }
					onClose={ close }
					onInsert={ ( code, language ) => {
						editor
							.chain()
							.focus()
							.insertContent( {
								type: 'codeBlock',
								attrs: { language: language || null },
								content: [ { type: 'text', text: code } ],
							} )
							.run();
						close();
					} }
				/>
			) }
		</>
	);
}
