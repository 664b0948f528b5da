<?php
/**
 * One Contact Form 7 form-tag → one Farol contact field description (pure).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

/**
 * The options of each CF7 form-tag type that Farol's contact field has (docs/import.md's table):
 * required `*`, placeholder/watermark, minlength/maxlength (and the `40/100`, `40x6/2000`
 * short forms), min/max/step, date min/max, select `multiple`, checkbox `exclusive` and
 * `free_text`, acceptance `optional`/`invert` and its text, quiz questions, file `limit` and
 * `filetypes`, the submit button's text. `include_blank` and `use_label_element` are how Farol
 * always prints a single select and a choice. Every other option is a note.
 */
final class Cf7Field {

	/** Options with no Farol equivalent, by their prefix (`class:x`) or name. */
	private const DROPPED = '/^(id|class|tabindex|autocomplete|size|akismet|capture|label_first|first_as_label|readonly|consent_for|default|down)(:|$)/';

	/**
	 * A field description, its notes and its piped values (value → label).
	 *
	 * @param string                                             $type     The tag's type, without `*`.
	 * @param bool                                               $required Whether the tag had `*`.
	 * @param string                                             $name     The CF7 name.
	 * @param array{options: list<string>, values: list<string>} $atts     The options after the name, and the values.
	 * @param string                                             $label    The text around the tag.
	 * @param string                                             $content  What the tag encloses (acceptance's text, textarea's default).
	 * @return array{field: array<string,mixed>|null, notes: list<string>, pipes: array<string,string>}
	 */
	public static function describe( string $type, bool $required, string $name, array $atts, string $label, string $content ): array {
		$notes   = array();
		$field   = array( 'type' => $type );
		$options = array();
		foreach ( $atts['options'] as $option ) {
			$parts                = explode( ':', $option, 2 );
			$options[ $parts[0] ] = $parts[1] ?? true;
			if ( preg_match( self::DROPPED, $option ) ) {
				/* translators: 1: the option, 2: the field's name. */
				$notes[] = sprintf( __( 'the option "%1$s" of the field "%2$s" has no Farol equivalent.', 'farol' ), self::shown( $option ), $name );
			}
		}
		$values = array();
		foreach ( $atts['values'] as $value ) {
			$plain = Cf7FormTags::plain( $value );
			if ( null === $plain ) {
				/* translators: %s: the field's name. */
				$notes[] = sprintf( __( 'a value of the field "%s" holds a script address and was refused.', 'farol' ), $name );
				continue;
			}
			$values[] = $plain;
		}
		if ( '' !== $label ) {
			$field['label'] = $label;
		}
		$pipes = array();
		switch ( $type ) {
			case 'text':
			case 'email':
			case 'url':
			case 'tel':
			case 'textarea':
				$field += self::lengths( $options, 'textarea' === $type );
				if ( isset( $options['placeholder'] ) || isset( $options['watermark'] ) ) {
					$field['placeholder'] = $values[0] ?? '';
				} elseif ( array() !== $values || ( 'textarea' === $type && '' !== $content ) ) {
					/* translators: %s: the field's name. */
					$notes[] = sprintf( __( 'the default value of the field "%s" has no Farol equivalent.', 'farol' ), $name );
				}
				break;
			case 'number':
			case 'range':
				foreach ( array( 'min', 'max', 'step' ) as $key ) {
					if ( isset( $options[ $key ] ) && is_numeric( $options[ $key ] ) ) {
						$field[ $key ] = $options[ $key ] + 0;
					}
				}
				if ( 'range' === $type ) {
					$field['type'] = 'number';
					/* translators: %s: the field's name. */
					$notes[] = sprintf( __( 'the slider "%s" becomes a number field.', 'farol' ), $name );
				}
				if ( array() !== $values ) {
					/* translators: %s: the field's name. */
					$notes[] = sprintf( __( 'the default value of the field "%s" has no Farol equivalent.', 'farol' ), $name );
				}
				break;
			case 'date':
				foreach ( array(
					'min' => 'mindate',
					'max' => 'maxdate',
				) as $key => $to ) {
					if ( isset( $options[ $key ] ) && preg_match( '/^\d{4}-\d{2}-\d{2}$/', (string) $options[ $key ] ) ) {
						$field[ $to ] = $options[ $key ];
					} elseif ( isset( $options[ $key ] ) ) {
						/* translators: 1: the option, 2: the field's name. */
						$notes[] = sprintf( __( 'the option "%1$s" of the field "%2$s" has no Farol equivalent.', 'farol' ), $key . ':' . self::shown( (string) $options[ $key ] ), $name );
					}
				}
				break;
			case 'select':
			case 'checkbox':
			case 'radio':
				$field['options'] = array();
				foreach ( $values as $value ) {
					$pair = explode( '|', $value, 2 );
					if ( isset( $pair[1] ) ) {
						$pipes[ $pair[1] ] = $pair[0];
					}
					$field['options'][] = $pair[0];
				}
				if ( array() !== $pipes ) {
					/* translators: %s: the field's name. */
					$notes[] = sprintf( __( 'the options of the field "%s" send their label, not the value after "|" (Farol has no piped values); its old messages show the label.', 'farol' ), $name );
				}
				$field['multiple']  = 'select' === $type && isset( $options['multiple'] );
				$field['exclusive'] = 'checkbox' === $type && isset( $options['exclusive'] );
				$field['free_text'] = isset( $options['free_text'] );
				$required           = $required || 'radio' === $type;
				break;
			case 'acceptance':
				$field['label']    = Cf7FormTags::plain( $content ) ?? '';
				$field['optional'] = isset( $options['optional'] );
				$field['invert']   = isset( $options['invert'] );
				break;
			case 'quiz':
				$field['questions'] = array();
				foreach ( $values as $value ) {
					$pair = explode( '|', $value, 2 );
					if ( isset( $pair[1] ) ) {
						$field['questions'][] = array(
							'question' => $pair[0],
							'answer'   => $pair[1],
						);
					}
				}
				break;
			case 'file':
				$field['maxfilesize'] = self::bytes( (string) ( $options['limit'] ?? '1mb' ) );
				if ( isset( $options['filetypes'] ) ) {
					$field['accept'] = array_values(
						array_filter(
							array_map( static fn ( string $t ): string => str_contains( $t, '/' ) ? strtolower( $t ) : '.' . strtolower( ltrim( $t, '.' ) ), explode( '|', (string) $options['filetypes'] ) ),
							static fn ( string $t ): bool => (bool) preg_match( '/^(\.[a-z0-9]{1,16}|[a-z]+\/[-a-z0-9.+*]+)$/', $t )
						)
					);
				}
				break;
			case 'submit':
				$field['label'] = $values[0] ?? '';
				break;
			default:
				/* translators: 1: the form-tag's type, 2: the field's name. */
				$notes[] = sprintf( __( 'the [%1$s] field "%2$s" has no Farol equivalent and was left out.', 'farol' ), $type, $name );
				return array(
					'field' => null,
					'notes' => $notes,
					'pipes' => array(),
				);
		}
		if ( $required && ! in_array( $type, array( 'acceptance', 'quiz', 'submit' ), true ) ) {
			$field['required'] = true;
		}
		return array(
			'field' => $field,
			'notes' => $notes,
			'pipes' => $pipes,
		);
	}

