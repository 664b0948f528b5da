<?php
/**
 * Contact Form 7's form template → Farol contact field descriptions (pure; nothing is written).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

/**
 * Reads a Contact Form 7 form template (`_form`: HTML with form-tags `[type name option "value"]`,
 * the grammar of CF7's `form-tags-manager.php`) and gives each tag that has a Farol equivalent as
 * a `farol/contact-field` description (the contact form's block attributes), with the options
 * that have none as notes. A field's label is the template's text around its tag (the
 * `<label>` it sits in, or the text of its paragraph), without markup. A Farol field's name is
 * the CF7 name lower-cased with `-` → `_` (`your-email` → `your_email`), the naming the RD
 * Station importer's field maps expect. Values that name a script (`javascript:`, `data:`,
 * `vbscript:`) are refused; every text is plain (tags stripped), so nothing of the template is
 * ever printed as markup.
 */
final class Cf7FormTags {

	/** The form-tag types CF7 and its bundled modules register (a trailing `*` = required). */
	private const TYPES = 'text|email|url|tel|textarea|number|range|date|select|checkbox|radio|acceptance|quiz|file|hidden|submit|count|response|captchac|captchar|recaptcha|turnstile|stripe|reflection|output';

	/** Tags that print nothing a visitor fills in; they are left out without a note. */
	private const SILENT = array( 'response', 'recaptcha', 'turnstile' );

	/** Script URL schemes a value must not hold. */
	private const SCRIPT = '/(?:java|vb)script:|data:/i';

	/** The longest label or value kept. */
	private const LONGEST = 400;

	/**
	 * A Farol field name for a CF7 field name.
	 *
	 * @param string $name The CF7 name.
	 */
	public static function farol_name( string $name ): string {
		return str_replace( array( '-', '.' ), '_', strtolower( $name ) );
	}

