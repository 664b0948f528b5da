<?php
/**
 * Country names for the lead form's selects.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\Support\JsonFile;

/**
 * The countries of plugin/data/countries.json (ISO 3166-1 alpha-2 codes with their names in
 * pt-BR, en and es, already sorted in each language; generated from ICU by
 * tools/data/countries.php, because the Playground's PHP has no intl extension).
 */
final class Countries {

	/**
	 * Lists by language, once read.
	 *
	 * @var array<string, list<array{0: string, 1: string}>>|null
	 */
	private ?array $lists = null;

	/**
	 * Creates the reader.
	 *
	 * @param string $file Absolute path of countries.json.
	 */
	public function __construct( private readonly string $file ) {
	}

	/**
	 * Code => name in a form's locale, sorted by name (en for a locale without its own list).
	 *
	 * @param string $form_locale The form's locale.
	 * @return array<string, string>
	 */
	public function for_locale( string $form_locale ): array {
		if ( null === $this->lists ) {
			$this->lists = JsonFile::optional( $this->file );
		}
		$language = str_starts_with( $form_locale, 'es' ) ? 'es' : ( 'pt-BR' === $form_locale ? 'pt-BR' : 'en' );
		$list     = $this->lists[ $language ] ?? $this->lists['en'] ?? array();
		$names    = array();
		foreach ( $list as $entry ) {
			$names[ (string) $entry[0] ] = (string) $entry[1];
		}
		return $names;
	}
}
