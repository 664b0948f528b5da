<?php
/**
 * The profile's "Social accounts" section.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social\Linking;

use Farol\Comments\Phrases;
use Farol\Comments\Social\SocialPhrases;
use Farol\Comments\Social\SocialSettings;
use WP_User;

/**
 * Prints, on Users › Profile (`show_user_profile`), a row per ENABLED provider: "Connected"
 * (with the name or id stored) and a "Disconnect Google" button, or "Not connected" and a
 * "Connect Google" button. An administrator (edit_users) sees the same on another member's
 * screen (`edit_user_profile`) with Disconnect only: connecting is the member's own act.
 *
 * The profile screen is itself one form, so the buttons belong (HTML `form` attribute) to a
 * form of their own printed after it in the footer, posting to admin-post.php
 * (LinkingActions): no script. Only back from Telegram (`#tgAuthResult=` and the state in the
 * address), a few lines of inline script post the result through that form. The outcome of an
 * action comes back in the address (LINKED / UNLINKED / REFUSED) and shows as an admin notice.
 */
final class ProfileSection {

	/**
	 * The address arguments of the notices.
	 */
	public const LINKED   = 'farol_social_linked';
	public const UNLINKED = 'farol_social_unlinked';
	public const REFUSED  = 'farol_social_refused';

	/**
	 * The buttons' form.
	 */
	public const FORM = 'farol-social-link';

	/**
	 * Posts Telegram's result, present in the address, through the buttons' form, once.
	 */
	private const TELEGRAM_SCRIPT = '(function(){var m=/^#tgAuthResult=([A-Za-z0-9+\/=_-]+)$/.exec(location.hash),f=document.getElementById("farol-social-link"),d;if(!m||!f)return;history.replaceState(null,"",location.pathname+location.search);try{d=JSON.parse(atob(m[1].replace(/-/g,"+").replace(/_/g,"/")))}catch(e){return}if(!d||typeof d!=="object")return;var a=function(n,v){var i=document.createElement("input");i.type="hidden";i.name=n;i.value=String(v);f.appendChild(i)};a("farol_social_telegram","1");["id","first_name","last_name","username","photo_url","auth_date","hash"].forEach(function(k){null!=d[k]&&a("tg_"+k,d[k])});f.submit()})();';

	/**
	 * The member whose section was printed (0 : none on this screen).
	 *
	 * @var int
	 */
	private int $shown = 0;

