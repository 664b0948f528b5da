<?php
/**
 * The lead form runtime's own texts, per form locale.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\Support\JsonFile;

/**
 * Reads plugin/data/lead-form-runtime-texts.json: what the browser runtime says beyond the
 * rule messages (the "no longer available" alert, the failed-send notice, the city list's
 * announcements). Data, not gettext strings, like the rule messages: a form speaks its own
 * locale whatever the site's language is, and the runtime receives the texts in the form's
 * props — on a WordPress page and through the embed script on any other site alike.
 */
final class RuntimeTexts {

	/**
	 * The texts table.
	 */
	public const FILE = __DIR__ . '/../../../data/lead-form-runtime-texts.json';

	/**
	 * The decoded table, once read.
	 *
	 * @var array<string, mixed>|null
	 */
	private ?array $table = null;

	/**
	 * Creates the reader.
	 *
	 * @param string $file Path of the texts table.
	 */
	public function __construct( private readonly string $file = self::FILE ) {
	}

	/**
	 * The texts of a locale: the locale itself, else its alias, else the fallback (en).
	 *
	 * @param string $locale A form locale (pt-BR, en, en-US, es, es-ES).
	 * @return array<string, string> Text key => text.
	 */
	public function for_locale( string $locale ): array {
		$table   = $this->table();
		$locales = (array) ( $table['locales'] ?? array() );
		if ( ! isset( $locales[ $locale ] ) ) {
			$locale = (string) ( $table['aliases'][ $locale ] ?? $table['fallback'] ?? 'en' );
		}
		$fallback = (string) ( $table['fallback'] ?? 'en' );
		return array_map( 'strval', (array) ( $locales[ $locale ] ?? $locales[ $fallback ] ?? array() ) );
	}

	/**
	 * The decoded table (empty when the file cannot be read).
	 *
	 * @return array<string, mixed>
	 */
	private function table(): array {
		if ( null === $this->table ) {
			$this->table = JsonFile::optional( $this->file );
		}
		return $this->table;
	}
}
