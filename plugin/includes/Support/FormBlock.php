<?php
/**
 * The block markup around a form's own markup.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

/**
 * What the `farol/lead-form` and `farol/contact-form` blocks print around their form: the
 * form's markup inside the block's wrapper; for an unknown or unpublished form nothing for
 * visitors, and for the editor's preview (a REST request by someone who can edit) a hint that
 * says why. Called from a block's render callback (get_block_wrapper_attributes() reads the
 * block being rendered).
 */
final class FormBlock {

	/**
	 * The form id of a block's attributes (`formId`), 0 when absent or not a number.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	public static function form_id( array $attributes ): int {
		return isset( $attributes['formId'] ) && is_numeric( $attributes['formId'] ) ? (int) $attributes['formId'] : 0;
	}

	/**
	 * The block's markup.
	 *
	 * @param string $markup      The form's markup (escaped HTML), '' when there is no form to show.
	 * @param string $empty_class Class of the editor's hint.
	 * @param string $hint        The editor's hint (text).
	 */
	public static function wrap( string $markup, string $empty_class, string $hint ): string {
		if ( '' === $markup ) {
			if ( defined( 'REST_REQUEST' ) && REST_REQUEST && current_user_can( 'edit_pages' ) ) {
				return sprintf(
					'<div %1$s><p>%2$s</p></div>',
					get_block_wrapper_attributes( array( 'class' => $empty_class ) ),
					esc_html( $hint )
				);
			}
			return '';
		}
		return '<div ' . get_block_wrapper_attributes() . ">\n\t" . $markup . "</div>\n";
	}
}
