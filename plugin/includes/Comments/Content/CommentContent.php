<?php
/**
 * What a comment's HTML may hold, and how long it is.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Content;

use WP_HTML_Tag_Processor;

/**
 * The comment content rules on the server. The editor (`src/comments/rich-text/`) produces exactly
 * these elements: paragraphs and headings 1–6 (optionally indented by a class
 * `farol-indent-1..8`), bold, italic, underline, strike, links, ordered and bullet lists,
 * blockquotes, inline code, code blocks (`pre > code.language-x`), images by address, video
 * frames from a list of hosts (`iframe.farol-video`), formulas (`span.farol-latex
 * data-farol-latex="inline|block"` holding the TeX source) and spoilers (`span.farol-spoiler`).
 * sanitize() keeps those and nothing else; length() is the character counter's measure, the same
 * as the editor's `contentLength()` (tests/fixtures/comments/ proves both languages agree).
 */
final class CommentContent {

	/**
	 * The allow-list, in wp_kses() form. Hooked on `wp_kses_allowed_html` for the context
	 * `pre_comment_content`, so core's own comment filter keeps the same elements.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	public static function allowed_html(): array {
		$indented = array( 'class' => array( 'values' => ContentRules::indent_classes() ) );
		$allowed  = array(
			'p'          => $indented,
			'br'         => array(),
			'strong'     => array(),
			'em'         => array(),
			'u'          => array(),
			's'          => array(),
			'blockquote' => array(),
			'ul'         => array(),
			'ol'         => array( 'start' => array( 'value_callback' => array( self::class, 'is_list_start' ) ) ),
			'li'         => array(),
			'pre'        => array(),
			'code'       => array( 'class' => array( 'value_callback' => array( ContentRules::class, 'is_code_class' ) ) ),
			'a'          => array(
				'href'   => array( 'required' => true ),
				'target' => array( 'values' => array( '_blank' ) ),
				'rel'    => array( 'value_callback' => array( self::class, 'is_link_rel' ) ),
			),
			'img'        => array(
				'src'   => array(
					'required'       => true,
					'value_callback' => array( ContentRules::class, 'is_image_src' ),
				),
				'alt'   => true,
				'class' => array( 'values' => ContentRules::emoji_classes() ),
			),
			'iframe'     => array(
				'src'             => array(
					'required'       => true,
					'value_callback' => array( ContentRules::class, 'is_video_src' ),
				),
				'class'           => array( 'values' => array( 'farol-video' ) ),
				'allowfullscreen' => array( 'valueless' => 'y' ),
				'loading'         => array( 'values' => array( 'lazy' ) ),
				'title'           => true,
			),
			'span'       => array(
				'class'            => array( 'values' => array( 'farol-spoiler', 'farol-latex' ) ),
				'data-farol-latex' => array( 'values' => ContentRules::latex_modes() ),
			),
		);
		foreach ( array( 'h1', 'h2', 'h3', 'h4', 'h5', 'h6' ) as $heading ) {
			$allowed[ $heading ] = $indented;
		}
		return $allowed;
	}

	/**
	 * Keeps what the editor produces and nothing else. Idempotent: the result sanitized again
	 * is the same string.
	 *
	 * @param string $html      The comment's HTML (from the editor, or text from the form without JS).
	 * @param string $site_host The site's host name for the link rule; empty: home_url()'s.
	 */
	public static function sanitize( string $html, string $site_host = '' ): string {
		if ( '' === $site_host ) {
			$site_host = (string) wp_parse_url( home_url(), PHP_URL_HOST );
		}
		$html = self::apply_link_rule( $html, $site_host );
		$html = wp_kses( $html, self::allowed_html(), wp_allowed_protocols() );
		// Every element closed, so nothing (a bold, a frame) runs on into the page; the void
		// elements written back as the editor writes them (`<br>`, not `<br />`).
		$html = (string) preg_replace( '~<(br|img)\b([^>]*?)\s*/>~i', '<$1$2>', force_balance_tags( $html ) );
		// A refused frame or image lost its required source: it goes, with a frame's fallback text.
		$html = (string) preg_replace( '~<iframe>.*?</iframe>~is', '', $html );
		$html = (string) preg_replace( '~<iframe(\s[^>]*)?>.*?</iframe>~is', '<iframe$1></iframe>', $html );
		$html = (string) preg_replace( '~<img\s*/?>~i', '', $html );
		// HTML comments are no part of what the editor writes.
		$html = (string) preg_replace( '~<!--.*?-->~s', '', $html );
		// A link without an address is only its text.
		$html = (string) preg_replace( '~<a>(.*?)</a>~is', '$1', $html );
		return trim( self::canonical_attributes( $html ) );
	}

