<?php
/**
 * Plugin Name: Farol e2e: read more
 * Description: Copied into the e2e site's mu-plugins by comments-read.spec.ts for its run: a
 * comment longer than 20 words is shown shortened with a "Read more" button.
 *
 * @package Farol
 */

declare(strict_types=1);

$farol_e2e_read_more = static function ( $value ) {
	return array_merge( is_array( $value ) ? $value : array(), array( 'read_more_words' => 20 ) );
};
add_filter( 'option_farol_comments', $farol_e2e_read_more );
add_filter( 'default_option_farol_comments', $farol_e2e_read_more );
