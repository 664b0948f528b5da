<?php
/**
 * The phone library the lead form's phone rules ask.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Rules;

use Farol\Vendor\libphonenumber\NumberParseException;
use Farol\Vendor\libphonenumber\PhoneNumberUtil;

/**
 * The few questions the phone rules ask giggsey/libphonenumber-for-php (Google's
 * libphonenumber metadata), shipped namespace-prefixed in plugin/lib/libphonenumber/ so
 * another plugin bundling the library cannot clash with it: which calling code a string of
 * digits starts with, and whether a number is valid (isValidNumber: a known calling code, a
 * national number of a possible length matching one of the country's number types).
 */
final class PhoneLibrary {

	/**
	 * The library, once made.
	 *
	 * @var PhoneNumberUtil|null
	 */
	private ?PhoneNumberUtil $util = null;

	/**
	 * The supported calling code (1 to 3 digits) the digits start with, or null. Calling codes
	 * are prefix-free, so at most one matches.
	 *
	 * @param string $digits Digits, without the +.
	 */
	public function calling_code( string $digits ): ?string {
		$codes   = $this->util()->getSupportedCallingCodes();
		$longest = min( 3, strlen( $digits ) );
		for ( $length = 1; $length <= $longest; $length++ ) {
			if ( in_array( (int) substr( $digits, 0, $length ), $codes, true ) ) {
				return substr( $digits, 0, $length );
			}
		}
		return null;
	}

	/**
	 * A number's calling code, national significant number and validity, or null when it
	 * cannot be read as a phone number.
	 *
	 * @param string      $number Digits, with a leading + when international.
	 * @param string|null $region ISO country a national number belongs to.
	 * @return array{calling_code: string, national: string, valid: bool}|null
	 */
	public function parse( string $number, ?string $region ): ?array {
		$util = $this->util();
		try {
			$parsed = $util->parse( $number, $region ?? 'ZZ' );
		} catch ( NumberParseException ) {
			return null;
		}
		return array(
			'calling_code' => (string) $parsed->getCountryCode(),
			'national'     => $util->getNationalSignificantNumber( $parsed ),
			'valid'        => $util->isValidNumber( $parsed ),
		);
	}

	/**
	 * The library's instance.
	 */
	private function util(): PhoneNumberUtil {
		$this->util ??= PhoneNumberUtil::getInstance();
		return $this->util;
	}
}
