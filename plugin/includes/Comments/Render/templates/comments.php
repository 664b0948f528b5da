<?php
/**
 * The comments template that replaces a theme's comments.php when the setting asks: the
 * `farol/comments` block rendered for the current post, so that on any theme WordPress also
 * loads the block's view script and style, as it does where the block sits in a template.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

echo render_block( // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the block's render callback (ThreadView) escapes its output.
	array(
		'blockName'    => 'farol/comments',
		'attrs'        => array(),
		'innerBlocks'  => array(),
		'innerHTML'    => '',
		'innerContent' => array(),
	)
);
