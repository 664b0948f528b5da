<?php
/**
 * Plugin Name: Farol fixed-cost bench (never shipped)
 * Description: `npm run bench -- fixed-cost` links this file into its native instance's mu-plugins (as 0-farol-fixed-cost.php, loaded before the other mu-plugins) and removes it afterwards. A request that carries the header X-Farol-Fixed-Cost (on, off or profile) with the run's secret (X-Farol-Fixed-Cost-Key, kept in the option farol_fixed_cost_key) is served with Twenty Twenty-Four, Farol active or not as it asks, and answered with its server time, peak memory and included files in response headers. Every other request is left alone.
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

( static function (): void {
	// phpcs:disable WordPress.Security.ValidatedSanitizedInput -- compared with a fixed list and a stored secret.
	$mode = (string) ( $_SERVER['HTTP_X_FAROL_FIXED_COST'] ?? '' );
	$key  = (string) ( $_SERVER['HTTP_X_FAROL_FIXED_COST_KEY'] ?? '' );
	// phpcs:enable
	if ( ! in_array( $mode, array( 'on', 'off', 'profile' ), true ) || '' === $key ) {
		return;
	}
	$stored = (string) get_option( 'farol_fixed_cost_key', '' );
	if ( '' === $stored || ! hash_equals( $stored, $key ) ) {
		return;
	}
	$start = hrtime( true );
	$main  = 'farol/farol.php';

	// The toggle: the list of active plugins as this request sees it (no write to the database).
	add_filter(
		'option_active_plugins',
		static function ( $plugins ) use ( $mode, $main ) {
			$plugins = array_values( array_diff( (array) $plugins, array( $main ) ) );
			if ( 'off' !== $mode ) {
				$plugins[] = $main;
			}
			return $plugins;
		}
	);
	// The theme: core's Twenty Twenty-Four, whatever the instance's own theme is.
	foreach ( array( 'option_template', 'option_stylesheet' ) as $option ) {
		add_filter( $option, static fn (): string => 'twentytwentyfour' );
	}
	// No cron spawned from these requests: it would land in one state's figures only.
	add_filter( 'pre_get_ready_cron_jobs', static fn (): array => array() );

	// Phases: the time at the end of each (the last callback of its hook), in every state, so
	// that on − off says in which part of the request Farol's cost lands.
	$phases = array();
	$marks  = array(
		'muplugins_loaded' => 'mu-plugins',
		'plugins_loaded'   => 'plugins',
		'init'             => 'init',
		'wp_loaded'        => 'loaded',
		'wp'               => 'query',
		'wp_head'          => 'template+head',
		'wp_footer'        => 'body+footer',
	);
	foreach ( $marks as $hook => $phase ) {
		add_action(
			$hook,
			static function () use ( &$phases, $phase, $start ): void {
				$phases[ $phase ] = ( hrtime( true ) - $start ) / 1e6;
			},
			PHP_INT_MAX
		);
	}

	$profile = array(
		'load'  => 0,
		'hooks' => array(),
	);
	$farol   = wp_normalize_path( WP_PLUGIN_DIR . '/farol/' );
	$real    = wp_normalize_path( (string) realpath( WP_PLUGIN_DIR . '/farol' ) ) . '/';
	$is_ours = static function ( $callback ) use ( $farol, $real ): bool {
		try {
			if ( is_array( $callback ) && 2 === count( $callback ) ) {
				$reflection = new ReflectionMethod( $callback[0], (string) $callback[1] );
			} elseif ( $callback instanceof Closure || ( is_string( $callback ) && function_exists( $callback ) ) ) {
				$reflection = new ReflectionFunction( $callback );
			} elseif ( is_object( $callback ) && method_exists( $callback, '__invoke' ) ) {
				$reflection = new ReflectionMethod( $callback, '__invoke' );
			} else {
				return false;
			}
		} catch ( ReflectionException $e ) {
			return false;
		}
		$file = wp_normalize_path( (string) $reflection->getFileName() );
		return str_starts_with( $file, $farol ) || str_starts_with( $file, $real );
	};
	// Profile pass: every Farol callback on every hook is wrapped in a timer (twice during the
	// request, so callbacks added late are caught too); the wrappers are marked so none is
	// wrapped twice.
	$wrap = static function () use ( &$profile, $is_ours ): void {
		global $wp_filter;
		foreach ( $wp_filter as $hook => $filter ) {
			foreach ( $filter->callbacks as $priority => $callbacks ) {
				foreach ( $callbacks as $id => $entry ) {
					$callback = $entry['function'];
					if ( $callback instanceof Farol_Fixed_Cost_Timer || ! $is_ours( $callback ) ) {
						continue;
					}
					$label = is_array( $callback ) ? ( is_object( $callback[0] ) ? get_class( $callback[0] ) : $callback[0] ) . '::' . $callback[1] : ( $callback instanceof Closure ? 'closure ' . basename( ( new ReflectionFunction( $callback ) )->getFileName() ) . ':' . ( new ReflectionFunction( $callback ) )->getStartLine() : (string) $callback );
					$filter->callbacks[ $priority ][ $id ]['function'] = new Farol_Fixed_Cost_Timer( $callback, "{$hook} → {$label}", $profile );
				}
			}
		}
	};
	if ( 'profile' === $mode ) {
		add_action(
			'muplugins_loaded',
			static function () use ( &$profile ): void {
				$profile['load'] = hrtime( true );
			},
			PHP_INT_MAX
		);
		// Farol's file, its classes and its modules' register(): from the end of the mu-plugins
		// to the end of Farol's include.
		add_action(
			'plugin_loaded',
			static function ( $file ) use ( &$profile, $main ): void {
				if ( str_ends_with( wp_normalize_path( $file ), '/' . $main ) ) {
					$profile['load'] = ( hrtime( true ) - $profile['load'] ) / 1e6;
				}
			}
		);
		add_action( 'plugins_loaded', $wrap, PHP_INT_MIN );
		// Core's script and style registries, which every page builds anyway (Farol on or off),
		// built before any Farol callback, so that their cost is not counted as Farol's; timed apart.
		add_action(
			'init',
			static function () use ( &$profile ): void {
				$at = hrtime( true );
				wp_scripts();
				wp_styles();
				$profile['core_registries'] = ( hrtime( true ) - $at ) / 1e6;
			},
			PHP_INT_MIN
		);
		add_action( 'wp_loaded', $wrap, PHP_INT_MIN );
		add_action( 'template_redirect', $wrap, PHP_INT_MIN );
	}

	// Before core's wp_ob_end_flush_all (shutdown, priority 1) sends the page: the figures go in
	// headers, which the buffer opened below keeps unsent until then.
	ob_start();
	add_action(
		'shutdown',
		static function () use ( $start, &$profile, &$phases, $mode, $farol, $real ): void {
			$files = get_included_files();
			header( 'X-Farol-Phases: ' . wp_json_encode( array_map( static fn ( $ms ) => round( $ms, 3 ), $phases ) ) );
			header( 'X-Farol-Time-Ms: ' . round( ( hrtime( true ) - $start ) / 1e6, 3 ) );
			header( 'X-Farol-Peak-Memory: ' . memory_get_peak_usage() );
			header( 'X-Farol-Files: ' . count( $files ) );
			if ( 'profile' !== $mode ) {
				return;
			}
			$folders = array();
			foreach ( $files as $file ) {
				$file = wp_normalize_path( $file );
				foreach ( array( $farol, $real ) as $root ) {
					if ( str_starts_with( $file, $root ) ) {
						$folder             = dirname( substr( $file, strlen( $root ) ) );
						$folders[ $folder ] = ( $folders[ $folder ] ?? 0 ) + 1;
					}
				}
			}
			arsort( $folders );
			arsort( $profile['hooks'] );
			header(
				'X-Farol-Profile: ' . wp_json_encode(
					array(
						'load'    => round( $profile['load'], 3 ),
						'calls'   => round( array_sum( $profile['hooks'] ), 3 ),
						'core'    => round( $profile['core_registries'] ?? 0, 3 ),
						'hooks'   => array_map( static fn ( $ms ) => round( $ms, 3 ), array_slice( $profile['hooks'], 0, 15, true ) ),
						'folders' => array_slice( $folders, 0, 15, true ),
					)
				)
			);
		},
		PHP_INT_MIN
	);
} )();

/**
 * A Farol callback wrapped in a timer (the profile pass).
 */
final class Farol_Fixed_Cost_Timer {

	/**
	 * Wraps a callback.
	 *
	 * @param callable            $callback The callback.
	 * @param string              $label    Hook and callback, as the profile names them.
	 * @param array<string,mixed> $profile  The request's profile (by reference).
	 */
	public function __construct( private $callback, private string $label, private array &$profile ) {
	}

	/**
	 * Calls the callback, timed.
	 *
	 * @param mixed ...$args The hook's arguments.
	 * @return mixed What the callback returns.
	 */
	public function __invoke( ...$args ) {
		$start                                  = hrtime( true );
		$result                                 = call_user_func_array( $this->callback, $args );
		$this->profile['hooks'][ $this->label ] = ( $this->profile['hooks'][ $this->label ] ?? 0 ) + ( hrtime( true ) - $start ) / 1e6;
		return $result;
	}
}
