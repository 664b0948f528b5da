<?php
/**
 * Title: Countdown promotion
 * Slug: farol/countdown-promotion
 * Categories: farol, call-to-action
 * Keywords: countdown, offer, promotion
 * Viewport Width: 1400
 * Description: A limited offer with the Farol countdown and a call to action.
 *
 * The countdown is the Farol plugin's block; without the plugin it renders nothing and the
 * offer still reads well.
 *
 * @package Farol
 */

declare(strict_types=1);

// The offer runs to the end of the current month, in the site's time zone.
$farol_countdown = array(
	'target'    => ( new DateTimeImmutable( 'last day of this month 23:59:59', wp_timezone() ) )->format( DATE_ATOM ),
	'className' => 'farol-promo__countdown',
);
?>
<!-- wp:group {"align":"full","className":"farol-section farol-promo farol-lazy farol-lazy--beam","style":{"spacing":{"padding":{"top":"var:preset|spacing|70","bottom":"var:preset|spacing|70"},"margin":{"top":"0","bottom":"0"}},"elements":{"link":{"color":{"text":"var:preset|color|base"}}}},"backgroundColor":"contrast","textColor":"base","layout":{"type":"constrained","contentSize":"820px"}} -->
<div class="wp-block-group alignfull farol-section farol-promo farol-lazy farol-lazy--beam has-base-color has-contrast-background-color has-text-color has-background has-link-color" style="margin-top:0;margin-bottom:0;padding-top:var(--wp--preset--spacing--70);padding-bottom:var(--wp--preset--spacing--70)"><!-- wp:paragraph {"align":"center","className":"farol-eyebrow farol-eyebrow--pill"} -->
<p class="has-text-align-center farol-eyebrow farol-eyebrow--pill"><?php esc_html_e( 'Limited offer', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:heading {"textAlign":"center","textColor":"base","fontSize":"xx-large"} -->
<h2 class="wp-block-heading has-text-align-center has-base-color has-text-color has-xx-large-font-size"><?php esc_html_e( 'Assessment week: 30% off the first three months', 'farol' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:paragraph {"align":"center","textColor":"mist","fontSize":"large"} -->
<p class="has-text-align-center has-mist-color has-text-color has-large-font-size"><?php esc_html_e( 'Sign up before the countdown ends and get a full audit of your funnel at no cost.', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:farol/countdown <?php echo wp_json_encode( $farol_countdown ); ?> /-->

<!-- wp:buttons {"layout":{"type":"flex","justifyContent":"center"},"style":{"spacing":{"margin":{"top":"var:preset|spacing|50"}}}} -->
<div class="wp-block-buttons" style="margin-top:var(--wp--preset--spacing--50)"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="#diagnostico"><?php esc_html_e( 'Reserve my spot', 'farol' ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div>
<!-- /wp:group -->
