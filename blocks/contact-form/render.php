<?php
/**
 * Server render of farol/contact-form.
 *
 * The markup comes from the one renderer of contact forms (Farol\ContactForm\Forms\ContactFormRenderer),
 * asked for through the `farol_contact_form_markup` filter: a published form's markup, '' for
 * anything else. Visitors then see nothing; the editor's preview (a REST request by someone
 * who can edit) says why.
 *
 * @package Farol
 *
 * @var array<string,mixed> $attributes Block attributes.
 * @var string              $content    Inner content (none).
 * @var WP_Block            $block      Block instance.
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_form_id = isset( $attributes['formId'] ) && is_numeric( $attributes['formId'] ) ? (int) $attributes['formId'] : 0;
$farol_markup  = $farol_form_id > 0 ? (string) apply_filters( 'farol_contact_form_markup', '', $farol_form_id ) : '';

if ( '' === $farol_markup ) {
	if ( defined( 'REST_REQUEST' ) && REST_REQUEST && current_user_can( 'edit_pages' ) ) {
		printf(
			'<div %1$s><p>%2$s</p></div>',
			get_block_wrapper_attributes( array( 'class' => 'farol-contact-form-block--empty' ) ), // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes each attribute.
			esc_html__( 'Choose a published contact form to show here.', 'farol' )
		);
	}
	return;
}
?>
<div <?php echo get_block_wrapper_attributes(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- get_block_wrapper_attributes() escapes each attribute. ?>>
	<?php echo $farol_markup; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the renderer escapes every value it prints. ?>
</div>
