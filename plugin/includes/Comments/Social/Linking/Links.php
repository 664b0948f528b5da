<?php
/**
 * A member's linked social accounts.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social\Linking;

use Farol\Comments\Social\Accounts;
use Farol\Comments\Social\Identity;
use Farol\Comments\Social\SocialRefusal;

/**
 * The links Accounts reads at login: user meta `farol_social_<provider>` = the provider's id
 * (and `farol_social_<provider>_name`, the display name the provider gave, shown on the
 * profile). A provider id belongs to one member only: linking an id another member holds is
 * refused (`social_already_linked`), never moved.
 */
final class Links {

	/**
	 * The suffix of the display name's meta key.
	 */
	public const NAME_SUFFIX = '_name';

	/**
	 * The provider id a member is linked to ('' : none).
	 *
	 * @param int    $user     Member.
	 * @param string $provider Provider.
	 */
	public function id( int $user, string $provider ): string {
		return (string) get_user_meta( $user, Accounts::META . $provider, true );
	}

	/**
	 * The display name stored with a link ('' : none).
	 *
	 * @param int    $user     Member.
	 * @param string $provider Provider.
	 */
	public function name( int $user, string $provider ): string {
		return (string) get_user_meta( $user, Accounts::META . $provider . self::NAME_SUFFIX, true );
	}

	/**
	 * The member holding a provider id (0 : nobody).
	 *
	 * @param string $provider Provider.
	 * @param string $id       The id at the provider.
	 */
	public function owner( string $provider, string $id ): int {
		$users = get_users(
			array(
				'meta_key'   => Accounts::META . $provider, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- one link.
				'meta_value' => $id, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- one link.
				'number'     => 1,
				'fields'     => 'ID',
			)
		);
		return (int) ( $users[0] ?? 0 );
	}

	/**
	 * Links a member to an identity (replacing the member's earlier link to that provider).
	 *
	 * Two members linking the same id at the same instant both pass the owner check; each then
	 * writes and looks again: the oldest row holding the id (lowest umeta_id) wins, the same for
	 * both, and the other puts its earlier link back and is refused. No lock is needed, and it
	 * holds on MariaDB and on Playground's SQLite alike.
	 *
	 * @param int      $user     Member.
	 * @param Identity $identity Who the provider says the member is there.
	 * @throws SocialRefusal `social_already_linked` when another member holds that id.
	 */
	public function link( int $user, Identity $identity ): void {
		$owner = $this->owner( $identity->provider, $identity->id );
		if ( 0 !== $owner && $owner !== $user ) {
			throw new SocialRefusal( 'social_already_linked' );
		}
		$key      = Accounts::META . $identity->provider;
		$previous = $this->id( $user, $identity->provider );
		update_user_meta( $user, $key, $identity->id );
		if ( $this->first_holder( $key, $identity->id ) !== $user ) {
			if ( '' === $previous ) {
				delete_user_meta( $user, $key );
			} else {
				update_user_meta( $user, $key, $previous );
			}
			throw new SocialRefusal( 'social_already_linked' );
		}
		update_user_meta( $user, $key . self::NAME_SUFFIX, sanitize_text_field( $identity->name ) );
	}

	/**
	 * The member whose row holding an id is the oldest, read from the table (no cache).
	 *
	 * @param string $key The link's meta key.
	 * @param string $id  The id at the provider.
	 */
	private function first_holder( string $key, string $id ): int {
		global $wpdb;
		return (int) $wpdb->get_var( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the race check must read the table itself.
			$wpdb->prepare( "SELECT user_id FROM {$wpdb->usermeta} WHERE meta_key = %s AND meta_value = %s ORDER BY umeta_id ASC LIMIT 1", $key, $id )
		);
	}

	/**
	 * Removes a member's link to a provider; false when there was none.
	 *
	 * @param int    $user     Member.
	 * @param string $provider Provider.
	 */
	public function unlink( int $user, string $provider ): bool {
		$had = '' !== $this->id( $user, $provider );
		delete_user_meta( $user, Accounts::META . $provider );
		delete_user_meta( $user, Accounts::META . $provider . self::NAME_SUFFIX );
		return $had;
	}
}
