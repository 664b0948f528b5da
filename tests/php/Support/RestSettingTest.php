<?php
/**
 * A setting whose REST half is read on use (Support\RestSetting).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support;

use Farol\Support\RestSetting;
use Farol\Tests\TestCase;

/**
 * Before the REST API starts, the setting is registered with its sanitizer and a default computed
 * on first use, and neither its schema nor its description is read; when the REST API starts it
 * is registered whole, listed once, as one register_setting() with everything registers it.
 */
final class RestSettingTest extends TestCase {

	private const GROUP  = 'farol_test_group';
	private const OPTION = 'farol_test_rest_setting';

	/**
	 * How often each part was read.
	 *
	 * @var array{default: int, rest: int}
	 */
	private array $reads = array(
		'default' => 0,
		'rest'    => 0,
	);

	/**
	 * Removes the setting.
	 */
	protected function tear_down(): void {
		unregister_setting( self::GROUP, self::OPTION );
		delete_option( self::OPTION );
		parent::tear_down();
	}

	/**
	 * Registers the test setting.
	 */
	private function register(): void {
		RestSetting::register(
			self::GROUP,
			self::OPTION,
			'object',
			static fn ( $value ) => is_array( $value ) ? array_intersect_key( $value, array( 'size' => true ) ) : array(),
			function (): array {
				++$this->reads['default'];
				return array( 'size' => 3 );
			},
			function (): array {
				++$this->reads['rest'];
				return array(
					'description'  => 'A test setting.',
					'show_in_rest' => array(
						'schema' => array(
							'type'       => 'object',
							'properties' => array( 'size' => array( 'type' => 'integer' ) ),
						),
					),
				);
			}
		);
	}

	/**
	 * On a request without the REST API, nothing of its REST half is read; the default and the
	 * sanitizer work as before; the REST API then gets the whole registration.
	 */
	public function test_the_rest_half_is_read_when_the_rest_api_starts(): void {
		global $wp_actions, $new_allowed_options;
		// A request on which the REST API has not started (TestCase puts the count back).
		unset( $wp_actions['rest_api_init'] );
		$this->register();

		$registered = get_registered_settings()[ self::OPTION ];
		$this->assertFalse( $registered['show_in_rest'] );
		$this->assertArrayNotHasKey( 'default', $registered );
		$this->assertSame( array( 'size' => 3 ), get_option( self::OPTION ), 'the default, computed on use' );
		$this->assertSame( 'given', get_option( self::OPTION, 'given' ), 'a default passed to get_option() wins, as with core' );
		update_option(
			self::OPTION,
			array(
				'size'  => 5,
				'other' => 1,
			)
		);
		$this->assertSame( array( 'size' => 5 ), get_option( self::OPTION ), 'sanitized on write' );
		$this->assertSame( 0, $this->reads['rest'] );

		do_action( 'rest_api_init' );
		$registered = get_registered_settings()[ self::OPTION ];
		$this->assertGreaterThan( 0, $this->reads['rest'] );
		$this->assertSame( 'A test setting.', $registered['description'] );
		$this->assertSame( array( 'size' => 3 ), $registered['default'] );
		$this->assertSame( 'integer', $registered['show_in_rest']['schema']['properties']['size']['type'] );
		$this->assertSame( 1, count( array_keys( $new_allowed_options[ self::GROUP ], self::OPTION, true ) ), 'listed once' );
		delete_option( self::OPTION );
		$this->assertSame( array( 'size' => 3 ), get_option( self::OPTION ) );
	}

	/**
	 * Once the REST API has started, the setting is registered whole at once.
	 */
	public function test_registered_whole_when_the_rest_api_has_started(): void {
		do_action( 'rest_api_init' );
		$this->register();
		$registered = get_registered_settings()[ self::OPTION ];
		$this->assertSame( 1, $this->reads['rest'] );
		$this->assertSame( 'integer', $registered['show_in_rest']['schema']['properties']['size']['type'] );
		$this->assertSame( array( 'size' => 3 ), get_option( self::OPTION ) );
	}
}
