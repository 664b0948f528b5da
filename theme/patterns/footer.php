<?php
/**
 * Title: Footer
 * Slug: farol/footer
 * Categories: footer
 * Block Types: core/template-part/footer
 * Inserter: no
 * Description: Site footer: the company in one sentence, links, contact details and the legal line.
 *
 * @package Farol
 */

declare(strict_types=1);

?>
<!-- wp:group {"align":"full","className":"farol-footer","style":{"spacing":{"padding":{"top":"var:preset|spacing|70","bottom":"var:preset|spacing|50"},"blockGap":"var:preset|spacing|60"},"elements":{"link":{"color":{"text":"var:preset|color|base"}}}},"backgroundColor":"contrast","textColor":"mist","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull farol-footer has-mist-color has-contrast-background-color has-text-color has-background has-link-color" style="padding-top:var(--wp--preset--spacing--70);padding-bottom:var(--wp--preset--spacing--50)"><!-- wp:columns {"align":"wide","style":{"spacing":{"blockGap":{"top":"var:preset|spacing|50","left":"var:preset|spacing|50"}}}} -->
<div class="wp-block-columns alignwide"><!-- wp:column {"width":"38%"} -->
<div class="wp-block-column" style="flex-basis:38%"><!-- wp:site-title {"level":0,"className":"farol-brand farol-brand--inverse"} /-->

<!-- wp:paragraph {"fontSize":"small"} -->
<p class="has-small-font-size"><?php esc_html_e( 'Farol is a digital marketing agency from Florianópolis that helps B2B companies turn attention into sales, with strategy, content, media and data under one roof.', 'farol' ); ?></p>
<!-- /wp:paragraph --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:heading {"level":2,"className":"farol-footer__title","textColor":"base","fontSize":"small"} -->
<h2 class="wp-block-heading farol-footer__title has-base-color has-text-color has-small-font-size"><?php esc_html_e( 'Services', 'farol' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:list {"className":"farol-footer__links","fontSize":"small"} -->
<ul class="farol-footer__links has-small-font-size"><!-- wp:list-item -->
<li><a href="<?php echo esc_url( home_url( '/#servicos' ) ); ?>"><?php esc_html_e( 'Inbound and automation', 'farol' ); ?></a></li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li><a href="<?php echo esc_url( home_url( '/#servicos' ) ); ?>"><?php esc_html_e( 'SEO and content', 'farol' ); ?></a></li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li><a href="<?php echo esc_url( home_url( '/#servicos' ) ); ?>"><?php esc_html_e( 'Paid media', 'farol' ); ?></a></li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li><a href="<?php echo esc_url( home_url( '/#servicos' ) ); ?>"><?php esc_html_e( 'Data and dashboards', 'farol' ); ?></a></li>
<!-- /wp:list-item --></ul>
<!-- /wp:list --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:heading {"level":2,"className":"farol-footer__title","textColor":"base","fontSize":"small"} -->
<h2 class="wp-block-heading farol-footer__title has-base-color has-text-color has-small-font-size"><?php esc_html_e( 'Company', 'farol' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:list {"className":"farol-footer__links","fontSize":"small"} -->
<ul class="farol-footer__links has-small-font-size"><!-- wp:list-item -->
<li><a href="<?php echo esc_url( home_url( '/#depoimentos' ) ); ?>"><?php esc_html_e( 'Clients', 'farol' ); ?></a></li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li><a href="<?php echo esc_url( home_url( '/#blog' ) ); ?>"><?php esc_html_e( 'Blog', 'farol' ); ?></a></li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li><a href="<?php echo esc_url( home_url( '/#diagnostico' ) ); ?>"><?php esc_html_e( 'Free assessment', 'farol' ); ?></a></li>
<!-- /wp:list-item -->

<!-- wp:list-item -->
<li><a href="<?php echo esc_url( home_url( '/#contato' ) ); ?>"><?php esc_html_e( 'Contact', 'farol' ); ?></a></li>
<!-- /wp:list-item --></ul>
<!-- /wp:list --></div>
<!-- /wp:column -->

<!-- wp:column -->
<div class="wp-block-column"><!-- wp:heading {"level":2,"className":"farol-footer__title","textColor":"base","fontSize":"small"} -->
<h2 class="wp-block-heading farol-footer__title has-base-color has-text-color has-small-font-size"><?php esc_html_e( 'Contact', 'farol' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"fontSize":"small"} -->
<p class="has-small-font-size">Av. Beira-Mar Norte, 2000, sala 801<br>Florianópolis, SC · 88015-700</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"fontSize":"small"} -->
<p class="has-small-font-size"><a href="tel:+554830001234">(48) 3000-1234</a><br><a href="mailto:contato@farol.example">contato@farol.example</a></p>
<!-- /wp:paragraph --></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->

<!-- wp:separator {"align":"wide","className":"is-style-wide farol-footer__rule"} -->
<hr class="wp-block-separator alignwide has-alpha-channel-opacity is-style-wide farol-footer__rule"/>
<!-- /wp:separator -->

<!-- wp:group {"align":"wide","style":{"spacing":{"blockGap":"var:preset|spacing|30"}},"layout":{"type":"flex","flexWrap":"wrap","justifyContent":"space-between"}} -->
<div class="wp-block-group alignwide"><!-- wp:paragraph {"fontSize":"small"} -->
<p class="has-small-font-size">
<?php
/* translators: %s: the current year. */
echo esc_html( sprintf( __( '© %s Farol Marketing Digital Ltda. All rights reserved.', 'farol' ), gmdate( 'Y' ) ) );
?>
</p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"fontSize":"small"} -->
<p class="has-small-font-size">CNPJ 12.345.678/0001-90</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group --></div>
<!-- /wp:group -->
