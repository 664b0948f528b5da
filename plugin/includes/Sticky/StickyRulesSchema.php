<?php
/**
 * The sticky rules option: its name, and the contract read from sticky-rules.schema.json.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Sticky;

use Farol\Support\JsonFile;
use Farol\Support\Names;
use RuntimeException;

/**
 * The shape of a sticky rule, as the contract src/sticky/rule-contract.ts gives it.
 *
 * That zod schema is the only place where the fields, their types, defaults and limits are
 * written; `npm run contracts` turns it into sticky-rules.schema.json beside this class (CI
 * fails when the file is stale). This class reads the file once and derives everything PHP
 * needs from it: the REST schema register_setting() publishes (with translated
 * descriptions), a new rule's defaults and the maximum number of rules. What stays in PHP is
 * what a JSON file cannot hold: the option's name and the translated field labels.
 *
 * The option holds a list of rules; the single configuration of the plugin we replace is the
 * first rule. Keys are the wire names the REST API and the scripts use.
 */
final class StickyRulesSchema {

	/** Option name (also the key in wp/v2/settings). */
	public const OPTION = Names::OPTION_PREFIX . 'sticky_rules';

	/** Settings group used with register_setting(). */
	public const GROUP = 'farol';

	/** The committed contract. */
	public const CONTRACT_FILE = __DIR__ . '/sticky-rules.schema.json';

	/** Fields PHP refers to by name (the cross-field check, the preview). */
	public const MIN_WIDTH = 'min_width';
	public const MAX_WIDTH = 'max_width';
	public const DEBUG     = 'debug';

	/**
	 * The decoded contract, once read.
	 *
	 * @var array<string,mixed>|null
	 */
	private ?array $contract = null;

	/**
	 * Creates the schema.
	 *
	 * @param string $file JSON Schema file of the contract (tests point it at a modified copy).
	 */
	public function __construct( private readonly string $file = self::CONTRACT_FILE ) {
	}

	/**
	 * The contract as committed: a JSON Schema of the list of rules.
	 *
	 * @return array<string,mixed>
	 * @throws RuntimeException When the file is missing or is not a list-of-objects schema.
	 */
	public function contract(): array {
		if ( null === $this->contract ) {
			$contract = JsonFile::optional( $this->file );
			if ( ! is_array( $contract ) || ! isset( $contract['items']['properties'] ) || ! is_array( $contract['items']['properties'] ) ) {
				throw new RuntimeException( 'Farol: the sticky rules contract ' . esc_html( $this->file ) . ' is missing or broken; run `npm run contracts`.' );
			}
			$this->contract = $contract;
		}
		return $this->contract;
	}

	/**
	 * Every field's schema, in the contract's order.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public function fields(): array {
		return $this->contract()['items']['properties'];
	}

	/**
	 * Fields a rule must have.
	 *
	 * @return list<string>
	 */
	public function required(): array {
		return $this->contract()['items']['required'] ?? array();
	}

	/**
	 * Most rules one site may define.
	 */
	public function max_rules(): int {
		return (int) ( $this->contract()['maxItems'] ?? PHP_INT_MAX );
	}

	/**
	 * A new rule's values: each field's default, or the empty value of its type for a field
	 * without one (the sticky selector: the user must give it).
	 *
	 * @return array<string,string|int|bool>
	 */
	public function defaults(): array {
		$empty    = array(
			'string'  => '',
			'integer' => 0,
			'boolean' => false,
		);
		$defaults = array();
		foreach ( $this->fields() as $field => $schema ) {
			$defaults[ $field ] = $schema['default'] ?? $empty[ $schema['type'] ] ?? null;
		}
		return $defaults;
	}

	/**
	 * The field's label as the settings page shows it (used in error messages).
	 *
	 * @param string $field Field key.
	 */
	public function label( string $field ): string {
		$labels = array(
			'sticky_selector'  => __( 'Sticky element (CSS selector)', 'farol' ),
			'push_up_selector' => __( 'Push-up element (CSS selector)', 'farol' ),
			'top_distance'     => __( 'Top distance (px)', 'farol' ),
			'min_width'        => __( 'Minimum screen width (px)', 'farol' ),
			'max_width'        => __( 'Maximum screen width (px)', 'farol' ),
			'z_index'          => __( 'Z-index', 'farol' ),
			'legacy_mode'      => __( 'Legacy mode', 'farol' ),
			'dynamic_mode'     => __( 'Dynamic mode', 'farol' ),
			'debug'            => __( 'Debug mode', 'farol' ),
			'admin_bar'        => __( 'Account for the admin bar', 'farol' ),
		);
		return $labels[ $field ] ?? $field;
	}

	/**
	 * JSON schema of the option (what wp/v2/settings publishes and validates): the contract,
	 * with translated descriptions.
	 *
	 * @return array<string,mixed>
	 */
	public function schema(): array {
		$schema                = $this->contract();
		$schema['description'] = __( 'Sticky elements: one rule per element.', 'farol' );
		$descriptions          = array(
			'sticky_selector'  => __( 'CSS selector of the one element that becomes sticky.', 'farol' ),
			'push_up_selector' => __( 'CSS selector of the element that pushes the sticky element up (optional).', 'farol' ),
		);
		foreach ( array_keys( $schema['items']['properties'] ) as $field ) {
			$schema['items']['properties'][ $field ]['description'] = $descriptions[ $field ] ?? $this->label( $field );
		}
		return $schema;
	}
}
