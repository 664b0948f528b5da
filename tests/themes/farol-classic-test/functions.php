<?php
/**
 * Farol Classic Test: what a classic theme declares.
 *
 * @package FarolClassicTest
 */

declare(strict_types=1);

add_action(
	'after_setup_theme',
	static function (): void {
		add_theme_support( 'title-tag' );
		add_theme_support( 'html5', array( 'comment-list', 'comment-form', 'search-form', 'gallery', 'caption', 'style', 'script' ) );
	}
);
