<?php
/**
 * One checker per leaf rule kind.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Rules;

/**
 * The table of checkers, the same as the browser's (src/contact-form/rules/checks.ts). A
 * checker says whether a field's input passes a leaf rule; passes() calls it only when the
 * field has input (a value, or a file for the file rules), except for required and
 * requiredfile, which are about having some. Values arrive normalized by Values.
 */
final class Checks {

	/** Kinds whose checker reads the files rather than the values. */
	public const FILE_KINDS = array( 'requiredfile', 'file', 'minfilesize', 'maxfilesize' );

	/** Kinds checked even when the field is empty. */
	public const PRESENCE_KINDS = array( 'required', 'requiredfile' );

	/**
	 * Whether a leaf rule passes for a field's input.
	 *
	 * @param Rule                                          $rule   Leaf rule.
	 * @param string[]                                      $values The field's normalized values.
	 * @param list<array{name:string,size:int,type:string}> $files  The field's files.
	 * @return bool Whether it passes; rules other than required and requiredfile pass on an
	 *              empty field.
	 */
	public static function passes( Rule $rule, array $values, array $files ): bool {
		if ( ! in_array( $rule->kind, self::PRESENCE_KINDS, true ) ) {
			$empty = in_array( $rule->kind, self::FILE_KINDS, true ) ? array() === $files : array() === $values;
			if ( $empty ) {
				return true;
			}
		}
		$threshold = $rule->parameter( 'threshold' );
		return match ( $rule->kind ) {
			'required'     => array() !== $values,
			'requiredfile' => array() !== $files,
			'email'        => self::every( $values, array( Formats::class, 'is_email' ) ),
			'url'          => self::every( $values, static fn( string $value ): bool => Formats::is_url( $value, (array) $rule->parameter( 'schemes' ) ) ),
			'tel'          => self::every( $values, array( Formats::class, 'is_tel' ) ),
			'number'       => self::every( $values, array( Formats::class, 'is_number' ) ),
			'date'         => self::every( $values, static fn( string $value ): bool => null !== Formats::parse_date( $value ) ),
			'time'         => self::every( $values, array( Formats::class, 'is_time' ) ),
			'file'         => self::file_types( $files, (array) $rule->parameter( 'accept' ) ),
			'enum'         => self::options( $values, (array) $rule->parameter( 'accept' ) ),
			'dayofweek'    => self::weekdays( $values, (array) $rule->parameter( 'accept' ) ),
			'minitems'     => count( $values ) >= $threshold,
			'maxitems'     => count( $values ) <= $threshold,
			'minlength'    => self::total_length( $values ) >= $threshold,
			'maxlength'    => self::total_length( $values ) <= $threshold,
			'minnumber'    => self::every( self::numbers( $values ), static fn( float $value ): bool => $value >= $threshold ),
			'maxnumber'    => self::every( self::numbers( $values ), static fn( float $value ): bool => $value <= $threshold ),
			'stepnumber'   => self::every( self::numbers( $values ), static fn( float $value ): bool => self::on_step( $value, (float) $rule->parameter( 'base' ), (float) $rule->parameter( 'interval' ) ) ),
			'mindate'      => self::every( self::dates( $values ), static fn( string $value ): bool => strcmp( $value, (string) $threshold ) >= 0 ),
			'maxdate'      => self::every( self::dates( $values ), static fn( string $value ): bool => strcmp( $value, (string) $threshold ) <= 0 ),
			'minfilesize'  => self::total_size( $files ) >= $threshold,
			'maxfilesize'  => self::total_size( $files ) <= $threshold,
			default        => true,
		};
	}

	/**
	 * Whether a number is base plus a whole number of intervals, within a millionth of an
	 * interval (so 0.3 is a step of 0.1, though 0.3 / 0.1 is 2.9999999999999996 in binary
	 * floating point). Rounds with floor( q + 0.5 ), as the browser does: PHP's round()
	 * pre-rounds to 15 digits and would differ at some edges.
	 *
	 * @param float $value    The number.
	 * @param float $base     Where the steps start.
	 * @param float $interval The step; 0 accepts every number.
	 * @return bool Whether it is on a step.
	 */
	public static function on_step( float $value, float $base, float $interval ): bool {
		if ( $interval <= 0 ) {
			return true;
		}
		$steps = ( $value - $base ) / $interval;
		return abs( $steps - floor( $steps + 0.5 ) ) < 1e-6;
	}

	/**
	 * Whether every item passes a test.
	 *
	 * @param array<mixed> $items Items.
	 * @param callable     $test  Test.
	 * @return bool Whether all pass.
	 */
	private static function every( array $items, callable $test ): bool {
		foreach ( $items as $item ) {
			if ( ! $test( $item ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The values that are numbers, as numbers.
	 *
	 * @param string[] $values Values.
	 * @return list<float> Numbers.
	 */
	private static function numbers( array $values ): array {
		return array_values( array_map( 'floatval', array_filter( $values, array( Formats::class, 'is_number' ) ) ) );
	}

	/**
	 * The values that are real dates.
	 *
	 * @param string[] $values Values.
	 * @return list<string> Dates (YYYY-MM-DD, so they compare as strings).
	 */
	private static function dates( array $values ): array {
		return array_values( array_filter( $values, static fn( string $value ): bool => null !== Formats::parse_date( $value ) ) );
	}

	/**
	 * Every file's extension is accepted.
	 *
	 * @param list<array{name:string,size:int,type:string}> $files  Files.
	 * @param array<mixed>                                  $accept Accepted extensions.
	 * @return bool Whether all are.
	 */
	private static function file_types( array $files, array $accept ): bool {
		return self::every( $files, static fn( array $file ): bool => in_array( Formats::file_extension( $file['name'] ), $accept, true ) );
	}

	/**
	 * Every value is an accepted option (line ends of both compared as LF).
	 *
	 * @param string[]     $values Values.
	 * @param array<mixed> $accept Options.
	 * @return bool Whether all are.
	 */
	private static function options( array $values, array $accept ): bool {
		$options = array_map( static fn( $option ): string => str_replace( array( "\r\n", "\r" ), "\n", (string) $option ), $accept );
		return self::every( $values, static fn( string $value ): bool => in_array( $value, $options, true ) );
	}

	/**
	 * Every value that is a date falls on an accepted ISO weekday.
	 *
	 * @param string[]     $values Values.
	 * @param array<mixed> $accept ISO weekdays.
	 * @return bool Whether all do.
	 */
	private static function weekdays( array $values, array $accept ): bool {
		$days = array_map( 'intval', $accept );
		return self::every(
			$values,
			static function ( string $value ) use ( $days ): bool {
				$date = Formats::parse_date( $value );
				return null === $date || in_array( Formats::iso_weekday( $date ), $days, true );
			}
		);
	}

	/**
	 * Code points of all values together.
	 *
	 * @param string[] $values Values.
	 * @return int Length.
	 */
	private static function total_length( array $values ): int {
		return array_sum( array_map( array( Values::class, 'length' ), $values ) );
	}

	/**
	 * Bytes of all files together.
	 *
	 * @param list<array{name:string,size:int,type:string}> $files Files.
	 * @return int Size.
	 */
	private static function total_size( array $files ): int {
		return array_sum( array_column( $files, 'size' ) );
	}
}
