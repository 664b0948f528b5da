<?php
/**
 * The markup of one contact form field.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Forms;

use Farol\ContactForm\Rules\SchemaBuilder;

/**
 * Prints one field of a contact form (ContactFormRenderer puts them together). Every field but the
 * submit button is a `div.farol-contact-form__field` with `data-name` and `data-type`, its
 * label, its control(s) named as the field (`name[]` for checkboxes), each pointing through
 * `aria-describedby` to the field's error slot `span.farol-contact-form__error#<unit>-<name>-error`
 * (empty and `hidden` until there is a message). The control's id is `<unit>-<name>` (the
 * feedback call's `idref`). A text-like field or textarea given a minlength or maxlength also
 * gets a character counter, `span.farol-contact-form__counter#<unit>-<name>-counter`
 * (`aria-live="polite"`, in the control's `aria-describedby`, `hidden` until the browser
 * runtime counts: "<span.farol-contact-form__count>N</span> characters left"). Everything is
 * escaped here.
 */
final class FieldRenderer {

	/**
	 * The field types that get a character counter.
	 */
	private const COUNTED = array( 'text', 'email', 'url', 'tel', 'textarea' );

	/**
	 * The markup of a field.
	 *
	 * @param array<string,mixed> $field Field description (ContactFormRepository).
	 * @param string              $unit  The form instance's id.
	 * @param string              $error A message to show already (no-JS answer), or ''.
	 */
	public function render( array $field, string $unit, string $error = '' ): string {
		$type  = (string) $field['type'];
		$name  = (string) $field['name'];
		$label = is_string( $field['label'] ?? null ) && '' !== $field['label'] ? $field['label'] : $name;
		if ( 'submit' === $type ) {
			$text = is_string( $field['label'] ?? null ) && '' !== $field['label'] ? $field['label'] : __( 'Send', 'farol' );
			return '<div class="farol-contact-form__actions"><button type="submit" class="farol-contact-form__submit wp-element-button">' . esc_html( $text ) . '</button></div>';
		}
		$id       = $unit . '-' . $name;
		$error_id = $id . '-error';
		$counter  = $this->counter( $field, $id . '-counter' );
		$required = ! empty( $field['required'] ) || ( 'acceptance' === $type && empty( $field['optional'] ) && empty( $field['invert'] ) );
		$common   = sprintf( ' aria-describedby="%s"%s', esc_attr( $error_id . ( '' === $counter ? '' : ' ' . $id . '-counter' ) ), '' !== $error ? ' aria-invalid="true"' : '' );
		$mark     = ! empty( $field['required'] ) ? ' <span class="farol-contact-form__required" aria-hidden="true">*</span>' : '';
		$control  = match ( $type ) {
			'textarea' => sprintf( '<textarea id="%s" name="%s"%s%s%s></textarea>', esc_attr( $id ), esc_attr( $name ), $this->length( $field ), $this->flag( 'required', $required ), $common ),
			'select' => $this->select( $field, $id, $name, $required, $common ),
			'checkbox', 'radio' => $this->choices( $field, $id, $name, $common ),
			'acceptance' => sprintf( '<input type="checkbox" id="%s" name="%s" value="1"%s>', esc_attr( $id ), esc_attr( $name ), $common ),
			'quiz' => $this->quiz( $field, $id, $name, $common, $label ),
			'file' => sprintf( '<input type="file" id="%s" name="%s"%s%s%s>', esc_attr( $id ), esc_attr( $name ), $this->accept( $field ), $this->flag( 'required', $required ), $common ),
			default => sprintf( '<input type="%s" id="%s" name="%s"%s%s%s%s>', esc_attr( $type ), esc_attr( $id ), esc_attr( $name ), $this->length( $field ), $this->range( $field ), $this->flag( 'required', $required ), $common ),
		};
		if ( 'checkbox' === $type || 'radio' === $type ) {
			$head = '<fieldset><legend>' . esc_html( $label ) . $mark . '</legend>' . $control . '</fieldset>';
		} elseif ( 'acceptance' === $type ) {
			$head = '<label for="' . esc_attr( $id ) . '">' . $control . ' ' . esc_html( $label ) . '</label>';
		} elseif ( 'quiz' === $type ) {
			$head = $control;
		} else {
			$head = '<label for="' . esc_attr( $id ) . '">' . esc_html( $label ) . $mark . '</label>' . $control . $counter;
		}
		return sprintf(
			'<div class="farol-contact-form__field farol-contact-form__field--%1$s" data-name="%2$s" data-type="%1$s">%3$s<span class="farol-contact-form__error" id="%4$s"%5$s>%6$s</span></div>',
			esc_attr( $type ),
			esc_attr( $name ),
			$head,
			esc_attr( $error_id ),
			'' === $error ? ' hidden' : '',
			esc_html( $error )
		);
	}

	/**
	 * A select with its options.
	 *
	 * @param array<string,mixed> $field    Description.
	 * @param string              $id       Control id.
	 * @param string              $name     Field name.
	 * @param bool                $required Required.
	 * @param string              $common   Shared attributes (escaped).
	 */
	private function select( array $field, string $id, string $name, bool $required, string $common ): string {
		$multiple = ! empty( $field['multiple'] );
		$html     = sprintf( '<select id="%s" name="%s"%s%s%s>', esc_attr( $id ), esc_attr( $name . ( $multiple ? '[]' : '' ) ), $this->flag( 'multiple', $multiple ), $this->flag( 'required', $required ), $common );
		if ( ! $multiple ) {
			$html .= '<option value="">' . esc_html__( '— Choose an option —', 'farol' ) . '</option>';
		}
		foreach ( $this->options( $field ) as $option ) {
			$html .= '<option value="' . esc_attr( $option ) . '">' . esc_html( $option ) . '</option>';
		}
		return $html . '</select>';
	}