	/**
	 * The fields of a template.
	 *
	 * @param string $template The form template.
	 * @return array{fields: list<array<string,mixed>>, notes: list<string>, names: array<string,string>, pipes: array<string,array<string,string>>, types: array<string,string>}
	 *         Fields in order; notes; CF7 name → Farol name; per CF7 name, piped value → label;
	 *         per CF7 name, its base type.
	 */
	public static function parse( string $template ): array {
		$out   = array(
			'fields' => array(),
			'notes'  => array(),
			'names'  => array(),
			'pipes'  => array(),
			'types'  => array(),
		);
		$regex = '/(\[?)\[(' . self::TYPES . ')(\*?)(?:[\r\n\t ](.*?))?(?:[\r\n\t ](\/))?\](?:([^[]*?)\[\/\2\3?\])?(\]?)/s';
		if ( ! preg_match_all( $regex, $template, $matches, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
			return $out;
		}
		$farol = array();
		foreach ( $matches as $match ) {
			if ( '[' === $match[1][0] && ']' === ( $match[7][0] ?? '' ) ) {
				continue; // `[[tag]]` is CF7's escape: printed as text.
			}
			$type  = $match[2][0];
			$atts  = self::atts( (string) ( $match[4][0] ?? '' ) );
			$label = self::label( $template, (int) $match[0][1], strlen( $match[0][0] ) );
			if ( in_array( $type, self::SILENT, true ) ) {
				continue;
			}
			if ( null === $atts ) {
				/* translators: %s: the form-tag's type. */
				$out['notes'][] = sprintf( __( 'a [%s] form-tag could not be read and was left out.', 'farol' ), $type );
				continue;
			}
			$name = 'submit' === $type ? 'submit' : (string) array_shift( $atts['options'] );
			if ( 'submit' !== $type && ! preg_match( '/^[A-Za-z][-A-Za-z0-9_:.]{0,120}$/', $name ) ) {
				/* translators: %s: the form-tag's type. */
				$out['notes'][] = sprintf( __( 'a [%s] form-tag without a valid name was left out.', 'farol' ), $type );
				continue;
			}
			$field = Cf7Field::describe( $type, '*' === $match[3][0], $name, $atts, $label, trim( wp_strip_all_tags( (string) ( $match[6][0] ?? '' ) ) ) );
			array_push( $out['notes'], ...$field['notes'] );
			if ( null === $field['field'] ) {
				continue;
			}
			$field['field']['name'] = 'submit' === $type ? 'submit' : self::farol_name( $name );
			if ( isset( $farol[ $field['field']['name'] ] ) ) {
				/* translators: %s: the field's name. */
				$out['notes'][] = sprintf( __( 'the field "%s" repeats an earlier name once written the Farol way and was left out.', 'farol' ), $name );
				continue;
			}
			$farol[ $field['field']['name'] ] = true;
			$out['fields'][]                  = $field['field'];
			$out['names'][ $name ]            = $field['field']['name'];
			$out['pipes'][ $name ]            = $field['pipes'];
			$out['types'][ $name ]            = $type;
		}
		$out['notes'] = array_values( array_unique( $out['notes'] ) );
		return $out;
	}

	/**
	 * A plain text, no markup, no script URL, at most LONGEST characters; null when it names a script.
	 *
	 * @param string $text Text from the template.
	 */
	public static function plain( string $text ): ?string {
		$text = trim( (string) preg_replace( '/\s+/u', ' ', wp_strip_all_tags( wp_check_invalid_utf8( $text ) ) ) );
		if ( preg_match( self::SCRIPT, (string) preg_replace( '/\s+/', '', $text ) ) ) {
			return null;
		}
		return mb_substr( $text, 0, self::LONGEST );
	}

	/**
	 * A tag's options and quoted values (CF7's `parse_atts()`), or null when they cannot be read.
	 *
	 * @param string $text What follows the type.
	 * @return array{options: list<string>, values: list<string>}|null
	 */
	private static function atts( string $text ): ?array {
		$pattern = '%^([-+*=0-9a-zA-Z:.!?#$&@_/|\%\r\n\t ]*?)((?:[\r\n\t ]*"[^"]*"|[\r\n\t ]*\'[^\']*\')*)$%';
		if ( ! preg_match( $pattern, $text, $match ) ) {
			return null;
		}
		$options = '' === trim( $match[1] ) ? array() : preg_split( '/[\r\n\t ]+/', trim( $match[1] ) );
		$values  = array();
		if ( preg_match_all( '/"([^"]*)"|\'([^\']*)\'/', $match[2], $quoted, PREG_SET_ORDER ) ) {
			foreach ( $quoted as $value ) {
				$values[] = '' !== ( $value[1] ?? '' ) ? $value[1] : ( $value[2] ?? '' );
			}
		}
		return array(
			'options' => array_values( array_filter( (array) $options, 'strlen' ) ),
			'values'  => $values,
		);
	}

	/**
	 * The label of the tag at an offset: the text of the `<label>` it sits in, else the text of
	 * its paragraph (blank-line separated) before the tag, without other form-tags and markup.
	 *
	 * @param string $template The template.
	 * @param int    $start    The tag's byte offset.
	 * @param int    $length   The tag's byte length.
	 */
	private static function label( string $template, int $start, int $length ): string {
		$before = substr( $template, 0, $start );
		$open   = strripos( $before, '<label' );
		$close  = strripos( $before, '</label>' );
		if ( false !== $open && ( false === $close || $close < $open ) ) {
			$end  = stripos( $template, '</label>', $start + $length );
			$text = substr( $template, $open, ( false === $end ? strlen( $template ) : $end ) - $open );
		} else {
			$parts = preg_split( '/\n[\t ]*\n/', $before );
			$text  = (string) end( $parts );
		}
		$text = (string) preg_replace( '/\[[^\]]*\]/', ' ', $text );
		return (string) self::plain( $text );
	}
}
