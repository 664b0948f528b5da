<?php
/**
 * Contact forms for the tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Forms\ContactFormRepository;
use Farol\ContactForm\Forms\ContactFormRenderer;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\SignedStamp;

/**
 * Builds published contact forms from field attribute lists, and submissions that pass the
 * spam guard.
 */
trait ContactFormFixtures {

	/**
	 * A published contact form.
	 *
	 * @param list<array<string,mixed>> $fields   Field block attributes.
	 * @param array<string,string>      $mail     Mail settings.
	 * @param array<string,string>      $messages Messages.
	 * @param string                    $status   Post status.
	 */
	protected function create_contact_form( array $fields = array(), array $mail = array(), array $messages = array(), string $status = 'publish' ): ContactForm {
		$fields  = array() === $fields ? self::basic_fields() : $fields;
		$content = '';
		foreach ( $fields as $attributes ) {
			$content .= '<!-- wp:farol/contact-field ' . wp_json_encode( $attributes ) . " /-->\n";
		}
		$id = $this->create_post(
			array(
				'post_type'    => ContactFormPostType::POST_TYPE,
				'post_title'   => 'Fale conosco',
				'post_content' => $content,
				'post_status'  => $status,
			)
		);
		update_post_meta( $id, ContactFormPostType::MAIL_META, $mail );
		update_post_meta( $id, ContactFormPostType::MESSAGES_META, $messages );
		return ( new ContactFormRepository() )->from_post( get_post( $id ) );
	}

	/**
	 * Name, email, message, terms and submit.
	 *
	 * @return list<array<string,mixed>>
	 */
	protected static function basic_fields(): array {
		return array(
			array(
				'type'     => 'text',
				'name'     => 'your-name',
				'label'    => 'Nome',
				'required' => true,
			),
			array(
				'type'     => 'email',
				'name'     => 'your-email',
				'label'    => 'E-mail',
				'required' => true,
			),
			array(
				'type'      => 'textarea',
				'name'      => 'your-message',
				'label'     => 'Mensagem',
				'maxlength' => 20,
			),
			array(
				'type'  => 'acceptance',
				'name'  => 'terms',
				'label' => 'Aceito os termos',
			),
			array(
				'type'  => 'submit',
				'label' => 'Enviar',
			),
		);
	}

	/**
	 * A valid submission of the basic form (rendered a minute ago), with overrides.
	 *
	 * @param ContactForm         $form      The form.
	 * @param array<string,mixed> $overrides Fields to change.
	 * @return array<string,mixed>
	 */
	protected function contact_submission( ContactForm $form, array $overrides = array() ): array {
		return array_merge(
			array(
				'your-name'                     => 'Ana Ação',
				'your-email'                    => 'ana@example.com',
				'your-message'                  => 'Olá, tudo bem?',
				'terms'                         => '1',
				ContactFormRenderer::FORM_FIELD => (string) $form->id,
				ContactFormRenderer::UNIT_FIELD => 'farol-contact-form-' . $form->id,
				BotCheck::HONEYPOT_FIELD        => '',
				SignedStamp::FIELD              => SignedStamp::create( 'farol_started', $form->id, time() - 60 ),
			),
			$overrides
		);
	}

	/**
	 * Forgets the forms rendered so far in this request, so a later test gets the first form
	 * of its request (unit ids without a counter).
	 */
	protected function forget_rendered_forms(): void {
		( new \ReflectionProperty( ContactFormRenderer::class, 'instances' ) )->setValue( null, 0 );
	}
}
