<?php
/**
 * Server render of farol/comments: the post's comment area, printed by
 * Farol\Comments\Render\ThreadView (filter `farol_comments_markup`) inside the block's wrapper
 * attributes. The post is the block's context (a single-post template), else the current post.
 *
 * @package Farol
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    Inner content (none).
 * @var WP_Block            $block      Block instance.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_post_id = isset( $block->context['postId'] ) && is_numeric( $block->context['postId'] ) ? (int) $block->context['postId'] : (int) get_the_ID();

echo apply_filters( 'farol_comments_markup', '', $farol_post_id, get_block_wrapper_attributes( array( 'class' => 'farol-comments' ) ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- ThreadView escapes its output; the wrapper attributes are escaped by get_block_wrapper_attributes().
