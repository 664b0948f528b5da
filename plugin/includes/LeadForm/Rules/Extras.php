<?php
/**
 * The extra keys a lead form submission keeps besides its fields.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Rules;

/**
 * The extras (FieldRules::EXTRAS) are filled by the page, not typed by the visitor: tracking
 * (traffic_source, c_utmz, client_id...), where the form was sent from, the city and state
 * pickers' values. They are kept as trimmed strings; arrays are dropped, except `legal_bases`,
 * kept when it is a list of consent bases of the known categories, types and statuses; the
 * city picker's `city_id` must be an IBGE code and becomes an integer.
 */
final class Extras {

	/**
	 * Allowed values of a legal basis' properties.
	 */
	private const LEGAL_BASIS = array(
		'category' => array( 'communications', 'data_processing' ),
		'type'     => array( 'consent', 'legitimate_interest', 'pre_existent_contract', 'judicial_process', 'vital_interest', 'public_interest' ),
		'status'   => array( 'granted', 'declined' ),
	);

	/**
	 * An extra's kept value (null to drop it) and its error.
	 *
	 * @param array<string, mixed> $rules The form's rules.
	 * @param string               $key   The extra's key.
	 * @param mixed                $raw   The submitted value.
	 * @return array{0: mixed, 1: array{0: string, 1: string}|null}
	 */
	public static function value( array $rules, string $key, mixed $raw ): array {
		if ( 'legal_bases' === $key ) {
			return array( self::legal_bases( $raw ), null );
		}
		$text = Text::from_scalar( $raw );
		if ( null === $text || ! Text::is_utf8( $text ) ) {
			return array( null, null );
		}
		$text = Text::trim( $text );
		if ( 'city_id' !== $key ) {
			return array( $text, null );
		}
		if ( '' === $text ) {
			return array( null, null );
		}
		if ( ! Patterns::matches( $rules['patterns']['city_id'], $text ) ) {
			return array( null, array( 'INVALID_FORMAT', $rules['messages']['invalid'] ) );
		}
		return array( (int) $text, null );
	}

	/**
	 * Legal bases as the conversion API takes them, or null when the value is not a list of them.
	 *
	 * @param mixed $raw The submitted value.
	 * @return list<array{category: string, type: string, status?: string}>|null
	 */
	private static function legal_bases( mixed $raw ): ?array {
		if ( ! is_array( $raw ) || ! array_is_list( $raw ) ) {
			return null;
		}
		$bases = array();
		foreach ( $raw as $basis ) {
			if ( ! is_array( $basis ) ) {
				return null;
			}
			$clean = array();
			foreach ( self::LEGAL_BASIS as $property => $allowed ) {
				if ( isset( $basis[ $property ] ) && in_array( $basis[ $property ], $allowed, true ) ) {
					$clean[ $property ] = $basis[ $property ];
				} elseif ( 'status' !== $property ) {
					return null;
				}
			}
			$bases[] = $clean;
		}
		return $bases;
	}
}
