<?php
/**
 * The "My content" button in the comment area.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Info;

use Farol\Comments\Phrases;
use Farol\Comments\Settings;

/**
 * Prints the button that opens the info modal in the area's tools (`farol_comments_area_tools_html`),
 * the same for every reader (a cached page cannot know its reader: a member gets their tabs, a
 * guest the e-mail form). When the area is printed, a one-line footer script turns the area's
 * trigger to `now` when the address carries a guest link's fields, so the widget loads at once
 * and redeems it (as ThreadView does for `#comment-N`); the address itself changes nothing on
 * the server.
 */
final class InfoButton {

	/** Turns the area's trigger to `now` when the address carries a guest link. */
	public const GUEST_LINK_SCRIPT = '/[?&]farolGuest=/.test(location.search)&&document.getElementById("wpdcom")?.setAttribute("data-farol-when","now");';

	/**
	 * Creates the button.
	 *
	 * @param Settings $settings Widget settings.
	 */
	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * Adds the filter.
	 */
	public function register(): void {
		add_filter( 'farol_comments_area_tools_html', array( $this, 'tools' ) );
	}

	/**
	 * Appends the button and asks for the footer script.
	 *
	 * @param mixed $html Markup so far.
	 */
	public function tools( $html ): string {
		$html = (string) $html;
		if ( ! has_action( 'wp_footer', array( self::class, 'print_guest_link_script' ) ) ) {
			add_action( 'wp_footer', array( self::class, 'print_guest_link_script' ), 1 );
		}
		if ( ! $this->settings->info_modal_enabled() ) {
			return $html;
		}
		return $html . '<button type="button" class="farol-comments__info" data-farol-action="info" aria-haspopup="dialog">' . esc_html( Phrases::get( 'info_button' ) ) . '</button>';
	}

	/**
	 * Prints the guest link's script.
	 */
	public static function print_guest_link_script(): void {
		wp_print_inline_script_tag( self::GUEST_LINK_SCRIPT );
	}
}
