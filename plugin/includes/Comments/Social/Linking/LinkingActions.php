<?php
/**
 * The profile's connect / disconnect buttons.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social\Linking;

use Farol\Comments\Social\Providers;
use Farol\Comments\Social\SocialRefusal;
use Farol\Comments\Social\TelegramCheck;

/**
 * The action admin-post.php?action=farol_social_link, posted by the profile section's form (no script
 * needed): the nonce `farol_social_link_<user>` (field `farol_social_nonce`) for the member whose
 * profile it is (`user_id`), then one of
 * - `farol_social_connect` = provider: the logged-in member's own profile only; the browser is
 *   sent to the provider (LinkFlow::start());
 * - `farol_social_disconnect` = provider: the member's own profile (edit_user on themselves), or
 *   another member's for an administrator (edit_users and edit_user on them); the link's meta
 *   deleted (the member keeps their WordPress e-mail / password login, so nobody is locked out);
 * - `farol_social_telegram` with `farol_social_state` and the Login Widget's fields as `tg_<field>`
 *   (the profile page's script posts them back from `#tgAuthResult=`): LinkFlow::finish_telegram().
 * Back to the profile with a notice. Logged-out visitors get admin-post's own refusal (no
 * nopriv hook).
 */
final class LinkingActions {

	/**
	 * The admin-post action.
	 */
	public const ACTION = 'farol_social_link';

	/**
	 * Creates the actions.
	 *
	 * @param LinkFlow $flow  The connect flow.
	 * @param Links    $links The members' links.
	 */
	public function __construct( private readonly LinkFlow $flow, private readonly Links $links ) {
	}

	/**
	 * The nonce action for a member's profile.
	 *
	 * @param int $user The member whose profile it is.
	 */
	public static function nonce_action( int $user ): string {
		return self::ACTION . '_' . $user;
	}

	/**
	 * Adds the hook.
	 */
	public function register(): void {
		add_action( 'admin_post_' . self::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * Answers the form.
	 *
	 * @internal Hook callback of `admin_post_farol_social_link`.
	 */
	public function handle(): void {
		$user = absint( $_POST['user_id'] ?? 0 ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- the nonce is per user: checked next.
		check_admin_referer( self::nonce_action( $user ), 'farol_social_nonce' );
		$own = get_current_user_id() === $user;
		if ( $user < 1 || ! current_user_can( 'edit_user', $user ) || ( ! $own && ! current_user_can( 'edit_users' ) ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to edit this user.', 'farol' ), '', array( 'response' => 403 ) );
		}
		$connect    = sanitize_key( wp_unslash( (string) ( $_POST['farol_social_connect'] ?? '' ) ) );
		$disconnect = sanitize_key( wp_unslash( (string) ( $_POST['farol_social_disconnect'] ?? '' ) ) );
		if ( '' !== $connect && $own ) {
			$this->connect( $connect, $user );
		}
		if ( '' !== $disconnect && null !== Providers::describe( $disconnect ) ) {
			$this->links->unlink( $user, $disconnect );
			$this->back( $user, array( ProfileSection::UNLINKED => $disconnect ) );
		}
		if ( isset( $_POST['farol_social_telegram'] ) && $own ) {
			$data = array();
			foreach ( TelegramCheck::FIELDS as $field ) {
				$value          = $_POST[ 'tg_' . $field ] ?? ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- as posted: Telegram's hash covers the exact values (TelegramCheck); the name is sanitized when stored (Links).
				$data[ $field ] = is_scalar( $value ) ? trim( wp_unslash( (string) $value ) ) : '';
			}
			$state = sanitize_text_field( wp_unslash( (string) ( $_POST['farol_social_state'] ?? '' ) ) );
			$this->back( $user, $this->flow->finish_telegram( $state, $data ) );
		}
		wp_die( esc_html__( 'Nothing to do.', 'farol' ), '', array( 'response' => 400 ) );
	}

	/**
	 * Sends the member to the provider (or back with the refusal).
	 *
	 * @param string $provider Provider.
	 * @param int    $user     The member.
	 */
	private function connect( string $provider, int $user ): never {
		try {
			$url = $this->flow->start( $provider, $user );
		} catch ( SocialRefusal $refusal ) {
			$this->back( $user, array( ProfileSection::REFUSED => $refusal->key ) );
		}
		// The provider's address, as the administrator configured it (another host by nature).
		wp_redirect( $url ); // phpcs:ignore WordPress.Security.SafeRedirect.wp_redirect_wp_redirect -- see above.
		exit;
	}

	/**
	 * Back to the member's profile (or the administrator's view of it) with a notice.
	 *
	 * @param int                  $user   The member.
	 * @param array<string,string> $notice The notice's address arguments.
	 */
	private function back( int $user, array $notice ): never {
		$page = get_current_user_id() === $user ? admin_url( 'profile.php' ) : add_query_arg( 'user_id', $user, admin_url( 'user-edit.php' ) );
		wp_safe_redirect( add_query_arg( $notice, $page ) );
		exit;
	}
}
