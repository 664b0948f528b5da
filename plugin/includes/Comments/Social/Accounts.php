<?php
/**
 * The WordPress user of a social identity.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

use WP_User;

/**
 * Finds, links or creates the user of an Identity and logs them in. The provider's user id is
 * kept in user meta (`farol_social_<provider>`), so a later login finds the same user. Otherwise
 * the user is found or created by a VERIFIED e-mail only: an existing user with that e-mail is
 * linked, else a subscriber is created. An identity without a verified e-mail that no user is
 * linked to yet is refused (`social_unverified_mail`): never an account, never a link, by an
 * address the provider does not vouch for (wpDiscuz's CVE-2024-9488 and CVE-2025-13820 linked
 * accounts by what the provider returned).
 */
final class Accounts {

	/**
	 * The user meta holding a provider's id, with the provider's name appended.
	 */
	public const META = 'farol_social_';

	/**
	 * The user of an identity, logged in.
	 *
	 * @param Identity $identity Who the provider says it is.
	 * @return int The user's id.
	 * @throws SocialRefusal `social_unverified_mail`, `server_error`.
	 */
	public function log_in( Identity $identity ): int {
		$user = $this->linked( $identity ) ?? $this->by_verified_email( $identity );
		wp_set_current_user( $user->ID );
		wp_set_auth_cookie( $user->ID, true, is_ssl() );
		return $user->ID;
	}

	/**
	 * The user already linked to this identity.
	 *
	 * @param Identity $identity The identity.
	 */
	private function linked( Identity $identity ): ?WP_User {
		$users = get_users(
			array(
				'meta_key'   => self::META . $identity->provider, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- one login.
				'meta_value' => $identity->id, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- one login.
				'number'     => 1,
			)
		);
		return $users[0] ?? null;
	}

	/**
	 * The user with the identity's verified e-mail, linked, or a new one.
	 *
	 * @param Identity $identity The identity.
	 * @throws SocialRefusal When the e-mail is not verified, or the user cannot be created.
	 */
	private function by_verified_email( Identity $identity ): WP_User {
		if ( ! $identity->verified || '' === $identity->email ) {
			throw new SocialRefusal( 'social_unverified_mail' );
		}
		$user = get_user_by( 'email', $identity->email );
		if ( ! $user instanceof WP_User ) {
			$id = wp_insert_user(
				array(
					'user_login'   => $this->free_login( $identity ),
					'user_email'   => $identity->email,
					'user_pass'    => wp_generate_password( 32, true, true ),
					'display_name' => '' !== $identity->name ? $identity->name : strstr( $identity->email, '@', true ),
					'role'         => (string) get_option( 'default_role', 'subscriber' ),
				)
			);
			if ( is_wp_error( $id ) ) {
				throw new SocialRefusal( 'server_error' );
			}
			$user = get_user_by( 'id', $id );
			if ( ! $user instanceof WP_User ) {
				throw new SocialRefusal( 'server_error' );
			}
		}
		update_user_meta( $user->ID, self::META . $identity->provider, $identity->id );
		return $user;
	}

	/**
	 * A login name not taken yet, from the e-mail's local part.
	 *
	 * @param Identity $identity The identity.
	 */
	private function free_login( Identity $identity ): string {
		$base = sanitize_user( (string) strstr( $identity->email, '@', true ), true );
		$base = '' !== $base ? substr( $base, 0, 50 ) : $identity->provider;
		$name = $base;
		$n    = 2;
		while ( false !== username_exists( $name ) ) {
			$name = $base . ( $n++ );
		}
		return $name;
	}
}
