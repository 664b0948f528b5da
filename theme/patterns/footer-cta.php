<?php
/**
 * Title: Footer call to action
 * Slug: farol/footer-cta
 * Categories: farol, call-to-action
 * Keywords: call to action, contact
 * Viewport Width: 1400
 * Description: A closing band that invites the visitor to talk to a specialist.
 *
 * @package Farol
 */

declare(strict_types=1);

?>
<!-- wp:group {"align":"full","className":"farol-section farol-cta farol-lazy farol-lazy--beam","style":{"spacing":{"padding":{"top":"var:preset|spacing|70","bottom":"var:preset|spacing|70"},"margin":{"top":"0","bottom":"0"}}},"backgroundColor":"contrast","textColor":"base","layout":{"type":"constrained","contentSize":"760px"}} -->
<div class="wp-block-group alignfull farol-section farol-cta farol-lazy farol-lazy--beam has-base-color has-contrast-background-color has-text-color has-background" style="margin-top:0;margin-bottom:0;padding-top:var(--wp--preset--spacing--70);padding-bottom:var(--wp--preset--spacing--70)"><!-- wp:heading {"textAlign":"center","textColor":"base","fontSize":"xx-large"} -->
<h2 class="wp-block-heading has-text-align-center has-base-color has-text-color has-xx-large-font-size"><?php esc_html_e( 'Ready to light up your results?', 'farol' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"align":"center","textColor":"mist","fontSize":"large"} -->
<p class="has-text-align-center has-mist-color has-text-color has-large-font-size"><?php esc_html_e( 'A 30-minute conversation is enough to show where your next opportunities are.', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:buttons {"layout":{"type":"flex","justifyContent":"center"},"style":{"spacing":{"margin":{"top":"var:preset|spacing|50"}}}} -->
<div class="wp-block-buttons" style="margin-top:var(--wp--preset--spacing--50)"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="#contato"><?php esc_html_e( 'Talk to a specialist', 'farol' ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div>
<!-- /wp:group -->
