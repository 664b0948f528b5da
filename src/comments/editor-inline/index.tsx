/**
 * The block editor's format "Discussable passage" (`farol/inline-comment`, script
 * `apps/comments/editor-inline`): an editor selects words in any rich text and marks them, which
 * saves `<span class="farol-inline" data-farol-inline="{id}">…</span>` (Farol\Comments\Inline\
 * InlineMarker). The id is made once, when the passage is marked, and stays in the markup, so
 * it is the same across saves; the same button on a marked passage unmarks it. Core's KSES keeps
 * the span and its `data-*` attribute for editors without unfiltered_html.
 */
/**
 * WordPress dependencies
 */
import { RichTextToolbarButton } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import {
	applyFormat,
	registerFormatType,
	removeFormat,
	type RichTextValue,
} from '@wordpress/rich-text';

export const FORMAT = 'farol/inline-comment';

/**
 * A new inline form id: 8 lowercase letters and digits.
 */
export function newFormId(): string {
	const bytes = new Uint8Array( 8 );
	window.crypto.getRandomValues( bytes );
	return Array.from( bytes, ( byte ) =>
		'abcdefghijklmnopqrstuvwxyz0123456789'.charAt( byte % 36 )
	).join( '' );
}

interface EditProps {
	isActive: boolean;
	value: RichTextValue;
	onChange: ( value: RichTextValue ) => void;
}

/**
 * The toolbar button.
 *
 * @param props The format's edit properties.
 */
function Edit( props: EditProps ) {
	const { isActive, value, onChange } = props;
	return (
		<RichTextToolbarButton
			icon="admin-comments"
			title={ __( 'Discussable passage', 'farol' ) }
			isActive={ isActive }
			onClick={ () =>
				onChange(
					isActive
						? removeFormat( value, FORMAT )
						: applyFormat( value, {
								type: FORMAT,
								attributes: { formId: newFormId() },
						  } as Parameters< typeof applyFormat >[ 1 ] ) // The package's type omits a format's attributes.
				)
			}
		/>
	);
}

// A variable, not a literal: the package's WPFormat type omits `attributes`, which core reads.
const settings = {
	name: FORMAT,
	title: __( 'Discussable passage', 'farol' ),
	tagName: 'span',
	className: 'farol-inline',
	interactive: false,
	attributes: { formId: 'data-farol-inline' },
	edit: Edit,
};
registerFormatType( FORMAT, settings );
