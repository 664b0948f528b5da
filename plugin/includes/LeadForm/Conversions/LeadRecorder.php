<?php
/**
 * Stores an accepted conversion and its contact.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\LeadForm\Forms\LeadForm;
use Farol\LeadForm\Store\ContactRepository;
use Farol\LeadForm\Store\ConversionRepository;

/**
 * Turns validated values into a conversions row (the full payload as JSON, where it came
 * from, the consent given) and, only when that row is new, records the conversion on the
 * contact of its e-mail address — so a repeated idempotency key counts the lead once.
 *
 * Consent: when the form has a consent field and the visitor ticked it, the field's label (the
 * text the visitor agreed to) and the time are stored on the conversion and the contact.
 */
final class LeadRecorder {

	/**
	 * Creates the recorder.
	 *
	 * @param ConversionRepository $conversions Conversions.
	 * @param ContactRepository    $contacts    Contacts.
	 */
	public function __construct( private ConversionRepository $conversions, private ContactRepository $contacts ) {
	}

	/**
	 * Stores a conversion.
	 *
	 * @param LeadForm            $form            The form.
	 * @param array<string,mixed> $values          Validated values.
	 * @param string|null         $idempotency_key Key (null for none).
	 * @param string              $variant         Entry point.
	 * @param string|null         $payload_hash    The submission's PayloadFingerprint, kept with the key (null without one).
	 * @return array{id: int, uuid: string, created: bool, row: array<string,mixed>}|null Null when the database refused it.
	 */
	public function record( LeadForm $form, array $values, ?string $idempotency_key, string $variant, ?string $payload_hash = null ): ?array {
		$consent = $this->consent( $form, $values );
		$email   = is_string( $values['email'] ?? null ) ? trim( $values['email'] ) : '';
		$client  = $this->text( $values, 'client_tracking_id', 128 );
		$stored  = $this->conversions->insert(
			array(
				'form_id'           => $form->id,
				'idempotency_key'   => $idempotency_key,
				'payload_hash'      => $payload_hash,
				'variant'           => $variant,
				'email'             => mb_substr( $email, 0, 256 ),
				'payload'           => $values,
				'conversion_url'    => $this->text( $values, 'conversion_url', 2048 ),
				'conversion_domain' => $this->text( $values, 'conversion_domain', 255 ),
				'traffic_source'    => $this->text( $values, 'traffic_source', 1024 ),
				'c_utmz'            => $this->text( $values, 'c_utmz', 1024 ),
				'client_id'         => '' !== $client ? $client : $this->text( $values, 'client_id', 128 ),
				'consent_text'      => $consent[0],
				'consent_at'        => $consent[1],
			)
		);
		if ( null === $stored || ! $stored['created'] || '' === $email ) {
			return $stored;
		}
		$contact = $this->contacts->record_conversion(
			$email,
			$this->text( $values, 'name', 256 ),
			$this->lead_fields( $form, $values ),
			$form->id,
			$consent[0],
			$consent[1]
		);
		if ( $contact > 0 ) {
			$this->conversions->set_contact( $stored['id'], $contact );
		}
		return $stored;
	}

	/**
	 * The consent given with this conversion: [ text, time ] or [ null, null ].
	 *
	 * @param LeadForm            $form   The form.
	 * @param array<string,mixed> $values Validated values.
	 * @return array{0: ?string, 1: ?string}
	 */
	private function consent( LeadForm $form, array $values ): array {
		foreach ( $form->fields() as $field ) {
			if ( 'consent' !== $field['type'] ) {
				continue;
			}
			$given = $values[ $field['name'] ] ?? null;
			if ( true === $given || in_array( is_scalar( $given ) ? strtolower( (string) $given ) : '', array( '1', 'true', 'on', 'yes', 'sim' ), true ) ) {
				return array( wp_strip_all_tags( (string) $field['label'] ), gmdate( 'Y-m-d H:i:s' ) );
			}
		}
		return array( null, null );
	}

	/**
	 * The values worth keeping on the contact: the form's fields (not the tracking envelope).
	 *
	 * @param LeadForm            $form   The form.
	 * @param array<string,mixed> $values Validated values.
	 * @return array<string,mixed>
	 */
	private function lead_fields( LeadForm $form, array $values ): array {
		$fields = array();
		foreach ( $form->fields() as $field ) {
			$name = (string) $field['name'];
			if ( 'hidden' !== $field['type'] && array_key_exists( $name, $values ) ) {
				$fields[ $name ] = $values[ $name ];
			}
		}
		foreach ( array( 'company_name', 'city_id', 'uf', 'open_city', 'open_state', 'open_country' ) as $extra ) {
			if ( isset( $values[ $extra ] ) && '' !== $values[ $extra ] ) {
				$fields[ $extra ] = $values[ $extra ];
			}
		}
		return $fields;
	}

	/**
	 * A text value, cut to a column's length ('' when absent or not text).
	 *
	 * @param array<string,mixed> $values Values.
	 * @param string              $key    Key.
	 * @param int                 $length Longest.
	 */
	private function text( array $values, string $key, int $length ): string {
		$value = $values[ $key ] ?? '';
		return is_scalar( $value ) ? mb_substr( (string) $value, 0, $length ) : '';
	}
}
