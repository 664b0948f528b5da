<?php
/**
 * Demo: a sticky rule for the block with id "fixed" that the theme appends to post 2260, so
 * that post shows the element sticking while the page scrolls.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_sticky_rules = get_option( 'farol_sticky_rules', array() );
$farol_sticky_rules = is_array( $farol_sticky_rules ) ? $farol_sticky_rules : array();
$farol_sticky_has   = false;
foreach ( $farol_sticky_rules as $farol_sticky_rule ) {
	if ( is_array( $farol_sticky_rule ) && '#fixed' === ( $farol_sticky_rule['sticky_selector'] ?? '' ) ) {
		$farol_sticky_has = true;
	}
}
if ( ! $farol_sticky_has ) {
	// Every field, written out: the seed may run before the plugin has registered the setting.
	$farol_sticky_rules[] = array(
		'sticky_selector'  => '#fixed',
		'push_up_selector' => '',
		'top_distance'     => 16,
		'min_width'        => 0,
		'max_width'        => 99999,
		'z_index'          => 10,
		'legacy_mode'      => false,
		'dynamic_mode'     => false,
		'debug'            => false,
		'admin_bar'        => true,
	);
	update_option( 'farol_sticky_rules', $farol_sticky_rules );
}