	/**
	 * The minlength and maxlength, from their options or CF7's short forms (`40/100`, `40x6/2000`).
	 *
	 * @param array<string,string|true> $options  Options by name.
	 * @param bool                      $textarea Whether the tag is a textarea.
	 * @return array<string,int>
	 */
	private static function lengths( array $options, bool $textarea ): array {
		$out = array();
		foreach ( array( 'minlength', 'maxlength' ) as $key ) {
			if ( isset( $options[ $key ] ) && ctype_digit( (string) $options[ $key ] ) ) {
				$out[ $key ] = (int) $options[ $key ];
			}
		}
		foreach ( array_keys( $options ) as $option ) {
			$short = $textarea ? '/^(?:\d*x\d*)?\/(\d+)$/' : '/^\d*\/(\d+)$/';
			if ( ! isset( $out['maxlength'] ) && preg_match( $short, (string) $option, $match ) ) {
				$out['maxlength'] = (int) $match[1];
			}
		}
		return $out;
	}

	/**
	 * CF7's file limit in bytes (`1024`, `200kb`, `2mb`); 1 MB when unreadable.
	 *
	 * @param string $limit The option's value.
	 */
	private static function bytes( string $limit ): int {
		if ( ! preg_match( '/^(\d+)(kb|mb)?$/i', $limit, $match ) ) {
			return 1048576;
		}
		$factor = array(
			''   => 1,
			'kb' => 1024,
			'mb' => 1048576,
		)[ strtolower( $match[2] ?? '' ) ];
		return min( PHP_INT_MAX, (int) $match[1] * $factor );
	}

	/**
	 * An option as the report shows it (plain, short).
	 *
	 * @param string $option The option.
	 */
	private static function shown( string $option ): string {
		return mb_substr( (string) preg_replace( '/[^-+*=0-9a-zA-Z:.!?#$&@_\/|%]/', '', $option ), 0, 60 );
	}
}
