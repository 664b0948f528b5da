<?php
/**
 * Helpers of the lead form tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use DOMDocument;
use DOMXPath;
use Farol\LeadForm\Forms\LeadFormPostType;

/**
 * Creates lead forms the way the seed does (post + definition meta; the token comes from the
 * post type's save hook) and reads markup as a DOM.
 */
trait FormTestHelpers {

	/**
	 * A fixture definition of tests/fixtures/lead-form/.
	 *
	 * @param string $name File name without .json.
	 * @return array<string, mixed>
	 */
	protected static function fixture( string $name ): array {
		return json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/lead-form/' . $name . '.json' ), true );
	}

	/**
	 * Creates a form.
	 *
	 * @param array<string, mixed> $definition Its definition.
	 * @param string               $status     Post status.
	 * @param string               $title      Title.
	 * @return int Post id.
	 */
	protected function create_form( array $definition, string $status = 'publish', string $title = 'Formulário' ): int {
		$id = $this->create_post(
			array(
				'post_type'   => LeadFormPostType::POST_TYPE,
				'post_status' => $status,
				'post_title'  => $title,
			)
		);
		update_post_meta( $id, LeadFormPostType::DEFINITION_META, $definition );
		return $id;
	}

	/**
	 * Markup as an XPath over its DOM (UTF-8).
	 *
	 * @param string $html Markup.
	 */
	protected static function xpath( string $html ): DOMXPath {
		$dom = new DOMDocument();
		libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="UTF-8"><!DOCTYPE html><html><body>' . $html . '</body></html>' );
		libxml_clear_errors();
		return new DOMXPath( $dom );
	}

	/**
	 * The value of an attribute of the single node an expression finds.
	 *
	 * @param DOMXPath $xpath     The DOM.
	 * @param string   $query     XPath expression.
	 * @param string   $attribute Attribute name.
	 */
	protected function attribute( DOMXPath $xpath, string $query, string $attribute ): string {
		$nodes = $xpath->query( $query );
		$this->assertSame( 1, $nodes->length, "exactly one node for {$query}" );
		return (string) $nodes->item( 0 )->getAttribute( $attribute );
	}

	/**
	 * Whether the single node an expression finds has an attribute (boolean attributes).
	 *
	 * @param DOMXPath $xpath     The DOM.
	 * @param string   $query     XPath expression.
	 * @param string   $attribute Attribute name.
	 */
	protected function has_attribute( DOMXPath $xpath, string $query, string $attribute ): bool {
		$nodes = $xpath->query( $query );
		$this->assertSame( 1, $nodes->length, "exactly one node for {$query}" );
		return $nodes->item( 0 )->hasAttribute( $attribute );
	}
}
