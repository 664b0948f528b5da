<?php
/**
 * The saved markup of a discussable passage.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Inline;

/**
 * What the block editor's format `farol/inline-comment` saves around a passage:
 * `<span class="farol-inline" data-farol-inline="{inline_form_id}">…</span>`. The id is made
 * once, when the editor marks the passage, and lives in the markup, so it is the same across
 * saves and revisions. Core's KSES keeps the marker for every editor (the class, and `data-*`
 * attributes, are allowed on a span in post content). The comment's meta META ties an inline
 * comment to its passage.
 */
final class InlineMarker {

	/**
	 * The passage's class.
	 */
	public const CLASS_NAME = 'farol-inline';

	/**
	 * The attribute holding the inline form's id.
	 */
	public const ATTRIBUTE = 'data-farol-inline';

	/**
	 * The comment meta holding the passage's id.
	 */
	public const META = 'farol_inline_form_id';

	/**
	 * The comment type of an inline comment kept out of the main thread (setting
	 * `inline_in_main_thread` off); shown in it, an inline comment is an ordinary `comment`.
	 */
	public const HIDDEN_TYPE = 'farol_inline';

	/**
	 * An inline form id: lowercase letters and digits (the editor makes 8).
	 */
	public const ID_PATTERN = '/^[a-z0-9]{6,32}$/D';

	/**
	 * The opening tag of a marked passage; group 1 is its id.
	 */
	private const OPENING_TAG = '/<span\b[^>]*?\sdata-farol-inline="([a-z0-9]{6,32})"[^>]*>/';

	/**
	 * A post's content as the inline feature reads its passages: the raw content, through the
	 * filter `farol_inline_content` (string $content, int $post_id), where another feature may
	 * present passages its own markup holds (the wpDiscuz import turns an imported
	 * `[wpdiscuz-feedback]` shortcode into this marker, without changing the stored content).
	 *
	 * @param int $post_id The post.
	 */
	public static function content( int $post_id ): string {
		$content = (string) get_post_field( 'post_content', $post_id, 'raw' );
		return (string) apply_filters( 'farol_inline_content', $content, $post_id );
	}

	/**
	 * The markup of a marked passage, as the editor's format saves it.
	 *
	 * @param string $id    Inline form id (well-formed).
	 * @param string $inner The passage's markup.
	 */
	public static function wrap( string $id, string $inner ): string {
		return '<span class="' . self::CLASS_NAME . '" ' . self::ATTRIBUTE . '="' . esc_attr( $id ) . '">' . $inner . '</span>';
	}

	/**
	 * Whether a value is a well-formed inline form id.
	 *
	 * @param string $id The value.
	 */
	public static function valid_id( string $id ): bool {
		return 1 === preg_match( self::ID_PATTERN, $id );
	}

	/**
	 * The ids of the passages marked in a content, in order, each once.
	 *
	 * @param string $content Post content.
	 * @return list<string>
	 */
	public static function ids( string $content ): array {
		if ( ! str_contains( $content, self::ATTRIBUTE ) ) {
			return array();
		}
		preg_match_all( self::OPENING_TAG, $content, $found );
		return array_values( array_unique( $found[1] ) );
	}

	/**
	 * Whether a post's content marks a passage with this id.
	 *
	 * @param string $content Post content.
	 * @param string $id      Inline form id.
	 */
	public static function has( string $content, string $id ): bool {
		return self::valid_id( $id ) && in_array( $id, self::ids( $content ), true );
	}

	/**
	 * A passage's plain text (tags stripped, spaces collapsed), at most $max characters.
	 *
	 * @param string $content Post content.
	 * @param string $id      Inline form id.
	 * @param int    $max     Longest text; a longer one ends with "…".
	 */
	public static function passage( string $content, string $id, int $max = 160 ): string {
		if ( ! self::valid_id( $id ) || 1 !== preg_match( '/<span\b[^>]*?\sdata-farol-inline="' . $id . '"[^>]*>(.*?)<\/span>/s', $content, $found ) ) {
			return '';
		}
		$text = trim( (string) preg_replace( '/\s+/u', ' ', html_entity_decode( wp_strip_all_tags( $found[1] ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) ) );
		return mb_strlen( $text ) > $max ? rtrim( mb_substr( $text, 0, $max - 1 ) ) . '…' : $text;
	}

	/**
	 * Puts each marked passage's icon before it.
	 *
	 * @param string                  $content Rendered content.
	 * @param callable(string):string $icon    The icon's markup for an id.
	 */
	public static function add_icons( string $content, callable $icon ): string {
		return (string) preg_replace_callback(
			self::OPENING_TAG,
			static fn ( array $tag ): string => $icon( $tag[1] ) . $tag[0],
			$content
		);
	}
}
