<?php
/**
 * What each wpDiscuz row becomes (plans; nothing is written here).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

use DateTimeImmutable;
use DateTimeZone;

/**
 * The plans of WpDiscuzImporter's items: a row is checked (its comment, post and user exist, its
 * values are wpDiscuz's own) and turned into what the comment feature's service takes, or refused
 * with the reason. The rows come from the importer's SELECTs, with `found_*` columns naming the
 * comment, post or user the row points at (NULL when there is none).
 */
final class WpDiscuzRows {

	/** The guest voter id wpDiscuz keeps: md5 of the address. */
	private const MD5 = '/^[0-9a-f]{32}$/';

	/**
	 * A vote (`wc_users_voted`): `vote_type` 1 or -1 on a comment that exists, by a member who
	 * exists (`u:{id}`) or a guest's md5 (`w:{md5}`, counted, matched by no visitor).
	 *
	 * @param array<string, mixed> $row The row.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public static function vote( array $row ): array {
		$value = (string) ( $row['vote_type'] ?? '' );
		if ( '1' !== $value && '-1' !== $value ) {
			return self::refuse( __( 'the vote is neither a like (1) nor a dislike (-1).', 'farol' ) );
		}
		if ( null === ( $row['found_comment'] ?? null ) ) {
			return self::refuse( __( 'the comment it was cast on does not exist.', 'farol' ) );
		}
		$voter = self::voter( (string) ( $row['user_id'] ?? '' ), '1' === (string) ( $row['is_guest'] ?? '0' ), $row['found_user'] ?? null );
		if ( null === $voter ) {
			return self::refuse( __( 'the voter is neither a member of this site nor a wpDiscuz guest id.', 'farol' ) );
		}
		return array(
			'ok'    => true,
			'value' => array(
				'comment' => (int) $row['comment_id'],
				'voter'   => $voter,
				'value'   => (int) $value,
				'date'    => self::utc( (int) ( $row['date'] ?? 0 ) ),
			),
			'notes' => str_starts_with( $voter, 'w:' ) ? array( self::guest_note() ) : array(),
		);
	}

	/**
	 * A post rating (`wc_users_rated`): 1 to 5 stars on a post that exists, by a member who exists
	 * (`user_id`) or a guest (`user_ip`, an md5).
	 *
	 * @param array<string, mixed> $row The row.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public static function rating( array $row ): array {
		$stars = (string) ( $row['rating'] ?? '' );
		if ( ! preg_match( '/^[1-5]$/', $stars ) ) {
			return self::refuse( __( 'the rating is not 1 to 5 stars.', 'farol' ) );
		}
		if ( null === ( $row['found_post'] ?? null ) ) {
			return self::refuse( __( 'the post it rates does not exist.', 'farol' ) );
		}
		$user  = (string) ( $row['user_id'] ?? '0' );
		$voter = '0' === $user || '' === $user
			? self::voter( (string) ( $row['user_ip'] ?? '' ), true, null )
			: self::voter( $user, false, $row['found_user'] ?? null );
		if ( null === $voter ) {
			return self::refuse( __( 'the voter is neither a member of this site nor a wpDiscuz guest id.', 'farol' ) );
		}
		return array(
			'ok'    => true,
			'value' => array(
				'post'  => (int) $row['post_id'],
				'voter' => $voter,
				'stars' => (int) $stars,
				'date'  => self::utc( (int) ( $row['date'] ?? 0 ) ),
			),
			'notes' => str_starts_with( $voter, 'w:' ) ? array( self::guest_note() ) : array(),
		);
	}

	/**
	 * A sticky (`wpdiscuz_sticky` type, top-level only, as in Farol) or closed comment.
	 *
	 * @param string               $kind `sticky` or `closed`.
	 * @param array<string, mixed> $row  The row.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public static function mark( string $kind, array $row ): array {
		if ( 'sticky' === $kind && '0' !== (string) ( $row['comment_parent'] ?? '0' ) ) {
			return self::refuse( __( 'only a top-level comment can be sticky in Farol; this one is a reply.', 'farol' ) );
		}
		return array(
			'ok'    => true,
			'value' => array(
				'comment' => (int) $row['id'],
				'value'   => '1',
			),
		);
	}

	/**
	 * The last edit (`wpdiscuz_last_edited_at`, a UTC `Y-m-d H:i:s`) as Farol's Unix time.
	 *
	 * @param array<string, mixed> $row The row.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public static function edited( array $row ): array {
		if ( null === ( $row['found_comment'] ?? null ) ) {
			return self::refuse( __( 'the comment does not exist.', 'farol' ) );
		}
		$text = (string) ( $row['edited_at'] ?? '' );
		$date = preg_match( '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/', $text )
			? DateTimeImmutable::createFromFormat( '!Y-m-d H:i:s', $text, new DateTimeZone( 'UTC' ) )
			: false;
		if ( false === $date || $date->format( 'Y-m-d H:i:s' ) !== $text ) {
			return self::refuse( __( 'the edit time is not a date.', 'farol' ) );
		}
		return array(
			'ok'    => true,
			'value' => array(
				'comment' => (int) $row['id'],
				'value'   => (string) $date->getTimestamp(),
			),
			'notes' => array( __( 'wpdiscuz_last_edited_by (Farol shows when a comment was edited, not by whom).', 'farol' ) ),
		);
	}

	/**
	 * A subscription (`wc_comments_subscription`): `post` and `all_comment` name the post
	 * (`subscribtion_id` = the post), `comment` one comment of it; the confirmed state and the
	 * activation key (the secret Farol's own links are derived from, and what wpDiscuz's mailed
	 * links carry) are kept. A member's e-mail links the row to the member.
	 *
	 * @param array<string, mixed> $row The row.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public static function subscription( array $row ): array {
		$email = strtolower( trim( (string) ( $row['email'] ?? '' ) ) );
		$type  = (string) ( $row['subscribtion_type'] ?? '' );
		if ( ! is_email( $email ) || strlen( $email ) > 100 ) {
			return self::refuse( __( 'the e-mail address is not valid.', 'farol' ) );
		}
		if ( ! in_array( $type, array( 'post', 'all_comment', 'comment' ), true ) ) {
			return self::refuse( __( 'the subscription type is not post, all_comment or comment.', 'farol' ) );
		}
		if ( null === ( $row['found_post'] ?? null ) ) {
			return self::refuse( __( 'the post it follows does not exist.', 'farol' ) );
		}
		$post    = (int) $row['post_id'];
		$subject = (int) ( $row['subscribtion_id'] ?? 0 );
		if ( 'comment' === $type ? null === ( $row['found_comment'] ?? null ) : $subject !== $post ) {
			return self::refuse( __( 'the comment or post it follows does not exist.', 'farol' ) );
		}
		$key = (string) ( $row['activation_key'] ?? '' );
		return array(
			'ok'    => true,
			'value' => array(
				'email'     => $email,
				'user'      => (int) ( get_user_by( 'email', $email )->ID ?? 0 ),
				'post'      => $post,
				'type'      => $type,
				'subject'   => $subject,
				'confirmed' => '1' === (string) ( $row['confirm'] ?? '0' ),
				// wpDiscuz's key (32 hex) stays the row's secret; a broken one gets a new secret.
				'secret'    => preg_match( '/^[a-f0-9]{32}$/', $key ) ? $key : bin2hex( random_bytes( 32 ) ),
				'date'      => preg_match( '/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/', (string) ( $row['subscription_date'] ?? '' ) ) ? (string) $row['subscription_date'] : gmdate( 'Y-m-d H:i:s' ),
			),
		);
	}

	/**
	 * A follow (`wc_follow_users`): a member (`follower_id`) follows an author's e-mail (and user
	 * id when a member). An unconfirmed follow is not carried (wpDiscuz mails only confirmed ones).
	 *
	 * @param array<string, mixed> $row The row.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public static function follow( array $row ): array {
		$followed = strtolower( trim( (string) ( $row['user_email'] ?? '' ) ) );
		$email    = strtolower( trim( (string) ( $row['follower_email'] ?? '' ) ) );
		if ( null === ( $row['found_follower'] ?? null ) ) {
			return self::refuse( __( 'the follower is not a member of this site.', 'farol' ) );
		}
		if ( ! is_email( $followed ) || strlen( $followed ) > 100 ) {
			return self::refuse( __( 'the followed e-mail address is not valid.', 'farol' ) );
		}
		if ( '1' !== (string) ( $row['confirm'] ?? '0' ) ) {
			return self::refuse( __( 'the follow was never confirmed.', 'farol' ) );
		}
		return array(
			'ok'    => true,
			'value' => array(
				'follower'       => (int) $row['follower_id'],
				'follower_email' => is_email( $email ) ? $email : strtolower( (string) $row['follower_account_email'] ),
				'followed_user'  => (int) ( $row['found_followed'] ?? 0 ),
				'followed_email' => $followed,
				'followed_name'  => sanitize_text_field( (string) ( $row['user_name'] ?? '' ) ),
				// wpDiscuz's key stays with the follow, so the follow links it mailed still work.
				'key'            => strtolower( (string) ( $row['activation_key'] ?? '' ) ),
			),
			'notes' => array( __( 'wc_follow_users.follow_timestamp (a follow\'s time; Farol records the import\'s).', 'farol' ) ),
		);
	}

	/**
	 * Farol's voter for a wpDiscuz voter id, or null.
	 *
	 * @param string     $id    wpDiscuz's id: a user id, or md5 of a guest's address.
	 * @param bool       $guest Whether wpDiscuz marked it a guest.
	 * @param mixed|null $found The user found with that id (members).
	 */
	private static function voter( string $id, bool $guest, mixed $found ): ?string {
		if ( $guest ) {
			return preg_match( self::MD5, $id ) ? 'w:' . $id : null;
		}
		return preg_match( '/^[1-9][0-9]{0,19}$/', $id ) && null !== $found ? 'u:' . $id : null;
	}

	/**
	 * A site-local Unix time (as wpDiscuz stores `date`) as a UTC `Y-m-d H:i:s`; now when 0 (rows
	 * from before wpDiscuz 7 carry no date).
	 *
	 * @param int $local The site-local time.
	 */
	private static function utc( int $local ): string {
		if ( $local <= 0 ) {
			return gmdate( 'Y-m-d H:i:s' );
		}
		$offset = wp_timezone()->getOffset( new DateTimeImmutable( '@' . $local ) );
		return gmdate( 'Y-m-d H:i:s', $local - $offset );
	}

	/**
	 * The note every guest vote or rating carries.
	 */
	private static function guest_note(): string {
		return __( 'a guest\'s voter identity (wpDiscuz keeps md5 of the address; Farol keys guests by a keyed hash of the address, which an md5 cannot be turned into): guest votes and ratings are counted, but a guest can vote or rate once more.', 'farol' );
	}

	/**
	 * A refusal.
	 *
	 * @param string $reason Why.
	 * @return array{ok: bool, reason: string}
	 */
	private static function refuse( string $reason ): array {
		return array(
			'ok'     => false,
			'reason' => $reason,
		);
	}
}
