<?php
/**
 * The language of a lead form's built-in texts.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\Support\Names;
use MO;

/**
 * A lead form speaks its own locale (pt-BR, en, en-US, es, es-ES), whatever the site's
 * language: the texts the form brings itself (the default submit label, "Select...", the
 * loader) must match the labels its editor wrote. While `within()` runs, Farol's strings are
 * translated with the catalogue of the form's locale (`languages/farol-<locale>.mo`, the
 * same one the site would use) instead of the site's; a locale with no catalogue (English,
 * and Spanish until one is shipped) shows the original English texts.
 */
final class FormLocale {

	/**
	 * Catalogues read during this request, by WordPress locale (null: none, English).
	 *
	 * @var array<string, MO|null>
	 */
	private array $catalogues = array();

	/**
	 * Creates the switcher.
	 *
	 * @param string $languages_dir Folder of the compiled catalogues (plugin/languages).
	 */
	public function __construct( private readonly string $languages_dir ) {
	}

	/**
	 * WordPress' name of a form locale: pt-BR → pt_BR, en and en-US → en_US, es and es-ES →
	 * es_ES.
	 *
	 * @param string $form_locale The form's locale.
	 */
	public static function wp_locale( string $form_locale ): string {
		return match ( $form_locale ) {
			'pt-BR' => 'pt_BR',
			'es', 'es-ES' => 'es_ES',
			default => 'en_US',
		};
	}

	/**
	 * Runs a callback with Farol's strings in the form's locale.
	 *
	 * @template T
	 * @param string       $form_locale The form's locale.
	 * @param callable():T $callback    What to run.
	 * @return T
	 */
	public function within( string $form_locale, callable $callback ): mixed {
		$locale = self::wp_locale( $form_locale );
		if ( determine_locale() === $locale ) {
			return $callback();
		}
		$catalogue = $this->catalogue( $locale );
		$plain     = static fn ( $translation, $text ) => null === $catalogue ? $text : $catalogue->translate( (string) $text );
		$context   = static fn ( $translation, $text, $ctx ) => null === $catalogue ? $text : $catalogue->translate( (string) $text, (string) $ctx );
		$plural    = static fn ( $translation, $single, $plural, $count ) => null === $catalogue
			? ( 1 === (int) $count ? $single : $plural )
			: $catalogue->translate_plural( (string) $single, (string) $plural, (int) $count );
		add_filter( 'gettext_' . Names::TEXT_DOMAIN, $plain, 99, 2 );
		add_filter( 'gettext_with_context_' . Names::TEXT_DOMAIN, $context, 99, 3 );
		add_filter( 'ngettext_' . Names::TEXT_DOMAIN, $plural, 99, 4 );
		try {
			return $callback();
		} finally {
			remove_filter( 'gettext_' . Names::TEXT_DOMAIN, $plain, 99 );
			remove_filter( 'gettext_with_context_' . Names::TEXT_DOMAIN, $context, 99 );
			remove_filter( 'ngettext_' . Names::TEXT_DOMAIN, $plural, 99 );
		}
	}

	/**
	 * The compiled catalogue of a locale, or null when there is none.
	 *
	 * @param string $locale WordPress locale.
	 */
	private function catalogue( string $locale ): ?MO {
		if ( ! array_key_exists( $locale, $this->catalogues ) ) {
			$file                        = trailingslashit( $this->languages_dir ) . Names::TEXT_DOMAIN . '-' . $locale . '.mo';
			$mo                          = new MO();
			$this->catalogues[ $locale ] = is_readable( $file ) && $mo->import_from_file( $file ) ? $mo : null;
		}
		return $this->catalogues[ $locale ];
	}
}
