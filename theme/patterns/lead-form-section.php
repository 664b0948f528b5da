<?php
/**
 * Title: Lead form section
 * Slug: farol/lead-form-section
 * Categories: farol, call-to-action
 * Keywords: lead, form, assessment
 * Viewport Width: 1400
 * Description: The free-assessment offer next to the Farol lead form.
 *
 * The form is the Farol plugin's block; without the plugin it renders nothing and its card
 * is hidden by the stylesheet.
 *
 * @package Farol
 */

declare(strict_types=1);

?>
<!-- wp:group {"anchor":"diagnostico","align":"full","className":"farol-section farol-lead","style":{"spacing":{"padding":{"top":"var:preset|spacing|70","bottom":"var:preset|spacing|70"},"margin":{"top":"0","bottom":"0"}}},"backgroundColor":"base","layout":{"type":"constrained"}} -->
<div id="diagnostico" class="wp-block-group alignfull farol-section farol-lead has-base-background-color has-background" style="margin-top:0;margin-bottom:0;padding-top:var(--wp--preset--spacing--70);padding-bottom:var(--wp--preset--spacing--70)"><!-- wp:columns {"align":"wide","style":{"spacing":{"blockGap":{"top":"var:preset|spacing|50","left":"var:preset|spacing|60"}}}} -->
<div class="wp-block-columns alignwide"><!-- wp:column {"width":"45%"} -->
<div class="wp-block-column" style="flex-basis:45%"><!-- wp:paragraph {"className":"farol-eyebrow"} -->
<p class="farol-eyebrow"><?php esc_html_e( 'Free assessment', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:heading {"fontSize":"xx-large"} -->
<h2 class="wp-block-heading has-xx-large-font-size"><?php esc_html_e( 'Find out where your funnel is losing customers', 'farol' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"textColor":"contrast-2","fontSize":"large"} -->
<p class="has-contrast-2-color has-text-color has-large-font-size"><?php esc_html_e( 'Tell us a little about your company. Within two business days a specialist sends you a diagnosis with three priority actions.', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:list {"className":"farol-checklist"} -->
<ul class="farol-checklist"><!-- wp:list-item -->
<li><?php esc_html_e( 'No commitment and no cost', 'farol' ); ?></li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li><?php esc_html_e( 'An analysis of your site, campaigns and forms', 'farol' ); ?></li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li><?php esc_html_e( 'A 30-minute call to go through the results', 'farol' ); ?></li>
<!-- /wp:list-item --></ul>
<!-- /wp:list --></div>
<!-- /wp:column -->

<!-- wp:column {"width":"55%"} -->
<div class="wp-block-column" style="flex-basis:55%"><!-- wp:group {"className":"farol-form-card","style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50","left":"var:preset|spacing|50","right":"var:preset|spacing|50"}}},"backgroundColor":"base-2","layout":{"type":"constrained"}} -->
<div class="wp-block-group farol-form-card has-base-2-background-color has-background" style="padding-top:var(--wp--preset--spacing--50);padding-right:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50);padding-left:var(--wp--preset--spacing--50)"><!-- wp:farol/lead-form /--></div>
<!-- /wp:group --></div>
<!-- /wp:column --></div>
<!-- /wp:columns --></div>
<!-- /wp:group -->
