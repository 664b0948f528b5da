<?php
/**
 * The comment content rules, read from the file the editor reads too.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Content;

use Farol\Support\JsonFile;

/**
 * Reads content-rules.json (beside this file) once: the link protocols kept as they are, the
 * image and video source patterns, the classes of emoji and sticker images, the indent classes,
 * the code language class and the formula modes. The editor bundle imports the same file, so
 * what it produces and what the server keeps are one list.
 */
final class ContentRules {

	/**
	 * The decoded file.
	 *
	 * @var array<string,mixed>|null
	 */
	private static ?array $rules = null;

	/**
	 * Protocols a link keeps; any other gets `http://` in front.
	 *
	 * @return list<string>
	 */
	public static function link_protocols(): array {
		return self::strings( 'linkProtocols' );
	}

	/**
	 * Protocols that make a link no link at all (its text stays).
	 *
	 * @return list<string>
	 */
	public static function refused_link_protocols(): array {
		return self::strings( 'refusedLinkProtocols' );
	}

	/**
	 * Whether an image source is allowed (an http or https address; data: never).
	 *
	 * @param string $src The decoded source.
	 */
	public static function is_image_src( string $src ): bool {
		return 1 === preg_match( self::regex( (string) self::get( 'imageSrcPattern' ) ), $src );
	}

	/**
	 * Whether a video frame's source is an embed address of an allowed host.
	 *
	 * @param string $src The decoded source.
	 */
	public static function is_video_src( string $src ): bool {
		/**
		 * Filters the patterns (JavaScript and PCRE regular expressions, no delimiters) a video
		 * frame's source must match to be kept in a comment.
		 *
		 * @param list<string> $patterns The patterns of content-rules.json.
		 */
		$patterns = (array) apply_filters( 'farol_comments_video_src_patterns', self::strings( 'videoSrcPatterns' ) );
		foreach ( $patterns as $pattern ) {
			if ( is_string( $pattern ) && 1 === preg_match( self::regex( $pattern ), $src ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Classes that make an image an emoji or a sticker (counted by its alt text).
	 *
	 * @return list<string>
	 */
	public static function emoji_classes(): array {
		return self::strings( 'emojiImageClasses' );
	}

	/**
	 * The indent classes, `farol-indent-1` to `farol-indent-8`.
	 *
	 * @return list<string>
	 */
	public static function indent_classes(): array {
		$classes = array();
		$max     = (int) self::get( 'indentMax' );
		for ( $level = 1; $level <= $max; $level++ ) {
			$classes[] = self::get( 'indentClassPrefix' ) . $level;
		}
		return $classes;
	}

	/**
	 * Whether a class is a code block's language class (`language-php`).
	 *
	 * @param string $value The class attribute's value.
	 */
	public static function is_code_class( string $value ): bool {
		return 1 === preg_match( self::regex( (string) self::get( 'codeLanguagePattern' ) ), $value );
	}

	/**
	 * The formula display modes (`inline`, `block`).
	 *
	 * @return list<string>
	 */
	public static function latex_modes(): array {
		return self::strings( 'latexModes' );
	}

	/**
	 * A list of strings from the file.
	 *
	 * @param string $key Its key.
	 * @return list<string>
	 */
	private static function strings( string $key ): array {
		$value = self::get( $key );
		return is_array( $value ) ? array_values( array_map( 'strval', $value ) ) : array();
	}

	/**
	 * A pattern of the file as a PCRE with delimiters.
	 *
	 * @param string $pattern The pattern, written for JavaScript and PCRE alike.
	 */
	private static function regex( string $pattern ): string {
		return '~' . str_replace( '~', '\~', $pattern ) . '~D';
	}

	/**
	 * One value of the file.
	 *
	 * @param string $key Its key.
	 * @return mixed
	 */
	private static function get( string $key ) {
		if ( null === self::$rules ) {
			self::$rules = JsonFile::optional( __DIR__ . '/content-rules.json' );
		}
		return self::$rules[ $key ] ?? null;
	}
}
