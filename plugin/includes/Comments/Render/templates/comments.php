<?php
/**
 * The comments template that replaces a theme's comments.php when the setting asks: the
 * widget's comment area for the current post (filter `farol_comments_markup`).
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

echo apply_filters( 'farol_comments_markup', '', get_the_ID(), '' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- ThreadView escapes its output.
