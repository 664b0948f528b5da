<?php
/**
 * Contact forms built from blocks, and their markup.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Forms\ContactFormRepository;
use Farol\Tests\TestCase;

/**
 * A `farol_contact_form` post's field blocks become the form's fields and its schema; the
 * `farol/contact-form` block prints the form the way the browser runtime expects it.
 */
final class ContactFormFormsTest extends TestCase {

	use ContactFormFixtures;

	/**
	 * Fields come from the blocks at any depth, in order; bad or repeated blocks are left out.
	 */
	public function test_fields_are_read_from_the_blocks(): void {
		$id   = $this->create_post(
			array(
				'post_type'    => ContactFormPostType::POST_TYPE,
				'post_content' => '<!-- wp:group --><div class="wp-block-group"><!-- wp:farol/contact-field {"type":"email","name":"your-email","required":true,"maxlength":50} /--></div><!-- /wp:group -->'
					. '<!-- wp:farol/contact-field {"type":"text","name":"1bad"} /-->'
					. '<!-- wp:farol/contact-field {"type":"blink","name":"odd"} /-->'
					. '<!-- wp:farol/contact-field {"type":"text","name":"your-email"} /-->'
					. '<!-- wp:farol/contact-field {"name":"city","unknown":"x"} /-->'
					. '<!-- wp:farol/contact-field {"type":"submit"} /-->',
			)
		);
		$form = ( new ContactFormRepository() )->find( $id );
		$this->assertNotNull( $form );
		$this->assertSame(
			array(
				array(
					'type'      => 'email',
					'name'      => 'your-email',
					'required'  => true,
					'maxlength' => 50,
				),
				array(
					'name' => 'city',
					'type' => 'text',
				),
				array(
					'type' => 'submit',
					'name' => 'submit',
				),
			),
			$form->fields
		);
		$rules = array_map( static fn ( array $rule ): string => $rule['field'] . ':' . $rule['rule'], $form->schema()->to_array()['rules'] );
		$this->assertSame( array( 'your-email:required', 'your-email:email', 'your-email:maxlength', 'city:maxlength' ), $rules );
	}

	/**
	 * Only published contact forms are found.
	 */
	public function test_only_published_contact_forms_are_found(): void {
		$draft = $this->create_contact_form( array(), array(), array(), 'draft' );
		$page  = $this->create_post( array( 'post_type' => 'page' ) );
		$repo  = new ContactFormRepository();
		$this->assertNull( $repo->find( $draft->id ) );
		$this->assertNull( $repo->find( $page ) );
		$this->assertNull( $repo->find( 999999 ) );
	}

