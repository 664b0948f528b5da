<?php
/**
 * Sticky Menu (or Anything!) on Scroll → a Farol sticky rule.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

use Closure;
use Farol\Import\Importer;
use WP_Error;

/**
 * Reads `sticky_anything_options` (the one configuration of Sticky Menu (or Anything!) on
 * Scroll 2.x; see docs/import.md for the mapping of every key) and adds it as one Farol sticky
 * rule, through the sticky feature's service the composition root hands in: its rules, its
 * check (the same refusals as its settings page) and its save. The option is read raw and
 * unserialised without objects; a broken value, no element, or a selector the sticky feature
 * refuses (markup, braces, a `javascript:` address) is reported, never imported.
 */
final class StickyAnythingImporter implements Importer {

	/** The source's option. */
	public const OPTION = 'sticky_anything_options';

	/** The old plugin's "no element" marker. */
	private const NO_ELEMENT = '#NO-ELEMENT';

	/** Farol's widest screen when the old plugin had no limit. */
	private const NO_MAX_WIDTH = 99999;

	/**
	 * Creates the importer.
	 *
	 * @param Closure $rules Gives the stored Farol rules (list of arrays).
	 * @param Closure $check Checks a list of rules: WP_Error with every problem, or null.
	 * @param Closure $save  Stores a list of rules.
	 */
	public function __construct(
		private readonly Closure $rules,
		private readonly Closure $check,
		private readonly Closure $save
	) {
	}

	/**
	 * The source's id.
	 */
	public function id(): string {
		return 'sticky-anything';
	}

	/**
	 * The source's name.
	 */
	public function name(): string {
		return __( 'Sticky Menu (or Anything!) on Scroll', 'farol' );
	}

	/**
	 * What is imported.
	 */
	public function description(): string {
		return __( 'Imports the sticky element settings of Sticky Menu (or Anything!) on Scroll as a Farol sticky rule.', 'farol' );
	}

	/**
	 * The kinds of items.
	 *
	 * @return array<string, string>
	 */
	public function kinds(): array {
		return array( 'rule' => __( 'Sticky rules', 'farol' ) );
	}

	/**
	 * Whether the option is there (active, inactive or deleted plugin alike).
	 */
	public function detect(): bool {
		return null !== $this->raw();
	}

	/**
	 * One configuration at most.
	 */
	public function total(): int {
		return $this->detect() ? 1 : 0;
	}

	/**
	 * The configuration.
	 *
	 * @param int $offset First item.
	 * @param int $limit  Most items.
	 * @return list<array{kind: string, key: string, data: mixed}>
	 */
	public function items( int $offset, int $limit ): array {
		$raw = $this->raw();
		if ( null === $raw || $offset > 0 || $limit < 1 ) {
			return array();
		}
		$data = is_serialized( $raw ) ? @unserialize( trim( $raw ), array( 'allowed_classes' => false ) ) : false; // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- a broken value is reported, not raised; no object is built.
		return array(
			array(
				'kind' => 'rule',
				'key'  => self::OPTION,
				'data' => $data,
			),
		);
	}

