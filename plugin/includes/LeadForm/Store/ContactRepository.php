<?php
/**
 * Writes and reads of the contacts table.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Store;

/**
 * One contact per e-mail address (keyed by the SHA-256 of the lower-cased, trimmed address),
 * holding the latest known value of every field the lead ever sent, how many conversions it
 * made, the first and last time, and the latest consent given.
 *
 * The upsert is portable and safe under concurrency: INSERT IGNORE creates the row when it
 * is missing (the unique key decides between racing requests), then one UPDATE counts the
 * conversion with `conversions_count = conversions_count + 1`. The merge of the fields reads
 * them first, so two conversions of the same address at the same instant may keep either
 * one's fields: both conversions are stored in full regardless.
 */
final class ContactRepository {

	/**
	 * The key of an address.
	 *
	 * @param string $email E-mail address.
	 */
	public static function email_hash( string $email ): string {
		return hash( 'sha256', strtolower( trim( $email ) ) );
	}

	/**
	 * Records a conversion of an address: creates the contact if needed, merges the fields.
	 *
	 * @param string              $email        E-mail address.
	 * @param string              $name         The lead's name ('' keeps the known one).
	 * @param array<string,mixed> $fields       Fields sent with this conversion.
	 * @param int                 $form_id      The form converted on.
	 * @param string|null         $consent_text Consent text when consent was given now.
	 * @param string|null         $consent_at   Its time (UTC, Y-m-d H:i:s).
	 * @return int The contact's id (0 when the database refused it).
	 */
	public function record_conversion( string $email, string $name, array $fields, int $form_id, ?string $consent_text, ?string $consent_at ): int {
		global $wpdb;
		$table = LeadsTables::contacts();
		$hash  = self::email_hash( $email );
		$now   = gmdate( 'Y-m-d H:i:s' );

		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
			$wpdb->prepare(
				"INSERT IGNORE INTO {$table} (email_hash, email, name, fields, conversions_count, first_conversion_at, last_conversion_at, last_form_id) VALUES (%s, %s, %s, %s, 0, %s, %s, %d)", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
				$hash,
				trim( $email ),
				$name,
				'{}',
				$now,
				$now,
				$form_id
			)
		);
		$current = $this->find_by_email( $email );
		if ( null === $current ) {
			return 0;
		}
		$known  = json_decode( (string) $current['fields'], true );
		$merged = array_merge( is_array( $known ) ? $known : array(), $fields );

		$set    = 'fields = %s, conversions_count = conversions_count + 1, last_conversion_at = %s, last_form_id = %d, email = %s';
		$values = array( (string) wp_json_encode( $merged, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ), $now, $form_id, trim( $email ) );
		if ( '' !== $name ) {
			$set     .= ', name = %s';
			$values[] = $name;
		}
		if ( null !== $consent_text ) {
			$set     .= ', consent_text = %s, consent_at = %s';
			$values[] = $consent_text;
			$values[] = $consent_at ?? $now;
		}
		$values[] = (int) $current['id'];
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET {$set} WHERE id = %d", $values ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours; $set holds placeholders only.
		return (int) $current['id'];
	}

	/**
	 * The contact of an address.
	 *
	 * @param string $email E-mail address.
	 * @return array<string,mixed>|null The row.
	 */
	public function find_by_email( string $email ): ?array {
		global $wpdb;
		$table = LeadsTables::contacts();
		$row   = $wpdb->get_row( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
			$wpdb->prepare( "SELECT * FROM {$table} WHERE email_hash = %s", self::email_hash( $email ) ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name of ours.
			ARRAY_A
		);
		return is_array( $row ) ? $row : null;
	}

	/**
	 * Deletes the contact of an address.
	 *
	 * @param string $email E-mail address.
	 * @return int Rows deleted (0 or 1).
	 */
	public function delete_by_email( string $email ): int {
		global $wpdb;
		return (int) $wpdb->delete( LeadsTables::contacts(), array( 'email_hash' => self::email_hash( $email ) ), array( '%s' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the store's own table.
	}
}
