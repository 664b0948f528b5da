<?php
/**
 * Title: 404 content
 * Slug: farol/hidden-404
 * Inserter: no
 * Description: What the 404 template says, with a search form and a way home.
 *
 * @package Farol
 */

declare(strict_types=1);

?>
<!-- wp:paragraph {"className":"farol-eyebrow"} -->
<p class="farol-eyebrow"><?php esc_html_e( 'Error 404', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:heading {"level":1,"fontSize":"xx-large"} -->
<h1 class="wp-block-heading has-xx-large-font-size"><?php esc_html_e( 'Page not found', 'farol' ); ?></h1>
<!-- /wp:heading -->

<!-- wp:paragraph {"textColor":"contrast-2","fontSize":"large"} -->
<p class="has-contrast-2-color has-text-color has-large-font-size"><?php esc_html_e( 'The page you are looking for has moved or no longer exists. Try a search or go back to the home page.', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:search {"label":"<?php echo esc_attr( _x( 'Search', 'search form label', 'farol' ) ); ?>","showLabel":false,"placeholder":"<?php echo esc_attr__( 'Search the site', 'farol' ); ?>","buttonText":"<?php echo esc_attr_x( 'Search', 'search form button', 'farol' ); ?>"} /-->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( home_url( '/' ) ); ?>"><?php esc_html_e( 'Back to the home page', 'farol' ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->
