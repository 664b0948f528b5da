<?php
/**
 * A form's forwarding settings.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\LeadForm\Forms\LeadFormPostType;

/**
 * The post meta `farol_lead_form_forwarding` of a lead form: whether its conversions are sent
 * to the provider, and the mapping table (form field → provider field). Registered with the
 * contract's schema and shown in REST, so the forwarding screen reads and saves it with the
 * form (wp/v2/farol-lead-forms), under the same permission as the form itself; it is in the
 * edit context only (what is sent where is no business of a reader of the form).
 */
final class FormForwarding {

	/**
	 * Meta key.
	 */
	public const META = 'farol_lead_form_forwarding';

	/**
	 * Creates the registration.
	 *
	 * @param ForwardingContract $contract The contract.
	 */
	public function __construct( private readonly ForwardingContract $contract ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_meta' ), 11 );
	}

	/**
	 * Registers the meta on the form post type.
	 */
	public function register_meta(): void {
		$schema = $this->contract->form_schema();
		register_post_meta(
			LeadFormPostType::POST_TYPE,
			self::META,
			array(
				'type'              => 'object',
				'single'            => true,
				'default'           => $this->contract->normalize( array(), $schema ),
				'show_in_rest'      => array( 'schema' => array( 'context' => array( 'edit' ) ) + $schema ),
				'sanitize_callback' => array( $this, 'sanitize' ),
				'auth_callback'     => static fn ( bool $allowed, string $key, int $post_id ): bool => current_user_can( 'edit_post', $post_id ),
			)
		);
	}

	/**
	 * Keeps what the contract allows, with its defaults.
	 *
	 * @param mixed $value Raw meta value.
	 * @return array<string, mixed>
	 */
	public function sanitize( mixed $value ): array {
		return $this->contract->normalize( $value, $this->contract->form_schema() );
	}

	/**
	 * A form's forwarding settings, complete.
	 *
	 * @param int $form_id The form.
	 * @return array{enabled: bool, mapping: list<array{from: string, to: string}>}
	 */
	public function get( int $form_id ): array {
		$value = $this->sanitize( get_post_meta( $form_id, self::META, true ) );
		return array(
			'enabled' => (bool) $value['enabled'],
			'mapping' => array_values( $value['mapping'] ),
		);
	}

	/**
	 * Saves a form's forwarding settings (seed data, tests, the settings screen's REST route).
	 *
	 * @param int                  $form_id The form.
	 * @param array<string, mixed> $value   Settings.
	 */
	public function set( int $form_id, array $value ): void {
		update_post_meta( $form_id, self::META, $this->sanitize( $value ) );
	}
}
