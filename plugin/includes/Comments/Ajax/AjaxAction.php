<?php
/**
 * The declaration of one comment ajax action.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

use Attribute;

/**
 * Put on the public method that answers a wire action, `#[AjaxAction( 'wpdUserRate' )]`: the
 * name and its method are declared together, once, and AjaxActions hooks it. Answered for
 * members (`wp_ajax_`) and, unless `guests` is false, for guests (`wp_ajax_nopriv_`); a method
 * that must refuse guests with a phrase key (rather than admin-ajax's bare `0`) keeps guests and
 * refuses them itself. Repeat it on one method for several names that one method answers.
 */
#[Attribute( Attribute::TARGET_METHOD | Attribute::IS_REPEATABLE )]
final class AjaxAction {

	/**
	 * Declares the action.
	 *
	 * @param string $name   The wire's action name.
	 * @param bool   $guests Whether guests reach the method too.
	 */
	public function __construct( public readonly string $name, public readonly bool $guests = true ) {
	}
}
