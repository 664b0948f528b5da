<?php
/**
 * The provider's event body for one stored conversion.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\Support\Forwarding\ProviderFields;
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
			$to = $targets[ $name ] ?? ( ProviderFields::is_field( $name ) ? $name : null );
			if ( null === $to || 'email' === $to || ! array_key_exists( $name, $values ) ) {
				continue;
			}
			$value = ProviderFields::value( $values[ $name ], str_starts_with( $to, 'cf_' ) );
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
}
