<?php
/**
 * What a Flamingo inbound message becomes (a plan; nothing is written here).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

use DateTimeImmutable;
use DateTimeZone;
use Exception;

/**
 * A `flamingo_inbound` post (its `_field_*`, `_fields`, `_submission_status` and `_meta`
 * metas, read raw) → a stored submission of the Farol form its Contact Form 7 form became: the
 * values under the Farol field names (a single choice as its text, a piped value as the label
 * the form now sends, an acceptance as "1"), the post's UTC date, the state the inbox shows
 * (Flamingo's spam folder → spam, keeping what it was before; a message released from spam →
 * not mailed), the mail's outcome. Files are not carried: Flamingo keeps only their sha256.
 */
final class FlamingoRows {

	/** The largest message carried (its values as JSON). */
	public const LARGEST = 1048576;

	/**
	 * The plan of one message.
	 *
	 * @param array<string,mixed>      $row  `id`, `post_status`, `post_date`, `post_date_gmt`, `form` (the CF7 form's id or null) and `meta` (key → raw value).
	 * @param array<string,mixed>|null $tags The CF7 form's parse (Cf7FormTags::parse()), or null when the form is gone.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public static function plan( array $row, ?array $tags ): array {
		$status = (string) ( $row['post_status'] ?? '' );
		if ( 'trash' === $status ) {
			return self::refuse( __( 'the message is in Flamingo\'s trash.', 'farol' ) );
		}
		if ( null === $tags || empty( $row['form'] ) ) {
			return self::refuse( __( 'the message belongs to no Contact Form 7 form of this site.', 'farol' ) );
		}
		$meta   = is_array( $row['meta'] ?? null ) ? $row['meta'] : array();
		$names  = self::names( $meta, $tags );
		$fields = array();
		$notes  = array();
		foreach ( $names as $name ) {
			$raw = $meta[ '_field_' . sanitize_key( $name ) ] ?? '';
			if ( 'file' === ( $tags['types'][ $name ] ?? '' ) ) {
				if ( '' !== trim( (string) $raw ) ) {
					$notes[] = __( 'Files sent with Flamingo\'s messages are not carried: Flamingo kept only a checksum of each file, CF7 deleted the file after mailing it.', 'farol' );
				}
				continue;
			}
			$value = self::value( $raw );
			if ( false === $value ) {
				return self::refuse( __( 'a field of the message could not be read (broken serialisation).', 'farol' ) );
			}
			$fields[ $tags['names'][ $name ] ?? Cf7FormTags::farol_name( $name ) ] = self::shaped( $value, $tags['types'][ $name ] ?? 'text', $tags['pipes'][ $name ] ?? array() );
		}
		if ( strlen( (string) wp_json_encode( $fields, JSON_UNESCAPED_UNICODE ) ) > self::LARGEST ) {
			return self::refuse( __( 'the message is larger than 1 MB.', 'farol' ) );
		}
		$sent  = (string) ( $meta['_submission_status'] ?? '' );
		$extra = self::value( $meta['_meta'] ?? '' );
		return array(
			'ok'    => true,
			'value' => array(
				'cf7_form'    => (int) $row['form'],
				'status'      => 'flamingo-spam' === $status ? 'spam' : ( 'spam' === $sent ? 'mail_pending' : ( 'mail_failed' === $sent ? 'mail_failed' : 'mail_sent' ) ),
				'before_spam' => 'flamingo-spam' === $status && in_array( $sent, array( 'mail_sent', 'mail_failed' ), true ) ? $sent : '',
				'mail_status' => array(
					'mail_sent'   => 'sent',
					'mail_failed' => 'failed',
				)[ $sent ] ?? 'skipped',
				'fields'      => $fields,
				'ip'          => is_array( $extra ) && is_string( $extra['remote_ip'] ?? null ) && false !== filter_var( $extra['remote_ip'], FILTER_VALIDATE_IP ) ? $extra['remote_ip'] : '',
				'date'        => self::utc( (string) ( $row['post_date_gmt'] ?? '' ), (string) ( $row['post_date'] ?? '' ) ),
			),
			'notes' => array_merge( $notes, array( __( 'Flamingo\'s channels become the form each message belongs to; its address book (contacts) is not imported.', 'farol' ) ) ),
		);
	}

	/**
	 * The field names of a message: `_fields`' keys, else the form's.
	 *
	 * @param array<string,mixed> $meta The message's metas.
	 * @param array<string,mixed> $tags The form's parse.
	 * @return list<string>
	 */
	private static function names( array $meta, array $tags ): array {
		$listed = self::value( $meta['_fields'] ?? '' );
		$names  = is_array( $listed ) ? array_map( 'strval', array_keys( $listed ) ) : array_keys( $tags['names'] );
		return array_values( array_filter( $names, static fn ( string $name ): bool => (bool) preg_match( '/^[A-Za-z][-A-Za-z0-9_:.]{0,120}$/', $name ) ) );
	}

	/**
	 * A meta value: a serialised array read without objects, else the text; false when broken.
	 *
	 * @param mixed $raw The raw value.
	 * @return mixed
	 */
	private static function value( mixed $raw ): mixed {
		$raw = null === $raw ? '' : $raw;
		if ( ! is_string( $raw ) || ! is_serialized( $raw ) ) {
			return $raw;
		}
		$value = @unserialize( $raw, array( 'allowed_classes' => false ) ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- a broken value is refused, never fatal; no objects.
		if ( false === $value && 'b:0;' !== $raw ) {
			return false;
		}
		return is_object( $value ) ? false : $value;
	}

	/**
	 * A value as Farol stores the field's: a list for checkboxes and a multiple select, else a text.
	 *
	 * @param mixed                $value The stored value.
	 * @param string               $type  The CF7 type.
	 * @param array<string,string> $pipes Piped value → label.
	 * @return string|list<string>
	 */
	private static function shaped( mixed $value, string $type, array $pipes ): string|array {
		$list = array_map(
			static fn ( $item ): string => is_scalar( $item ) ? ( $pipes[ (string) $item ] ?? (string) $item ) : '',
			is_array( $value ) ? array_values( $value ) : array( $value )
		);
		if ( in_array( $type, array( 'checkbox', 'select' ), true ) && is_array( $value ) && ( 'checkbox' === $type || count( $list ) > 1 ) ) {
			return $list;
		}
		return str_replace( "\0", '', wp_check_invalid_utf8( implode( ', ', $list ) ) );
	}

	/**
	 * The UTC date of the message (post_date_gmt, else post_date in the site's zone).
	 *
	 * @param string $gmt   post_date_gmt.
	 * @param string $local post_date.
	 */
	private static function utc( string $gmt, string $local ): string {
		if ( preg_match( '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/', $gmt ) && '0000-00-00 00:00:00' !== $gmt ) {
			return $gmt;
		}
		try {
			return ( new DateTimeImmutable( $local, wp_timezone() ) )->setTimezone( new DateTimeZone( 'UTC' ) )->format( 'Y-m-d H:i:s' );
		} catch ( Exception ) {
			return gmdate( 'Y-m-d H:i:s' );
		}
	}

	/**
	 * A refusal.
	 *
	 * @param string $reason Why.
	 * @return array{ok: false, reason: string}
	 */
	private static function refuse( string $reason ): array {
		return array(
			'ok'     => false,
			'reason' => $reason,
		);
	}
}
