<?php
/**
 * The lead form renderer and the block that uses it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\Tests\TestCase;

/**
 * An editor's hostile texts come out as text, never as markup; the block prints the renderer's
 * markup for a published form and nothing for visitors otherwise.
 */
final class LeadFormRendererTest extends TestCase {

	use FormTestHelpers;

	/**
	 * Labels, options, placeholders and values are escaped.
	 */
	public function test_hostile_texts_are_escaped(): void {
		$hostile    = '"><script>alert(1)</script><img src=x onerror=alert(2)>';
		$definition = array(
			'conversion_identifier' => 'x' . $hostile,
			'submit_label'          => $hostile,
			'fields'                => array(
				array(
					'name'        => 'name',
					'type'        => 'text',
					'label'       => $hostile,
					'placeholder' => $hostile,
				),
				array(
					'name'    => 'cf_choice',
					'type'    => 'select',
					'label'   => 'Choice',
					'options' => array(
						array(
							'value' => $hostile,
							'label' => $hostile,
						),
					),
				),
				array(
					'name'  => 'cf_hidden',
					'type'  => 'hidden',
					'label' => '',
					'value' => $hostile,
				),
			),
		);
		$id         = $this->create_form( $definition );
		$html       = do_blocks( '<!-- wp:farol/lead-form {"formId":' . $id . '} /-->' );
		$xpath      = self::xpath( $html );

		$this->assertNotSame( '', $html );
		$this->assertSame( 0, $xpath->query( '//script | //img | //*[@onerror]' )->length );
		$this->assertSame( $hostile, trim( (string) $xpath->query( '//div[@data-field="name"]//label' )->item( 0 )?->textContent ) );
		$this->assertSame( $hostile, $this->attribute( $xpath, '//div[@data-field="name"]//input', 'placeholder' ) );
		$this->assertSame( $hostile, $this->attribute( $xpath, '//div[@data-field="cf_choice"]//option[2]', 'value' ) );
		$this->assertSame( $hostile, $this->attribute( $xpath, '//input[@name="cf_hidden"]', 'value' ) );
		$this->assertSame( 'x' . $hostile, $this->attribute( $xpath, '//input[@name="identificador"]', 'value' ) );
		$this->assertSame( $hostile, trim( (string) $xpath->query( '//button' )->item( 0 )?->textContent ) );
	}

	/**
	 * The block shows the renderer's markup for a published form.
	 */
	public function test_the_block_shows_a_published_form(): void {
		$id   = $this->create_form( self::fixture( 'every-field-form' ) );
		$html = do_blocks( '<!-- wp:farol/lead-form {"formId":' . $id . '} /-->' );

		$xpath = self::xpath( $html );
		$this->assertSame( 1, $xpath->query( '//div[contains(@class,"wp-block-farol-lead-form")]/div[@class="farol-lead-form"]/form' )->length );
		$this->assertSame( (string) $id, $this->attribute( $xpath, '//div[@class="farol-lead-form"]', 'data-farol-form' ) );
		// The runtime loads on intent: the block's container (its first tag) says so.
		$this->assertSame( 'interaction', $this->attribute( $xpath, '//div[contains(@class,"wp-block-farol-lead-form")]', 'data-farol-when' ) );
	}

	/**
	 * Two copies of a form on one page get distinct element ids.
	 */
	public function test_two_copies_have_distinct_ids(): void {
		$id    = $this->create_form( self::fixture( 'every-field-form' ) );
		$html  = do_blocks( str_repeat( '<!-- wp:farol/lead-form {"formId":' . $id . '} /-->', 2 ) );
		$ids   = array();
		$xpath = self::xpath( $html );
		foreach ( $xpath->query( '//*[@id]' ) as $node ) {
			$ids[] = $node->getAttribute( 'id' );
		}
		$this->assertSame( $ids, array_unique( $ids ) );
		$this->assertSame( 2, $xpath->query( '//form' )->length );
	}

	/**
	 * A draft, unknown or missing form prints nothing for visitors.
	 */
	public function test_the_block_prints_nothing_for_an_unpublished_form(): void {
		$draft = $this->create_form( self::fixture( 'every-field-form' ), 'draft' );

		$this->assertSame( '', trim( do_blocks( '<!-- wp:farol/lead-form {"formId":' . $draft . '} /-->' ) ) );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:farol/lead-form {"formId":999999} /-->' ) ) );
		$this->assertSame( '', trim( do_blocks( '<!-- wp:farol/lead-form /-->' ) ) );
	}

	/**
	 * A city field carries the hidden city code its autocomplete fills and, when the form
	 * asks for a country, the free-text place fields for abroad, hidden at first; a phone's
	 * country select points at the plugin's own flags.
	 */
	public function test_city_and_phone_fields_carry_what_the_browser_enhances(): void {
		$id    = $this->create_form( self::fixture( 'every-field-form' ) );
		$xpath = self::xpath( do_blocks( '<!-- wp:farol/lead-form {"formId":' . $id . '} /-->' ) );
		$city  = '//div[@data-field="city"]';

		$this->assertSame( '', $this->attribute( $xpath, $city . '//input[@type="hidden"][@name="city_id"]', 'value' ) );
		$this->assertTrue( $this->has_attribute( $xpath, $city . '//div[@data-open-place]', 'hidden' ) );
		foreach ( array( 'open_city', 'open_state' ) as $name ) {
			$input_id = $this->attribute( $xpath, $city . '//input[@name="' . $name . '"]', 'id' );
			$this->assertSame( 1, $xpath->query( '//label[@for="' . $input_id . '"]' )->length );
		}
		$this->assertSame( 1, $xpath->query( $city . '//input[@type="hidden"][@name="open_country"]' )->length );
		$this->assertStringEndsWith( '/build/flags/', $this->attribute( $xpath, '//select[@name="personal_phone_country"]', 'data-flags' ) );

		// Without a country field the lead is in Brazil: no place fields for abroad.
		$demo  = $this->create_form( self::fixture( 'demo-form' ) );
		$xpath = self::xpath( do_blocks( '<!-- wp:farol/lead-form {"formId":' . $demo . '} /-->' ) );
		$this->assertSame( 1, $xpath->query( $city . '//input[@name="city_id"]' )->length );
		$this->assertSame( 0, $xpath->query( '//*[@name="open_city"]' )->length );
	}
}
