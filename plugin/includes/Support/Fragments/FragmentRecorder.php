<?php
/**
 * What rendering a fragment did besides returning its markup.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Fragments;

use Farol\Support\Abuse\SignedStamp;

/**
 * A cached fragment must leave the page exactly as a render would: rendering has side effects a
 * cached string skips (a script enqueued, a footer action added, a form stamp signed for this
 * moment). The recorder watches one render (start() … stop()) and says what to replay on a hit:
 *
 * - **Hooks** added during the render with a static callable (a function name or
 *   `Class::method`) are recorded in order and added again on a hit.
 * - **A replayed window**: the caller may name a filter it applies again on a hit (the comment
 *   area re-applies `farol_comments_client_props` to the props it stored); what happens while
 *   that filter runs is not recorded, the filter's callbacks do it again.
 * - Anything else (a hook with an object's method, a script or style registered, enqueued or
 *   given inline code outside the window) cannot be replayed from a string: the fragment is not
 *   storable, and every request renders it.
 * - **Stamps** (SignedStamp::create() during the render) are re-signed for the moment of the hit,
 *   so a reader's form is as fresh as on a render; **volatile** values (a single-use captcha
 *   challenge) make the fragment not storable.
 */
final class FragmentRecorder {

	/**
	 * The recorder watching now, if any (renders do not nest their recordings: the outer one
	 * sees everything).
	 *
	 * @var FragmentRecorder|null
	 */
	private static ?FragmentRecorder $active = null;

	/**
	 * Stamps signed during the render: value => [purpose, subject].
	 *
	 * @var array<string,array{0:string,1:int}>
	 */
	private array $stamps = array();

	/**
	 * Why the fragment cannot be stored ('' when it can).
	 *
	 * @var string
	 */
	private string $unstorable = '';

	/**
	 * Snapshots: before the render, at the window's start and end.
	 *
	 * @var array<string,mixed>|null
	 */
	private ?array $before = null;

	/**
	 * Snapshot at the window's start.
	 *
	 * @var array<string,mixed>|null
	 */
	private ?array $window_start = null;

	/**
	 * Static hooks added before the window, then after it.
	 *
	 * @var array{0: list<array{0:string,1:string,2:int,3:int}>, 1: list<array{0:string,1:string,2:int,3:int}>}
	 */
	private array $hooks = array( array(), array() );

	/**
	 * Creates a recorder for one render.
	 *
	 * @param string $window The filter replayed on a hit ('' for none).
	 */
	public function __construct( private readonly string $window = '' ) {
	}

	/**
	 * Notes a stamp signed now (SignedStamp::create() calls it).
	 *
	 * @param string $purpose Purpose.
	 * @param int    $subject Subject.
	 * @param string $value   The stamp.
	 */
	public static function stamp( string $purpose, int $subject, string $value ): void {
		if ( null !== self::$active ) {
			self::$active->stamps[ $value ] = array( $purpose, $subject );
		}
	}

	/**
	 * Notes a value that must differ for every reader (a single-use challenge).
	 *
	 * @param string $what What it is (for the reason).
	 */
	public static function volatile( string $what ): void {
		if ( null !== self::$active && '' === self::$active->unstorable ) {
			self::$active->unstorable = 'volatile: ' . $what;
		}
	}

	/**
	 * Starts watching.
	 */
	public function start(): void {
		if ( null !== self::$active ) {
			$this->unstorable = 'nested';
			return;
		}
		self::$active = $this;
		if ( '' !== $this->window ) {
			add_filter( $this->window, array( $this, 'window_opens' ), PHP_INT_MIN );
			add_filter( $this->window, array( $this, 'window_closes' ), PHP_INT_MAX );
		}
		$this->before = self::snapshot();
	}

	/**
	 * Stops watching.
	 *
	 * @return array{stamps: array<string,array{0:string,1:int}>, hooks: array<int,list<array{0:string,1:string,2:int,3:int}>>, window: bool}|null What to replay, or null when the fragment cannot be stored.
	 */
	public function stop(): ?array {
		if ( self::$active !== $this ) {
			return null;
		}
		self::$active = null;
		$after        = self::snapshot();
		if ( '' !== $this->window ) {
			remove_filter( $this->window, array( $this, 'window_opens' ), PHP_INT_MIN );
			remove_filter( $this->window, array( $this, 'window_closes' ), PHP_INT_MAX );
		}
		$window = null !== $this->window_start;
		if ( ! $window ) {
			$this->compare( (array) $this->before, $after, 0 );
		} elseif ( null === $this->window_end ) {
			$this->unstorable = '' === $this->unstorable ? 'the replayed filter did not end' : $this->unstorable;
		} else {
			$this->compare( $this->window_end, $after, 1 );
		}
		if ( '' !== $this->unstorable ) {
			return null;
		}
		return array(
			'stamps' => $this->stamps,
			'hooks'  => $this->hooks,
			'window' => $window,
		);
	}

	/**
	 * Why the last stop() returned null ('' when it did not).
	 */
	public function reason(): string {
		return $this->unstorable;
	}

	/**
	 * Snapshot at the window's end.
	 *
	 * @var array<string,mixed>|null
	 */
	private ?array $window_end = null;

