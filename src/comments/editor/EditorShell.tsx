/**
 * What the editor shows: the toolbar, the writing area and, when asked, the source-code
 * popup.
 */
/**
 * External dependencies
 */
import type { Editor } from '@tiptap/core';
import { EditorContent } from '@tiptap/react';
/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';
/**
 * Internal dependencies
 */
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
	const close = () => {
		setSourceOpen( false );
		editor.commands.focus();
	};
	return (
		<>
			<Toolbar
				editor={ editor }
				labels={ labels }
				onSourceCode={ () => setSourceOpen( true ) }
			/>
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
