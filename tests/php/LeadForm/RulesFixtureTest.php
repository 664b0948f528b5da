<?php
/**
 * The server's verdicts on the lead form rules fixture table.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Rules\FieldRules;
use Farol\LeadForm\Rules\FormValidator;
use Farol\Tests\TestCase;

/**
 * Every case of tests/fixtures/lead-form/rules-cases.json and rules-phone-cases.json gives the
 * expected errors (type and message, in order) and typed values through FormValidator. The
 * rules PHP publishes for the fixture's forms are committed in rules-published.json, which
 * jest builds its validators from: this test fails when that file is stale (regenerate it
 * with FAROL_UPDATE_FIXTURES=1).
 */
final class RulesFixtureTest extends TestCase {

	/**
	 * The fixture folder.
	 */
	private const DIR = __DIR__ . '/../../fixtures/lead-form/';

	/**
	 * A fixture file, decoded.
	 *
	 * @param string $name File name.
	 * @return array<string, mixed>
	 */
	private static function fixture( string $name ): array {
		return json_decode( (string) file_get_contents( self::DIR . $name ), true, 512, JSON_THROW_ON_ERROR );
	}

	/**
	 * Every case of both tables.
	 *
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function cases(): array {
		$cases = array();
		foreach ( array( 'rules-cases.json', 'rules-phone-cases.json' ) as $file ) {
			foreach ( self::fixture( $file )['cases'] as $case ) {
				$cases[ $file . ': ' . $case['name'] ] = array( $case );
			}
		}
		return $cases;
	}

	/**
	 * One case: the errors, in order, and the expected values.
	 *
	 * @dataProvider cases
	 *
	 * @param array<string, mixed> $case The case.
	 */
	public function test_case( array $case ): void {
		$definition = self::fixture( 'rules-cases.json' )['forms'][ $case['form'] ];
		$result     = ( new FormValidator() )->validate( RulesContractTest::form( $definition ), $case['input'] );
		$this->assertSame(
			array_map(
				static fn ( array $error ): array => array(
					'field'         => $error[0],
					'error_type'    => $error[1],
					'error_message' => $error[2],
				),
				$case['errors']
			),
			$result->errors
		);
		foreach ( $case['values'] ?? array() as $key => $value ) {
			$this->assertArrayHasKey( $key, $result->values );
			$this->assertEquals( $value, $result->values[ $key ], $key );
			$this->assertSame( gettype( $value ), gettype( $result->values[ $key ] ) === 'double' && is_int( $value ) ? 'integer' : gettype( $result->values[ $key ] ), $key );
		}
		foreach ( $case['absent'] ?? array() as $key ) {
			$this->assertArrayNotHasKey( $key, $result->values );
		}
	}

	/**
	 * The committed published rules are what FieldRules gives for the fixture's forms, and
	 * each conforms to the rules contract.
	 */
	public function test_published_rules_are_current(): void {
		$published = array();
		foreach ( self::fixture( 'rules-cases.json' )['forms'] as $id => $definition ) {
			$published[ $id ] = ( new FieldRules() )->for_form( RulesContractTest::form( $definition ) );
		}
		$json = (string) wp_json_encode( $published, JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) . "\n";
		if ( getenv( 'FAROL_UPDATE_FIXTURES' ) ) {
			file_put_contents( self::DIR . 'rules-published.json', $json ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test fixture.
		}
		$this->assertSame( $json, (string) file_get_contents( self::DIR . 'rules-published.json' ), 'rules-published.json is stale: run FAROL_UPDATE_FIXTURES=1 bash tools/test/php.sh --filter RulesFixtureTest' );
	}
}
