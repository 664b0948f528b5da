/**
 * The editor's visible texts come from the server: `options.phrases` (the widget's phrases,
 * Farol\Comments\PhrasesCatalogue, configured or translated there) holds every key below. The
 * English texts here are only the last resort of a page whose server sent no phrases (the
 * settings module off); no wp-i18n on a visitor's page (it would bring wp-hooks and, through
 * WordPress's registrations, the legacy polyfills).
 */

export type LabelKey = keyof ReturnType< typeof defaultLabels >;

/**
 * The texts when the server sent none.
 */
export const defaultLabels = () => ( {
	editor_toolbar: 'Formatting',
	editor_bold: 'Bold',
	editor_italic: 'Italic',
	editor_underline: 'Underline',
	editor_strike: 'Strikethrough',
	editor_link: 'Link',
	editor_link_prompt: 'Link address (empty removes the link)',
	editor_ordered_list: 'Numbered list',
	editor_bullet_list: 'Bulleted list',
	editor_heading: 'Heading',
	editor_paragraph: 'Paragraph',
	editor_blockquote: 'Quote',
	editor_code: 'Inline code',
	editor_image: 'Image',
	editor_image_prompt: 'Image address (https://…)',
	editor_image_alt_prompt: 'Image description',
	editor_video: 'Video',
	editor_video_prompt: 'Video address (YouTube, Vimeo or Dailymotion)',
	editor_formula: 'Formula (TeX)',
	editor_spoiler: 'Spoiler',
	editor_source_code: 'Source code',
	editor_source_language: 'Language',
	editor_source_insert: 'Insert',
	editor_cancel: 'Cancel',
	editor_indent: 'Indent',
	editor_outdent: 'Outdent',
	editor_invalid_address: 'That address cannot be used.',
	counter_remaining: '%d characters left',
	comment_too_short: 'The comment is too short.',
	reply_too_short: 'The reply is too short.',
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