	/**
	 * The rule the configuration becomes (every key mapped or named as having no equivalent).
	 *
	 * @param array{kind: string, key: string, data: mixed} $item The item.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public function plan( array $item ): array {
		$o = $item['data'];
		if ( ! is_array( $o ) ) {
			return self::no( __( 'the stored settings cannot be read (broken serialisation).', 'farol' ) );
		}
		$element = self::text( $o['sa_element'] ?? '' );
		if ( '' === $element || self::NO_ELEMENT === $element ) {
			return self::no( __( 'no sticky element is set.', 'farol' ) );
		}
		$push_up = self::text( $o['sa_pushup'] ?? '' );
		foreach ( array( $element, $push_up ) as $selector ) {
			if ( preg_match( '/javascript\s*:|</i', $selector ) ) {
				return self::no( __( 'a selector holds an address or markup, not CSS.', 'farol' ) );
			}
		}
		$rule  = array(
			'sticky_selector'  => $element,
			'push_up_selector' => self::NO_ELEMENT === $push_up ? '' : $push_up,
			'top_distance'     => self::number( $o['sa_topspace'] ?? '', 0 ),
			'min_width'        => self::number( $o['sa_minscreenwidth'] ?? '', 0 ),
			'max_width'        => self::number( $o['sa_maxscreenwidth'] ?? '', self::NO_MAX_WIDTH ),
			'z_index'          => self::number( $o['sa_zindex'] ?? '', 1 ),
			'legacy_mode'      => ! empty( $o['sa_legacymode'] ),
			'dynamic_mode'     => ! empty( $o['sa_dynamicmode'] ),
			'debug'            => ! empty( $o['sa_debugmode'] ),
			'admin_bar'        => (bool) ( $o['sa_adminbar'] ?? true ),
		);
		$error = ( $this->check )( array_merge( ( $this->rules )(), array( $rule ) ) );
		if ( $error instanceof WP_Error ) {
			return self::no( implode( ' ', $error->get_error_messages() ) );
		}
		$notes = array(
			__( 'sa_version (the old plugin\'s own bookkeeping).', 'farol' ),
			__( 'sa_hide_review_notification and sa_dismiss_upsell_auto_open (the old plugin\'s admin notices; Farol shows none).', 'farol' ),
			__( 'sa_tab (the old settings page\'s open tab).', 'farol' ),
		);
		// The old script took a negative top space as is (the element stuck partly above the
		// screen); Farol's top distance starts at 0, so the rule sticks at 0 px: said, not silent.
		if ( preg_match( '/^-\s*(\d+)/', self::text( $o['sa_topspace'] ?? '' ), $negative ) && (int) $negative[1] > 0 ) {
			/* translators: %d: the old top space in pixels, without its minus sign. */
			$notes[] = sprintf( __( 'sa_topspace -%d px (a negative top space: Farol\'s top distance starts at 0, so the element sticks at the top of the screen, wholly visible).', 'farol' ), (int) $negative[1] );
		}
		return array(
			'ok'    => true,
			'value' => $rule,
			'notes' => $notes,
		);
	}

	/**
	 * Adds the rule after the site's own rules.
	 *
	 * @param array{kind: string, key: string, data: mixed}                         $item The item.
	 * @param array{ok: bool, reason?: string, value?: mixed, notes?: list<string>} $plan Its plan.
	 * @return string The rule's number (1-based).
	 */
	public function write( array $item, array $plan ): string {
		$rules = ( $this->rules )();
		// Idempotent: a batch run again after a timeout finds its rule there and adds none.
		if ( ! in_array( $plan['value'], $rules, true ) ) {
			$rules[] = $plan['value'];
			( $this->save )( $rules );
		}
		return (string) count( $rules );
	}

	/**
	 * The option's stored text, or null when there is none (read without unserialising).
	 */
	private function raw(): ?string {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", self::OPTION ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- read raw so a hostile value is never unserialised into objects.
		return null === $value ? null : (string) $value;
	}

	/**
	 * A refusal.
	 *
	 * @param string $reason Why.
	 * @return array{ok: false, reason: string}
	 */
	private static function no( string $reason ): array {
		return array(
			'ok'     => false,
			'reason' => $reason,
		);
	}

	/**
	 * A stored text setting, trimmed ('' for anything else).
	 *
	 * @param mixed $value The value.
	 */
	private static function text( mixed $value ): string {
		return is_scalar( $value ) ? trim( (string) $value ) : '';
	}

	/**
	 * A pixel or z-index setting as the old front end read it: '' gives the default, leading
	 * digits are kept ("12px" → 12), anything else gives the default.
	 *
	 * @param mixed $value   The value.
	 * @param int   $fallback When empty.
	 */
	private static function number( mixed $value, int $fallback ): int {
		$text = self::text( $value );
		if ( ! preg_match( '/^\d+/', $text, $digits ) ) {
			return $fallback;
		}
		return (int) min( 2147483647, (float) $digits[0] );
	}
}
