<?php
/**
 * The social login buttons.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social;

use Farol\Comments\Phrases;
use Farol\Comments\Settings;
use WP_Post;

/**
 * Prints, above the main comment form, for guests, a button per enabled provider ("Entrar com
 * Google"…) and, when an agreement is set, its box (hidden until a button asks for it; the client
 * slides it open). Nothing at all when no provider is enabled or the visitor is logged in. The
 * buttons are `data-farol-action="social-login"`: the widget's view takes them on the first
 * interaction and imports its `comments-social` chunk only then.
 *
 * With buttons on the page, a one-line inline script (printed first in the footer, as the deep
 * link's) starts the widget at once when the address carries Telegram's `#tgAuthResult=` or
 * the error cookie of a failed redirect flow is there, so both are handled without a touch.
 */
final class SocialButtons {

	/**
	 * The footer script.
	 */
	public const NOW_SCRIPT = '(/^#tgAuthResult=/.test(location.hash)||/(^|; )' . SocialLoginActions::ERROR_COOKIE . '=/.test(document.cookie))&&document.getElementById("wpdcom")?.setAttribute("data-farol-when","now");';

	/**
	 * Creates the view.
	 *
	 * @param SocialSettings $settings The providers.
	 */
	public function __construct( private readonly SocialSettings $settings ) {
	}

	/**
	 * The main form's markup with the buttons before it.
	 *
	 * @param string  $form The main form's markup.
	 * @param WP_Post $post The post.
	 *
	 * @internal Filter callback of `farol_comments_main_form_html`.
	 */
	public function before_form( string $form, WP_Post $post ): string {
		return $this->html( $post ) . $form;
	}

	/**
	 * The buttons and the agreement box ('' when none shows).
	 *
	 * @param WP_Post $post The post.
	 */
	public function html( WP_Post $post ): string {
		$enabled = $this->settings->enabled();
		if ( array() === $enabled || is_user_logged_in() ) {
			return '';
		}
		if ( ! has_action( 'wp_footer', array( self::class, 'print_now_script' ) ) ) {
			add_action( 'wp_footer', array( self::class, 'print_now_script' ), 1 );
		}
		$agreement = $this->settings->agreement_text();
		$html      = '<div class="farol-social" data-farol-social data-post-id="' . esc_attr( (string) $post->ID ) . '">';
		if ( '' !== $agreement ) {
			$html .= '<div class="farol-social__agreement" data-farol-slot="social-agreement" hidden>'
				. '<label class="farol-comment-form__check"><input type="checkbox" name="wpd_social_agreement" value="1"> '
				. wp_kses( $agreement, Settings::agreement_tags() ) . '</label> '
				. '<button type="button" class="farol-social__agree" data-farol-action="social-agree">' . esc_html( Phrases::get( 'social_agree' ) ) . '</button></div>';
		}
		$html .= '<ul class="farol-social__buttons" aria-label="' . esc_attr__( 'Log in with a social account', 'farol' ) . '">';
		foreach ( $enabled as $name => $label ) {
			$html .= '<li><button type="button" class="' . esc_attr( 'farol-social__button farol-social__button--' . $name ) . '" data-farol-action="social-login" data-provider="' . esc_attr( $name ) . '">'
				/* translators: %s: a social network's name, e.g. Google. */
				. esc_html( sprintf( __( 'Log in with %s', 'farol' ), $label ) ) . '</button></li>';
		}
		return $html . '</ul></div>';
	}

	/**
	 * Prints the footer script (see the class comment).
	 */
	public static function print_now_script(): void {
		wp_print_inline_script_tag( self::NOW_SCRIPT );
	}
}
