<?php
/**
 * One field of a lead form (included by form.php for each field).
 *
 * Every field is `<div class="farol-lead-form__field farol-lead-form__field--<type>"
 * data-field="<name>" data-field-type="<type>">` with its label, its control(s) named exactly
 * as the definition (a checkbox group's boxes are `<name>[]`, a phone's country select is
 * `<name>_country`), `data-type` giving the value type, and an empty error slot
 * `#<id>-error` (hidden) the runtime fills. A hidden field is a bare hidden input.
 *
 * @package Farol
 *
 * @var array<string, mixed> $farol_field A field view (LeadFormRenderer::field_view()).
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

$farol_type     = (string) $farol_field['type'];
$farol_name     = (string) $farol_field['name'];
$farol_id       = (string) $farol_field['id'];
$farol_required = (bool) $farol_field['required'];
$farol_common   = sprintf(
	'id="%1$s" name="%2$s" data-type="%3$s" aria-describedby="%4$s"%5$s',
	esc_attr( $farol_id ),
	esc_attr( $farol_name ),
	esc_attr( (string) $farol_field['value_type'] ),
	esc_attr( $farol_id . '-error' ),
	$farol_required ? ' required' : ''
);
$farol_hint     = '' !== $farol_field['autocomplete'] ? ' autocomplete="' . esc_attr( $farol_field['autocomplete'] ) . '"' : '';
$farol_holder   = '' !== $farol_field['placeholder'] ? ' placeholder="' . esc_attr( $farol_field['placeholder'] ) . '"' : '';

if ( 'hidden' === $farol_type ) :
	?>
	<input type="hidden" name="<?php echo esc_attr( $farol_name ); ?>" value="<?php echo esc_attr( (string) $farol_field['value'] ); ?>" data-type="<?php echo esc_attr( (string) $farol_field['value_type'] ); ?>" data-field="<?php echo esc_attr( $farol_name ); ?>">
	<?php
	return;
endif;
?>
<div class="<?php echo esc_attr( 'farol-lead-form__field farol-lead-form__field--' . $farol_type ); ?>" data-field="<?php echo esc_attr( $farol_name ); ?>" data-field-type="<?php echo esc_attr( $farol_type ); ?>">
	<?php if ( 'checkbox_group' === $farol_type ) : ?>
		<fieldset class="farol-lead-form__group" aria-describedby="<?php echo esc_attr( $farol_id . '-error' ); ?>"<?php echo $farol_required ? ' data-required="true"' : ''; ?>>
			<legend class="farol-lead-form__label"><?php echo esc_html( (string) $farol_field['label'] ); ?><?php echo $farol_required ? '<span class="farol-lead-form__required" aria-hidden="true">*</span>' : ''; ?></legend>
			<?php
			$farol_index = 0;
			foreach ( $farol_field['choices'] as $farol_value => $farol_label ) :
				++$farol_index;
				?>
				<label class="farol-lead-form__choice" for="<?php echo esc_attr( $farol_id . '-' . $farol_index ); ?>">
					<input type="checkbox" id="<?php echo esc_attr( $farol_id . '-' . $farol_index ); ?>" name="<?php echo esc_attr( $farol_name . '[]' ); ?>" value="<?php echo esc_attr( (string) $farol_value ); ?>" data-type="<?php echo esc_attr( (string) $farol_field['value_type'] ); ?>">
					<span><?php echo esc_html( $farol_label ); ?></span>
				</label>
			<?php endforeach; ?>
		</fieldset>
	<?php elseif ( 'checkbox' === $farol_type || 'consent' === $farol_type ) : ?>
		<label class="farol-lead-form__choice" for="<?php echo esc_attr( $farol_id ); ?>">
			<input type="checkbox" <?php echo $farol_common; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above. ?> value="1">
			<span class="farol-lead-form__label"><?php echo esc_html( (string) $farol_field['label'] ); ?><?php echo $farol_required ? '<span class="farol-lead-form__required" aria-hidden="true">*</span>' : ''; ?></span>
		</label>
	<?php else : ?>
		<label class="farol-lead-form__label" for="<?php echo esc_attr( $farol_id ); ?>"><?php echo esc_html( (string) $farol_field['label'] ); ?><?php echo $farol_required ? '<span class="farol-lead-form__required" aria-hidden="true">*</span>' : ''; ?></label>
		<?php if ( 'textarea' === $farol_type ) : ?>
			<textarea class="farol-lead-form__input" rows="4" <?php echo $farol_common . $farol_holder; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above. ?>></textarea>
		<?php elseif ( in_array( $farol_type, array( 'select', 'state', 'country' ), true ) ) : ?>
			<select class="farol-lead-form__input" <?php echo $farol_common . $farol_hint; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above. ?>>
				<option value=""><?php echo esc_html( '' !== $farol_field['placeholder'] ? (string) $farol_field['placeholder'] : (string) $farol_field['select_text'] ); ?></option>
				<?php foreach ( $farol_field['choices'] as $farol_value => $farol_label ) : ?>
					<option value="<?php echo esc_attr( (string) $farol_value ); ?>"><?php echo esc_html( $farol_label ); ?></option>
				<?php endforeach; ?>
			</select>
		<?php elseif ( 'phone' === $farol_type ) : ?>
			<div class="farol-lead-form__phone">
				<?php if ( 'BRAZILIAN_MASK' === $farol_field['phone_mask'] ) : ?>
					<input type="hidden" name="<?php echo esc_attr( $farol_name . '_country' ); ?>" value="BR">
				<?php else : ?>
					<select class="farol-lead-form__input farol-lead-form__phone-country" name="<?php echo esc_attr( $farol_name . '_country' ); ?>" aria-label="<?php echo esc_attr( $farol_field['country_text'] ); ?>" autocomplete="tel-country-code" data-flags="<?php echo esc_url( $farol_field['flags_url'] ); ?>">
						<?php foreach ( $farol_field['choices'] as $farol_value => $farol_label ) : ?>
							<option value="<?php echo esc_attr( (string) $farol_value ); ?>"<?php selected( $farol_value, $farol_field['phone_country'] ); ?>><?php echo esc_html( $farol_label ); ?></option>
						<?php endforeach; ?>
					</select>
				<?php endif; ?>
				<input class="farol-lead-form__input" type="tel" inputmode="tel" <?php echo $farol_common . $farol_hint . $farol_holder; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above. ?> data-phone-mask="<?php echo esc_attr( (string) $farol_field['phone_mask'] ); ?>" data-phone-country="<?php echo esc_attr( (string) $farol_field['phone_country'] ); ?>">
			</div>
		<?php else : ?>
			<input class="farol-lead-form__input" type="<?php echo esc_attr( $farol_field['input_type'] ); ?>" <?php echo $farol_common . $farol_hint . $farol_holder; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- built from escaped parts above. ?><?php echo 'number' === $farol_type ? ' step="' . ( 'integer' === $farol_field['value_type'] ? '1' : 'any' ) . '"' : ''; ?>>
			<?php if ( 'city' === $farol_type ) : ?>
				<input type="hidden" name="city_id" value="" data-type="integer">
				<?php if ( $farol_field['open_place'] ) : ?>
					<div class="farol-lead-form__open-place" data-open-place hidden>
						<label class="farol-lead-form__label" for="<?php echo esc_attr( $farol_id . '-open-city' ); ?>"><?php echo esc_html( $farol_field['open_city'] ); ?></label>
						<input class="farol-lead-form__input" type="text" id="<?php echo esc_attr( $farol_id . '-open-city' ); ?>" name="open_city" autocomplete="address-level2" data-type="string">
						<label class="farol-lead-form__label" for="<?php echo esc_attr( $farol_id . '-open-state' ); ?>"><?php echo esc_html( $farol_field['open_state'] ); ?></label>
						<input class="farol-lead-form__input" type="text" id="<?php echo esc_attr( $farol_id . '-open-state' ); ?>" name="open_state" autocomplete="address-level1" data-type="string">
						<input type="hidden" name="open_country" value="" data-type="string">
					</div>
				<?php endif; ?>
			<?php endif; ?>
		<?php endif; ?>
	<?php endif; ?>
	<?php if ( '' !== $farol_field['error'] ) : ?>
		<p class="farol-lead-form__error" id="<?php echo esc_attr( $farol_id . '-error' ); ?>"><?php echo esc_html( $farol_field['error'] ); ?></p>
	<?php else : ?>
		<p class="farol-lead-form__error" id="<?php echo esc_attr( $farol_id . '-error' ); ?>" hidden></p>
	<?php endif; ?>
</div>
