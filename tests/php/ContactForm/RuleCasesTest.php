<?php
/**
 * The server's rules engine against the shared table of cases.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Rules\Acceptance;
use Farol\ContactForm\Rules\Contract;
use Farol\ContactForm\Rules\Schema;
use Farol\ContactForm\Rules\Validator;
use Farol\Tests\TestCase;

/**
 * Reads tests/fixtures/contact-form/rule-cases.json, the table the browser's engine is held to
 * as well (tests/unit/contact-form/rule-cases.test.ts): every rule kind at its edges, the
 * combinators, multibyte lengths, files and acceptance boxes. Each schema of the table is read
 * through Schema::from_array(), so it must follow the contract too.
 */
final class RuleCasesTest extends TestCase {

	/**
	 * The table.
	 *
	 * @return array<string,mixed>
	 */
	private static function table(): array {
		$json = file_get_contents( FAROL_TESTS_ROOT . '/tests/fixtures/contact-form/rule-cases.json' );
		return json_decode( (string) $json, true );
	}

	/**
	 * A schema of the table's locale.
	 *
	 * @param array<mixed> $rules      Rules.
	 * @param array<mixed> $acceptance Acceptance boxes.
	 * @return Schema The schema.
	 */
	private static function schema( array $rules, array $acceptance = array() ): Schema {
		return Schema::from_array(
			array(
				'version'    => Contract::version(),
				'locale'     => self::table()['locale'],
				'rules'      => $rules,
				'acceptance' => $acceptance,
			)
		);
	}

	/**
	 * The group entries, passing or failing, as data sets.
	 *
	 * @param string $key `pass` or `fail`.
	 * @return array<string,array{array<string,mixed>,mixed}>
	 */
	private static function entries( string $key ): array {
		$sets = array();
		foreach ( self::table()['groups'] as $group ) {
			foreach ( $group[ $key ] as $entry ) {
				$sets[ $group['title'] . ': ' . wp_json_encode( $entry, JSON_UNESCAPED_UNICODE ) ] = array( $group, $entry );
			}
		}
		return $sets;
	}

	/**
	 * Passing entries.
	 *
	 * @return array<string,array{array<string,mixed>,mixed}>
	 */
	public function passing(): array {
		return self::entries( 'pass' );
	}

	/**
	 * Failing entries.
	 *
	 * @return array<string,array{array<string,mixed>,mixed}>
	 */
	public function failing(): array {
		return self::entries( 'fail' );
	}

	/**
	 * The invalid fields of one entry of a group.
	 *
	 * @param array<string,mixed> $group The group.
	 * @param mixed               $entry A value or a list of files for field "f".
	 * @return list<array{field:string,message:string,rule:string}>
	 */
	private static function verdict( array $group, mixed $entry ): array {
		$schema = self::schema( $group['rules'] );
		return 'files' === $group['input']
			? Validator::validate( $schema, array(), array( 'f' => $entry ) )
			: Validator::validate( $schema, array( 'f' => $entry ) );
	}

	/**
	 * Every leaf kind has a passing and a failing entry.
	 */
	public function test_the_table_covers_every_leaf_kind(): void {
		foreach ( array( 'pass', 'fail' ) as $key ) {
			$kinds = array();
			foreach ( self::table()['groups'] as $group ) {
				if ( array() !== $group[ $key ] ) {
					$kinds[] = $group['rules'][0]['rule'];
				}
			}
			$kinds = array_values( array_unique( $kinds ) );
			$all   = Contract::leaf_kinds();
			sort( $kinds );
			sort( $all );
			$this->assertSame( $all, $kinds, $key );
		}
	}

	/**
	 * A passing entry gives no invalid field.
	 *
	 * @dataProvider passing
	 * @param array<string,mixed> $group The group.
	 * @param mixed               $entry The entry.
	 */
	public function test_passes( array $group, mixed $entry ): void {
		$this->assertSame( array(), self::verdict( $group, $entry ) );
	}

	/**
	 * A failing entry gives the field with the rule's message and kind.
	 *
	 * @dataProvider failing
	 * @param array<string,mixed> $group The group.
	 * @param mixed               $entry The entry.
	 */
	public function test_fails( array $group, mixed $entry ): void {
		$rule = $group['rules'][0];
		$this->assertSame(
			array(
				array(
					'field'   => 'f',
					'message' => $rule['error'],
					'rule'    => $rule['rule'],
				),
			),
			self::verdict( $group, $entry )
		);
	}

	/**
	 * Whole schemas.
	 *
	 * @return array<string,array{array<string,mixed>}>
	 */
	public function cases(): array {
		$sets = array();
		foreach ( self::table()['cases'] as $case ) {
			$sets[ $case['title'] ] = array( $case );
		}
		return $sets;
	}

	/**
	 * A whole schema gives the expected invalid fields, in order.
	 *
	 * @dataProvider cases
	 * @param array<string,mixed> $case The case.
	 */
	public function test_case( array $case ): void {
		$this->assertSame(
			$case['invalid_fields'],
			Validator::validate( self::schema( $case['rules'] ), $case['values'], $case['files'] )
		);
	}

	/**
	 * Acceptance cases.
	 *
	 * @return array<string,array{array<string,mixed>}>
	 */
	public function acceptance_cases(): array {
		$sets = array();
		foreach ( self::table()['acceptance']['cases'] as $case ) {
			$sets[ $case['title'] ] = array( $case );
		}
		return $sets;
	}

	/**
	 * The boxes missing for a form's values.
	 *
	 * @dataProvider acceptance_cases
	 * @param array<string,mixed> $case The case.
	 */
	public function test_acceptance( array $case ): void {
		$schema = self::schema( array(), self::table()['acceptance']['boxes'] );
		$this->assertSame( $case['missing'], Acceptance::missing( $schema, $case['values'] ) );
	}
}
