<?php
/**
 * What a comment ajax handler declares.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

/**
 * A class answering some of the comment widget's admin-ajax actions. It declares them once, in
 * actions(); AjaxActions hooks each for members (`wp_ajax_`) and guests (`wp_ajax_nopriv_`) and
 * the lightweight Endpoint allows exactly the declared names, so a handler cannot be answered
 * by one address and forgotten by the other.
 */
interface AjaxHandler {

	/**
	 * The actions this class answers: wire action name → public method (no argument) that
	 * answers it for members and guests alike (a method refuses guests itself when it must).
	 *
	 * @return array<string,string>
	 */
	public function actions(): array;
}
