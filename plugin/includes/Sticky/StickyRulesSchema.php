<?php
/**
 * The sticky rules option: its name, fields, defaults and JSON schema.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Sticky;

use Farol\Support\Names;

/**
 * One place for the shape of a sticky rule (spec §3 and §9).
 *
 * The option holds a list of rules; the spec's single configuration is the first rule. Keys are
 * the wire names the REST API and the scripts use.
 */
final class StickyRulesSchema {

	/** Option name (also the key in wp/v2/settings). */
	public const OPTION = Names::OPTION_PREFIX . 'sticky_rules';

	/** Settings group used with register_setting(). */
	public const GROUP = 'farol';

	public const STICKY_SELECTOR  = 'sticky_selector';
	public const PUSH_UP_SELECTOR = 'push_up_selector';
	public const TOP_DISTANCE     = 'top_distance';
	public const MIN_WIDTH        = 'min_width';
	public const MAX_WIDTH        = 'max_width';
	public const Z_INDEX          = 'z_index';
	public const LEGACY_MODE      = 'legacy_mode';
	public const DYNAMIC_MODE     = 'dynamic_mode';
	public const DEBUG            = 'debug';
	public const ADMIN_BAR        = 'admin_bar';

	/** Largest accepted number (a CSS z-index is a 32-bit integer). */
	public const MAX_NUMBER = 2147483647;

	/** Longest accepted selector. */
	public const MAX_SELECTOR_LENGTH = 500;

	/** Most rules one site may define. */
	public const MAX_RULES = 20;

	/**
	 * Number fields.
	 *
	 * @return list<string>
	 */
	public static function number_fields(): array {
		return array( self::TOP_DISTANCE, self::MIN_WIDTH, self::MAX_WIDTH, self::Z_INDEX );
	}

	/**
	 * Yes/no fields.
	 *
	 * @return list<string>
	 */
	public static function boolean_fields(): array {
		return array( self::LEGACY_MODE, self::DYNAMIC_MODE, self::DEBUG, self::ADMIN_BAR );
	}

	/**
	 * Selector fields.
	 *
	 * @return list<string>
	 */
	public static function selector_fields(): array {
		return array( self::STICKY_SELECTOR, self::PUSH_UP_SELECTOR );
	}

	/**
	 * A new rule's values (spec §9: top 0, minimum 0, maximum 99999, z-index 1, every switch
	 * off, no push-up element). The sticky selector has no default: the user must give one.
	 *
	 * @return array<string,string|int|bool>
	 */
	public static function defaults(): array {
		return array(
			self::STICKY_SELECTOR  => '',
			self::PUSH_UP_SELECTOR => '',
			self::TOP_DISTANCE     => 0,
			self::MIN_WIDTH        => 0,
			self::MAX_WIDTH        => 99999,
			self::Z_INDEX          => 1,
			self::LEGACY_MODE      => false,
			self::DYNAMIC_MODE     => false,
			self::DEBUG            => false,
			self::ADMIN_BAR        => false,
		);
	}

	/**
	 * The field's label as the settings page shows it (used in error messages).
	 *
	 * @param string $field Field key.
	 */
	public static function label( string $field ): string {
		switch ( $field ) {
			case self::STICKY_SELECTOR:
				return __( 'Sticky element (CSS selector)', 'farol' );
			case self::PUSH_UP_SELECTOR:
				return __( 'Push-up element (CSS selector)', 'farol' );
			case self::TOP_DISTANCE:
				return __( 'Top distance (px)', 'farol' );
			case self::MIN_WIDTH:
				return __( 'Minimum screen width (px)', 'farol' );
			case self::MAX_WIDTH:
				return __( 'Maximum screen width (px)', 'farol' );
			case self::Z_INDEX:
				return __( 'Z-index', 'farol' );
			case self::LEGACY_MODE:
				return __( 'Legacy mode', 'farol' );
			case self::DYNAMIC_MODE:
				return __( 'Dynamic mode', 'farol' );
			case self::DEBUG:
				return __( 'Debug mode', 'farol' );
			case self::ADMIN_BAR:
				return __( 'Account for the admin bar', 'farol' );
		}
		return $field;
	}

	/**
	 * JSON schema of the option (what wp/v2/settings publishes and validates).
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		$defaults   = self::defaults();
		$properties = array(
			self::STICKY_SELECTOR  => array(
				'description' => __( 'CSS selector of the one element that becomes sticky.', 'farol' ),
				'type'        => 'string',
				'minLength'   => 1,
				'maxLength'   => self::MAX_SELECTOR_LENGTH,
			),
			self::PUSH_UP_SELECTOR => array(
				'description' => __( 'CSS selector of the element that pushes the sticky element up (optional).', 'farol' ),
				'type'        => 'string',
				'maxLength'   => self::MAX_SELECTOR_LENGTH,
				'default'     => $defaults[ self::PUSH_UP_SELECTOR ],
			),
		);
		foreach ( self::number_fields() as $field ) {
			$properties[ $field ] = array(
				'description' => self::label( $field ),
				'type'        => 'integer',
				'minimum'     => 0,
				'maximum'     => self::MAX_NUMBER,
				'default'     => $defaults[ $field ],
			);
		}
		foreach ( self::boolean_fields() as $field ) {
			$properties[ $field ] = array(
				'description' => self::label( $field ),
				'type'        => 'boolean',
				'default'     => $defaults[ $field ],
			);
		}

		return array(
			'type'     => 'array',
			'maxItems' => self::MAX_RULES,
			'items'    => array(
				'type'                 => 'object',
				'properties'           => $properties,
				'required'             => array( self::STICKY_SELECTOR ),
				'additionalProperties' => false,
			),
		);
	}
}
