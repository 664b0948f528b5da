<?php
/**
 * Title: Contact section
 * Slug: farol/contact-section
 * Categories: farol, call-to-action
 * Keywords: contact, form, address
 * Viewport Width: 1400
 * Description: How to reach the company, next to the Farol contact form.
 *
 * The form is the Farol plugin's block; without the plugin it renders nothing and its card
 * is hidden by the stylesheet.
 *
 * @package Farol
 */

declare(strict_types=1);

?>
<!-- wp:group {"anchor":"contato","align":"full","className":"farol-section farol-contact","style":{"spacing":{"padding":{"top":"var:preset|spacing|70","bottom":"var:preset|spacing|70"},"margin":{"top":"0","bottom":"0"}}},"backgroundColor":"base-2","layout":{"type":"constrained"}} -->
<div id="contato" class="wp-block-group alignfull farol-section farol-contact has-base-2-background-color has-background" style="margin-top:0;margin-bottom:0;padding-top:var(--wp--preset--spacing--70);padding-bottom:var(--wp--preset--spacing--70)"><!-- wp:columns {"align":"wide","style":{"spacing":{"blockGap":{"top":"var:preset|spacing|50","left":"var:preset|spacing|60"}}}} -->
<div class="wp-block-columns alignwide"><!-- wp:column {"width":"40%"} -->
<div class="wp-block-column" style="flex-basis:40%"><!-- wp:paragraph {"className":"farol-eyebrow"} -->
<p class="farol-eyebrow"><?php esc_html_e( 'Contact', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:heading {"fontSize":"xx-large"} -->
<h2 class="wp-block-heading has-xx-large-font-size"><?php esc_html_e( 'Talk to us', 'farol' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"textColor":"contrast-2","fontSize":"large"} -->
<p class="has-contrast-2-color has-text-color has-large-font-size"><?php esc_html_e( 'Questions, proposals or partnerships: write to us and we answer within one business day.', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:group {"className":"farol-contact__details","style":{"spacing":{"blockGap":"var:preset|spacing|30","margin":{"top":"var:preset|spacing|50"}}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group farol-contact__details" style="margin-top:var(--wp--preset--spacing--50)"><!-- wp:paragraph -->
<p><strong><?php esc_html_e( 'Address', 'farol' ); ?></strong><br>Av. Beira-Mar Norte, 2000, sala 801 — Florianópolis, SC</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph -->
<p><strong><?php esc_html_e( 'Phone', 'farol' ); ?></strong><br><a href="tel:+554830001234">(48) 3000-1234</a></p>
<!-- /wp:paragraph -->

<!-- wp:paragraph -->
<p><strong><?php esc_html_e( 'Email', 'farol' ); ?></strong><br><a href="mailto:contato@farol.example">contato@farol.example</a></p>
<!-- /wp:paragraph -->

<!-- wp:paragraph -->
<p><strong><?php esc_html_e( 'Opening hours', 'farol' ); ?></strong><br><?php esc_html_e( 'Monday to Friday, 9 am to 6 pm', 'farol' ); ?></p>
<!-- /wp:paragraph --></div>
<!-- /wp:group --></div>
<!-- /wp:column -->

<!-- wp:column {"width":"60%"} -->
<div class="wp-block-column" style="flex-basis:60%"><!-- wp:group {"className":"farol-form-card","style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50","left":"var:preset|spacing|50","right":"var:preset|spacing|50"}}},"backgroundColor":"base","layout":{"type":"constrained"}} -->
<div class="wp-block-group farol-form-card has-base-background-color has-background" style="padding-top:var(--wp--preset--spacing--50);padding-right:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50);padding-left:var(--wp--preset--spacing--50)"><!-- wp:farol/contact-form /--></div>
<!-- /wp:group --></div>
<!-- /wp:column --></div>
<!-- /wp:columns --></div>
<!-- /wp:group -->
