<?php
/**
 * The contact form's container: the view's words and when the view loads.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Forms\ClientWords;
use Farol\Tests\TestCase;

/**
 * The block's container carries `data-farol-when="interaction"` (the view loads on the first
 * touch of the form) and, in `data-farol-words`, the messages the browser shows itself,
 * worded by the server: the same words tests/fixtures/contact-form/client-words.json gives
 * the jest tests of the view, so the two agree. The view's script asks for no WordPress
 * package (no wp-i18n, so no translations printed for it).
 */
final class ContactFormClientWordsTest extends TestCase {

	use ContactFormFixtures;

	/**
	 * Later tests expect the first form of their request.
	 */
	protected function tear_down(): void {
		$this->forget_rendered_forms();
		parent::tear_down();
	}

	/**
	 * The container's attributes, read as the browser reads them.
	 */
	public function test_the_container_carries_the_words_and_the_trigger(): void {
		$form = $this->create_contact_form();
		$html = do_blocks( '<!-- wp:farol/contact-form {"formId":' . $form->id . '} /-->' );
		$doc  = new \DOMDocument();
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . $html, LIBXML_NOERROR );
		$container = ( new \DOMXPath( $doc ) )->query( '//div[contains(@class,"wp-block-farol-contact-form")]' )->item( 0 );

		$this->assertInstanceOf( \DOMElement::class, $container );
		$this->assertSame( 'interaction', $container->getAttribute( 'data-farol-when' ) );
		$fixture = json_decode( (string) file_get_contents( dirname( __DIR__, 2 ) . '/fixtures/contact-form/client-words.json' ), true );
		$this->assertSame( $fixture, json_decode( $container->getAttribute( ClientWords::ATTRIBUTE ), true ) );
		$this->assertSame( 1, $container->getElementsByTagName( 'form' )->length, 'The form is inside the marked container.' );

		$this->assertSame( '', do_blocks( '<!-- wp:farol/contact-form {"formId":999999} /-->' ), 'No form, no container.' );
	}

	/**
	 * The view's script depends on no WordPress package.
	 */
	public function test_the_view_script_needs_no_wordpress_package(): void {
		$handles = \WP_Block_Type_Registry::get_instance()->get_registered( 'farol/contact-form' )->view_script_handles;
		$this->assertNotEmpty( $handles );
		foreach ( $handles as $handle ) {
			$this->assertSame( array(), wp_scripts()->registered[ $handle ]->deps, "{$handle} depends on nothing." );
			$this->assertFalse( wp_scripts()->registered[ $handle ]->textdomain ?? false, "{$handle} gets no translations." );
		}
	}

	/**
	 * A block without a form to show (the theme's contact section with none chosen, on the
	 * home) prints nothing and leaves no view script in the queue; once a form has printed, an
	 * empty block after it does not take the form's script away.
	 */
	public function test_an_empty_block_leaves_no_view_script(): void {
		$handles = \WP_Block_Type_Registry::get_instance()->get_registered( 'farol/contact-form' )->view_script_handles;
		$queued  = static fn(): array => array_values( array_intersect( $handles, wp_scripts()->queue ) );
		array_map( 'wp_dequeue_script', $handles );

		$this->assertSame( '', do_blocks( '<!-- wp:farol/contact-form /-->' ) );
		$this->assertSame( array(), $queued() );

		$form = $this->create_contact_form();
		do_blocks( '<!-- wp:farol/contact-form {"formId":' . $form->id . '} /-->' );
		do_blocks( '<!-- wp:farol/contact-form /-->' );
		$this->assertSame( $handles, $queued() );
		array_map( 'wp_dequeue_script', $handles );
	}
}
