<?php
/**
 * The social login's personal data.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

use Farol\Comments\Social\Linking\Links;
use Farol\Support\Privacy\PersonalData;
use Farol\Support\Privacy\PersonalDataSource;

/**
 * The social accounts linked to the member whose account has an address (user meta
 * `farol_social_<provider>`: the provider's user id), for core's privacy tools. Exported as
 * provider and id; erased by deleting the links (a later social login finds the member again
 * only by a verified e-mail).
 */
final class SocialPersonalData implements PersonalDataSource {

	/**
	 * The source's key.
	 */
	public function id(): string {
		return 'comment-social-login';
	}

	/**
	 * The group's name.
	 */
	public function label(): string {
		return __( 'Social login accounts', 'farol' );
	}

	/**
	 * The linked accounts (one page).
	 *
	 * @param string $email The address.
	 * @param int    $page  Page, from 1.
	 * @return array{items: list<array{id: string, data: array<string, string>}>, done: bool}
	 */
	public function export( string $email, int $page ): array {
		$items = array();
		if ( 1 === $page ) {
			$links = $this->links( PersonalData::user_id( $email ) );
			foreach ( $links as $provider => $value ) {
				$name = $links[ $provider . Links::NAME_SUFFIX ] ?? null;
				if ( str_ends_with( $provider, Links::NAME_SUFFIX ) && isset( $links[ substr( $provider, 0, -strlen( Links::NAME_SUFFIX ) ) ] ) ) {
					continue; // The display name of a link, exported with it.
				}
				$data = array(
					__( 'Provider', 'farol' )   => $provider,
					__( 'Account id', 'farol' ) => $value,
				);
				if ( null !== $name ) {
					$data[ __( 'Name', 'farol' ) ] = $name;
				}
				$items[] = array(
					'id'   => $provider,
					'data' => $data,
				);
			}
		}
		return array(
			'items' => $items,
			'done'  => true,
		);
	}

	/**
	 * Deletes the links.
	 *
	 * @param string $email The address.
	 * @param int    $page  Page (one page deletes all).
	 * @return array{removed: int, retained: int, messages: list<string>, done: bool}
	 */
	public function erase( string $email, int $page ): array {
		unset( $page );
		$user = PersonalData::user_id( $email );
		$gone = 0;
		foreach ( array_keys( $this->links( $user ) ) as $provider ) {
			$gone += delete_user_meta( $user, Accounts::META . $provider ) ? 1 : 0;
		}
		return PersonalData::erased( $gone );
	}

	/**
	 * A member's links: provider => the provider's id (every meta key with the prefix).
	 *
	 * @param int $user Member id (0: none).
	 * @return array<string, string>
	 */
	private function links( int $user ): array {
		if ( $user < 1 ) {
			return array();
		}
		$links = array();
		foreach ( (array) get_user_meta( $user ) as $key => $values ) {
			$key = (string) $key;
			if ( str_starts_with( $key, Accounts::META ) && '' !== substr( $key, strlen( Accounts::META ) ) ) {
				$links[ substr( $key, strlen( Accounts::META ) ) ] = implode( ', ', array_map( 'strval', (array) $values ) );
			}
		}
		return $links;
	}
}
