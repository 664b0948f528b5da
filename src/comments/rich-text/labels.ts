/**
 * The editor's visible texts. Each can be overridden by a phrase of the same key in
 * `options.phrases` (the widget's configurable phrases), else it is the translated default.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export type LabelKey = keyof ReturnType< typeof defaultLabels >;

/**
 * The translated defaults.
 */
export const defaultLabels = () => ( {
	editor_toolbar: __( 'Formatting', 'farol' ),
	editor_bold: __( 'Bold', 'farol' ),
	editor_italic: __( 'Italic', 'farol' ),
	editor_underline: __( 'Underline', 'farol' ),
	editor_strike: __( 'Strikethrough', 'farol' ),
	editor_link: __( 'Link', 'farol' ),
	editor_link_prompt: __( 'Link address (empty removes the link)', 'farol' ),
	editor_ordered_list: __( 'Numbered list', 'farol' ),
	editor_bullet_list: __( 'Bulleted list', 'farol' ),
	editor_heading: __( 'Heading', 'farol' ),
	editor_paragraph: __( 'Paragraph', 'farol' ),
	editor_blockquote: __( 'Quote', 'farol' ),
	editor_code: __( 'Inline code', 'farol' ),
	editor_image: __( 'Image', 'farol' ),
	editor_image_prompt: __( 'Image address (https://…)', 'farol' ),
	editor_image_alt_prompt: __( 'Image description', 'farol' ),
	editor_video: __( 'Video', 'farol' ),
	editor_video_prompt: __(
		'Video address (YouTube, Vimeo or Dailymotion)',
		'farol'
	),
	editor_formula: __( 'Formula (TeX)', 'farol' ),
	editor_spoiler: __( 'Spoiler', 'farol' ),
	editor_source_code: __( 'Source code', 'farol' ),
	editor_source_language: __( 'Language', 'farol' ),
	editor_source_insert: __( 'Insert', 'farol' ),
	editor_cancel: __( 'Cancel', 'farol' ),
	editor_indent: __( 'Indent', 'farol' ),
	editor_outdent: __( 'Outdent', 'farol' ),
	editor_invalid_address: __( 'That address cannot be used.', 'farol' ),
	/* translators: %d: how many characters can still be written. */
	counter_remaining: __( '%d characters left', 'farol' ),
	comment_too_short: __( 'The comment is too short.', 'farol' ),
	reply_too_short: __( 'The reply is too short.', 'farol' ),
} );

/**
 * The texts, with the given phrases winning.
 *
 * @param phrases Configured phrases by key.
 */
export function editorLabels(
	phrases: Record< string, string >
): Record< LabelKey, string > {
	const labels = defaultLabels();
	for ( const key of Object.keys( labels ) as LabelKey[] ) {
		const phrase = phrases[ key ];
		if ( typeof phrase === 'string' && phrase !== '' ) {
			labels[ key ] = phrase;
		}
	}
	return labels;
}
