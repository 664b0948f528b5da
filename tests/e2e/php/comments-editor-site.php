<?php
/**
 * Plugin Name: Farol e2e comment editor site
 * Description: For comments-editor.spec.ts only (copied into mu-plugins for its run): a short
 * maximum comment length, so the counter's limits show quickly.
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
