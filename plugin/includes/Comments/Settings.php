<?php
/**
 * The comment widget's settings.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments;

use Farol\Comments\Thread\Sorting;

/**
 * One option, `farol_comments`, registered with its schema (so the settings page to come edits
 * it through the REST settings route) and read through typed getters that fall back to the
 * defaults when a value is missing or out of range.
 */
final class Settings {

	/**
	 * The option's name.
	 */
	public const OPTION = 'farol_comments';

	/**
	 * Top-level threads per page: the default and the limits.
	 */
	public const PER_PAGE_DEFAULT = 50;
	public const PER_PAGE_MAX     = 200;

	/**
	 * Registers the option with its schema and sanitizer.
	 */
	public function register(): void {
		register_setting(
			'farol',
			self::OPTION,
			array(
				'type'              => 'object',
				'default'           => self::defaults(),
				'sanitize_callback' => array( $this, 'sanitize' ),
				'show_in_rest'      => array( 'schema' => self::schema() ),
			)
		);
	}

	/**
	 * The defaults.
	 *
	 * @return array{per_page: int, default_sorting: string, replace_core_comments: bool, vote_style: string, read_more_words: int}
	 */
	public static function defaults(): array {
		return array(
			'per_page'              => self::PER_PAGE_DEFAULT,
			'default_sorting'       => Sorting::Newest->value,
			'replace_core_comments' => false,
			'vote_style'            => 'total',
			'read_more_words'       => 0,
		);
	}

	/**
	 * The option's JSON schema (REST settings route).
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		return array(
			'type'                 => 'object',
			'additionalProperties' => false,
			'properties'           => array(
				'per_page'              => array(
					'type'    => 'integer',
					'minimum' => 1,
					'maximum' => self::PER_PAGE_MAX,
				),
				'default_sorting'       => array(
					'type' => 'string',
					'enum' => array_map( static fn ( Sorting $s ): string => $s->value, Sorting::cases() ),
				),
				'replace_core_comments' => array( 'type' => 'boolean' ),
				'vote_style'            => array(
					'type' => 'string',
					'enum' => array( 'total', 'separate' ),
				),
				'read_more_words'       => array(
					'type'    => 'integer',
					'minimum' => 0,
					'maximum' => 2000,
				),
			),
		);
	}

	/**
	 * Keeps only known keys with valid values; anything else takes its default.
	 *
	 * @param mixed $value Submitted value.
	 * @return array{per_page: int, default_sorting: string, replace_core_comments: bool, vote_style: string, read_more_words: int}
	 */
	public function sanitize( $value ): array {
		$value = is_array( $value ) ? $value : array();
		$clean = self::defaults();
		if ( isset( $value['per_page'] ) && is_numeric( $value['per_page'] ) ) {
			$clean['per_page'] = max( 1, min( self::PER_PAGE_MAX, (int) $value['per_page'] ) );
		}
		if ( isset( $value['default_sorting'] ) && is_string( $value['default_sorting'] ) && null !== Sorting::tryFrom( $value['default_sorting'] ) ) {
			$clean['default_sorting'] = $value['default_sorting'];
		}
		if ( isset( $value['replace_core_comments'] ) ) {
			$clean['replace_core_comments'] = (bool) $value['replace_core_comments'];
		}
		if ( isset( $value['vote_style'] ) && in_array( $value['vote_style'], array( 'total', 'separate' ), true ) ) {
			$clean['vote_style'] = $value['vote_style'];
		}
		if ( isset( $value['read_more_words'] ) && is_numeric( $value['read_more_words'] ) ) {
			$clean['read_more_words'] = max( 0, min( 2000, (int) $value['read_more_words'] ) );
		}
		return $clean;
	}

	/**
	 * Top-level threads per page.
	 */
	public function per_page(): int {
		return $this->all()['per_page'];
	}

	/**
	 * The sort order a first page uses.
	 */
	public function default_sorting(): Sorting {
		return Sorting::from( $this->all()['default_sorting'] );
	}

	/**
	 * Whether the widget replaces core's comments template on every theme.
	 */
	public function replaces_core_comments(): bool {
		return $this->all()['replace_core_comments'];
	}

	/**
	 * `total` (one score) or `separate` (likes and dislikes).
	 */
	public function vote_style(): string {
		return $this->all()['vote_style'];
	}

	/**
	 * Words shown of a long comment before "Read more" (0: whole comments).
	 */
	public function read_more_words(): int {
		return $this->all()['read_more_words'];
	}

	/**
	 * The stored settings, sanitized.
	 *
	 * @return array{per_page: int, default_sorting: string, replace_core_comments: bool, vote_style: string, read_more_words: int}
	 */
	private function all(): array {
		return $this->sanitize( get_option( self::OPTION, array() ) );
	}
}
