<?php
/**
 * Demo: a sticky rule for the block with id "fixed" that the theme appends to post 2260, so
 * that post shows the element sticking (just below the theme's sticky header) once the page
 * has scrolled past it.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

// Every field, written out: the seed may run before the plugin has registered the setting.
$farol_sticky_demo = array(
	'sticky_selector'  => '#fixed',
	'push_up_selector' => '',
	'top_distance'     => 88, // The theme's header is 72 px tall and sticky too.
	'min_width'        => 0,
	'max_width'        => 99999,
	'z_index'          => 10,
	'legacy_mode'      => false,
	'dynamic_mode'     => false,
	'debug'            => false,
	'admin_bar'        => true,
);

$farol_sticky_rules = get_option( 'farol_sticky_rules', array() );
$farol_sticky_rules = is_array( $farol_sticky_rules ) ? array_values( $farol_sticky_rules ) : array();
$farol_sticky_found = false;
foreach ( $farol_sticky_rules as $farol_sticky_index => $farol_sticky_rule ) {
	if ( is_array( $farol_sticky_rule ) && '#fixed' === ( $farol_sticky_rule['sticky_selector'] ?? '' ) ) {
		$farol_sticky_rules[ $farol_sticky_index ] = $farol_sticky_demo;
		$farol_sticky_found                        = true;
	}
}
if ( ! $farol_sticky_found ) {
	$farol_sticky_rules[] = $farol_sticky_demo;
}
update_option( 'farol_sticky_rules', $farol_sticky_rules );
