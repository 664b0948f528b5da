<?php
/**
 * Creates a contact form from field descriptions (the importers' door).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Forms;

/**
 * Writes a published `farol_contact_form` post whose content is one `farol/contact-field`
 * block per field description (ContactFormRepository::FIELD_KEYS; other keys are dropped),
 * with its mail settings and messages sanitised as a REST save would (ContactFormPostType).
 * The composition root hands `create()` to the Contact Form 7 importer.
 */
final class ContactFormWriter {

	/**
	 * Creates the form; its id, or 0 when it could not be saved.
	 *
	 * @param string                    $title    The form's title.
	 * @param list<array<string,mixed>> $fields   Field descriptions, in order.
	 * @param array<string,mixed>       $mail     Mail settings.
	 * @param array<string,mixed>       $messages Messages by status or rule kind.
	 * @param array<string,mixed>       $mail_2   Second mail's settings (none when empty).
	 */
	public function create( string $title, array $fields, array $mail, array $messages, array $mail_2 = array() ): int {
		$blocks = array();
		foreach ( $fields as $field ) {
			$blocks[] = serialize_block(
				array(
					'blockName'    => ContactFormRepository::FIELD_BLOCK,
					'attrs'        => array_intersect_key( $field, array_flip( ContactFormRepository::FIELD_KEYS ) ),
					'innerBlocks'  => array(),
					'innerHTML'    => '',
					'innerContent' => array(),
				)
			);
		}
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => ContactFormPostType::POST_TYPE,
					'post_status'  => 'publish',
					'post_title'   => sanitize_text_field( $title ),
					'post_content' => implode( "\n\n", $blocks ),
				)
			),
			true
		);
		if ( is_wp_error( $id ) || $id <= 0 ) {
			return 0;
		}
		update_post_meta( $id, ContactFormPostType::MAIL_META, wp_slash( ContactFormPostType::sanitize_mail( $mail ) ) );
		update_post_meta( $id, ContactFormPostType::MESSAGES_META, wp_slash( ContactFormPostType::sanitize_messages( $messages ) ) );
		if ( array() !== $mail_2 ) {
			update_post_meta( $id, ContactFormPostType::MAIL_2_META, wp_slash( ContactFormPostType::sanitize_mail_2( $mail_2 ) ) );
		}
		return (int) $id;
	}
}
