<?php
/**
 * The sticky rules setting.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Sticky;

use Farol\Sticky\StickyRulesSchema as Schema;
use Farol\Support\RestSetting;
use WP_Error;

/**
 * Registers the `farol_sticky_rules` option with register_setting() so it is read and written
 * through wp/v2/settings (which only users with manage_options may use) with the contract's
 * schema, and puts the field-by-field checks in front of that route's schema check.
 *
 * Why the route's validate_callback: the settings controller builds its arguments from the
 * schema and overwrites any `arg_options` a setting brings, and a register_setting()
 * sanitize_callback cannot refuse a value (update_option() would store the WP_Error). The
 * `rest_endpoints` filter lets this class put its own check in front of the schema check, so
 * a bad value is refused with the core `rest_invalid_param` error (HTTP 400) carrying one
 * entry per field in `data.details.farol_sticky_rules.data.errors`.
 */
final class StickySettings {

	/** The route whose arguments get the extra check. */
	private const SETTINGS_ROUTE = '/wp/v2/settings';

	/** Error code of a refused value (inside `rest_invalid_param`). */
	public const ERROR_CODE = 'farol_sticky_invalid_rules';

	/**
	 * Creates the setting.
	 *
	 * @param StickyRulesSchema    $schema    The contract (REST schema, field labels).
	 * @param StickyRulesValidator $validator Field checks and normalisation.
	 */
	public function __construct(
		private readonly StickyRulesSchema $schema,
		private readonly StickyRulesValidator $validator
	) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_setting' ) );
		add_filter( 'rest_endpoints', array( $this, 'add_rest_validation' ) );
	}

	/**
	 * Registers the option and its REST schema.
	 */
	public function register_setting(): void {
		// The contract is read on use: by the REST API (wp/v2/settings), not on a visitor's page.
		RestSetting::register(
			Schema::GROUP,
			Schema::OPTION,
			'array',
			array( $this, 'sanitize' ),
			static fn (): array => array(),
			fn (): array => array(
				'description'  => __( 'Sticky elements: one rule per element.', 'farol' ),
				'show_in_rest' => array( 'schema' => $this->schema->schema() ),
			)
		);
	}

	/**
	 * Normalises the value before it is stored (any writer, not only REST).
	 *
	 * @param mixed $value Value being saved.
	 * @return list<array<string,string|int|bool>>
	 */
	public function sanitize( mixed $value ): array {
		return $this->validator->normalize( $value );
	}

	/**
	 * The stored rules, complete and valid.
	 *
	 * @return list<array<string,string|int|bool>>
	 */
	public function rules(): array {
		return $this->validator->normalize( get_option( Schema::OPTION, array() ) );
	}

	/**
	 * Puts the field checks in front of the schema check of wp/v2/settings' argument.
	 *
	 * @param array<string,mixed> $endpoints Routes and their handlers.
	 * @return array<string,mixed>
	 */
	public function add_rest_validation( array $endpoints ): array {
		if ( empty( $endpoints[ self::SETTINGS_ROUTE ] ) || ! is_array( $endpoints[ self::SETTINGS_ROUTE ] ) ) {
			return $endpoints;
		}
		foreach ( $endpoints[ self::SETTINGS_ROUTE ] as $key => $handler ) {
			if ( ! is_array( $handler ) || ! isset( $handler['args'][ Schema::OPTION ] ) ) {
				continue;
			}
			$schema_check = $handler['args'][ Schema::OPTION ]['validate_callback'] ?? 'rest_validate_request_arg';

			$endpoints[ self::SETTINGS_ROUTE ][ $key ]['args'][ Schema::OPTION ]['validate_callback'] =
				function ( $value, $request, $param ) use ( $schema_check ) {
					$error = $this->check( $value );
					if ( null !== $error ) {
						return $error;
					}
					return is_callable( $schema_check ) ? call_user_func( $schema_check, $value, $request, $param ) : true;
				};
		}
		return $endpoints;
	}

	/**
	 * Checks a submitted value; null when every field is fine.
	 *
	 * @param mixed $value Submitted option value.
	 */
	public function check( mixed $value ): ?WP_Error {
		$problems = $this->validator->problems( $value );
		if ( array() === $problems ) {
			return null;
		}
		$error = new WP_Error();
		foreach ( $problems as $problem ) {
			$error->add(
				self::ERROR_CODE,
				sprintf(
					/* translators: 1: rule number, 2: field label, 3: what is wrong. */
					__( 'Rule %1$d, %2$s: %3$s', 'farol' ),
					$problem['rule'] + 1,
					$this->schema->label( $problem['field'] ),
					$problem['message']
				)
			);
		}
		$error->add_data(
			array(
				'status' => 400,
				'errors' => $problems,
			),
			self::ERROR_CODE
		);
		return $error;
	}
}
