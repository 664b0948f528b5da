<?php
/**
 * Shapes the leads store's rows into the Leads routes' answers.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Admin;

/**
 * Turns rows of LeadsQuery into the objects of the leads contract
 * (src/lead-form/leads-contract.ts): typed numbers, ISO 8601 UTC times, JSON columns decoded,
 * each form named by its title (looked up once per request).
 */
final class LeadsPresenter {

	/**
	 * Titles already looked up, by form ID.
	 *
	 * @var array<int,string>
	 */
	private array $titles = array();

	/**
	 * A contact in a list.
	 *
	 * @param array<string,mixed> $row Contacts row.
	 * @return array<string,mixed>
	 */
	public function contact_summary( array $row ): array {
		return array(
			'id'                  => (int) $row['id'],
			'email'               => (string) $row['email'],
			'name'                => (string) $row['name'],
			'conversions_count'   => (int) $row['conversions_count'],
			'first_conversion_at' => (string) self::time( $row['first_conversion_at'] ),
			'last_conversion_at'  => (string) self::time( $row['last_conversion_at'] ),
			'last_form'           => $this->form( (int) $row['last_form_id'] ),
		);
	}

	/**
	 * A contact with its fields, consent and conversions.
	 *
	 * @param array<string,mixed>       $row         Contacts row (every column).
	 * @param list<array<string,mixed>> $conversions Its conversions' rows.
	 * @return array<string,mixed>
	 */
	public function contact_detail( array $row, array $conversions ): array {
		return array_merge(
			$this->contact_summary( $row ),
			array(
				'fields'      => self::json( $row['fields'] ?? '' ),
				'consent'     => self::consent( $row ),
				'conversions' => array_map( array( $this, 'conversion_summary' ), $conversions ),
			)
		);
	}

	/**
	 * A conversion in a list.
	 *
	 * @param array<string,mixed> $row Conversions row (list columns at least).
	 * @return array<string,mixed>
	 */
	public function conversion_summary( array $row ): array {
		return array(
			'id'               => (int) $row['id'],
			'uuid'             => (string) $row['uuid'],
			'form'             => $this->form( (int) $row['form_id'] ),
			'contact_id'       => (int) $row['contact_id'],
			'email'            => (string) $row['email'],
			'name'             => (string) ( $row['name'] ?? '' ),
			'created_at'       => (string) self::time( $row['created_at'] ),
			'conversion_url'   => (string) $row['conversion_url'],
			'traffic_source'   => (string) $row['traffic_source'],
			'forward_status'   => (string) $row['forward_status'],
			'forward_attempts' => (int) $row['forward_attempts'],
			'forward_error'    => (string) ( $row['forward_error'] ?? '' ),
		);
	}

	/**
	 * A conversion with its payload, origin, consent and forwarding state.
	 *
	 * @param array<string,mixed> $row Conversions row (every column).
	 * @return array<string,mixed>
	 */
	public function conversion_detail( array $row ): array {
		return array_merge(
			$this->conversion_summary( $row ),
			array(
				'variant'           => (string) $row['variant'],
				'payload'           => self::json( $row['payload'] ?? '' ),
				'conversion_domain' => (string) $row['conversion_domain'],
				'c_utmz'            => (string) $row['c_utmz'],
				'client_id'         => (string) $row['client_id'],
				'consent'           => self::consent( $row ),
				'next_attempt_at'   => self::time( $row['next_attempt_at'] ?? null ),
				'forwarded_at'      => self::time( $row['forwarded_at'] ?? null ),
			)
		);
	}

	/**
	 * A form's ID and title ('' once the form is deleted).
	 *
	 * @param int $id Form (post) ID.
	 * @return array{id: int, title: string}
	 */
	public function form( int $id ): array {
		return array(
			'id'    => $id,
			'title' => $this->title( $id ),
		);
	}

	/**
	 * A form's title, looked up once.
	 *
	 * @param int $id Form (post) ID.
	 */
	public function title( int $id ): string {
		if ( ! isset( $this->titles[ $id ] ) ) {
			$title               = $id > 0 ? get_post_field( 'post_title', $id, 'raw' ) : '';
			$this->titles[ $id ] = is_string( $title ) ? $title : '';
		}
		return $this->titles[ $id ];
	}

	/**
	 * A stored UTC time as ISO 8601 (`2026-11-23T14:05:00Z`); null when empty.
	 *
	 * @param mixed $value `Y-m-d H:i:s` in UTC, or null.
	 */
	public static function time( mixed $value ): ?string {
		if ( ! is_string( $value ) || '' === $value || str_starts_with( $value, '0000' ) ) {
			return null;
		}
		$time = strtotime( $value . ' UTC' );
		return false === $time ? null : gmdate( 'Y-m-d\TH:i:s\Z', $time );
	}

	/**
	 * A JSON column as an object (an empty one when it is not a JSON object).
	 *
	 * @param mixed $value Column.
	 * @return array<string,mixed>|object
	 */
	public static function json( mixed $value ): array|object {
		$decoded = is_string( $value ) ? json_decode( $value, true ) : null;
		// An empty PHP array would be encoded as a JSON list; the contract wants an object.
		return is_array( $decoded ) && array() !== $decoded ? $decoded : new \stdClass();
	}

	/**
	 * The consent given with a row: its text and time, or null.
	 *
	 * @param array<string,mixed> $row Contacts or conversions row.
	 * @return array{text: string, at: string}|null
	 */
	private static function consent( array $row ): ?array {
		$text = $row['consent_text'] ?? null;
		$at   = self::time( $row['consent_at'] ?? null );
		if ( ! is_string( $text ) || '' === $text || null === $at ) {
			return null;
		}
		return array(
			'text' => $text,
			'at'   => $at,
		);
	}
}
