<?php
/**
 * The comment editor's texts for the client.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Content;

/**
 * The editor's toolbar and prompt texts, translated on the server and added to the client's
 * `phrases` (seam `farol_comments_client_props`): the editor is a lazily loaded chunk that
 * WordPress loads no script translations for, so it takes its texts from `options.phrases`
 * (keys `editor_*`, the same as src/comments/editor/labels.ts, whose English texts are only
 * the fallback outside WordPress).
 */
final class EditorPhrases {

	/**
	 * The texts by key.
	 *
	 * @return array<string,string>
	 */
	public static function all(): array {
		return array(
			'editor_toolbar'          => __( 'Formatting', 'farol' ),
			'editor_bold'             => __( 'Bold', 'farol' ),
			'editor_italic'           => __( 'Italic', 'farol' ),
			'editor_underline'        => __( 'Underline', 'farol' ),
			'editor_strike'           => __( 'Strikethrough', 'farol' ),
			'editor_link'             => __( 'Link', 'farol' ),
			'editor_link_prompt'      => __( 'Link address (empty removes the link)', 'farol' ),
			'editor_ordered_list'     => __( 'Numbered list', 'farol' ),
			'editor_bullet_list'      => __( 'Bulleted list', 'farol' ),
			'editor_heading'          => __( 'Heading', 'farol' ),
			'editor_paragraph'        => __( 'Paragraph', 'farol' ),
			'editor_blockquote'       => __( 'Quote', 'farol' ),
			'editor_code'             => __( 'Inline code', 'farol' ),
			'editor_image'            => __( 'Image', 'farol' ),
			'editor_image_prompt'     => __( 'Image address (https://…)', 'farol' ),
			'editor_image_alt_prompt' => __( 'Image description', 'farol' ),
			'editor_video'            => __( 'Video', 'farol' ),
			'editor_video_prompt'     => __( 'Video address (YouTube, Vimeo or Dailymotion)', 'farol' ),
			'editor_formula'          => __( 'Formula (TeX)', 'farol' ),
			'editor_spoiler'          => __( 'Spoiler', 'farol' ),
			'editor_source_code'      => __( 'Source code', 'farol' ),
			'editor_source_language'  => __( 'Language', 'farol' ),
			'editor_source_insert'    => __( 'Insert', 'farol' ),
			'editor_cancel'           => __( 'Cancel', 'farol' ),
			'editor_indent'           => __( 'Indent', 'farol' ),
			'editor_outdent'          => __( 'Outdent', 'farol' ),
			'editor_invalid_address'  => __( 'That address cannot be used.', 'farol' ),
		);
	}

	/**
	 * Adds the texts to the client's phrases, keeping any phrase already there.
	 *
	 * @param mixed $props The client's props.
	 * @return mixed
	 */
	public static function add_to_props( $props ) {
		if ( ! is_array( $props ) ) {
			return $props;
		}
		$phrases          = isset( $props['phrases'] ) && is_array( $props['phrases'] ) ? $props['phrases'] : array();
		$props['phrases'] = $phrases + self::all();
		return $props;
	}
}
