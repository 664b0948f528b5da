<?php
/**
 * The contact form's captcha and Akismet.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

use Farol\ContactForm\Forms\ContactForm;
use Farol\Support\Abuse\ClientAddress;
use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;
use Farol\Support\Assets;
use Farol\Support\Captcha\Captchas;

/**
 * Hooks the spam protection into the contact form through its seams:
 * - `farol_contact_form_spam_check` (FeedbackService, after the disallowed keys, before storing):
 *   the captcha of a form that asks for one, then Akismet when it is on;
 * - `farol_contact_form_captcha_markup` (ContactFormRenderer, before the submit button): the provider's
 *   markup, and its scripts enqueued for this page only;
 * - `farol_contact_form_refill` (the refill call): the provider's new data, e.g. a new challenge;
 * - the `farol_contact_spam` setting and its screen under the Contact forms menu.
 */
final class SpamModule implements Module, Owns {

	/**
	 * Creates the module.
	 *
	 * @param Assets   $assets   Bundle registrar.
	 * @param Captchas $captchas The captcha providers the comment widget shares (Support\Captcha).
	 */
	public function __construct( private readonly Assets $assets, private readonly Captchas $captchas ) {
	}

	/**
	 * What the module owns (the lifecycle inventory).
	 */
	public function footprint(): Footprint {
		return new Footprint( options: array( SpamSettings::OPTION ) );
	}

	/**
	 * {@inheritDoc}
	 */
	public function register(): void {
		( new SpamSettings() )->register();
		( new SpamAdminPage( $this->assets ) )->register();
		add_filter( 'farol_contact_form_spam_check', array( $this, 'check' ), 10, 4 );
		add_filter( 'farol_contact_form_captcha_markup', array( $this, 'markup' ), 10, 2 );
		add_filter( 'farol_contact_form_refill', array( $this, 'refill' ), 10, 2 );
	}

	/**
	 * The spam verdict: the captcha first (cheap for the self-hosted one, and Akismet is not
	 * asked about a submission the captcha refused), then Akismet.
	 *
	 * @param mixed               $verdict Earlier filters' verdict (kept when not null).
	 * @param ContactForm         $form    The form.
	 * @param array<string,mixed> $params  Posted fields.
	 * @param array<string,mixed> $values  Values by field name.
	 * @return mixed
	 */
	public function check( mixed $verdict, ContactForm $form, array $params, array $values ): mixed {
		if ( null !== $verdict ) {
			return $verdict;
		}
		$remote  = ClientAddress::current();
		$verdict = CaptchaCheck::verdict( $this->captchas, $form, $params, $remote );
		if ( null === $verdict && Akismet::enabled() && true === Akismet::is_spam( $form, $values, $remote ) ) {
			$verdict = array( 'status' => 'spam' );
		}
		return $verdict;
	}

	/**
	 * The captcha markup of a form that asks for one; enqueues its scripts.
	 *
	 * @param mixed       $markup Earlier markup.
	 * @param ContactForm $form   The form.
	 */
	public function markup( mixed $markup, ContactForm $form ): string {
		$markup = is_string( $markup ) ? $markup : '';
		if ( ! CaptchaCheck::enabled( $form ) ) {
			return $markup;
		}
		$provider = CaptchaCheck::provider( $this->captchas );
		$this->enqueue( $provider );
		return $markup . $provider->markup( $form );
	}

	/**
	 * The refill answer with the provider's data.
	 *
	 * @param mixed       $data Earlier data (array or object).
	 * @param ContactForm $form The form.
	 * @return mixed
	 */
	public function refill( mixed $data, ContactForm $form ): mixed {
		if ( ! CaptchaCheck::enabled( $form ) ) {
			return $data;
		}
		$captcha = CaptchaCheck::provider( $this->captchas )->refill( $form );
		if ( array() === $captcha ) {
			return $data;
		}
		$data            = is_object( $data ) ? get_object_vars( $data ) : ( is_array( $data ) ? $data : array() );
		$data['captcha'] = array_merge( is_array( $data['captcha'] ?? null ) ? $data['captcha'] : array(), $captcha );
		return $data;
	}

	/**
	 * Enqueues the provider's scripts: its own browser API (third-party providers), then
	 * Farol's script for it (src/contact-form/captcha/), which defines window.farolContactCaptcha.
	 *
	 * @param CaptchaProvider $provider The provider.
	 */
	private function enqueue( CaptchaProvider $provider ): void {
		$handle = 'farol-contact-captcha-' . str_replace( '_', '-', $provider->name() );
		if ( wp_script_is( $handle, 'enqueued' ) ) {
			return;
		}
		$external = $provider->external_script();
		if ( '' !== $external ) {
			// phpcs:ignore WordPress.WP.EnqueuedResourceParameters.MissingVersion -- the provider's own script, versioned by its address.
			wp_register_script(
				$handle . '-api',
				$external,
				array(),
				null,
				array(
					'strategy'  => 'defer',
					'in_footer' => true,
				)
			);
			wp_enqueue_script( $handle . '-api' );
		}
		if ( $this->assets->register( $handle, 'apps/contact-form/captcha-' . str_replace( '_', '-', $provider->name() ) ) ) {
			wp_enqueue_script( $handle );
		}
	}
}
