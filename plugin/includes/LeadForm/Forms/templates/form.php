<?php
/**
 * A lead form's markup (printed by LeadFormRenderer::render() only).
 *
 * The conventions the browser runtime relies on: the container `.farol-lead-form` holds
 * `data-farol-props` (JSON: formId, locale, variant, endpoints, redirectTo, rules); the
 * `<form>` holds the endpoints again as `data-farol-endpoint-*` and `data-farol-variant`;
 * every field is a `.farol-lead-form__field` (see field.php); the hidden fields, the
 * honeypot, the error container, the loader and the submit button follow the fields.
 *
 * @package Farol
 *
 * @var array<string, mixed> $farol_view Prepared by LeadFormRenderer::view().
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_form = $farol_view['form'];
?>
<div class="farol-lead-form" id="<?php echo esc_attr( $farol_view['prefix'] ); ?>" lang="<?php echo esc_attr( $farol_form->locale() ); ?>" data-farol-form="<?php echo esc_attr( (string) $farol_form->id ); ?>" data-farol-props="<?php echo esc_attr( $farol_view['props'] ); ?>">
	<?php if ( null !== $farol_view['notice'] && $farol_view['notice']['thanks'] ) : ?>
		<div class="farol-lead-form__notice farol-lead-form__notice--thanks" role="status"><p><?php echo esc_html( $farol_view['notice']['message'] ); ?></p></div>
	<?php endif; ?>
	<form class="farol-lead-form__form" method="post" action="<?php echo esc_url( $farol_view['action'] ); ?>" accept-charset="UTF-8"
		data-farol-variant="<?php echo esc_attr( $farol_form->variant() ); ?>"
		data-farol-endpoint-typed="<?php echo esc_url( $farol_view['endpoints']['typed'] ); ?>"
		data-farol-endpoint-legacy="<?php echo esc_url( $farol_view['endpoints']['legacy'] ); ?>"
		data-farol-endpoint-events="<?php echo esc_url( $farol_view['endpoints']['events'] ); ?>"
		data-farol-endpoint-cities="<?php echo esc_url( $farol_view['endpoints']['cities'] ); ?>">
		<?php
		foreach ( $farol_view['fields'] as $farol_field ) {
			require __DIR__ . '/field.php';
		}
		foreach ( $farol_view['hidden'] as $farol_name => $farol_value ) :
			?>
			<input type="hidden" name="<?php echo esc_attr( $farol_name ); ?>" value="<?php echo esc_attr( $farol_value ); ?>">
		<?php endforeach; ?>
		<?php echo $farol_view['stamp']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- StampKinds::field() escapes every value it prints. ?>
		<div class="farol-lead-form__hp" aria-hidden="true">
			<label for="<?php echo esc_attr( $farol_view['prefix'] . '-hp' ); ?>"><?php echo esc_html( $farol_view['honeypot'] ); ?></label>
			<input type="text" id="<?php echo esc_attr( $farol_view['prefix'] . '-hp' ); ?>" name="<?php echo esc_attr( Farol\Support\Abuse\BotCheck::HONEYPOT_FIELD ); ?>" value="" tabindex="-1" autocomplete="off">
		</div>
		<?php if ( null !== $farol_view['notice'] && ! $farol_view['notice']['thanks'] ) : ?>
			<div class="farol-lead-form__errors" role="alert"><p><?php echo esc_html( $farol_view['notice']['message'] ); ?></p></div>
		<?php else : ?>
			<div class="farol-lead-form__errors" role="alert" hidden></div>
		<?php endif; ?>
		<div class="farol-lead-form__actions">
			<button type="submit" class="farol-lead-form__submit wp-element-button"><?php echo esc_html( $farol_view['submit'] ); ?></button>
			<div class="farol-lead-form__loader" role="status" hidden>
				<span class="farol-lead-form__spinner" aria-hidden="true"></span>
				<span class="farol-lead-form__loader-text"><?php echo esc_html( $farol_view['sending'] ); ?></span>
			</div>
		</div>
	</form>
</div>
