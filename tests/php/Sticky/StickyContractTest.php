<?php
/**
 * PHP derives the sticky setting from the committed contract.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Sticky;

use Farol\Sticky\StickyRulesSchema;
use Farol\Sticky\StickyRulesValidator;
use Farol\Sticky\StickySettings;
use Farol\Tests\TestCase;

/**
 * The REST schema, the defaults, the rule limit and the sanitizer all follow
 * sticky-rules.schema.json: pointed at a modified copy, every one of them changes with it.
 */
final class StickyContractTest extends TestCase {

	private const OPTION = 'farol_sticky_rules';

	/**
	 * A modified copy of the contract.
	 *
	 * @var string
	 */
	private string $copy = '';

	/**
	 * The registration of the setting before the test.
	 *
	 * @var array<string,mixed>|null
	 */
	private ?array $registered = null;

	/**
	 * Writes a copy of the contract with 3 rules at most, selectors of 12 characters at most
	 * and a maximum width of 1234 by default.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->registered = get_registered_settings()[ self::OPTION ] ?? null;

		$contract                                    = json_decode( (string) file_get_contents( StickyRulesSchema::CONTRACT_FILE ), true );
		$contract['maxItems']                        = 3;
		$properties                                  = &$contract['items']['properties'];
		$properties['sticky_selector']['maxLength']  = 12;
		$properties['push_up_selector']['maxLength'] = 12;
		$properties['max_width']['default']          = 1234;
		unset( $properties );
		$this->copy = (string) tempnam( get_temp_dir(), 'farol-sticky-rules' );
		file_put_contents( $this->copy, (string) wp_json_encode( $contract ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary test file.
	}

	/**
	 * Puts the real registration back and removes the copy.
	 */
	protected function tear_down(): void {
		global $wp_registered_settings;
		if ( null !== $this->registered ) {
			$wp_registered_settings[ self::OPTION ] = $this->registered;
		}
		if ( is_file( $this->copy ) ) {
			unlink( $this->copy ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- a temporary test file.
		}
		parent::tear_down();
	}

	/**
	 * Five rules with the given selector (numbered).
	 *
	 * @param string $selector Selector prefix.
	 * @return list<array<string,string>>
	 */
	private static function five_rules( string $selector ): array {
		$rules = array();
		for ( $i = 0; $i < 5; $i++ ) {
			$rules[] = array( 'sticky_selector' => $selector . $i );
		}
		return $rules;
	}

	/**
	 * The committed contract is what the site publishes and enforces.
	 */
	public function test_site_uses_committed_contract(): void {
		$contract = json_decode( (string) file_get_contents( StickyRulesSchema::CONTRACT_FILE ), true );
		$this->login_as( 'administrator' );
		$published = $this->rest( 'OPTIONS', '/wp/v2/settings' )->get_data()['schema']['properties'][ self::OPTION ];
		$this->assertSame( $contract['maxItems'], $published['maxItems'] );
		foreach ( $contract['items']['properties'] as $field => $schema ) {
			$this->assertSame( $schema['type'], $published['items']['properties'][ $field ]['type'], $field );
			$this->assertSame( $schema['default'] ?? null, $published['items']['properties'][ $field ]['default'] ?? null, $field );
			$this->assertNotEmpty( $published['items']['properties'][ $field ]['description'], $field );
		}
		$too_many = array_fill( 0, $contract['maxItems'] + 1, array( 'sticky_selector' => '#a' ) );
		$this->assertSame( 400, $this->rest( 'POST', '/wp/v2/settings', array( self::OPTION => $too_many ) )->get_status() );
		$this->assertSame( 200, $this->rest( 'POST', '/wp/v2/settings', array( self::OPTION => array_slice( $too_many, 1 ) ) )->get_status() );
	}

	/**
	 * A changed contract changes the REST schema, the defaults and the sanitizer together.
	 */
	public function test_changed_contract_changes_schema_defaults_and_sanitizer(): void {
		$schema    = new StickyRulesSchema( $this->copy );
		$validator = new StickyRulesValidator( $schema );
		$settings  = new StickySettings( $schema, $validator );

		$this->assertSame( 3, $schema->max_rules() );
		$this->assertSame( 1234, $schema->defaults()['max_width'] );

		// The sanitizer keeps at most 3 rules, fills in the new default, and drops a rule
		// whose selector is longer than the new limit.
		$stored = $settings->sanitize( array_merge( array( array( 'sticky_selector' => '#much-too-long' ) ), self::five_rules( '#r' ) ) );
		$this->assertSame( array( '#r0', '#r1', '#r2' ), array_column( $stored, 'sticky_selector' ) );
		$this->assertSame( 1234, $stored[0]['max_width'] );
		$problems = $validator->problems( array( array( 'sticky_selector' => '#much-too-long' ) ) );
		$this->assertStringContainsString( '12', $problems[0]['message'] );

		// What wp/v2/settings publishes and enforces follows the registration (which replaces
		// the plugin's own, sanitizer included).
		remove_all_filters( 'sanitize_option_' . self::OPTION );
		$settings->register_setting();
		$this->login_as( 'administrator' );
		$published = $this->rest( 'OPTIONS', '/wp/v2/settings' )->get_data()['schema']['properties'][ self::OPTION ];
		$this->assertSame( 3, $published['maxItems'] );
		$this->assertSame( 12, $published['items']['properties']['sticky_selector']['maxLength'] );
		$this->assertSame( 1234, $published['items']['properties']['max_width']['default'] );
		$response = $this->rest( 'POST', '/wp/v2/settings', array( self::OPTION => self::five_rules( '#r' ) ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$response = $this->rest( 'POST', '/wp/v2/settings', array( self::OPTION => array_slice( self::five_rules( '#r' ), 0, 3 ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 1234, get_option( self::OPTION )[0]['max_width'] );
	}

	/**
	 * A missing or broken contract file is a clear error, not a silent empty schema.
	 */
	public function test_broken_contract_is_an_error(): void {
		file_put_contents( $this->copy, '{"type":"array"}' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a temporary test file.
		$this->expectException( \RuntimeException::class );
		( new StickyRulesSchema( $this->copy ) )->fields();
	}
}
