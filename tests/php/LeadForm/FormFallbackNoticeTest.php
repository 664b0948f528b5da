<?php
/**
 * What the form shows after a submission sent without JavaScript.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Conversions\FallbackNotice;
use Farol\Tests\TestCase;

/**
 * The no-JavaScript fallback sends the visitor back to the page with flags; the renderer shows
 * the thank-you message, or the refusal with each field's error beside its field.
 */
final class FormFallbackNoticeTest extends TestCase {

	use FormTestHelpers;

	/**
	 * The demo form's definition (shared fixture).
	 *
	 * @return array<string, mixed>
	 */
	private static function demo(): array {
		return LeadFormStoreTest::demo_definition();
	}

	/**
	 * After an accepted submission the form's thank-you message is shown above it.
	 */
	public function test_the_thank_you_message_shows_after_a_plain_post(): void {
		$id                 = $this->create_form( array( 'thankyou_message' => 'Valeu, até já!' ) + self::demo() );
		$_GET['farol_lead'] = 'thanks';
		$_GET['farol_form'] = (string) $id;
		$xpath              = self::xpath( do_blocks( '<!-- wp:farol/lead-form {"formId":' . $id . '} /-->' ) );
		$notice             = $xpath->query( '//div[contains(@class,"farol-lead-form__notice--thanks")]' )->item( 0 );

		$this->assertNotNull( $notice );
		$this->assertSame( 'status', $notice->getAttribute( 'role' ) );
		$this->assertSame( 'Valeu, até já!', trim( (string) $notice->textContent ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- a DOM property.
	}

	/**
	 * A refused submission shows why, and each field error beside its field.
	 */
	public function test_field_errors_show_beside_their_fields(): void {
		$id = $this->create_form( self::demo() );
		set_transient(
			FallbackNotice::TRANSIENT_PREFIX . 'abc123',
			array(
				array(
					'field'         => 'email',
					'error_type'    => 'INVALID_FORMAT',
					'error_message' => 'Endereço de e-mail inválido',
				),
			),
			60
		);
		$_GET['farol_lead']        = 'invalid';
		$_GET['farol_form']        = (string) $id;
		$_GET['farol_lead_errors'] = 'abc123';
		$xpath                     = self::xpath( do_blocks( '<!-- wp:farol/lead-form {"formId":' . $id . '} /-->' ) );
		$error                     = $xpath->query( '//div[@data-field="email"]//p[contains(@class,"farol-lead-form__error")]' )->item( 0 );
		$alert                     = $xpath->query( '//div[contains(@class,"farol-lead-form__errors")]' )->item( 0 );

		$this->assertSame( 'Endereço de e-mail inválido', trim( (string) $error?->textContent ) );
		$this->assertFalse( $error->hasAttribute( 'hidden' ) );
		$this->assertFalse( $alert->hasAttribute( 'hidden' ) );
		$this->assertNotSame( '', trim( (string) $alert->textContent ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- a DOM property.
	}

	/**
	 * Flags meant for another form on the page, or no flags at all, show nothing.
	 */
	public function test_flags_for_another_form_show_nothing(): void {
		$id                 = $this->create_form( self::demo() );
		$_GET['farol_lead'] = 'thanks';
		$_GET['farol_form'] = (string) ( $id + 1000 );
		$xpath              = self::xpath( do_blocks( '<!-- wp:farol/lead-form {"formId":' . $id . '} /-->' ) );

		$this->assertSame( 0, $xpath->query( '//div[contains(@class,"farol-lead-form__notice")]' )->length );
		$this->assertTrue( $xpath->query( '//div[contains(@class,"farol-lead-form__errors")]' )->item( 0 )->hasAttribute( 'hidden' ) );
	}
}
