<?php
/**
 * The sticky rules setting through wp/v2/settings.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Sticky;

use Farol\Sticky\StickyRulesSchema;
use Farol\Tests\TestCase;
use WP_REST_Response;

/**
 * Read and write through the REST API with the capabilities, defaults and refusals the issue
 * asks for: bad values are refused with rest_invalid_param and one entry per field.
 */
final class StickySettingsTest extends TestCase {

	private const OPTION = 'farol_sticky_rules';

	/**
	 * Sends the rules as an admin would from the settings page (JSON body).
	 *
	 * @param mixed $rules Value of the setting.
	 */
	private function save( mixed $rules ): WP_REST_Response {
		return $this->rest(
			'POST',
			'/wp/v2/settings',
			array( self::OPTION => $rules ),
			array( 'Content-Type' => 'application/json' )
		);
	}

	/**
	 * The per-field errors of a refused save.
	 *
	 * @param WP_REST_Response $response The 400 answer.
	 * @return list<array{rule:int,field:string,message:string}>
	 */
	private function field_errors( WP_REST_Response $response ): array {
		$this->assertSame( 400, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( 'rest_invalid_param', $data['code'] );
		$this->assertArrayHasKey( self::OPTION, $data['data']['params'] );
		return $data['data']['details'][ self::OPTION ]['data']['errors'];
	}

	/**
	 * The setting is in wp/v2/settings with its schema and an empty default.
	 */
	public function test_admin_reads_empty_default_and_schema(): void {
		$this->login_as( 'administrator' );
		delete_option( self::OPTION );

		$response = $this->rest( 'GET', '/wp/v2/settings' );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( array(), $response->get_data()[ self::OPTION ] );

		$schema = $this->rest( 'OPTIONS', '/wp/v2/settings' )->get_data()['schema']['properties'][ self::OPTION ];
		$this->assertSame( 'array', $schema['type'] );
		$item = $schema['items']['properties'];
		$this->assertSame( 0, $item['top_distance']['default'] );
		$this->assertSame( 0, $item['min_width']['default'] );
		$this->assertSame( 99999, $item['max_width']['default'] );
		$this->assertSame( 1, $item['z_index']['default'] );
		foreach ( array( 'legacy_mode', 'dynamic_mode', 'debug', 'admin_bar' ) as $flag ) {
			$this->assertFalse( $item[ $flag ]['default'], $flag );
		}
		$this->assertSame( '', $item['push_up_selector']['default'] );
	}

	/**
	 * A valid rule is stored with the defaults filled in, and read back.
	 */
	public function test_admin_saves_rule_with_defaults(): void {
		$this->login_as( 'administrator' );

		$response = $this->save(
			array(
				array(
					'sticky_selector' => ' #fixed ',
					'top_distance'    => 20,
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );

		$expected = array_merge(
			( new StickyRulesSchema() )->defaults(),
			array(
				'sticky_selector' => '#fixed',
				'top_distance'    => 20,
			)
		);
		$this->assertSame( array( $expected ), $response->get_data()[ self::OPTION ] );
		$this->assertSame( array( $expected ), get_option( self::OPTION ) );
		$this->assertSame( array( $expected ), $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ self::OPTION ] );
	}

	/**
	 * Several rules, each with its own settings.
	 */
	public function test_several_rules(): void {
		$this->login_as( 'administrator' );
		$rules    = array(
			array_merge(
				( new StickyRulesSchema() )->defaults(),
				array(
					'sticky_selector' => '#header',
					'admin_bar'       => true,
				)
			),
			array_merge(
				( new StickyRulesSchema() )->defaults(),
				array(
					'sticky_selector'  => '.cta',
					'push_up_selector' => 'footer',
					'min_width'        => 768,
					'max_width'        => 1200,
					'z_index'          => 50,
					'legacy_mode'      => true,
					'dynamic_mode'     => true,
					'debug'            => true,
				)
			),
		);
		$response = $this->save( $rules );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $rules, get_option( self::OPTION ) );
	}

	/**
	 * Each bad value is refused with a message on its own field of its own rule, and nothing
	 * is stored.
	 */
	public function test_refuses_bad_values_field_by_field(): void {
		$this->login_as( 'administrator' );
		update_option( self::OPTION, array( array( 'sticky_selector' => '#kept' ) ) );
		$before = get_option( self::OPTION );

		$response = $this->save(
			array(
				array( 'sticky_selector' => '#ok' ),
				array(
					'sticky_selector'  => '<b>menu</b>',
					'push_up_selector' => 'footer { color: red }',
					'top_distance'     => -5,
					'min_width'        => 1200,
					'max_width'        => 800,
					'z_index'          => '10px',
				),
			)
		);
		$errors   = $this->field_errors( $response );
		$fields   = array();
		foreach ( $errors as $error ) {
			$this->assertSame( 1, $error['rule'] );
			$this->assertNotSame( '', $error['message'] );
			$fields[ $error['field'] ] = $error['message'];
		}
		ksort( $fields );
		$this->assertSame( array( 'min_width', 'push_up_selector', 'sticky_selector', 'top_distance', 'z_index' ), array_keys( $fields ) );
		$this->assertStringContainsString( '"<"', $fields['sticky_selector'] );
		$this->assertStringContainsString( '"{"', $fields['push_up_selector'] );
		$this->assertStringContainsString( 'negative', $fields['top_distance'] );
		$this->assertStringContainsString( 'maximum', $fields['min_width'] );
		$this->assertStringContainsString( 'whole number', $fields['z_index'] );
		$this->assertStringContainsString( 'Rule 2', $response->get_data()['data']['params'][ self::OPTION ] );
		$this->assertSame( $before, get_option( self::OPTION ) );
	}

	/**
	 * Minimum equal to maximum is allowed (inclusive bounds); an empty selector is not.
	 */
	public function test_boundaries(): void {
		$this->login_as( 'administrator' );
		$this->assertSame(
			200,
			$this->save(
				array(
					array(
						'sticky_selector' => '#a',
						'min_width'       => 800,
						'max_width'       => 800,
					),
				)
			)->get_status()
		);

		$errors = $this->field_errors( $this->save( array( array( 'sticky_selector' => '   ' ) ) ) );
		$this->assertSame( 'sticky_selector', $errors[0]['field'] );
		$this->assertSame( 0, $errors[0]['rule'] );
	}

	/**
	 * Shapes only the schema knows about (unknown keys, wrong types) are still refused.
	 */
	public function test_schema_still_applies(): void {
		$this->login_as( 'administrator' );
		$response = $this->save(
			array(
				array(
					'sticky_selector' => '#a',
					'colour'          => 'red',
				),
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );

		$response = $this->save( 'not a list' );
		$this->assertSame( 400, $response->get_status() );
	}

	/**
	 * Subscribers and editors cannot read or change it; visitors neither.
	 */
	public function test_only_manage_options(): void {
		update_option( self::OPTION, array( array( 'sticky_selector' => '#kept' ) ) );
		$kept = get_option( self::OPTION );

		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->login_as( $role );
			$this->assertSame( 403, $this->rest( 'GET', '/wp/v2/settings' )->get_status(), $role );
			$this->assertSame( 403, $this->save( array( array( 'sticky_selector' => '#mine' ) ) )->get_status(), $role );
		}
		wp_set_current_user( 0 );
		$this->assertSame( 401, $this->save( array( array( 'sticky_selector' => '#mine' ) ) )->get_status() );
		$this->assertSame( $kept, get_option( self::OPTION ) );
	}

	/**
	 * Writers other than REST (update_option) cannot store a broken rule either.
	 */
	public function test_update_option_drops_broken_rules(): void {
		update_option(
			self::OPTION,
			array(
				array(
					'sticky_selector' => '#good',
					'debug'           => 'true',
				),
				array( 'sticky_selector' => 'a{' ),
				'junk',
				array(
					'sticky_selector' => '#b',
					'min_width'       => 10,
					'max_width'       => 5,
				),
			)
		);
		$this->assertSame(
			array(
				array_merge(
					( new StickyRulesSchema() )->defaults(),
					array(
						'sticky_selector' => '#good',
						'debug'           => true,
					)
				),
			),
			get_option( self::OPTION )
		);
	}
}
