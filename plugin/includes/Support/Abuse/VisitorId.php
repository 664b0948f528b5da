<?php
/**
 * Who a vote or a rating counts for.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

/**
 * A member is `u:{user id}`; a guest is `g:{hmac}`, a keyed hash of the client's address
 * (ClientAddress), never the address itself. A guest's identity does not depend on any cookie:
 * a request without one is the same guest as before, so sending votes with no cookie cannot
 * count one address many times. (Guests behind one shared address count as one, as on the
 * systems Farol replaces.) Comment votes and post ratings count by this one identity.
 */
final class VisitorId {

	/**
	 * The current visitor's identity.
	 */
	public static function current(): string {
		$user = get_current_user_id();
		return $user > 0 ? 'u:' . $user : 'g:' . ClientAddress::hashed( 'voter' );
	}
}
