<?php
/**
 * Plugin Name: Farol e2e page-cache site
 * Description: Copied into the mu-plugins of the page-cache spec's own site (tests/e2e/page-cache.spec.ts: a native instance with FAROL_NATIVE_PAGE_CACHE on) for its run only; never on another site, never shipped. A page rendered for a request carrying `X-Farol-Test-Stamp-Age: <seconds>` prints every form stamp signed that many seconds ago, as a page cache serving it that much later would show it (the header is not part of the cache's key); `X-Farol-Test-Voter: <n>` makes the request's client address 10.88.0.<n>, a reader of its own; `/page-cache-cookie/` answers a page that sets a cookie, `/page-cache-plain/` the same page without it; wp_mail() counts as sent without sending (the site has no mail server).
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

add_filter( 'pre_wp_mail', static fn () => true );

add_filter(
	'farol_client_address',
	static function ( string $address ): string {
		$voter = isset( $_SERVER['HTTP_X_FAROL_TEST_VOTER'] ) ? (int) $_SERVER['HTTP_X_FAROL_TEST_VOTER'] : 0;
		return $voter >= 1 && $voter <= 254 ? '10.88.0.' . $voter : $address;
	}
);

add_action(
	'template_redirect',
	static function (): void {
		$path = (string) wp_parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '' ), PHP_URL_PATH ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- compared only.
		if ( '/page-cache-cookie/' === $path || '/page-cache-plain/' === $path ) {
			// A page nothing but its cookie keeps out of the cache: 200, without the no-cache
			// headers core sends with the 404 it had decided on.
			status_header( 200 );
			header_remove( 'Cache-Control' );
			header_remove( 'Expires' );
			header_remove( 'Pragma' );
			if ( '/page-cache-cookie/' === $path ) {
				setcookie( 'farol_e2e_page_cache', (string) time(), 0, '/' );
			}
			header( 'Content-Type: text/plain; charset=utf-8' );
			echo 'rendered ' . esc_html( (string) microtime( true ) );
			exit;
		}
		$age = isset( $_SERVER['HTTP_X_FAROL_TEST_STAMP_AGE'] ) ? (int) $_SERVER['HTTP_X_FAROL_TEST_STAMP_AGE'] : 0;
		if ( $age <= 0 ) {
			return;
		}
		$purposes = array(
			\Farol\Comments\Form\CommentFormRenderer::STAMP_KIND => \Farol\Comments\Form\CommentFormRenderer::STAMP_PURPOSE,
			\Farol\LeadForm\Forms\LeadFormRenderer::STAMP_KIND => \Farol\LeadForm\Forms\LeadFormRenderer::STAMP_PURPOSE,
			\Farol\ContactForm\Forms\ContactFormRenderer::STAMP_KIND => \Farol\ContactForm\Forms\ContactFormRenderer::STAMP_PURPOSE,
		);
		ob_start(
			static function ( string $html ) use ( $age, $purposes ): string {
				return (string) preg_replace_callback(
					'#value="\d+\.[a-f0-9]{64}" data-farol-stamp="[^"]*/stamps/([a-z-]+)/(\d+)"#',
					static function ( array $found ) use ( $age, $purposes ): string {
						$purpose = $purposes[ $found[1] ] ?? null;
						if ( null === $purpose ) {
							return $found[0];
						}
						$stamp = \Farol\Support\Abuse\SignedStamp::create( $purpose, (int) $found[2], time() - $age );
						return (string) preg_replace( '#^value="[^"]*"#', 'value="' . $stamp . '"', $found[0] );
					},
					$html
				);
			}
		);
	}
);
