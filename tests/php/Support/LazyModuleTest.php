<?php
/**
 * A module built only on a request that reaches it (Support\LazyModule).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support;

use Farol\Module;
use Farol\Support\LazyModule;
use Farol\Tests\TestCase;

/**
 * Outside wp-admin nothing is built until an entry action fires; then the module's own callbacks
 * on that action run on that same firing, and a second firing adds nothing twice. In wp-admin
 * the module is built at once.
 */
final class LazyModuleTest extends TestCase {

	/**
	 * How many modules were built, and what their callbacks heard.
	 *
	 * @var array{built: int, heard: list<string>}
	 */
	private array $seen = array(
		'built' => 0,
		'heard' => array(),
	);

	/**
	 * A lazy module whose module answers `farol_test_entry` and `farol_test_other`.
	 */
	private function lazy(): LazyModule {
		return new LazyModule(
			function (): Module {
				++$this->seen['built'];
				$seen = &$this->seen;
				return new class( $seen ) implements Module {
					/**
					 * Keeps the test's record.
					 *
					 * @param array<string,mixed> $seen The record.
					 */
					public function __construct( private array &$seen ) {
					}

					/**
					 * Adds its hooks.
					 */
					public function register(): void {
						add_action( 'farol_test_entry', array( $this, 'entry' ) );
						add_action( 'farol_test_other', array( $this, 'other' ) );
					}

					/**
					 * The entry's callback.
					 */
					public function entry(): void {
						$this->seen['heard'][] = 'entry';
					}

					/**
					 * Another hook's callback.
					 */
					public function other(): void {
						$this->seen['heard'][] = 'other';
					}
				};
			},
			array( 'farol_test_entry' )
		);
	}

	/**
	 * Outside wp-admin: built when the entry fires, its callback on the entry runs then, once.
	 */
	public function test_built_when_an_entry_fires_and_only_once(): void {
		$this->lazy()->register();
		do_action( 'farol_test_other' );
		$this->assertSame( 0, $this->seen['built'], 'nothing is built before an entry fires' );
		$this->assertSame( array(), $this->seen['heard'] );

		do_action( 'farol_test_entry' );
		$this->assertSame( 1, $this->seen['built'] );
		$this->assertSame( array( 'entry' ), $this->seen['heard'], 'the module hears the very firing that built it' );

		do_action( 'farol_test_entry' );
		do_action( 'farol_test_other' );
		$this->assertSame( 1, $this->seen['built'] );
		$this->assertSame( array( 'entry', 'entry', 'other' ), $this->seen['heard'], 'its hooks are added once' );
	}

	/**
	 * In wp-admin: built and registered at once.
	 */
	public function test_built_at_once_in_wp_admin(): void {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
		try {
			$this->lazy()->register();
			$this->assertSame( 1, $this->seen['built'] );
			do_action( 'farol_test_other' );
			$this->assertSame( array( 'other' ), $this->seen['heard'] );
		} finally {
			unset( $GLOBALS['current_screen'] );
		}
	}
}
