/**
 * The source-code popup: an overlay with a textarea, a language menu and an insert button;
 * the code goes into the comment as a code block (highlighted while writing and where the
 * comment is shown). Escape or Cancel closes it and gives the focus back to the editor.
 */

/**
 * External dependencies
 */
import { useEffect, useRef, useState } from 'react';
/**
 * Internal dependencies
 */
import type { LabelKey } from './labels';

interface Props {
	labels: Record< LabelKey, string >;
	onInsert: ( code: string, language: string ) => void;
	onClose: () => void;
}

/**
 * The popup.
 *
 * @param props          Texts and what to do.
 * @param props.labels   The texts.
 * @param props.onInsert Inserts the code as a code block.
 * @param props.onClose  Closes the popup.
 */
export default function SourceDialog( { labels, onInsert, onClose }: Props ) {
	const [ code, setCode ] = useState( '' );
	const [ language, setLanguage ] = useState( '' );
	const [ languages, setLanguages ] = useState< string[] >( [] );
	const area = useRef< HTMLTextAreaElement >( null );
	useEffect( () => {
		area.current?.focus();
		// The language list comes with lowlight, loaded when the popup first opens.
		import(
			/* webpackChunkName: "comments-highlighter" */ './highlighter'
		).then( ( module ) => setLanguages( module.LANGUAGES ) );
	}, [] );
	return (
		<div className="farol-editor__overlay">
			{ /* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes a modal dialog, wherever the focus is inside it. */ }
			<div
				className="farol-editor__dialog"
				role="dialog"
				aria-modal="true"
				aria-label={ labels.editor_source_code }
				onKeyDown={ ( event ) => {
					if ( event.key === 'Escape' ) {
						event.preventDefault();
						onClose();
					}
				} }
			>
				<textarea
					ref={ area }
					className="farol-editor__source-input"
					aria-label={ labels.editor_source_code }
					value={ code }
					rows={ 10 }
					spellCheck={ false }
					onChange={ ( event ) => setCode( event.target.value ) }
				/>
				<div className="farol-editor__dialog-actions">
					<select
						aria-label={ labels.editor_source_language }
						value={ language }
						onChange={ ( event ) =>
							setLanguage( event.target.value )
						}
					>
						<option value="">
							{ labels.editor_source_language }
						</option>
						{ languages.map( ( name ) => (
							<option key={ name } value={ name }>
								{ name }
							</option>
						) ) }
					</select>
					<button type="button" onClick={ onClose }>
						{ labels.editor_cancel }
					</button>
					<button
						type="button"
						className="farol-editor__insert"
						disabled={ code.trim() === '' }
						onClick={ () => onInsert( code, language ) }
					>
						{ labels.editor_source_insert }
					</button>
				</div>
			</div>
		</div>
	);
}
