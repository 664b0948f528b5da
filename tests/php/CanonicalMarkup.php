<?php
/**
 * Canonical markup, for the fixture tables PHP and jest share.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests;

use DOMElement;
use DOMNode;

/**
 * Writes a DOM subtree in the canonical form of tests/unit/canonical-markup.ts (keep the two
 * in step): one line per element or text run, indented two spaces per level; an element as
 * `<tag a="1" b>` with attributes sorted by name, bare when empty or equal to their name,
 * `style` declarations as `property: value` joined by `; `, and the id prefix written `{id}`;
 * text as `"text"`, adjacent runs joined, whitespace collapsed and trimmed, empty runs and
 * comments left out.
 */
final class CanonicalMarkup {

	// phpcs:disable WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property names.

	/**
	 * The canonical lines of a node's children.
	 *
	 * @param DOMNode $parent    Node whose children to write.
	 * @param string  $id_prefix The prefix to write as `{id}`.
	 * @param int     $depth     Indentation level.
	 * @return list<string>
	 */
	public static function children( DOMNode $parent, string $id_prefix, int $depth = 0 ): array {
		$lines  = array();
		$indent = str_repeat( '  ', $depth );
		$text   = '';
		$flush  = static function () use ( &$lines, &$text, $indent ): void {
			$collapsed = trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
			if ( '' !== $collapsed ) {
				$lines[] = $indent . '"' . $collapsed . '"';
			}
			$text = '';
		};
		foreach ( $parent->childNodes as $node ) {
			if ( XML_TEXT_NODE === $node->nodeType ) {
				$text .= $node->textContent;
			} elseif ( $node instanceof DOMElement ) {
				$flush();
				$lines[] = $indent . self::opening( $node, $id_prefix );
				array_push( $lines, ...self::children( $node, $id_prefix, $depth + 1 ) );
			}
		}
		$flush();
		return $lines;
	}

	/**
	 * One element's opening line.
	 *
	 * @param DOMElement $element   Element.
	 * @param string     $id_prefix The prefix to write as `{id}`.
	 */
	private static function opening( DOMElement $element, string $id_prefix ): string {
		$attributes = array();
		foreach ( $element->attributes as $attribute ) {
			$name  = $attribute->name;
			$value = $attribute->value;
			if ( '' === $value || $name === $value ) {
				$attributes[] = $name;
				continue;
			}
			$written      = str_replace( $id_prefix, '{id}', 'style' === $name ? self::style( $value ) : $value );
			$attributes[] = $name . '="' . $written . '"';
		}
		sort( $attributes, SORT_STRING );
		return '<' . implode( ' ', array_merge( array( strtolower( $element->tagName ) ), $attributes ) ) . '>';
	}

	/**
	 * A style attribute in canonical form.
	 *
	 * @param string $value The attribute.
	 */
	private static function style( string $value ): string {
		$declarations = array();
		foreach ( explode( ';', $value ) as $declaration ) {
			$declaration = trim( $declaration );
			if ( '' === $declaration ) {
				continue;
			}
			list( $property, $rest ) = array_pad( explode( ':', $declaration, 2 ), 2, '' );
			$declarations[]          = trim( $property ) . ': ' . trim( $rest );
		}
		return implode( '; ', $declarations );
	}
	// phpcs:enable
}