	/**
	 * Creates the section.
	 *
	 * @param SocialSettings $settings The providers.
	 * @param Links          $links    The members' links.
	 */
	public function __construct( private readonly SocialSettings $settings, private readonly Links $links ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'show_user_profile', array( $this, 'render' ) );
		add_action( 'edit_user_profile', array( $this, 'render' ) );
		add_action( 'admin_footer', array( $this, 'print_form' ) );
		add_action( 'admin_notices', array( $this, 'notices' ) );
	}

	/**
	 * Prints the section.
	 *
	 * @param WP_User $user The member whose profile it is.
	 *
	 * @internal Hook callback of `show_user_profile` / `edit_user_profile`.
	 */
	public function render( WP_User $user ): void {
		echo $this->html( $user ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped in html().
	}

	/**
	 * The section ('' when no provider is enabled or the viewer may not see it).
	 *
	 * @param WP_User $user The member whose profile it is.
	 */
	public function html( WP_User $user ): string {
		$enabled = $this->settings->enabled();
		$own     = get_current_user_id() === $user->ID;
		if ( array() === $enabled || ( ! $own && ! ( current_user_can( 'edit_users' ) && current_user_can( 'edit_user', $user->ID ) ) ) ) {
			return '';
		}
		$this->shown = $user->ID;
		$html        = '<h2 id="farol-social-accounts">' . esc_html__( 'Social accounts', 'farol' ) . '</h2>'
			. '<p class="description">' . esc_html( $own ? __( 'Connect an account to log in with it beside the comments. You can still log in with your email address and password.', 'farol' ) : __( 'The social accounts this member logs in with.', 'farol' ) ) . '</p>'
			. '<table class="form-table farol-social-accounts" role="presentation"><tbody>';
		foreach ( $enabled as $name => $label ) {
			$id    = $this->links->id( $user->ID, $name );
			$shown = '' !== $this->links->name( $user->ID, $name ) ? $this->links->name( $user->ID, $name ) : $id;
			$html .= '<tr><th scope="row">' . esc_html( $label ) . '</th><td>';
			if ( '' !== $id ) {
				/* translators: %s: the name (or id) of the member's account at a social network. */
				$html .= '<span class="farol-social-accounts__state">' . esc_html( sprintf( __( 'Connected (%s)', 'farol' ), $shown ) ) . '</span> '
					/* translators: %s: a social network's name, e.g. Google. */
					. $this->button( 'farol_social_disconnect', $name, sprintf( __( 'Disconnect %s', 'farol' ), $label ) );
			} else {
				$html .= '<span class="farol-social-accounts__state">' . esc_html__( 'Not connected', 'farol' ) . '</span>';
				if ( $own ) {
					/* translators: %s: a social network's name, e.g. Google. */
					$html .= ' ' . $this->button( 'farol_social_connect', $name, sprintf( __( 'Connect %s', 'farol' ), $label ) );
				}
			}
			$html .= '</td></tr>';
		}
		return $html . '</tbody></table>';
	}

	/**
	 * Prints the buttons' form (after the profile's own form: forms do not nest), and the
	 * Telegram script when the address carries a link state.
	 *
	 * @internal Hook callback of `admin_footer`.
	 */
	public function print_form(): void {
		if ( $this->shown < 1 ) {
			return;
		}
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only echoed back (escaped) into the form; LinkFlow checks it.
		$state = sanitize_text_field( wp_unslash( (string) ( $_GET[ LinkFlow::STATE_ARG ] ?? '' ) ) );
		$html  = '<form id="' . esc_attr( self::FORM ) . '" method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '" hidden>'
			. '<input type="hidden" name="action" value="' . esc_attr( LinkingActions::ACTION ) . '">'
			. '<input type="hidden" name="user_id" value="' . esc_attr( (string) $this->shown ) . '">'
			. wp_nonce_field( LinkingActions::nonce_action( $this->shown ), 'farol_social_nonce', false, false );
		if ( '' !== $state ) {
			$html .= '<input type="hidden" name="farol_social_state" value="' . esc_attr( $state ) . '">';
		}
		echo $html . '</form>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped above (wp_nonce_field() escapes its own).
		if ( '' !== $state && get_current_user_id() === $this->shown ) {
			wp_print_inline_script_tag( self::TELEGRAM_SCRIPT );
		}
	}

	/**
	 * Prints the notice of the action that led here.
	 *
	 * @internal Hook callback of `admin_notices`.
	 */
	public function notices(): void {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a notice chosen from fixed texts by the address.
		$enabled  = $this->settings->enabled();
		$linked   = sanitize_key( wp_unslash( (string) ( $_GET[ self::LINKED ] ?? '' ) ) );
		$unlinked = sanitize_key( wp_unslash( (string) ( $_GET[ self::UNLINKED ] ?? '' ) ) );
		$refused  = sanitize_key( wp_unslash( (string) ( $_GET[ self::REFUSED ] ?? '' ) ) );
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		$refusals = array_keys( SocialPhrases::errors() + LinkPhrases::errors() + array( 'rate_limited' => '' ) );
		if ( isset( $enabled[ $linked ] ) ) {
			/* translators: %s: a social network's name, e.g. Google. */
			$this->notice( 'success', sprintf( __( 'Your %s account is connected: you can now log in with it beside the comments.', 'farol' ), $enabled[ $linked ] ) );
		} elseif ( isset( $enabled[ $unlinked ] ) ) {
			/* translators: %s: a social network's name, e.g. Google. */
			$this->notice( 'success', sprintf( __( 'The %s account is disconnected. Logging in with the email address and password still works.', 'farol' ), $enabled[ $unlinked ] ) );
		} elseif ( in_array( $refused, $refusals, true ) ) {
			$this->notice( 'error', Phrases::get( $refused ) );
		}
	}

	/**
	 * Prints a notice.
	 *
	 * @param string $type    success or error.
	 * @param string $message The text.
	 */
	private function notice( string $type, string $message ): void {
		echo '<div class="' . esc_attr( 'notice is-dismissible notice-' . $type ) . '" role="' . ( 'error' === $type ? 'alert' : 'status' ) . '"><p>' . esc_html( $message ) . '</p></div>';
	}

	/**
	 * A button of the section's form.
	 *
	 * @param string $name     The field it posts.
	 * @param string $provider The provider it posts.
	 * @param string $text     Its text (its accessible name).
	 */
	private function button( string $name, string $provider, string $text ): string {
		return '<button type="submit" class="button" form="' . esc_attr( self::FORM ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $provider ) . '">' . esc_html( $text ) . '</button>';
	}
}
