<?php
/**
 * The comments template when the post's comment area is on the page already (a theme that
 * calls comments_template() twice, or a block template that also holds core's comments block):
 * nothing, so the page has one area.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;
