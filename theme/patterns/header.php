<?php
/**
 * Title: Header
 * Slug: farol/header
 * Categories: header
 * Block Types: core/template-part/header
 * Inserter: no
 * Description: Site header: brand, main navigation with its mobile toggler, and the call to action.
 *
 * The toggler and the panel are the page chrome's mobile menu (src/page-chrome/mobile-menu.ts):
 * the navigation block never uses WordPress' own overlay, so the spec's toggler, outside-click
 * and submenu behaviour are the only ones on the page.
 *
 * @package Farol
 */

declare(strict_types=1);

// The main menu is the navigation post "menu-principal" when there is one; otherwise the
// navigation block falls back to the most recent menu, as WordPress does.
$farol_nav      = array(
	'overlayMenu'         => 'never',
	'showSubmenuIcon'     => false,
	'openSubmenusOnClick' => false,
	'className'           => 'farol-nav',
	'layout'              => array(
		'type'           => 'flex',
		'justifyContent' => 'right',
	),
);
$farol_menu_ids = get_posts(
	array(
		'post_type'   => 'wp_navigation',
		'name'        => 'menu-principal',
		'post_status' => 'publish',
		'fields'      => 'ids',
		'numberposts' => 1,
	)
);
if ( $farol_menu_ids ) {
	$farol_nav = array( 'ref' => (int) $farol_menu_ids[0] ) + $farol_nav;
}
?>
<!-- wp:group {"className":"farol-header__bar","style":{"spacing":{"padding":{"top":"0","bottom":"0"}}},"layout":{"type":"flex","flexWrap":"nowrap","justifyContent":"space-between"}} -->
<div class="wp-block-group farol-header__bar" style="padding-top:0;padding-bottom:0"><!-- wp:site-title {"level":0,"className":"farol-brand"} /-->

<!-- wp:html -->
<button type="button" class="farol-menu-toggle" aria-expanded="false" aria-controls="farol-menu"><span class="farol-menu-toggle__icon" aria-hidden="true"></span><span class="farol-menu-toggle__label"><?php esc_html_e( 'Menu', 'farol' ); ?></span></button>
<!-- /wp:html -->

<!-- wp:group {"anchor":"farol-menu","className":"farol-menu","layout":{"type":"flex","flexWrap":"nowrap"}} -->
<div id="farol-menu" class="wp-block-group farol-menu"><!-- wp:navigation <?php echo wp_json_encode( $farol_nav ); ?> /-->

<!-- wp:buttons {"className":"farol-menu__cta"} -->
<div class="wp-block-buttons farol-menu__cta"><!-- wp:button {"fontSize":"small"} -->
<div class="wp-block-button has-custom-font-size has-small-font-size"><a class="wp-block-button__link wp-element-button" href="<?php echo esc_url( home_url( '/#diagnostico' ) ); ?>"><?php esc_html_e( 'Free assessment', 'farol' ); ?></a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div>
<!-- /wp:group --></div>
<!-- /wp:group -->