	/**
	 * Checkboxes or radio buttons, one label each.
	 *
	 * @param array<string,mixed> $field  Description.
	 * @param string              $id     Id of the first control.
	 * @param string              $name   Field name.
	 * @param string              $common Shared attributes (escaped).
	 */
	private function choices( array $field, string $id, string $name, string $common ): string {
		$type = (string) $field['type'];
		$html = '';
		foreach ( $this->options( $field ) as $index => $option ) {
			$html .= sprintf(
				'<label class="farol-contact-form__choice"><input type="%s" id="%s" name="%s" value="%s"%s> %s</label>',
				esc_attr( $type ),
				esc_attr( 0 === $index ? $id : $id . '-' . $index ),
				esc_attr( 'checkbox' === $type ? $name . '[]' : $name ),
				esc_attr( $option ),
				$common,
				esc_html( $option )
			);
		}
		return $html;
	}

	/**
	 * A quiz: its question as the label, the answer input and the answer's hash.
	 *
	 * @param array<string,mixed> $field  Description.
	 * @param string              $id     Control id.
	 * @param string              $name   Field name.
	 * @param string              $common Shared attributes (escaped).
	 * @param string              $label  Fallback label.
	 */
	private function quiz( array $field, string $id, string $name, string $common, string $label ): string {
		$pick = Quiz::pick( $field );
		return sprintf(
			'<label for="%1$s" class="farol-contact-form__quiz-question">%2$s</label><input type="text" id="%1$s" name="%3$s" autocomplete="off" required%4$s><input type="hidden" name="%5$s" value="%6$s">',
			esc_attr( $id ),
			esc_html( $pick['question'] ?? $label ),
			esc_attr( $name ),
			$common,
			esc_attr( Quiz::hash_field( $name ) ),
			esc_attr( $pick['hash'] ?? '' )
		);
	}

	/**
	 * The options of a choice field.
	 *
	 * @param array<string,mixed> $field Description.
	 * @return list<string>
	 */
	private function options( array $field ): array {
		return array_values( array_filter( is_array( $field['options'] ?? null ) ? $field['options'] : array(), 'is_string' ) );
	}

	/**
	 * The minlength/maxlength attributes of a text-like field.
	 *
	 * @param array<string,mixed> $field Description.
	 */
	private function length( array $field ): string {
		$html = '';
		foreach ( array( 'minlength', 'maxlength' ) as $key ) {
			if ( is_int( $field[ $key ] ?? null ) && $field[ $key ] >= 0 ) {
				$html .= sprintf( ' %s="%d"', $key, $field[ $key ] );
			}
		}
		if ( isset( $field['placeholder'] ) && is_string( $field['placeholder'] ) && '' !== $field['placeholder'] ) {
			$html .= ' placeholder="' . esc_attr( $field['placeholder'] ) . '"';
		}
		return $html;
	}

	/**
	 * The character counter of a text-like field with a length limit of its own, else ''.
	 * Its first number is the field's maximum (the rules' default when it has only a minimum),
	 * which is what an empty field has left.
	 *
	 * @param array<string,mixed> $field Description.
	 * @param string              $id    The counter's id.
	 */
	private function counter( array $field, string $id ): string {
		$type = (string) $field['type'];
		if ( ! in_array( $type, self::COUNTED, true ) || ( ! is_int( $field['minlength'] ?? null ) && ! is_int( $field['maxlength'] ?? null ) ) ) {
			return '';
		}
		$max = is_int( $field['maxlength'] ?? null ) ? $field['maxlength'] : ( 'textarea' === $type ? SchemaBuilder::DEFAULT_TEXTAREA_MAXLENGTH : SchemaBuilder::DEFAULT_MAXLENGTH );
		return sprintf(
			'<span class="farol-contact-form__counter" id="%s" aria-live="polite" hidden>%s</span>',
			esc_attr( $id ),
			sprintf(
				/* translators: %s: number of characters left (markup). */
				esc_html__( '%s characters left', 'farol' ),
				'<span class="farol-contact-form__count">' . (int) $max . '</span>'
			)
		);
	}

	/**
	 * The min/max/step attributes of a number or date field.
	 *
	 * @param array<string,mixed> $field Description.
	 */
	private function range( array $field ): string {
		$keys = 'date' === $field['type'] ? array(
			'min' => 'mindate',
			'max' => 'maxdate',
		) : array(
			'min'  => 'min',
			'max'  => 'max',
			'step' => 'step',
		);
		if ( 'number' !== $field['type'] && 'date' !== $field['type'] ) {
			return '';
		}
		$html = '';
		foreach ( $keys as $attribute => $key ) {
			if ( isset( $field[ $key ] ) && is_scalar( $field[ $key ] ) && '' !== (string) $field[ $key ] ) {
				$html .= sprintf( ' %s="%s"', $attribute, esc_attr( (string) $field[ $key ] ) );
			}
		}
		return $html;
	}

	/**
	 * The accept attribute of a file field.
	 *
	 * @param array<string,mixed> $field Description.
	 */
	private function accept( array $field ): string {
		$accept = array_filter( is_array( $field['accept'] ?? null ) ? $field['accept'] : array(), 'is_string' );
		return array() === $accept ? '' : ' accept="' . esc_attr( implode( ',', $accept ) ) . '"';
	}

	/**
	 * A boolean attribute.
	 *
	 * @param string $name Attribute.
	 * @param bool   $on   Whether present.
	 */
	private function flag( string $name, bool $on ): string {
		return $on ? ' ' . $name : '';
	}
}
