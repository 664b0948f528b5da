<?php
/**
 * A captcha provider.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

use Farol\ContactForm\Forms\ContactForm;
use Farol\Support\Captcha\CaptchaResult;

/**
 * What the contact form needs from a captcha: the markup printed before the submit button,
 * the script handle that drives it in the browser, the data a refill hands the browser, and
 * the server-side verification of what was posted.
 */
interface CaptchaProvider {

	/**
	 * The provider's name in the settings (proof_of_work, recaptcha_v3, turnstile).
	 */
	public function name(): string;

	/**
	 * The markup for a form (escaped), inside the form, before its submit button.
	 *
	 * @param ContactForm $form The form.
	 */
	public function markup( ContactForm $form ): string;

	/**
	 * The address of the provider's own browser script, loaded before Farol's ('' for none).
	 */
	public function external_script(): string;

	/**
	 * The captcha data of a refill answer (field name → string), e.g. a new challenge.
	 *
	 * @param ContactForm $form The form.
	 * @return array<string,string>
	 */
	public function refill( ContactForm $form ): array;

	/**
	 * Verifies the posted answer.
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $params Posted fields (unslashed).
	 * @param string              $remote The client's address.
	 */
	public function verify( ContactForm $form, array $params, string $remote ): CaptchaResult;
}
