/**
 * The editor's toolbar: real buttons (aria-pressed for marks), a heading menu, and the
 * prompts for links, images, videos and formulas. Arrow keys are not trapped: Tab moves
 * through the buttons like any form.
 */
/**
 * External dependencies
 */
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
/**
 * Internal dependencies
 */
import type { LabelKey } from './labels';
import { videoEmbedSrc, isImageSrc } from './rules';

interface Props {
	editor: Editor;
	labels: Record< LabelKey, string >;
	onSourceCode: () => void;
}

const MARKS = [
	[ 'bold', 'editor_bold', 'B' ],
	[ 'italic', 'editor_italic', 'I' ],
	[ 'underline', 'editor_underline', 'U' ],
	[ 'strike', 'editor_strike', 'S' ],
	[ 'code', 'editor_code', '</>' ],
	[ 'spoiler', 'editor_spoiler', '▒' ],
	[ 'latex', 'editor_formula', '∑' ],
] as const;

const BLOCKS = [
	[ 'orderedList', 'editor_ordered_list', '1.' ],
	[ 'bulletList', 'editor_bullet_list', '•' ],
	[ 'blockquote', 'editor_blockquote', '❝' ],
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
 * Asks for a link address and sets or removes the link on the selection.
 *
 * @param editor The editor.
 * @param labels The texts.
 */
function promptLink( editor: Editor, labels: Props[ 'labels' ] ): void {
	const current = String( editor.getAttributes( 'link' ).href ?? '' );
	// eslint-disable-next-line no-alert -- a plain, accessible prompt; no custom dialog needed.
	const href = window.prompt( labels.editor_link_prompt, current );
	if ( href === null ) {
		return;
	}
	const chain = editor.chain().focus().extendMarkRange( 'link' );
	if ( href.trim() === '' ) {
		chain.unsetLink().run();
	} else if ( ! chain.setLink( { href: href.trim() } ).run() ) {
		// eslint-disable-next-line no-alert -- tells why nothing happened.
		window.alert( labels.editor_invalid_address );
	}
}

/**
 * Asks for an image address and its description, and inserts it.
 *
 * @param editor The editor.
 * @param labels The texts.
 */
function promptImage( editor: Editor, labels: Props[ 'labels' ] ): void {
	// eslint-disable-next-line no-alert -- see promptLink().
	const src = window.prompt( labels.editor_image_prompt, 'https://' )?.trim();
	if ( ! src ) {
		return;
	}
	if ( ! isImageSrc( src ) ) {
		// eslint-disable-next-line no-alert -- tells why nothing happened.
		window.alert( labels.editor_invalid_address );
		return;
	}
	// eslint-disable-next-line no-alert -- see promptLink().
	const alt = window.prompt( labels.editor_image_alt_prompt, '' ) ?? '';
	editor.chain().focus().setImage( { src, alt } ).run();
}

/**
 * Asks for a video page's address and embeds it.
 *
 * @param editor The editor.
 * @param labels The texts.
 */
function promptVideo( editor: Editor, labels: Props[ 'labels' ] ): void {
	// eslint-disable-next-line no-alert -- see promptLink().
	const url = window.prompt( labels.editor_video_prompt, 'https://' )?.trim();
	if ( ! url ) {
		return;
	}
	if ( ! videoEmbedSrc( url ) ) {
		// eslint-disable-next-line no-alert -- tells why nothing happened.
		window.alert( labels.editor_invalid_address );
		return;
	}
	editor.chain().focus().insertVideo( url ).run();
}

/**
 * The toolbar.
 *
 * @param props              The editor and the texts.
 * @param props.editor       The editor.
 * @param props.labels       The texts.
 * @param props.onSourceCode Opens the source-code popup.
 */
export default function Toolbar( { editor, labels, onSourceCode }: Props ) {
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
		text: string,
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
			<span aria-hidden="true">{ text }</span>
		</button>
	);
	return (
		<div
			className="farol-editor__toolbar"
			role="toolbar"
			aria-label={ labels.editor_toolbar }
		>
			{ MARKS.map( ( [ name, key, text ] ) =>
				button(
					name,
					labels[ key ],
					text,
					state.active[ name ] ?? false
				)
			) }
			{ button(
				'link',
				labels.editor_link,
				'🔗',
				state.active.link ?? false,
				() => promptLink( editor, labels )
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
			{ BLOCKS.map( ( [ name, key, text ] ) =>
				button(
					name,
					labels[ key ],
					text,
					state.active[ name ] ?? false
				)
			) }
			{ button( 'outdent', labels.editor_outdent, '⇤', undefined, () =>
				editor.chain().focus().outdent().run()
			) }
			{ button( 'indent', labels.editor_indent, '⇥', undefined, () =>
				editor.chain().focus().indent().run()
			) }
			{ button( 'image', labels.editor_image, '🖼', undefined, () =>
				promptImage( editor, labels )
			) }
			{ button( 'video', labels.editor_video, '▶', undefined, () =>
				promptVideo( editor, labels )
			) }
			{ button(
				'source-code',
				labels.editor_source_code,
				'{ }',
				undefined,
				onSourceCode
			) }
		</div>
	);
}