	/**
	 * The mail settings and messages metas are sanitized and exposed to editors over REST.
	 */
	public function test_mail_and_messages_meta(): void {
		$form = $this->create_contact_form(
			array(),
			array(
				'recipient' => "vendas@example.com\n",
				'subject'   => 'Contato de [your-name]',
				'other'     => 'x',
			),
			array(
				'mail_sent' => 'Recebido!',
				'Bad Key'   => 'x',
				'spam'      => '   ',
			)
		);
		$this->assertSame(
			array(
				'recipient'   => 'vendas@example.com',
				'subject'     => 'Contato de [your-name]',
				'body'        => '',
				'reply_to'    => '',
				'attachments' => 'attach_and_keep',
			),
			$form->mail
		);
		$this->assertSame( array( 'mail_sent' => 'Recebido!' ), $form->messages );

		$this->login_as( 'editor' );
		$response = $this->rest( 'GET', '/wp/v2/farol-contact-forms/' . $form->id, array( 'context' => 'edit' ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Recebido!', $response->get_data()['meta'][ ContactFormPostType::MESSAGES_META ]['mail_sent'] );

		$this->login_as( 'author' );
		$this->assertSame( 403, $this->rest( 'POST', '/wp/v2/farol-contact-forms', array( 'title' => 'x' ) )->get_status() );
	}

	/**
	 * The block prints the form: a multipart POST to the no-JS fallback with the runtime's
	 * props, labelled fields pointing at hidden error slots, the spam guard and a status region.
	 */
	public function test_the_block_prints_the_form_markup(): void {
		$form = $this->create_contact_form();
		$html = do_blocks( '<!-- wp:farol/contact-form {"formId":' . $form->id . '} /-->' );
		$doc  = new \DOMDocument();
		$doc->loadHTML( '<?xml encoding="utf-8"?>' . $html, LIBXML_NOERROR );
		$xpath = new \DOMXPath( $doc );

		$element = $xpath->query( '//form[contains(@class,"farol-contact-form")]' )->item( 0 );
		$this->assertInstanceOf( \DOMElement::class, $element );
		$unit = 'farol-contact-form-' . $form->id;
		$this->assertSame( $unit, $element->getAttribute( 'id' ) );
		$this->assertSame( 'post', $element->getAttribute( 'method' ) );
		$this->assertSame( 'multipart/form-data', $element->getAttribute( 'enctype' ) );
		$this->assertStringContainsString( 'admin-post.php?action=farol_contact_form', $element->getAttribute( 'action' ) );
		$this->assertSame( (string) $form->id, $element->getAttribute( 'data-farol-form' ) );
		$props = json_decode( $element->getAttribute( 'data-farol-props' ), true );
		$this->assertSame( $form->id, $props['formId'] );
		$this->assertSame( $unit, $props['unit'] );
		$this->assertSame( rest_url( 'farol/v1/contact-forms/' . $form->id . '/feedback' ), $props['endpoints']['feedback'] );
		$this->assertSame( rest_url( 'farol/v1/contact-forms/' . $form->id . '/refill' ), $props['endpoints']['refill'] );
		$this->assertSame( rest_url( 'farol/v1/contact-forms/' . $form->id . '/feedback/schema' ), $props['endpoints']['schema'] );
		$this->assertSame( $form->schema()->to_array(), $props['schema'] );
		$this->assertSame(
			array(
				'validation_failed'  => \Farol\ContactForm\Feedback\StatusMessages::for( $form, 'validation_failed' ),
				'acceptance_missing' => \Farol\ContactForm\Feedback\StatusMessages::for( $form, 'acceptance_missing' ),
			),
			$props['messages']
		);

		$input = $xpath->query( '//input[@name="your-email"]' )->item( 0 );
		$this->assertSame( 'email', $input->getAttribute( 'type' ) );
		$this->assertSame( $unit . '-your-email', $input->getAttribute( 'id' ) );
		$this->assertSame( 'E-mail', trim( $xpath->query( '//label[@for="' . $unit . '-your-email"]' )->item( 0 )->firstChild->textContent ) );
		$slot = $doc->getElementById( $unit . '-your-email-error' );
		$this->assertSame( $slot->getAttribute( 'id' ), $input->getAttribute( 'aria-describedby' ) );
		$this->assertTrue( $slot->hasAttribute( 'hidden' ) );
		$this->assertSame( 1, $xpath->query( '//div[@data-name="your-email"][@data-type="email"]/input[@name="your-email"]' )->length );
		$this->assertSame( '20', $xpath->query( '//textarea[@name="your-message"]' )->item( 0 )->getAttribute( 'maxlength' ) );
		$this->assertSame( 1, $xpath->query( '//input[@name="terms"][@type="checkbox"]' )->length );
		$this->assertSame( 'Enviar', $xpath->query( '//button[@type="submit"]' )->item( 0 )->textContent );

		$this->assertSame( 1, $xpath->query( '//div[@aria-hidden="true"]/input[@name="farol_hp"]' )->length );
		$this->assertMatchesRegularExpression( '/^\d+\.[a-f0-9]{64}$/', $xpath->query( '//input[@name="farol_started"]' )->item( 0 )->getAttribute( 'value' ) );
		$this->assertSame( $unit, $xpath->query( '//input[@name="_farol_unit"]' )->item( 0 )->getAttribute( 'value' ) );
		$this->assertSame( 1, $xpath->query( '//div[contains(@class,"farol-contact-form__response")][@role="status"]' )->length );

		$this->assertSame( '', do_blocks( '<!-- wp:farol/contact-form {"formId":999999} /-->' ) );
	}

	/**
	 * Without JavaScript, the page the fallback redirects back to shows the kept answer: the
	 * status, the message in the status region and each field's message in its shown slot.
	 */
	public function test_the_no_js_answer_is_shown_on_reload(): void {
		$form = $this->create_contact_form();
		set_transient(
			'farol_cf_answer_abc123',
			array(
				'form_id'        => $form->id,
				'status'         => 'validation_failed',
				'message'        => 'Corrija os campos.',
				'invalid_fields' => array(
					array(
						'field'   => 'your-email',
						'message' => 'E-mail inválido.',
					),
				),
			),
			60
		);
		$_GET['farol_cf_answer'] = 'abc123';
		$html                    = do_blocks( '<!-- wp:farol/contact-form {"formId":' . $form->id . '} /-->' );
		$this->assertStringContainsString( 'data-farol-status="validation_failed"', $html );
		$this->assertStringContainsString( '<div class="farol-contact-form__response" role="status" aria-live="polite"><p>Corrija os campos.</p></div>', $html );
		$this->assertMatchesRegularExpression( '/<span class="farol-contact-form__error" id="[^"]*-your-email-error">E-mail inválido\.<\/span>/', $html );
		$this->assertStringContainsString( 'name="your-email" required aria-describedby="', $html );

		$_GET['farol_cf_answer'] = 'other';
		$this->assertStringContainsString( 'data-farol-status="init"', do_blocks( '<!-- wp:farol/contact-form {"formId":' . $form->id . '} /-->' ) );
	}
}
