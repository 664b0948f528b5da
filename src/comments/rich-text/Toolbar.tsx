/**
 * The editor's toolbar: real buttons with inline SVG icons and their own labels
 * (aria-pressed for marks and blocks, aria-expanded for those opening the address popover),
 * and a heading menu. Arrow keys are not trapped: Tab moves through the buttons like any form.
 */
/**
 * External dependencies
 */
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
/**
 * Internal dependencies
 */
import type { AddressKind } from './address';
import Icon from './icons';
import type { LabelKey } from './labels';

interface Props {
	editor: Editor;
	labels: Record< LabelKey, string >;
	/** The address popover open now, if any. */
	address: AddressKind | null;
	onAddress: ( kind: AddressKind ) => void;
	onSourceCode: () => void;
}

const MARKS = [
	[ 'bold', 'editor_bold' ],
	[ 'italic', 'editor_italic' ],
	[ 'underline', 'editor_underline' ],
	[ 'strike', 'editor_strike' ],
	[ 'code', 'editor_code' ],
	[ 'spoiler', 'editor_spoiler' ],
	[ 'latex', 'editor_formula' ],
] as const;

const BLOCKS = [
	[ 'orderedList', 'editor_ordered_list' ],
	[ 'bulletList', 'editor_bullet_list' ],
	[ 'blockquote', 'editor_blockquote' ],
] as const;

/**
 * Toggles a mark or a block by name.
 *
 * @param editor The editor.
 * @param name   The extension's name.
 */
function toggle( editor: Editor, name: string ): void {
	const chain = editor.chain().focus();
	const commands: Record< string, () => typeof chain > = {
		bold: () => chain.toggleBold(),
		italic: () => chain.toggleItalic(),
		underline: () => chain.toggleUnderline(),
		strike: () => chain.toggleStrike(),
		code: () => chain.toggleCode(),
		spoiler: () => chain.toggleSpoiler(),
		latex: () => chain.toggleLatex(),
		orderedList: () => chain.toggleOrderedList(),
		bulletList: () => chain.toggleBulletList(),
		blockquote: () => chain.toggleBlockquote(),
	};
	commands[ name ]?.().run();
}

/**
 * The toolbar.
 *
 * @param props              The editor and the texts.
 * @param props.editor       The editor.
 * @param props.labels       The texts.
 * @param props.address      The address popover open now, if any.
 * @param props.onAddress    Opens the address popover of a kind.
 * @param props.onSourceCode Opens the source-code popup.
 */
export default function Toolbar( {
	editor,
	labels,
	address,
	onAddress,
	onSourceCode,
}: Props ) {
	const state = useEditorState( {
		editor,
		selector: ( { editor: current } ) => ( {
			active: Object.fromEntries(
				[ ...MARKS, ...BLOCKS, [ 'link' ] ].map( ( [ name ] ) => [
					name,
					current.isActive( name ),
				] )
			) as Record< string, boolean >,
			heading:
				[ 1, 2, 3, 4, 5, 6 ].find( ( level ) =>
					current.isActive( 'heading', { level } )
				) ?? 0,
		} ),
	} );
	const button = (
		name: string,
		label: string,
		pressed?: boolean,
		onClick?: () => void
	) => (
		<button
			key={ name }
			type="button"
			className={ `farol-editor__button farol-editor__button--${ name }` }
			aria-label={ label }
			title={ label }
			aria-pressed={ pressed }
			data-farol-editor-action={ name }
			onMouseDown={ ( event ) => event.preventDefault() }
			onClick={ onClick ?? ( () => toggle( editor, name ) ) }
		>
			<Icon name={ name } />
		</button>
	);
	// A button opening the address popover says whether it is open.
	const addressButton = (
		kind: AddressKind,
		label: string,
		pressed?: boolean
	) => (
		<button
			key={ kind }
			type="button"
			className={ `farol-editor__button farol-editor__button--${ kind }` }
			aria-label={ label }
			title={ label }
			aria-pressed={ pressed }
			aria-expanded={ address === kind }
			data-farol-editor-action={ kind }
			onMouseDown={ ( event ) => event.preventDefault() }
			onClick={ () => onAddress( kind ) }
		>
			<Icon name={ kind } />
		</button>
	);
	return (
		<div
			className="farol-editor__toolbar"
			role="toolbar"
			aria-label={ labels.editor_toolbar }
		>
			{ MARKS.map( ( [ name, key ] ) =>
				button( name, labels[ key ], state.active[ name ] ?? false )
			) }
			{ addressButton(
				'link',
				labels.editor_link,
				state.active.link ?? false
			) }
			<select
				className="farol-editor__heading"
				aria-label={ labels.editor_heading }
				data-farol-editor-action="heading"
				value={ state.heading }
				onChange={ ( event ) => {
					const level = Number( event.target.value );
					const chain = editor.chain().focus();
					( level > 0
						? chain.setHeading( {
								level: level as 1 | 2 | 3 | 4 | 5 | 6,
						  } )
						: chain.setParagraph()
					).run();
				} }
			>
				<option value={ 0 }>{ labels.editor_paragraph }</option>
				{ [ 1, 2, 3, 4, 5, 6 ].map( ( level ) => (
					<option
						key={ level }
						value={ level }
					>{ `H${ level }` }</option>
				) ) }
			</select>
			{ BLOCKS.map( ( [ name, key ] ) =>
				button( name, labels[ key ], state.active[ name ] ?? false )
			) }
			{ button( 'outdent', labels.editor_outdent, undefined, () =>
				editor.chain().focus().outdent().run()
			) }
			{ button( 'indent', labels.editor_indent, undefined, () =>
				editor.chain().focus().indent().run()
			) }
			{ addressButton( 'image', labels.editor_image ) }
			{ addressButton( 'video', labels.editor_video ) }
			{ button(
				'source-code',
				labels.editor_source_code,
				undefined,
				onSourceCode
			) }
		</div>
	);
}
