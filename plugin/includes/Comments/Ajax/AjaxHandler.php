<?php
/**
 * What a comment ajax handler is.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

/**
 * A class answering some of the comment widget's admin-ajax actions. It declares each one on the
 * public method that answers it, `#[AjaxAction( 'wpdUserRate' )]`; AjaxActions hooks it for
 * members (`wp_ajax_`) and, unless it says members only, guests (`wp_ajax_nopriv_`), and the lightweight Endpoint allows
 * exactly the declared names, so a handler cannot be answered by one address and forgotten by
 * the other, and a name cannot point at a method that does not exist.
 */
interface AjaxHandler {
}
