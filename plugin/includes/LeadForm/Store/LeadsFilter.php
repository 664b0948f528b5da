<?php
/**
 * What a leads list or export keeps.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Store;

/**
 * The filters of the Leads screen, already turned into what the store compares: a search
 * text, a form, a time range in UTC (from inclusive, to exclusive, `Y-m-d H:i:s` as stored),
 * the same range as calendar days of the site (for the per-day statistics), and a forwarding
 * status. Null means "any".
 */
final class LeadsFilter {

	/**
	 * Creates a filter.
	 *
	 * @param string|null $search         Part of an e-mail address or name; a whole address is looked up by its hash.
	 * @param int|null    $form           Lead form ID.
	 * @param string|null $from           First instant kept, UTC `Y-m-d H:i:s`.
	 * @param string|null $to             First instant no longer kept, UTC `Y-m-d H:i:s`.
	 * @param string|null $forward_status Forwarding status (conversions only).
	 * @param string|null $first_day      First day kept, site's `Y-m-d` (statistics).
	 * @param string|null $last_day       Last day kept, site's `Y-m-d` (statistics).
	 */
	public function __construct(
		public readonly ?string $search = null,
		public readonly ?int $form = null,
		public readonly ?string $from = null,
		public readonly ?string $to = null,
		public readonly ?string $forward_status = null,
		public readonly ?string $first_day = null,
		public readonly ?string $last_day = null,
	) {
	}

	/**
	 * Builds a filter from the routes' arguments: `after` and `before` are days of the site's
	 * time zone, both inclusive, turned into a UTC range here.
	 *
	 * @param array<string,mixed> $args Validated route arguments.
	 */
	public static function from_args( array $args ): self {
		$search = isset( $args['search'] ) ? trim( (string) $args['search'] ) : '';
		$after  = self::day( $args['after'] ?? null );
		$before = self::day( $args['before'] ?? null );
		return new self(
			'' === $search ? null : $search,
			isset( $args['form'] ) ? (int) $args['form'] : null,
			null === $after ? null : self::utc( $after ),
			null === $before ? null : self::utc( gmdate( 'Y-m-d', (int) strtotime( $before . ' 00:00:00 UTC +1 day' ) ) ),
			isset( $args['forward_status'] ) ? (string) $args['forward_status'] : null,
			$after,
			$before
		);
	}

	/**
	 * Whether a value is a day of the calendar written `Y-m-d` (2026-02-30 is not).
	 *
	 * @param mixed $value Argument.
	 */
	public static function is_day( mixed $value ): bool {
		return is_string( $value )
			&& 1 === preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $parts )
			&& checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] );
	}

	/**
	 * A valid `Y-m-d` day, or null.
	 *
	 * @param mixed $value Argument.
	 */
	private static function day( mixed $value ): ?string {
		return self::is_day( $value ) ? (string) $value : null;
	}

	/**
	 * The UTC time at which a day of the site's time zone starts.
	 *
	 * @param string $day `Y-m-d`.
	 */
	private static function utc( string $day ): string {
		return get_gmt_from_date( $day . ' 00:00:00', 'Y-m-d H:i:s' );
	}
}
