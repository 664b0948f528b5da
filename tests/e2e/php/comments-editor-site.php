<?php
/**
 * Plugin Name: Farol e2e comment editor site
 * Description: For comments-editor.spec.ts only (copied into mu-plugins for its run): a short
 * maximum comment length, so the counter's limits show quickly, and, while the comment form's
 * own module is not in the build, the agreed form markup in the main-form slot.
 *
 * @package Farol
 */

declare(strict_types=1);

$farol_e2e_limits = static function ( $value ) {
	return array_merge( is_array( $value ) ? $value : array(), array( 'comment_max_length' => 40 ) );
};
add_filter( 'option_farol_comments', $farol_e2e_limits );
add_filter( 'default_option_farol_comments', $farol_e2e_limits );

add_filter(
	'farol_comments_main_form_html',
	static function ( $html, $post ) {
		if ( '' !== $html || ! $post instanceof WP_Post ) {
			return $html;
		}
		return '<form class="farol-comment-form" data-farol-form="main" data-uniqueid="0_0" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">'
			. '<div id="wpd-editor-0_0" class="farol-editor" data-farol-slot="editor"><textarea name="wc_comment" required aria-label="Comment"></textarea></div>'
			. '<span data-farol-slot="counter" aria-live="polite"></span>'
			. '<input type="hidden" name="wpdiscuz_unique_id" value="0_0"><input type="hidden" name="wpd_comment_depth" value="1">'
			. '<input type="hidden" name="postId" value="' . (int) $post->ID . '">'
			. '<button type="submit" data-farol-action="submit">Send</button></form>';
	},
	20,
	2
);

add_filter(
	'farol_comments_client_props',
	static function ( $props ) {
		if ( is_array( $props ) && ! isset( $props['limits'] ) ) {
			$props['limits'] = array(
				'commentMin' => 0,
				'commentMax' => 40,
				'replyMin'   => 0,
				'replyMax'   => 0,
			);
		}
		return $props;
	},
	20
);
