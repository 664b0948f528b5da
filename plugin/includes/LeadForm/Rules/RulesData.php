<?php
/**
 * The data files behind the lead form's rules: messages per locale and free-mail domains.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Rules;

use Farol\Support\JsonFile;

/**
 * Reads plugin/data/lead-form-messages.json (the validation messages of each form locale) and
 * plugin/data/free-email-domains.json (the domains a corporate-only form refuses). Both are
 * data, not gettext strings: a form speaks its own locale, whatever the site's language is,
 * and the browser receives the same texts inside the published rules.
 */
final class RulesData {

	/**
	 * The messages table.
	 */
	public const MESSAGES_FILE = __DIR__ . '/../../../data/lead-form-messages.json';

	/**
	 * The free-mail domains.
	 */
	public const FREE_DOMAINS_FILE = __DIR__ . '/../../../data/free-email-domains.json';

	/**
	 * Decoded files, by path, shared by every instance of a request.
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private static array $files = array();

	/**
	 * Creates the reader.
	 *
	 * @param string $messages_file     Path of the messages table.
	 * @param string $free_domains_file Path of the free-mail domain list.
	 */
	public function __construct(
		private readonly string $messages_file = self::MESSAGES_FILE,
		private readonly string $free_domains_file = self::FREE_DOMAINS_FILE
	) {
	}

	/**
	 * The messages of a locale: the locale itself, else its alias, else the fallback (en).
	 *
	 * @param string $locale A form locale (pt-BR, en, en-US, es, es-ES).
	 * @return array<string, string> Message key => text.
	 */
	public function messages( string $locale ): array {
		$table   = self::read( $this->messages_file );
		$locales = $table['locales'];
		if ( ! isset( $locales[ $locale ] ) ) {
			$locale = $table['aliases'][ $locale ] ?? $table['fallback'];
		}
		return array_map( 'strval', $locales[ $locale ] ?? $locales[ $table['fallback'] ] );
	}

	/**
	 * Every locale the table has its own messages for.
	 *
	 * @return list<string>
	 */
	public function message_locales(): array {
		return array_keys( self::read( $this->messages_file )['locales'] );
	}

	/**
	 * The free-mail domains, lower case.
	 *
	 * @return list<string>
	 */
	public function free_email_domains(): array {
		return array_values( array_map( 'strval', self::read( $this->free_domains_file )['domains'] ) );
	}

	/**
	 * A JSON file of the plugin, decoded once per request.
	 *
	 * @param string $file Path.
	 * @return array<string, mixed>
	 */
	private static function read( string $file ): array {
		if ( ! isset( self::$files[ $file ] ) ) {
			self::$files[ $file ] = JsonFile::read( $file );
		}
		return self::$files[ $file ];
	}
}
