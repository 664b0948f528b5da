<?php
/**
 * Where lead forms send their calls.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\Support\JsonFile;
use Farol\Support\RestSetting;
use Farol\Support\Names;

/**
 * The `farol_lead_capture` option: the base addresses a lead form calls (`api_domain` for
 * conversions and view events, `form_domain` for templates, `cities_host` for the city
 * search). Registered for wp/v2/settings (so only users with manage_options read or change
 * it) with the schema of src/lead-form/hosts-contract.ts, which core validates every save
 * against. An empty value is this site's own `farol/v1` REST address, so a fresh site works
 * with nothing configured and a moved site follows its new address.
 */
final class HostSettings {

	/**
	 * Option name.
	 */
	public const OPTION = 'farol_lead_capture';

	/**
	 * The committed contract file.
	 */
	public const CONTRACT_FILE = __DIR__ . '/../lead-capture-hosts.schema.json';

	/**
	 * The schema, once read.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $schema = null;

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_setting' ) );
	}

	/**
	 * Registers the option and its REST schema.
	 */
	public function register_setting(): void {
		// The contract is read on use: by the REST API, by a read of the option never stored.
		RestSetting::register(
			'farol',
			self::OPTION,
			'object',
			array( $this, 'sanitize' ),
			fn (): array => $this->stored_defaults(),
			fn (): array => array(
				'description'  => __( 'Lead capture: the addresses lead forms call (empty for this site).', 'farol' ),
				'show_in_rest' => array( 'schema' => $this->schema() ),
			)
		);
	}

	/**
	 * The contract's JSON Schema, without the generator's description.
	 *
	 * @return array<string, mixed>
	 */
	public function schema(): array {
		if ( null === $this->schema ) {
			$this->schema = JsonFile::schema( self::CONTRACT_FILE );
		}
		return $this->schema;
	}

	/**
	 * Keeps the contract's keys with valid values; anything else is its default ('').
	 *
	 * @param mixed $value Raw option value.
	 * @return array<string, string>
	 */
	public function sanitize( mixed $value ): array {
		$clean = $this->stored_defaults();
		if ( ! is_array( $value ) ) {
			return $clean;
		}
		foreach ( $this->schema()['properties'] as $key => $property ) {
			$given = $value[ $key ] ?? '';
			if ( is_string( $given ) && true === rest_validate_value_from_schema( $given, $property, $key ) ) {
				$clean[ $key ] = $given;
			}
		}
		return $clean;
	}

	/**
	 * The addresses in use: the stored ones, this site's for the empty ones.
	 *
	 * @return array{api_domain: string, form_domain: string, cities_host: string}
	 */
	public function hosts(): array {
		$stored = $this->sanitize( get_option( self::OPTION, array() ) );
		$own    = untrailingslashit( rest_url( Names::REST_NAMESPACE ) );
		return array(
			'api_domain'  => '' !== $stored['api_domain'] ? $stored['api_domain'] : $own,
			'form_domain' => '' !== $stored['form_domain'] ? $stored['form_domain'] : $own . '/forms',
			'cities_host' => '' !== $stored['cities_host'] ? $stored['cities_host'] : $own,
		);
	}

	/**
	 * Every address a form's runtime calls, for its data attributes.
	 *
	 * @param int $form_id The form.
	 * @return array{typed: string, legacy: string, events: string, template: string, cities: string}
	 */
	public function endpoints( int $form_id ): array {
		$hosts = $this->hosts();
		return array(
			'typed'    => $hosts['api_domain'] . '/conversions',
			'legacy'   => $hosts['api_domain'] . '/api/1.2/conversions.json',
			'events'   => $hosts['api_domain'] . '/events',
			'template' => $hosts['form_domain'] . '/' . $form_id,
			'cities'   => $hosts['cities_host'] . '/api/cidades/',
		);
	}

	/**
	 * The stored value's defaults, from the contract.
	 *
	 * @return array<string, string>
	 */
	private function stored_defaults(): array {
		$defaults = array();
		foreach ( $this->schema()['properties'] ?? array() as $key => $property ) {
			$defaults[ $key ] = (string) ( $property['default'] ?? '' );
		}
		return $defaults;
	}
}
