<?php
/**
 * Where a visitor may be sent after a conversion.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\LeadForm\Forms\LeadForm;

/**
 * The answer's redirect_to: the form's own (set by an editor) when it has one; otherwise the
 * submitted hidden redirect_to, but only when it is safe — a path of this site or an http(s)
 * address on this site's host or a host allowed through WordPress' `allowed_redirect_hosts`
 * filter (wp_validate_redirect()). Anything else answers '' (stay on the page), so the API is
 * never an open redirect.
 */
final class RedirectPolicy {

	/**
	 * The redirect of an accepted conversion.
	 *
	 * @param LeadForm $form      The form.
	 * @param mixed    $submitted The submitted redirect_to.
	 */
	public function for_conversion( LeadForm $form, mixed $submitted ): string {
		if ( '' !== $form->redirect_to() ) {
			return $form->redirect_to();
		}
		return is_string( $submitted ) ? $this->safe( $submitted ) : '';
	}

	/**
	 * A submitted address when it is safe, else ''.
	 *
	 * @param string $url Address.
	 */
	public function safe( string $url ): string {
		$url = trim( $url );
		if ( '' === $url || 1 === preg_match( '/[\x00-\x20\\\\]/', $url ) ) {
			return '';
		}
		$is_path = str_starts_with( $url, '/' ) && ! str_starts_with( $url, '//' );
		if ( ! $is_path && 1 !== preg_match( '#^https?://#i', $url ) ) {
			return '';
		}
		return wp_validate_redirect( $url, '' );
	}
}
