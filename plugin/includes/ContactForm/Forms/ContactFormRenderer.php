<?php
/**
 * The markup of a contact form.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Forms;

use Farol\ContactForm\Feedback\StatusMessages;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\StampKinds;
use Farol\Support\Names;

/**
 * The one renderer of a contact form's markup (the `farol/contact-form` block's render callback,
 * ContactFormModule::render_form_block(), prints it). It prints a real `<form>` that posts
 * without JavaScript to admin-post.php (action FALLBACK_ACTION), multipart, and carries what
 * the browser runtime needs: `data-farol-form` (the form id), `data-farol-status="init"` and
 * `data-farol-props` (JSON: formId, unit, endpoints {feedback, refill, schema}, schema — the
 * published validation document —, messages {validation_failed, acceptance_missing} for the
 * statuses the browser reaches before sending). The hidden fields name the form and its instance (`unit`,
 * echoed by the feedback call's idref/error_id), and the lead forms' spam guard is reused as
 * is: the honeypot `farol_hp` and the signed render time `farol_started` (Farol\Support\Abuse\SignedStamp, printed by StampKinds).
 * A captcha's markup (filter `farol_contact_form_captcha_markup`) goes just before the submit
 * button.
 */
final class ContactFormRenderer {

	/**
	 * The no-JS fallback's admin-post action.
	 */
	public const FALLBACK_ACTION = 'farol_contact_form';

	/**
	 * Hidden field naming the form.
	 */
	public const FORM_FIELD = '_farol_form';

	/**
	 * Hidden field naming the form instance on the page.
	 */
	public const UNIT_FIELD = '_farol_unit';

	/**
	 * The stamps' kind in the stamp route.
	 */
	public const STAMP_KIND = 'contact-form';

	/**
	 * The purpose the stamps are signed for (shared with the stamps of earlier versions).
	 */
	public const STAMP_PURPOSE = 'farol_started';

	/**
	 * Forms rendered in this request, so two copies of a form on one page get distinct ids.
	 *
	 * @var int
	 */
	private static int $instances = 0;

	/**
	 * Creates the renderer.
	 *
	 * @param StampKinds    $stamps The stamp field's printer.
	 * @param FieldRenderer $fields The fields' renderer.
	 */
	public function __construct( private readonly StampKinds $stamps, private readonly FieldRenderer $fields = new FieldRenderer() ) {
	}

	/**
	 * How many forms this request has rendered.
	 */
	public static function rendered(): int {
		return self::$instances;
	}

	/**
	 * The REST addresses of a form's calls.
	 *
	 * @param int $form_id The form.
	 * @return array{feedback:string,refill:string,schema:string}
	 */
	public static function endpoints( int $form_id ): array {
		$base = Names::REST_NAMESPACE . '/contact-forms/' . $form_id;
		return array(
			'feedback' => rest_url( $base . '/feedback' ),
			'refill'   => rest_url( $base . '/refill' ),
			'schema'   => rest_url( $base . '/feedback/schema' ),
		);
	}

	/**
	 * The form's markup.
	 *
	 * @param ContactForm         $form   The form.
	 * @param array<string,mixed> $answer A no-JS answer to show (status, message, invalid_fields), or none.
	 */
	public function render( ContactForm $form, array $answer = array() ): string {
		++self::$instances;
		$unit   = 'farol-contact-form-' . $form->id . ( self::$instances > 1 ? '-' . self::$instances : '' );
		$props  = array(
			'formId'    => $form->id,
			'unit'      => $unit,
			'endpoints' => self::endpoints( $form->id ),
			'schema'    => $form->schema()->to_array(),
			// The statuses the browser decides before sending, worded as the server words them.
			'messages'  => array(
				'validation_failed'  => StatusMessages::for( $form, 'validation_failed' ),
				'acceptance_missing' => StatusMessages::for( $form, 'acceptance_missing' ),
			),
		);
		$errors = array();
		foreach ( is_array( $answer['invalid_fields'] ?? null ) ? $answer['invalid_fields'] : array() as $invalid ) {
			$errors[ (string) $invalid['field'] ] = (string) $invalid['message'];
		}
		$fields  = '';
		$captcha = $this->captcha( $form );
		foreach ( $form->fields as $field ) {
			if ( 'submit' === $field['type'] ) {
				$fields .= $captcha;
				$captcha = '';
			}
			$fields .= $this->fields->render( $field, $unit, $errors[ $field['name'] ] ?? '' );
		}
		$fields .= $captcha;
		$hidden  = array(
			self::FORM_FIELD => (string) $form->id,
			self::UNIT_FIELD => $unit,
		);
		$inputs  = '';
		foreach ( $hidden as $name => $value ) {
			$inputs .= '<input type="hidden" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '">';
		}
		$inputs .= $this->stamps->field( self::STAMP_KIND, $form->id );
		$status  = is_string( $answer['status'] ?? null ) ? $answer['status'] : 'init';
		$message = is_string( $answer['message'] ?? null ) ? $answer['message'] : '';
		return sprintf(
			'<form class="farol-contact-form" id="%1$s" method="post" action="%2$s" enctype="multipart/form-data" accept-charset="UTF-8" novalidate data-farol-form="%3$d" data-farol-status="%4$s" data-farol-props="%5$s">%6$s%7$s<div class="farol-contact-form__hp" aria-hidden="true"><label for="%1$s-hp">%8$s</label><input type="text" id="%1$s-hp" name="%9$s" value="" tabindex="-1" autocomplete="off"></div><div class="farol-contact-form__response" role="status" aria-live="polite">%10$s</div></form>',
			esc_attr( $unit ),
			esc_url( add_query_arg( 'action', self::FALLBACK_ACTION, admin_url( 'admin-post.php' ) ) ),
			$form->id,
			esc_attr( $status ),
			esc_attr( (string) wp_json_encode( $props, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) ),
			$inputs,
			$fields,
			esc_html__( 'Leave this field empty', 'farol' ),
			esc_attr( BotCheck::HONEYPOT_FIELD ),
			'' === $message ? '' : '<p>' . esc_html( $message ) . '</p>'
		);
	}

	/**
	 * The captcha's markup, printed just before the submit button (or after the last field
	 * when there is none).
	 *
	 * @param ContactForm $form The form.
	 */
	private function captcha( ContactForm $form ): string {
		/**
		 * Filters the captcha markup of a contact form (empty for none). The callback returns
		 * markup it escaped itself.
		 *
		 * @param string      $markup The markup.
		 * @param ContactForm $form   The form.
		 */
		$markup = apply_filters( 'farol_contact_form_captcha_markup', '', $form );
		return is_string( $markup ) ? $markup : '';
	}

	/**
	 * A lone field's markup (block previews).
	 *
	 * @param array<string,mixed> $attributes The field block's attributes.
	 */
	public function field_preview( array $attributes ): string {
		$fields = ( new ContactFormRepository() )->fields(
			array(
				array(
					'blockName' => ContactFormRepository::FIELD_BLOCK,
					'attrs'     => $attributes,
				),
			)
		);
		return array() === $fields ? '' : $this->fields->render( $fields[0], 'farol-contact-field-preview' );
	}
}
