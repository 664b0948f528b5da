<?php
/**
 * RD Station Marketing's contact fields, as PHP reads them: which names the provider takes and
 * how a submitted value is handed to it. One place for every form kind that forwards (the lead
 * form's and the contact form's events, the RD Station importer); the TypeScript source of the
 * same list is src/lib/contracts/rd-station-fields.ts, whose pattern the forwarding schemas carry.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Forwarding;

/**
 * The provider's field names and value shapes.
 */
final class ProviderFields {

	/** The provider's standard contact fields (the contract's PROVIDER_STANDARD_FIELDS). */
	public const STANDARD = array( 'name', 'email', 'job_title', 'state', 'city', 'country', 'personal_phone', 'mobile_phone', 'twitter', 'facebook', 'linkedin', 'website', 'company_name', 'company_site', 'company_address' );

	/**
	 * Whether a name is a provider field as it is: a standard field, or a custom `cf_` field.
	 *
	 * @param string $name Field name.
	 */
	public static function is_field( string $name ): bool {
		return in_array( $name, self::STANDARD, true ) || 1 === preg_match( '/^cf_[a-z0-9_]{1,60}$/', $name );
	}

	/**
	 * A value as the provider takes it, or null when empty.
	 *
	 * @param mixed $value   Submitted value.
	 * @param bool  $is_list Whether a list may stay a list (custom fields).
	 * @return string|int|float|bool|list<string>|null
	 */
	public static function value( mixed $value, bool $is_list ): string|int|float|bool|array|null {
		if ( is_array( $value ) ) {
			$items = array_values( array_filter( array_map( 'strval', array_filter( $value, 'is_scalar' ) ), static fn ( string $item ): bool => '' !== $item ) );
			if ( array() === $items ) {
				return null;
			}
			return $is_list ? $items : implode( ', ', $items );
		}
		if ( null === $value || '' === $value ) {
			return null;
		}
		return is_scalar( $value ) ? $value : null;
	}
}
