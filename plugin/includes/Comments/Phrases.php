<?php
/**
 * The comment widget's texts, overridable one by one.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments;

/**
 * Every visible text of the widget and every message a call answers goes through a phrase
 * key: the server renders with Phrases::get(), a refused call answers the key in `data` and
 * the client shows `props.phrases[key]` (the whole map, added to the client props by
 * Admin\SettingsModule through `farol_comments_client_props`). A phrase is the administrator's text when the settings hold one for its key
 * (`farol_comments` › `phrases`), else the default, translated (PhrasesCatalogue).
 *
 * Texts are plain: print them escaped. Phrases with a number or a name keep their `%d` or `%s`
 * (an override that loses it is not kept).
 */
final class Phrases {

	/**
	 * Longest override kept (also in the contract).
	 */
	public const MAX_LENGTH = 1000;

	/**
	 * The translated defaults, by locale.
	 *
	 * @var array<string,array<string,string>>
	 */
	private static array $defaults = array();

	/**
	 * The locale the defaults are read in, once determined (determine_locale() runs the locale
	 * filters on every call, and the renderer asks for phrases per comment); forgotten with the
	 * defaults, on a change of locale or of the current user (see forget()).
	 *
	 * @var string|null
	 */
	private static ?string $locale = null;

	/**
	 * The last merge all() made: the defaults and overrides it was made of, and the result (the
	 * renderer asks once per comment; the same arrays give the same merge).
	 *
	 * @var array{0: array<string,string>, 1: array<string,string>, 2: array<string,string>}|null
	 */
	private static ?array $merged = null;

	/**
	 * A phrase: the configured text or the translated default; the key itself for an unknown
	 * key (a visible mistake rather than a blank).
	 *
	 * @param string $key Phrase key.
	 */
	public static function get( string $key ): string {
		$overrides = ( new Settings() )->phrases();
		if ( isset( $overrides[ $key ] ) ) {
			return $overrides[ $key ];
		}
		return self::defaults()[ $key ] ?? $key;
	}

	/**
	 * Every phrase by key, overrides applied.
	 *
	 * @return array<string,string>
	 */
	public static function all(): array {
		$defaults  = self::defaults();
		$overrides = ( new Settings() )->phrases();
		if ( null === self::$merged || self::$merged[0] !== $defaults || self::$merged[1] !== $overrides ) {
			self::$merged = array( $defaults, $overrides, array_merge( $defaults, $overrides ) );
		}
		return self::$merged[2];
	}

	/**
	 * Every phrase key.
	 *
	 * @return list<string>
	 */
	public static function keys(): array {
		return array_keys( self::defaults() );
	}

	/**
	 * The default texts by key, in the current locale.
	 *
	 * @return array<string,string>
	 */
	public static function defaults(): array {
		if ( null === self::$locale ) {
			self::$locale = determine_locale();
			self::forget_on_change();
		}
		$locale = self::$locale;
		if ( ! isset( self::$defaults[ $locale ] ) ) {
			$defaults = array();
			foreach ( PhrasesCatalogue::GROUPS as $group ) {
				$defaults += PhrasesCatalogue::group( $group );
			}
			self::$defaults[ $locale ] = $defaults;
		}
		return self::$defaults[ $locale ];
	}

	/**
	 * Hooks forget() where the locale or the translations may change, unless it is hooked
	 * already (SettingsModule hooks it too; a module built later, or not at all on this
	 * request, must not leave a stale locale here).
	 */
	private static function forget_on_change(): void {
		foreach ( array( 'load_textdomain', 'unload_textdomain', 'change_locale', 'set_current_user' ) as $hook ) {
			if ( false === has_action( $hook, array( self::class, 'forget' ) ) ) {
				add_action( $hook, array( self::class, 'forget' ) );
			}
		}
	}

	/**
	 * Forgets the translated defaults and the locale they were read in (hooked on a text
	 * domain's load and unload, on a change of locale and on a change of the current user, whose
	 * own locale the admin and REST requests use: after any of these they may differ).
	 */
	public static function forget(): void {
		self::$defaults = array();
		self::$merged   = null;
		self::$locale   = null;
	}

	/**
	 * The keys of each group (errors, notices, interface), for the settings page.
	 *
	 * @return array<string,list<string>>
	 */
	public static function groups(): array {
		$groups = array();
		foreach ( PhrasesCatalogue::GROUPS as $group ) {
			$groups[ $group ] = array_keys( PhrasesCatalogue::group( $group ) );
		}
		return $groups;
	}

	/**
	 * Overrides fit to keep: known keys, plain one-line text, not empty (empty means the
	 * default), at most MAX_LENGTH characters, with the default's placeholder.
	 *
	 * @param array<mixed> $overrides Submitted overrides by key.
	 * @return array<string,string>
	 */
	public static function clean_overrides( array $overrides ): array {
		$known = array_flip( self::keys() );
		$clean = array();
		foreach ( $overrides as $key => $text ) {
			if ( ! is_string( $key ) || ! isset( $known[ $key ] ) || ! is_string( $text ) ) {
				continue;
			}
			// Plain text on one line (not sanitize_text_field(): it would eat a "%d" before hex digits).
			$text = trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( wp_check_invalid_utf8( $text ) ) ) );
			if ( '' === $text || mb_strlen( $text ) > self::MAX_LENGTH || ! self::keeps_placeholder( $key, $text ) ) {
				continue;
			}
			$clean[ $key ] = $text;
		}
		return $clean;
	}

	/**
	 * Whether a text has its key's placeholder exactly once and no other one (so sprintf()
	 * neither fails nor prints a stray number).
	 *
	 * @param string $key  Phrase key.
	 * @param string $text Text.
	 */
	public static function keeps_placeholder( string $key, string $text ): bool {
		$wanted = PhrasesCatalogue::PLACEHOLDERS[ $key ] ?? '';
		preg_match_all( '/%(?:%|\d+\$)?[a-zA-Z]/', str_replace( '%%', '', $text ), $found );
		$found = $found[0];
		if ( '' === $wanted ) {
			return array() === $found;
		}
		return array( $wanted ) === $found;
	}

	/**
	 * A phrase with its number or name put in (`comments_left`, `counter_remaining`: a number;
	 * `reply_to`: a name).
	 *
	 * @param string     $key   Phrase key.
	 * @param int|string $value The number or the name.
	 */
	public static function format( string $key, int|string $value ): string {
		return self::fill( self::get( $key ), $key, $value );
	}

	/**
	 * A phrase's text with its value put in (format() for a text already read, e.g. from all()).
	 *
	 * @param string     $phrase The phrase's text.
	 * @param string     $key    Phrase key (which placeholder it has).
	 * @param int|string $value  Number or text to put in.
	 */
	public static function fill( string $phrase, string $key, int|string $value ): string {
		$wanted = PhrasesCatalogue::PLACEHOLDERS[ $key ] ?? '';
		if ( '' === $wanted ) {
			return $phrase;
		}
		// Put in by replacement, not sprintf(): a formatted number ("1.234") is not an integer.
		return str_replace( array( $wanted, '%%' ), array( is_int( $value ) ? number_format_i18n( $value ) : $value, '%' ), $phrase );
	}
}
