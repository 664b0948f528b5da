<?php
/**
 * The provider's event body for one stored contact submission.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Forwarding;

use Farol\Support\Forwarding\ProviderFields;
use Farol\ContactForm\Forms\ContactForm;

/**
 * Builds `{event_type: 'CONVERSION', event_family: 'CDP', payload: {...}}` from a submissions
 * row (its JSON `fields`), the form and its forwarding settings, as the lead forwarding does
 * for a conversion and as the RD Station plugin did for a Contact Form 7 form:
 *
 * - `conversion_identifier` from the settings, else the form's title made a slug;
 * - `email`: the field mapped to `email`, else the form's first e-mail field, else a field
 *   named email, your-email, e-mail or mail (the RD Station plugin's guess);
 * - every field mapped to a provider field is sent under it, and a field whose own name is a
 *   provider field under that name; a list (checkboxes) stays a list for a cf_* field and is
 *   joined with ", " for a standard one; empty values are left out;
 * - a field mapped to `communications` is not sent as a field: ticked, it adds
 *   `legal_bases` communications consent 'granted', else 'declined'.
 */
final class SubmissionEvent {

	/**
	 * The consent target of a mapping (the contract's CONSENT_TARGET).
	 */
	public const CONSENT = 'communications';

	/**
	 * Names the RD Station plugin took for the address of an unmapped form.
	 */
	private const EMAIL_NAMES = array( 'email', 'your-email', 'e-mail', 'mail' );

	/**
	 * The event body.
	 *
	 * @param array<string, mixed>                                                                                $row      A submissions row.
	 * @param ContactForm                                                                                         $form     Its form.
	 * @param array{enabled: bool, conversion_identifier: string, mapping: list<array{from: string, to: string}>} $settings The form's forwarding settings.
	 * @return array{event_type: string, event_family: string, payload: array<string, mixed>}
	 */
	public function build( array $row, ContactForm $form, array $settings ): array {
		$values  = json_decode( (string) ( $row['fields'] ?? '' ), true );
		$values  = is_array( $values ) ? $values : array();
		$targets = array();
		foreach ( $settings['mapping'] as $pair ) {
			$targets[ $pair['from'] ] = $pair['to'];
		}
		$identifier = '' !== $settings['conversion_identifier'] ? $settings['conversion_identifier'] : sanitize_title( $form->title );
		$payload    = array(
			'conversion_identifier' => '' !== $identifier ? $identifier : 'farol-contact-form-' . $form->id,
			'email'                 => $this->email( $values, $form, $targets ),
		);
		$consent    = null;
		foreach ( $form->input_fields() as $field ) {
			$name = (string) $field['name'];
			$to   = $targets[ $name ] ?? ( ProviderFields::is_field( $name ) ? $name : null );
			if ( self::CONSENT === $to ) {
				$consent = self::ticked( $values[ $name ] ?? null );
				continue;
			}
			if ( null === $to || 'email' === $to || ! array_key_exists( $name, $values ) ) {
				continue;
			}
			$value = ProviderFields::value( $values[ $name ], str_starts_with( $to, 'cf_' ) );
			if ( null !== $value ) {
				$payload[ $to ] = $value;
			}
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
	 * The visitor's address ('' when the submission has none).
	 *
	 * @param array<string, mixed>  $values  Submitted values.
	 * @param ContactForm           $form    The form.
	 * @param array<string, string> $targets Field → provider field.
	 */
	private function email( array $values, ContactForm $form, array $targets ): string {
		$candidates = array_keys( $targets, 'email', true );
		foreach ( $form->input_fields() as $field ) {
			if ( 'email' === ( $field['type'] ?? '' ) ) {
				$candidates[] = (string) $field['name'];
			}
		}
		foreach ( array_merge( $candidates, self::EMAIL_NAMES ) as $name ) {
			$value = $values[ $name ] ?? null;
			if ( is_string( $value ) && '' !== trim( $value ) ) {
				return trim( $value );
			}
		}
		return '';
	}

	/**
	 * Whether a consent box was ticked.
	 *
	 * @param mixed $value Submitted value.
	 */
	private static function ticked( mixed $value ): bool {
		if ( is_array( $value ) ) {
			$value = array_filter( $value, static fn ( mixed $item ): bool => is_scalar( $item ) && '' !== (string) $item );
			return array() !== $value;
		}
		return is_scalar( $value ) && ! in_array( strtolower( trim( (string) $value ) ), array( '', '0', 'false', 'off', 'no' ), true );
	}
}
