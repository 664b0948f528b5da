<?php
/**
 * The provider's event body for one stored conversion.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\LeadForm\Forms\LeadForm;

/**
 * Builds `{event_type: 'CONVERSION', event_family: 'CDP', payload: {...}}` from a conversions
 * row (its JSON `payload` of submitted values and its columns) and the form:
 *
 * - `conversion_identifier` from the form, `email` from the row;
 * - every form field whose own name is a provider field (name, job_title, mobile_phone, city,
 *   cf_*...) is sent under that name; the form's mapping table sends a field under another
 *   provider name instead (company → company_name, custom_fields[x] → cf_x...);
 * - a list value (checkbox group) is kept as a list for a cf_* field and joined with ", " for a
 *   standard field; empty values are left out;
 * - `traffic_source` and `client_tracking_id` from the row (or its values);
 * - `legal_bases` with the communications consent ('granted' when the visitor ticked the
 *   form's consent field, 'declined' otherwise) when the form has a consent field. The consent
 *   field itself is not sent as a contact field.
 */
final class ConversionEvent {

	/**
	 * The provider's standard contact fields (the contract's PROVIDER_STANDARD_FIELDS).
	 */
	private const STANDARD = array( 'name', 'email', 'job_title', 'state', 'city', 'country', 'personal_phone', 'mobile_phone', 'twitter', 'facebook', 'linkedin', 'website', 'company_name', 'company_site', 'company_address' );

	/**
	 * The event body.
	 *
	 * @param array<string, mixed>                  $row     A conversions row.
	 * @param LeadForm                              $form    Its form.
	 * @param list<array{from: string, to: string}> $mapping The form's mapping table.
	 * @return array{event_type: string, event_family: string, payload: array<string, mixed>}
	 */
	public function build( array $row, LeadForm $form, array $mapping ): array {
		$values  = json_decode( (string) ( $row['payload'] ?? '' ), true );
		$values  = is_array( $values ) ? $values : array();
		$targets = array();
		foreach ( $mapping as $pair ) {
			$targets[ $pair['from'] ] = $pair['to'];
		}

		$payload = array(
			'conversion_identifier' => $form->conversion_identifier(),
			'email'                 => (string) ( $row['email'] ?? '' ),
		);
		$consent = null;
		foreach ( $form->fields() as $field ) {
			$name = (string) $field['name'];
			if ( 'consent' === $field['type'] ) {
				$consent = ! empty( $values[ $name ] );
				continue;
			}
			$to = $targets[ $name ] ?? ( self::is_provider_field( $name ) ? $name : null );
			if ( null === $to || 'email' === $to || ! array_key_exists( $name, $values ) ) {
				continue;
			}
			$value = self::value( $values[ $name ], str_starts_with( $to, 'cf_' ) );
			if ( null !== $value ) {
				$payload[ $to ] = $value;
			}
		}

		$traffic = (string) ( $row['traffic_source'] ?? '' );
		if ( '' !== $traffic ) {
			$payload['traffic_source'] = $traffic;
		}
		$tracking = is_string( $values['client_tracking_id'] ?? null ) && '' !== $values['client_tracking_id']
			? $values['client_tracking_id']
			: (string) ( $row['client_id'] ?? '' );
		if ( '' !== $tracking ) {
			$payload['client_tracking_id'] = $tracking;
		}
		if ( null !== $consent ) {
			$payload['legal_bases'] = array(
				array(
					'category' => 'communications',
					'type'     => 'consent',
					'status'   => $consent ? 'granted' : 'declined',
				),
			);
		}

		return array(
			'event_type'   => 'CONVERSION',
			'event_family' => 'CDP',
			'payload'      => $payload,
		);
	}

	/**
	 * Whether a name is a provider field as it is.
	 *
	 * @param string $name Field name.
	 */
	private static function is_provider_field( string $name ): bool {
		return in_array( $name, self::STANDARD, true ) || 1 === preg_match( '/^cf_[a-z0-9_]{1,60}$/', $name );
	}

	/**
	 * A value as the provider takes it, or null when empty.
	 *
	 * @param mixed $value   Submitted value.
	 * @param bool  $is_list Whether a list may stay a list (custom fields).
	 * @return string|int|float|bool|list<string>|null
	 */
	private static function value( mixed $value, bool $is_list ): string|int|float|bool|array|null {
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
