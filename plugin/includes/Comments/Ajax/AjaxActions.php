<?php
/**
 * The comment widget's ajax actions, from their handlers' declarations.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

/**
 * Holds the handlers the module builds, hooks every action they declare (AjaxHandler::actions())
 * on `wp_ajax_{action}` and `wp_ajax_nopriv_{action}`, and gives the Endpoint its allowlist: the
 * same declarations, never a copied list.
 */
final class AjaxActions {

	/**
	 * Creates the table.
	 *
	 * @param array<int,AjaxHandler> $handlers The handlers.
	 */
	public function __construct( private readonly array $handlers ) {
	}

	/**
	 * Adds the ajax hooks of every declared action.
	 */
	public function register(): void {
		foreach ( $this->handlers as $handler ) {
			foreach ( $handler->actions() as $action => $method ) {
				add_action( 'wp_ajax_' . $action, array( $handler, $method ) );
				add_action( 'wp_ajax_nopriv_' . $action, array( $handler, $method ) );
			}
		}
	}

	/**
	 * Every declared action name.
	 *
	 * @return list<string>
	 */
	public function names(): array {
		$names = array();
		foreach ( $this->handlers as $handler ) {
			array_push( $names, ...array_keys( $handler->actions() ) );
		}
		return $names;
	}
}