	/**
	 * The counter's measure: characters of text (Unicode code points, entities decoded), 1 per
	 * line break, an emoji or sticker image by the length of its alt text, any other image or a
	 * video by the length of its source. Whitespace between blocks (a text with a line break and
	 * nothing else, outside `pre`) does not count.
	 *
	 * @param string $html The comment's HTML.
	 */
	public static function length( string $html ): int {
		$length    = 0;
		$pre_depth = 0;
		$tags      = new WP_HTML_Tag_Processor( $html );
		while ( $tags->next_token() ) {
			$type = $tags->get_token_type();
			if ( '#text' === $type ) {
				// A line break sent by a form is CR LF; a browser's DOM reads it as one LF.
				$text = str_replace( "\r\n", "\n", $tags->get_modifiable_text() );
				if ( 0 === $pre_depth && str_contains( $text, "\n" ) && '' === trim( $text, " \t\n\r\f" ) ) {
					continue;
				}
				$length += mb_strlen( $text, 'UTF-8' );
				continue;
			}
			if ( '#tag' !== $type ) {
				continue;
			}
			$name = (string) $tags->get_tag();
			if ( 'PRE' === $name ) {
				$pre_depth = max( 0, $pre_depth + ( $tags->is_tag_closer() ? -1 : 1 ) );
			} elseif ( ! $tags->is_tag_closer() ) {
				$length += self::element_length( $tags, $name );
			}
		}
		return $length;
	}

	/**
	 * What an element itself counts (not its text).
	 *
	 * @param WP_HTML_Tag_Processor $tags The processor, on the element's opener.
	 * @param string                $name The tag name, upper case.
	 */
	private static function element_length( WP_HTML_Tag_Processor $tags, string $name ): int {
		if ( 'BR' === $name ) {
			return 1;
		}
		if ( 'IFRAME' === $name ) {
			return mb_strlen( (string) $tags->get_attribute( 'src' ), 'UTF-8' );
		}
		if ( 'IMG' !== $name ) {
			return 0;
		}
		$classes = preg_split( '~\s+~', (string) $tags->get_attribute( 'class' ), -1, PREG_SPLIT_NO_EMPTY );
		$emoji   = array() !== array_intersect( is_array( $classes ) ? $classes : array(), ContentRules::emoji_classes() );
		return mb_strlen( (string) $tags->get_attribute( $emoji ? 'alt' : 'src' ), 'UTF-8' );
	}

