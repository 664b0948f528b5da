<?php
/**
 * A contact form's forwarding settings.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Forwarding;

use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\Support\JsonFile;

/**
 * The post meta `farol_contact_form_forwarding` of a contact form: whether its stored
 * submissions are sent to RD Station as conversions, the conversion identifier, and the
 * mapping table (contact field → provider field, or `communications` for the consent box), as
 * the contract src/contact-form/forwarding-contract.ts says (contact-form-forwarding.schema.json,
 * `npm run contracts`). Registered with that schema and shown in REST in the edit context only,
 * so the block editor's Forwarding panel saves it with the form, under `edit_post`. A broken
 * stored value reads as the defaults.
 */
final class ContactFormForwarding {

	/**
	 * Meta key.
	 */
	public const META = 'farol_contact_form_forwarding';

	/**
	 * The committed contract.
	 */
	public const FILE = __DIR__ . '/../contact-form-forwarding.schema.json';

	/**
	 * The decoded schema, once read.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $schema = null;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_meta' ), 11 );
	}

	/**
	 * Registers the meta on the contact form post type.
	 */
	public function register_meta(): void {
		register_post_meta(
			ContactFormPostType::POST_TYPE,
			self::META,
			array(
				'type'              => 'object',
				'single'            => true,
				'default'           => $this->sanitize( array() ),
				'show_in_rest'      => array( 'schema' => array( 'context' => array( 'edit' ) ) + $this->schema() ),
				'sanitize_callback' => array( $this, 'sanitize' ),
				'auth_callback'     => static fn ( bool $allowed, string $key, int $post_id ): bool => current_user_can( 'edit_post', $post_id ),
			)
		);
	}

	/**
	 * Keeps what the contract allows, with its defaults; the defaults alone for a value that
	 * breaks it.
	 *
	 * @param mixed $value Raw meta value.
	 * @return array<string, mixed>
	 */
	public function sanitize( mixed $value ): array {
		$schema = $this->schema();
		$clean  = array();
		if ( is_array( $value ) && true === rest_validate_value_from_schema( $value, $schema, 'value' ) ) {
			$sanitized = rest_sanitize_value_from_schema( $value, $schema, 'value' );
			$clean     = is_array( $sanitized ) ? $sanitized : array();
		}
		foreach ( $schema['properties'] as $name => $property ) {
			if ( ! array_key_exists( $name, $clean ) && array_key_exists( 'default', $property ) ) {
				$clean[ $name ] = $property['default'];
			}
		}
		return $clean;
	}

	/**
	 * A form's forwarding settings, complete.
	 *
	 * @param int $form_id The form.
	 * @return array{enabled: bool, conversion_identifier: string, mapping: list<array{from: string, to: string}>}
	 */
	public function get( int $form_id ): array {
		$value = $this->sanitize( get_post_meta( $form_id, self::META, true ) );
		return array(
			'enabled'               => (bool) $value['enabled'],
			'conversion_identifier' => (string) $value['conversion_identifier'],
			'mapping'               => array_values( $value['mapping'] ),
		);
	}

	/**
	 * Saves a form's forwarding settings (the importer, tests).
	 *
	 * @param int                  $form_id The form.
	 * @param array<string, mixed> $value   Settings.
	 */
	public function set( int $form_id, array $value ): void {
		update_post_meta( $form_id, self::META, $this->sanitize( $value ) );
	}

	/**
	 * The contract's JSON Schema.
	 *
	 * @return array<string, mixed>
	 */
	private function schema(): array {
		$this->schema ??= JsonFile::schema( self::FILE );
		return $this->schema;
	}
}
