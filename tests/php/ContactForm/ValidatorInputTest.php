<?php
/**
 * What the server's validator does with input no browser would send.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Rules\Contract;
use Farol\ContactForm\Rules\Schema;
use Farol\ContactForm\Rules\Validator;
use Farol\Tests\TestCase;

/**
 * A submission is anything a client can post: bytes that are not UTF-8, nested lists, values
 * that are not strings, files described loosely. The validator judges all of it (notices and
 * warnings fail these tests) and never lets such input pass a rule it should fail.
 */
final class ValidatorInputTest extends TestCase {

	/**
	 * A schema of leaf rules for field "f".
	 *
	 * @param array<string,mixed> ...$rules Rules without their field and message.
	 * @return Schema Schema.
	 */
	private static function schema( array ...$rules ): Schema {
		return Schema::from_array(
			array(
				'version'    => Contract::version(),
				'locale'     => 'en_US',
				'rules'      => array_map(
					static fn( array $rule ): array => array(
						'field' => 'f',
						'error' => $rule['rule'] . ' failed',
					) + $rule,
					$rules
				),
				'acceptance' => array(),
			)
		);
	}

	/**
	 * The kinds of the failing rules.
	 *
	 * @param Schema              $schema Schema.
	 * @param array<string,mixed> $values Values.
	 * @param array<string,mixed> $files  Files.
	 * @return list<string> Kinds.
	 */
	private static function failing( Schema $schema, array $values, array $files = array() ): array {
		return array_column( Validator::validate( $schema, $values, $files ), 'rule' );
	}

	/**
	 * Bytes that are not UTF-8 are judged as replacement characters, one each.
	 */
	public function test_invalid_utf8_is_judged_not_warned_about(): void {
		$schema = self::schema(
			array( 'rule' => 'email' ),
			array(
				'rule'      => 'maxlength',
				'threshold' => 3,
			)
		);
		$this->assertSame( array( 'email' ), self::failing( $schema, array( 'f' => "ana\xC3@example.com" ) ) );
		$this->assertSame(
			array( 'maxlength' ),
			self::failing(
				self::schema(
					array(
						'rule'      => 'maxlength',
						'threshold' => 3,
					)
				),
				array( 'f' => "ab\xC3\xC3" )
			)
		);
		$this->assertSame(
			array(),
			self::failing(
				self::schema(
					array(
						'rule'      => 'maxlength',
						'threshold' => 3,
					)
				),
				array( 'f' => "a\xC3\xA7\xFF" )
			)
		);
	}

	/**
	 * Nested lists are flattened; integers are values; null, booleans and objects are not.
	 */
	public function test_values_that_are_not_strings(): void {
		$schema = self::schema(
			array( 'rule' => 'required' ),
			array(
				'rule'      => 'maxitems',
				'threshold' => 2,
			)
		);
		$this->assertSame( array( 'maxitems' ), self::failing( $schema, array( 'f' => array( array( 'a', array( 'b' ) ), 'c' ) ) ) );
		$this->assertSame( array(), self::failing( $schema, array( 'f' => 0 ) ) );
		$this->assertSame( array( 'required' ), self::failing( $schema, array( 'f' => null ) ) );
		$this->assertSame( array( 'required' ), self::failing( $schema, array( 'f' => true ) ) );
		$this->assertSame( array( 'required' ), self::failing( $schema, array( 'f' => (object) array( 'a' => 'b' ) ) ) );
		$this->assertSame( array( 'required' ), self::failing( $schema, array( 'f' => 1.5 ) ) );
	}

	/**
	 * A single file without its list counts; entries without a name do not; a size that is not
	 * a number (even a numeric string) counts as 0, as in the browser.
	 */
	public function test_files_described_loosely(): void {
		$schema = self::schema(
			array( 'rule' => 'requiredfile' ),
			array(
				'rule'   => 'file',
				'accept' => array( '.pdf' ),
			),
			array(
				'rule'      => 'minfilesize',
				'threshold' => 1,
			)
		);
		$this->assertSame(
			array(),
			self::failing(
				$schema,
				array(),
				array(
					'f' => array(
						'name' => 'a.pdf',
						'size' => 10.7,
					),
				)
			)
		);
		$this->assertSame( array( 'requiredfile' ), self::failing( $schema, array(), array( 'f' => array( array( 'size' => 10 ), 'a.pdf', array( 'name' => 7 ) ) ) ) );
		$this->assertSame(
			array( 'minfilesize' ),
			self::failing(
				$schema,
				array(),
				array(
					'f' => array(
						array(
							'name' => 'a.pdf',
							'size' => '10',
						),
					),
				)
			)
		);
		$this->assertSame( array( 'requiredfile' ), self::failing( $schema, array(), array( 'f' => 'a.pdf' ) ) );
	}
}