	/**
	 * Applies the link rule to every link: the normalized address, and a new tab
	 * (`target="_blank" rel="nofollow ugc noopener noreferrer"`) only for other sites.
	 *
	 * @param string $html      The HTML.
	 * @param string $site_host The site's host name.
	 */
	private static function apply_link_rule( string $html, string $site_host ): string {
		$tags = new WP_HTML_Tag_Processor( $html );
		while ( $tags->next_tag( 'a' ) ) {
			$href = $tags->get_attribute( 'href' );
			// Decoded as a browser does (the processor leaves HTML5-only references like `&colon;`).
			$link = is_string( $href ) ? LinkRule::normalize( html_entity_decode( $href, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), $site_host ) : null;
			foreach ( array( 'href', 'target', 'rel' ) as $name ) {
				$tags->remove_attribute( $name );
			}
			if ( null === $link ) {
				continue;
			}
			$tags->set_attribute( 'href', $link['href'] );
			if ( $link['external'] ) {
				$tags->set_attribute( 'target', '_blank' );
				$tags->set_attribute( 'rel', 'nofollow ugc noopener noreferrer' );
			}
		}
		$tags = new WP_HTML_Tag_Processor( $tags->get_updated_html() );
		while ( $tags->next_tag( 'iframe' ) ) {
			$tags->set_attribute( 'class', 'farol-video' );
			$tags->set_attribute( 'loading', 'lazy' );
			$tags->set_attribute( 'allowfullscreen', true );
		}
		return $tags->get_updated_html();
	}

	/**
	 * Writes every character of each formula's TeX source as a numeric reference, so core's
	 * display filters (texturize: `--` → en dash, quotes; smilies; clickable links) leave the
	 * source as written; the browser reads the same text. Hooked on `comment_text` before them.
	 *
	 * @param string $html A comment's stored HTML.
	 */
	public static function protect_formulas( string $html ): string {
		return (string) preg_replace_callback(
			'~(<span class="farol-latex" data-farol-latex="(?:inline|block)">)(.*?)(</span>)~s',
			static function ( array $match ): string {
				$source = html_entity_decode( $match[2], ENT_QUOTES | ENT_HTML5, 'UTF-8' );
				$chars  = preg_split( '//u', $source, -1, PREG_SPLIT_NO_EMPTY );
				$text   = '';
				foreach ( is_array( $chars ) ? $chars : array() as $char ) {
					$text .= '&#' . mb_ord( $char, 'UTF-8' ) . ';';
				}
				return $match[1] . $text . $match[3];
			},
			$html
		);
	}

	/**
	 * Writes the attributes of links and frames in one order (the editor's), whatever order
	 * they came in, so the same comment is always the same string.
	 *
	 * @param string $html HTML that went through wp_kses() (attributes quoted, no `<` or `>` in them).
	 */
	private static function canonical_attributes( string $html ): string {
		$order = array(
			'a'      => array( 'href', 'target', 'rel' ),
			'iframe' => array( 'src', 'class', 'loading', 'allowfullscreen', 'title' ),
		);
		return (string) preg_replace_callback(
			'~<(a|iframe)\s[^>]*>~i',
			static function ( array $match ) use ( $order ): string {
				$name = strtolower( $match[1] );
				// Closed, since the processor reads a frame only with its end tag.
				$tags = new WP_HTML_Tag_Processor( $match[0] . '</' . $name . '>' );
				if ( ! $tags->next_tag() ) {
					return $match[0];
				}
				$out = '<' . $name;
				foreach ( $order[ $name ] as $attribute ) {
					$value = $tags->get_attribute( $attribute );
					if ( true === $value ) {
						$out .= ' ' . $attribute;
					} elseif ( is_string( $value ) ) {
						$out .= ' ' . $attribute . '="' . esc_attr( $value ) . '"';
					}
				}
				return $out . '>';
			},
			$html
		);
	}

	/**
	 * Whether an ordered list's start is a plain positive number.
	 *
	 * @param string $value The attribute's value.
	 */
	public static function is_list_start( string $value ): bool {
		return 1 === preg_match( '~^[1-9][0-9]{0,5}$~D', $value );
	}

	/**
	 * Whether a link's rel holds only the words the link rule and core's comment filters write.
	 *
	 * @param string $value The attribute's value.
	 */
	public static function is_link_rel( string $value ): bool {
		$words = preg_split( '~\s+~', strtolower( trim( $value ) ), -1, PREG_SPLIT_NO_EMPTY );
		return is_array( $words ) && array() !== $words
			&& array() === array_diff( $words, array( 'nofollow', 'ugc', 'noopener', 'noreferrer', 'external' ) );
	}
}
