<?php
/**
 * Title: Hero
 * Slug: farol/hero
 * Categories: farol, banner, featured
 * Keywords: hero, banner, cover
 * Viewport Width: 1400
 * Description: Opening section: headline, two calls to action, three proof numbers and a results card.
 *
 * @package Farol
 */

declare(strict_types=1);

?>
<!-- wp:group {"align":"full","className":"farol-hero","style":{"spacing":{"padding":{"top":"var:preset|spacing|70","bottom":"var:preset|spacing|70"},"margin":{"top":"0","bottom":"0"}},"elements":{"link":{"color":{"text":"var:preset|color|base"}}}},"gradient":"night-sea","textColor":"base","layout":{"type":"constrained"}} -->
<div class="wp-block-group alignfull farol-hero has-base-color has-night-sea-gradient-background has-text-color has-background has-link-color" style="margin-top:0;margin-bottom:0;padding-top:var(--wp--preset--spacing--70);padding-bottom:var(--wp--preset--spacing--70)"><!-- wp:columns {"verticalAlignment":"center","align":"wide","style":{"spacing":{"blockGap":{"top":"var:preset|spacing|60","left":"var:preset|spacing|60"}}}} -->
<div class="wp-block-columns alignwide are-vertically-aligned-center"><!-- wp:column {"verticalAlignment":"center","width":"58%"} -->
<div class="wp-block-column is-vertically-aligned-center" style="flex-basis:58%"><!-- wp:paragraph {"className":"farol-eyebrow farol-eyebrow--pill"} -->
<p class="farol-eyebrow farol-eyebrow--pill"><?php esc_html_e( 'Digital marketing for B2B companies', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:heading {"level":1,"textColor":"base","fontSize":"xxx-large"} -->
<h1 class="wp-block-heading has-base-color has-text-color has-xxx-large-font-size"><?php esc_html_e( 'Marketing that lights the way to your next customer', 'farol' ); ?></h1>
<!-- /wp:heading -->

<!-- wp:paragraph {"textColor":"mist","fontSize":"large"} -->
<p class="has-mist-color has-text-color has-large-font-size"><?php esc_html_e( 'We plan, run and measure campaigns that turn visits into sales opportunities, with clear reports every week and a team that speaks plain Portuguese, not jargon.', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:buttons {"style":{"spacing":{"margin":{"top":"var:preset|spacing|50"}}}} -->
<div class="wp-block-buttons" style="margin-top:var(--wp--preset--spacing--50)"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="#diagnostico"><?php esc_html_e( 'Get a free assessment', 'farol' ); ?></a></div>
<!-- /wp:button -->

<!-- wp:button {"className":"is-style-outline farol-button--inverse"} -->
<div class="wp-block-button is-style-outline farol-button--inverse"><a class="wp-block-button__link wp-element-button" href="#servicos"><?php esc_html_e( 'See our services', 'farol' ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->

<!-- wp:group {"className":"farol-hero__stats","style":{"spacing":{"margin":{"top":"var:preset|spacing|60"},"blockGap":"var:preset|spacing|50"}},"layout":{"type":"flex","flexWrap":"wrap"}} -->
<div class="wp-block-group farol-hero__stats" style="margin-top:var(--wp--preset--spacing--60)"><!-- wp:group {"className":"farol-stat","layout":{"type":"constrained"}} -->
<div class="wp-block-group farol-stat"><!-- wp:paragraph {"className":"farol-stat__value"} -->
<p class="farol-stat__value"><?php esc_html_e( '320+', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"className":"farol-stat__label"} -->
<p class="farol-stat__label"><?php esc_html_e( 'companies served', 'farol' ); ?></p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->

<!-- wp:group {"className":"farol-stat","layout":{"type":"constrained"}} -->
<div class="wp-block-group farol-stat"><!-- wp:paragraph {"className":"farol-stat__value"} -->
<p class="farol-stat__value"><?php esc_html_e( '4.8×', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"className":"farol-stat__label"} -->
<p class="farol-stat__label"><?php esc_html_e( 'average return on media', 'farol' ); ?></p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->

<!-- wp:group {"className":"farol-stat","layout":{"type":"constrained"}} -->
<div class="wp-block-group farol-stat"><!-- wp:paragraph {"className":"farol-stat__value"} -->
<p class="farol-stat__value"><?php esc_html_e( '12 years', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"className":"farol-stat__label"} -->
<p class="farol-stat__label"><?php esc_html_e( 'lighting up Brazilian brands', 'farol' ); ?></p>
<!-- /wp:paragraph --></div>
<!-- /wp:group --></div>
<!-- /wp:group --></div>
<!-- /wp:column -->

<!-- wp:column {"verticalAlignment":"center","width":"42%","className":"farol-hero__aside"} -->
<div class="wp-block-column is-vertically-aligned-center farol-hero__aside" style="flex-basis:42%"><!-- wp:group {"className":"farol-hero__card","style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50","left":"var:preset|spacing|50","right":"var:preset|spacing|50"},"blockGap":"var:preset|spacing|30"}},"backgroundColor":"base","textColor":"contrast","layout":{"type":"constrained"}} -->
<div class="wp-block-group farol-hero__card has-contrast-color has-base-background-color has-text-color has-background" style="padding-top:var(--wp--preset--spacing--50);padding-right:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50);padding-left:var(--wp--preset--spacing--50)"><!-- wp:paragraph {"className":"farol-eyebrow","fontSize":"small"} -->
<p class="farol-eyebrow has-small-font-size"><?php esc_html_e( 'Qualified leads this month', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:paragraph {"className":"farol-hero__card-value"} -->
<p class="farol-hero__card-value"><?php esc_html_e( '1,284', 'farol' ); ?> <span class="farol-trend"><?php esc_html_e( '+38% on last month', 'farol' ); ?></span></p>
<!-- /wp:paragraph -->

<!-- wp:html -->
<div class="farol-bars" aria-hidden="true"><span style="--farol-bar:34%"></span><span style="--farol-bar:46%"></span><span style="--farol-bar:41%"></span><span style="--farol-bar:58%"></span><span style="--farol-bar:63%"></span><span style="--farol-bar:72%"></span><span style="--farol-bar:69%"></span><span style="--farol-bar:88%"></span></div>
<!-- /wp:html -->

<!-- wp:paragraph {"className":"farol-hero__card-note","fontSize":"small"} -->
<p class="farol-hero__card-note has-small-font-size"><?php esc_html_e( 'Example from a client dashboard: leads that sales accepted, week by week.', 'farol' ); ?></p>
<!-- /wp:paragraph --></div>
<!-- /wp:group --></div>
<!-- /wp:column --></div>
<!-- /wp:columns --></div>
<!-- /wp:group -->
