<?php
/**
 * The comment widget's ajax actions, from their handlers' declarations.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Ajax;

use Closure;
use Farol\Support\Reach;
use LogicException;
use ReflectionObject;

/**
 * Holds the handlers the module builds, reads the actions each declares (#[AjaxAction] on the
 * methods that answer them), hooks every one on `wp_ajax_{action}` and, for guests,
 * `wp_ajax_nopriv_{action}`, and gives the Endpoint its allowlist: the same declarations, never
 * a copied list. A declaration on a method that cannot answer (not public, static), a name
 * declared twice, or a handler that declares nothing is a LogicException when the actions are
 * first read: a developer's mistake, seen by any test that builds the module.
 *
 * The handlers may be handed as a closure that builds them: they (and their classes) are then
 * built only when the actions are first read. `wp_ajax_*` fires only on admin-ajax, the widget's
 * Endpoint and the command line (WP-CLI, the test suites), so on any other request (a visitor's
 * page, the REST API, cron) register() adds no hook and the handlers are never built.
 */
final class AjaxActions {

	/**
	 * The declarations, once read: action name → the answering callback and whether guests reach it.
	 *
	 * @var array<string,array{callback: array{0: AjaxHandler, 1: string}, guests: bool}>|null
	 */
	private ?array $declared = null;

	/**
	 * The handlers, once built.
	 *
	 * @var array<int,AjaxHandler>|null
	 */
	private ?array $handlers = null;

	/**
	 * What builds the handlers on first use (null once built, or when they were handed built).
	 *
	 * @var Closure|null
	 */
	private ?Closure $build = null;

	/**
	 * Creates the table.
	 *
	 * @param array<int,AjaxHandler>|Closure(): array<int,AjaxHandler> $handlers The handlers, or a closure building them.
	 */
	public function __construct( array|Closure $handlers ) {
		if ( $handlers instanceof Closure ) {
			$this->build = $handlers;
		} else {
			$this->handlers = $handlers;
		}
	}

	/**
	 * Whether a `wp_ajax_*` action can fire on this request: admin-ajax (DOING_AJAX, defined
	 * before WordPress loads), the widget's Endpoint, or the command line.
	 */
	public static function reachable(): bool {
		return wp_doing_ajax() || Endpoint::requested() || Reach::command_line();
	}

	/**
	 * Adds the ajax hooks of every declared action, on a request where they can fire.
	 */
	public function register(): void {
		if ( ! self::reachable() ) {
			return;
		}
		foreach ( $this->declared() as $action => $declared ) {
			add_action( 'wp_ajax_' . $action, $declared['callback'] );
			if ( $declared['guests'] ) {
				add_action( 'wp_ajax_nopriv_' . $action, $declared['callback'] );
			}
		}
	}

	/**
	 * Every declared action name.
	 *
	 * @return list<string>
	 */
	public function names(): array {
		return array_keys( $this->declared() );
	}

	/**
	 * The handlers' declarations, read once.
	 *
	 * @return array<string,array{callback: array{0: AjaxHandler, 1: string}, guests: bool}>
	 * @throws LogicException When a declaration cannot be answered or repeats a name, or a handler declares nothing.
	 */
	private function declared(): array {
		if ( null !== $this->declared ) {
			return $this->declared;
		}
		if ( null === $this->handlers ) {
			$this->handlers = null === $this->build ? array() : ( $this->build )();
			$this->build    = null;
		}
		$declared = array();
		foreach ( $this->handlers as $handler ) {
			$before = count( $declared );
			foreach ( ( new ReflectionObject( $handler ) )->getMethods() as $method ) {
				foreach ( $method->getAttributes( AjaxAction::class ) as $attribute ) {
					$action = $attribute->newInstance();
					$where  = get_class( $handler ) . '::' . $method->getName();
					if ( ! $method->isPublic() || $method->isStatic() || isset( $declared[ $action->name ] ) ) {
						throw new LogicException( esc_html( sprintf( 'Farol: the ajax action %1$s on %2$s is declared twice or on a method that cannot answer it (it must be public and not static).', $action->name, $where ) ) );
					}
					$declared[ $action->name ] = array(
						'callback' => array( $handler, $method->getName() ),
						'guests'   => $action->guests,
					);
				}
			}
			if ( count( $declared ) === $before ) {
				throw new LogicException( esc_html( sprintf( 'Farol: %s declares no ajax action (#[AjaxAction] on the method that answers one).', get_class( $handler ) ) ) );
			}
		}
		$this->declared = $declared;
		return $declared;
	}
}
