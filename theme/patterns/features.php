<?php
/**
 * Title: Features
 * Slug: farol/features
 * Categories: farol, featured, text
 * Keywords: services, features
 * Viewport Width: 1400
 * Description: What the company does, in four cards.
 *
 * @package Farol
 */

declare(strict_types=1);

$farol_features = array(
	array( '01', __( 'Inbound and automation', 'farol' ), __( 'Nurturing flows that speak to each stage of the buying journey and hand sales the leads that are ready to talk.', 'farol' ) ),
	array( '02', __( 'SEO and content', 'farol' ), __( 'Articles, guides and landing pages that answer your customers’ questions and show up when they search.', 'farol' ) ),
	array( '03', __( 'Paid media', 'farol' ), __( 'Google and social campaigns with the budget followed every day and creative tested every week.', 'farol' ) ),
	array( '04', __( 'Data and dashboards', 'farol' ), __( 'Dashboards that tie every real invested to opportunities, closed deals and revenue.', 'farol' ) ),
);
?>
<!-- wp:group {"anchor":"servicos","align":"full","className":"farol-section farol-features","style":{"spacing":{"padding":{"top":"var:preset|spacing|70","bottom":"var:preset|spacing|70"},"margin":{"top":"0","bottom":"0"}}},"backgroundColor":"base","layout":{"type":"constrained"}} -->
<div id="servicos" class="wp-block-group alignfull farol-section farol-features has-base-background-color has-background" style="margin-top:0;margin-bottom:0;padding-top:var(--wp--preset--spacing--70);padding-bottom:var(--wp--preset--spacing--70)"><!-- wp:paragraph {"align":"center","className":"farol-eyebrow"} -->
<p class="has-text-align-center farol-eyebrow"><?php esc_html_e( 'What we do', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:heading {"textAlign":"center","fontSize":"xx-large"} -->
<h2 class="wp-block-heading has-text-align-center has-xx-large-font-size"><?php esc_html_e( 'Every stage of your funnel, under one roof', 'farol' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"align":"center","textColor":"contrast-2","fontSize":"large"} -->
<p class="has-text-align-center has-contrast-2-color has-text-color has-large-font-size"><?php esc_html_e( 'Strategy, content, media and data working together, with one team accountable for the result.', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:group {"align":"wide","className":"farol-features__grid","style":{"spacing":{"margin":{"top":"var:preset|spacing|60"},"blockGap":"var:preset|spacing|40"}},"layout":{"type":"grid","minimumColumnWidth":"15rem"}} -->
<div class="wp-block-group alignwide farol-features__grid" style="margin-top:var(--wp--preset--spacing--60)">
<?php foreach ( $farol_features as $farol_feature ) : ?>
<!-- wp:group {"className":"farol-card","style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50","left":"var:preset|spacing|40","right":"var:preset|spacing|40"},"blockGap":"var:preset|spacing|30"}},"layout":{"type":"constrained"}} -->
<div class="wp-block-group farol-card" style="padding-top:var(--wp--preset--spacing--50);padding-right:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--50);padding-left:var(--wp--preset--spacing--40)"><!-- wp:paragraph {"className":"farol-card__number"} -->
<p class="farol-card__number"><?php echo esc_html( $farol_feature[0] ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading"><?php echo esc_html( $farol_feature[1] ); ?></h3>
<!-- /wp:heading -->

<!-- wp:paragraph {"textColor":"contrast-2"} -->
<p class="has-contrast-2-color has-text-color"><?php echo esc_html( $farol_feature[2] ); ?></p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->
<?php endforeach; ?>
</div>
<!-- /wp:group --></div>
<!-- /wp:group -->
