<?php
/**
 * A post's comment area: the only template of the area, filled by ThreadView (which prepared
 * every value: the container's attributes and the heading, the toolbar, the list, the load-more
 * button and the forms arrive as escaped HTML; the rest is
 * escaped here). Every line ends inside PHP so the area prints as one line, as the client's
 * tests and the canonical markup expect.
 *
 * @package Farol
 *
 * @var array{attributes: string, props: string, heading: string, tools: string, rating: string, subscribe: string, open: bool, form: string, toolbar: string, list: string, more: string, reply: string} $farol_area
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

// phpcs:disable WordPress.Security.EscapeOutput.OutputNotEscaped,Squiz.PHP.EmbeddedPhp.ContentBeforeOpen -- attributes, heading, rating, toolbar, forms, list and button are escaped HTML from ThreadView and its renderers; the area prints as one line, so the last tag opens PHP after the markup.
?>
<section <?php echo $farol_area['attributes']; ?> id="wpdcom" data-farol-props="<?php echo esc_attr( $farol_area['props'] ); ?>" aria-labelledby="farol-comments-title"><h2 class="farol-comments__title" id="farol-comments-title"><?php echo $farol_area['heading']; ?></h2><?php if ( '' !== $farol_area['tools'] ) : ?>
<div class="farol-comments__tools" data-farol-slot="tools"><?php echo $farol_area['tools']; ?></div><?php endif; ?>
<?php echo $farol_area['rating']; ?><?php echo $farol_area['subscribe']; ?><div class="farol-comments__form" data-farol-slot="main-form"><?php echo $farol_area['form']; ?></div><?php if ( ! $farol_area['open'] ) : ?>
<p class="farol-comments__closed"><?php esc_html_e( 'Comments are closed.', 'farol' ); ?></p><?php endif; ?>
<div class="farol-comments__toolbar" data-farol-slot="toolbar"><?php echo $farol_area['toolbar']; ?></div><div class="farol-comments__list" id="wpd-threads" data-farol-slot="list" role="list"><?php echo $farol_area['list']; ?></div><div class="farol-comments__more" data-farol-slot="load-more"><?php echo $farol_area['more']; ?></div><div class="farol-comments__messages-slot" data-farol-slot="messages" aria-live="polite"></div><?php if ( '' !== $farol_area['reply'] ) : ?>
<template id="wpd-reply-template"><?php echo $farol_area['reply']; ?></template><?php endif; ?>
</section><?php