	/**
	 * The replayed filter starts: what happened before it is compared now.
	 *
	 * @param mixed $value The filtered value, unchanged.
	 * @return mixed
	 *
	 * @internal Filter callback.
	 */
	public function window_opens( $value ) {
		if ( null === $this->window_start && null !== $this->before ) {
			$this->window_start = self::snapshot();
			$this->compare( $this->before, $this->window_start, 0 );
		}
		return $value;
	}

	/**
	 * The replayed filter ends.
	 *
	 * @param mixed $value The filtered value, unchanged.
	 * @return mixed
	 *
	 * @internal Filter callback.
	 */
	public function window_closes( $value ) {
		if ( null === $this->window_end ) {
			$this->window_end = self::snapshot();
		} else {
			// A second run of the window: what happened since the first one's end must be replayable.
			$this->unstorable = '' === $this->unstorable ? 'the replayed filter ran twice' : $this->unstorable;
		}
		return $value;
	}

	/**
	 * Replays what a render did (the part outside the window; the caller applies the window).
	 *
	 * @param array<int,list<array{0:string,1:string,2:int,3:int}>> $hooks  The recorded hooks.
	 * @param int                                                   $phase  0: before the window, 1: after it.
	 */
	public static function replay_hooks( array $hooks, int $phase ): void {
		foreach ( $hooks[ $phase ] ?? array() as $hook ) {
			list( $name, $callback, $priority, $args ) = $hook;
			$callable                                  = str_contains( $callback, '::' ) ? explode( '::', $callback, 2 ) : $callback;
			if ( is_callable( $callable ) && false === has_filter( $name, $callable ) ) {
				add_filter( $name, $callable, $priority, $args );
			}
		}
	}

	/**
	 * The markup with every recorded stamp signed again for now.
	 *
	 * @param string                              $html   The stored markup.
	 * @param array<string,array{0:string,1:int}> $stamps The recorded stamps.
	 */
	public static function fresh_stamps( string $html, array $stamps ): string {
		$old = array();
		$new = array();
		foreach ( $stamps as $value => $stamp ) {
			$old[] = (string) $value;
			$new[] = SignedStamp::create( $stamp[0], $stamp[1] );
		}
		return array() === $old ? $html : str_replace( $old, $new, $html );
	}

	/**
	 * Compares two snapshots and records (or refuses) what changed between them.
	 *
	 * @param array<string,mixed> $from  Before.
	 * @param array<string,mixed> $to    After.
	 * @param int                 $phase 0: before the window, 1: after it.
	 */
	private function compare( array $from, array $to, int $phase ): void {
		if ( $from['assets'] !== $to['assets'] ) {
			$this->unstorable = '' === $this->unstorable ? 'scripts or styles changed outside the replayed filter' : $this->unstorable;
		}
		foreach ( array_diff_key( $to['hooks'], $from['hooks'] ) as $id => $hook ) {
			if ( null === $hook[1] ) {
				$this->unstorable = '' === $this->unstorable ? 'an object\'s method was hooked on ' . $hook[0] : $this->unstorable;
				continue;
			}
			$this->hooks[ $phase ][] = $hook;
			unset( $id );
		}
		if ( array() !== array_diff_key( $from['hooks'], $to['hooks'] ) ) {
			$this->unstorable = '' === $this->unstorable ? 'a hook was removed' : $this->unstorable;
		}
	}

	/**
	 * Every hooked callback and a fingerprint of the scripts and styles.
	 *
	 * @return array{hooks: array<string,array{0:string,1:string|null,2:int,3:int}>, assets: string}
	 */
	private static function snapshot(): array {
		global $wp_filter;
		$hooks = array();
		foreach ( (array) $wp_filter as $name => $hook ) {
			if ( ! $hook instanceof \WP_Hook ) {
				continue;
			}
			foreach ( $hook->callbacks as $priority => $callbacks ) {
				foreach ( $callbacks as $id => $callback ) {
					$function = $callback['function'];
					$static   = null;
					if ( is_string( $function ) ) {
						$static = $function;
					} elseif ( is_array( $function ) && isset( $function[0], $function[1] ) && is_string( $function[0] ) && is_string( $function[1] ) ) {
						$static = $function[0] . '::' . $function[1];
					}
					$hooks[ $name . '|' . $priority . '|' . $id ] = array( (string) $name, $static, (int) $priority, (int) $callback['accepted_args'] );
				}
			}
		}
		$assets = '';
		foreach ( array( 'wp_scripts', 'wp_styles' ) as $global ) {
			$dependencies = $GLOBALS[ $global ] ?? null;
			if ( ! $dependencies instanceof \WP_Dependencies ) {
				$assets .= '-';
				continue;
			}
			$extra = array();
			foreach ( $dependencies->registered as $handle => $item ) {
				$extra[ $handle ] = array( $item->src, $item->deps, $item->ver, $item->args, $item->extra );
			}
			$assets .= md5( serialize( array( $dependencies->queue, $extra ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- a fingerprint, never unserialized.
		}
		return array(
			'hooks'  => $hooks,
			'assets' => $assets,
		);
	}
}
