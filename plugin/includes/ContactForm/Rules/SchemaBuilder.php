<?php
/**
 * Builds a contact form's schema from its fields.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Rules;

use InvalidArgumentException;

/**
 * Turns a form's fields, each described by a plain array, into its Schema. The field blocks
 * only map their attributes to these arrays; which rules a field type gets, in which order,
 * with which defaults and messages is decided here.
 *
 * A field description (every key but `type` and `name` optional):
 * - `type`: text, email, url, tel, textarea, number, date, time, select, checkbox, radio,
 *   acceptance, file, quiz, submit or hidden;
 * - `name`: the posted name (letters, digits, `-`, `_`, `:`; starts with a letter);
 * - `required` (bool): text-like, number, date, time, select, checkbox, radio, file;
 * - `minlength`, `maxlength` (int, code points): text, email, url, tel, textarea; the longest
 *   is 400 characters unless said (2000 for a textarea), so nothing unbounded is stored;
 * - `min`, `max`, `step` (number or numeric string; `step` "any" or absent = no step rule, the
 *   steps counted from `min`, else 0): number;
 * - `mindate`, `maxdate` (YYYY-MM-DD) and `days` (ISO weekdays allowed, 1 Monday … 7 Sunday):
 *   date;
 * - `options` (list of values), `minitems`, `maxitems` (int): select (one option unless
 *   `multiple`), checkbox (any number unless `exclusive`; `free_text` drops the option check),
 *   radio (one option);
 * - `accept` (extensions and MIME types; when it names none that may be accepted, image/*,
 *   audio/* and video/*), `minfilesize`,
 *   `maxfilesize` (bytes; default 1 MiB, for all files of the field together): file;
 * - `schemes` (accepted URL schemes; default wp_allowed_protocols()): url;
 * - `optional`, `invert` (bool): acceptance, which is not a rule but an entry of the schema's
 *   acceptance list (checked unless `invert`, required unless `optional`);
 * - `messages` (rule kind → text): this field's own messages.
 * quiz, submit and hidden fields get no rule (a quiz checks its own answer). A parameter that
 * is not of its type (a `min` of "abc", a `mindate` of "tomorrow") is left out rather than
 * breaking the form; a description without a valid name or with an unknown type is a
 * programming error and throws.
 */
final class SchemaBuilder {

	/** The longest input of a text-like field when it says none. */
	public const DEFAULT_MAXLENGTH = 400;

	/** The longest input of a textarea when it says none. */
	public const DEFAULT_TEXTAREA_MAXLENGTH = 2000;

	/** The largest upload of a file field when it says none, in bytes. */
	public const DEFAULT_MAXFILESIZE = 1048576;

	/** The field types this builder knows. */
	public const TYPES = array( 'text', 'email', 'url', 'tel', 'textarea', 'number', 'date', 'time', 'select', 'checkbox', 'radio', 'acceptance', 'file', 'quiz', 'submit', 'hidden' );

	/**
	 * The schema of a form.
	 *
	 * @param list<array<string,mixed>> $fields   Field descriptions, in form order.
	 * @param array<string,string>      $messages The form's own messages by rule kind (a field's
	 *                                            `messages` win over these, these over the
	 *                                            defaults).
	 * @return Schema The schema, messages in the current locale.
	 * @throws InvalidArgumentException On a field without a valid name or of an unknown type.
	 */
	public static function for_fields( array $fields, array $messages = array() ): Schema {
		$rules      = array();
		$acceptance = array();
		foreach ( $fields as $index => $field ) {
			$name = is_array( $field ) ? ( $field['name'] ?? null ) : null;
			$type = is_array( $field ) ? ( $field['type'] ?? null ) : null;
			if ( ! is_string( $name ) || ! preg_match( self::name_pattern(), $name ) ) {
				throw new InvalidArgumentException( sprintf( 'Contact form field %d has no valid name.', (int) $index ) );
			}
			if ( ! in_array( $type, self::TYPES, true ) ) {
				throw new InvalidArgumentException( sprintf( 'Contact form field "%s" has an unknown type.', esc_html( $name ) ) );
			}
			if ( 'acceptance' === $type ) {
				$acceptance[] = array(
					'field'    => $name,
					'invert'   => ! empty( $field['invert'] ),
					'optional' => ! empty( $field['optional'] ),
				);
				continue;
			}
			$own = is_array( $field['messages'] ?? null ) ? $field['messages'] : array();
			foreach ( self::parameters( $type, $field ) as $kind => $parameters ) {
				$rules[] = new Rule( $kind, $name, self::message( $kind, $parameters, $own + $messages ), $parameters );
			}
		}
		return new Schema( $rules, self::locale(), $acceptance );
	}

	/**
	 * One field's message for a rule kind, chosen as its rules' messages are (the field's own,
	 * then the form's, then the default), also when the field publishes no rule of that kind:
	 * the upload step refuses an empty file with the field's `minfilesize` message.
	 *
	 * @param array<string,mixed>  $field    Field description.
	 * @param string               $kind     Rule kind.
	 * @param array<string,string> $messages The form's own messages by rule kind.
	 * @return string Message, in the current locale.
	 */
	public static function field_message( array $field, string $kind, array $messages = array() ): string {
		$own = is_array( $field['messages'] ?? null ) ? $field['messages'] : array();
		return self::message( $kind, array(), $own + $messages );
	}

	/**
	 * A field's rules: kind → parameters, in the kinds' published order.
	 *
	 * @param string              $type  Field type.
	 * @param array<string,mixed> $field Description.
	 * @return array<string,array<string,mixed>> Rules.
	 */
	private static function parameters( string $type, array $field ): array {
		$rules    = array();
		$required = ! empty( $field['required'] );
		switch ( $type ) {
			case 'text':
			case 'email':
			case 'url':
			case 'tel':
			case 'textarea':
				if ( 'text' !== $type && 'textarea' !== $type ) {
					$rules[ $type ] = 'url' === $type ? array( 'schemes' => self::schemes( $field['schemes'] ?? null ) ) : array();
				}
				$rules['minlength'] = self::count( $field['minlength'] ?? null );
				$rules['maxlength'] = self::count( $field['maxlength'] ?? null ) ?? ( 'textarea' === $type ? self::DEFAULT_TEXTAREA_MAXLENGTH : self::DEFAULT_MAXLENGTH );
				break;
			case 'number':
				$min                = self::number( $field['min'] ?? null );
				$step               = self::number( $field['step'] ?? null );
				$rules['number']    = array();
				$rules['minnumber'] = $min;
				$rules['maxnumber'] = self::number( $field['max'] ?? null );
				if ( null !== $step && $step > 0 ) {
					$rules['stepnumber'] = array(
						'base'     => $min ?? 0,
						'interval' => $step,
					);
				}
				break;
			case 'date':
				$days               = self::days( $field['days'] ?? null );
				$rules['date']      = array();
				$rules['dayofweek'] = array() === $days ? null : array( 'accept' => $days );
				$rules['mindate']   = self::date( $field['mindate'] ?? null );
				$rules['maxdate']   = self::date( $field['maxdate'] ?? null );
				break;
			case 'time':
				$rules['time'] = array();
				break;
			case 'select':
			case 'checkbox':
			case 'radio':
				$options           = self::options( $field['options'] ?? null );
				$single            = 'radio' === $type || ( 'select' === $type && empty( $field['multiple'] ) ) || ( 'checkbox' === $type && ! empty( $field['exclusive'] ) );
				$rules['enum']     = array() === $options || ! empty( $field['free_text'] ) ? null : array( 'accept' => $options );
				$rules['minitems'] = self::count( $field['minitems'] ?? null );
				$rules['maxitems'] = $single ? 1 : self::count( $field['maxitems'] ?? null );
				break;
			case 'file':
				$extensions           = FileTypes::extensions( is_array( $field['accept'] ?? null ) ? array_values( $field['accept'] ) : array() );
				$rules['file']        = array( 'accept' => array() === $extensions ? FileTypes::extensions( FileTypes::DEFAULT_TYPES ) : $extensions );
				$rules['minfilesize'] = self::count( $field['minfilesize'] ?? null );
				$rules['maxfilesize'] = self::count( $field['maxfilesize'] ?? null ) ?? self::DEFAULT_MAXFILESIZE;
				break;
			default:
				return array();
		}
		if ( $required ) {
			$rules[ 'file' === $type ? 'requiredfile' : 'required' ] = array();
		}
		return self::in_order( $rules );
	}

	/**
	 * The rules that apply, each kind's parameters in place of a bare threshold, in the kinds'
	 * published order.
	 *
	 * @param array<string,mixed> $rules Kind → parameters, a threshold, or null when it does
	 *                                   not apply.
	 * @return array<string,array<string,mixed>> Ordered rules.
	 */
	private static function in_order( array $rules ): array {
		$ordered = array();
		foreach ( Contract::leaf_kinds() as $kind ) {
			$rule = $rules[ $kind ] ?? null;
			if ( null !== $rule ) {
				$ordered[ $kind ] = is_array( $rule ) ? $rule : array( 'threshold' => $rule );
			}
		}
		return $ordered;
	}

	/**
	 * A rule's message: the field's or the form's own, else the default.
	 *
	 * @param string              $kind       Rule kind.
	 * @param array<string,mixed> $parameters Its parameters.
	 * @param array<string,mixed> $messages   Own messages by kind.
	 * @return string Message.
	 */
	private static function message( string $kind, array $parameters, array $messages ): string {
		$own = $messages[ $kind ] ?? null;
		if ( is_string( $own ) && '' !== trim( $own ) ) {
			return $own;
		}
		$threshold = $parameters['threshold'] ?? null;
		return DefaultMessages::for_kind( $kind, is_int( $threshold ) ? $threshold : null );
	}

	/**
	 * The contract's pattern of a field name, as a PCRE.
	 *
	 * @return string Pattern.
	 */
	private static function name_pattern(): string {
		return Contract::pattern( array( 'properties', 'rules', 'items', 'properties', 'field' ) );
	}

	/**
	 * The locale of the messages, as the contract writes one.
	 *
	 * @return string e.g. pt_BR.
	 */
	private static function locale(): string {
		$locale = determine_locale();
		return preg_match( Contract::pattern( array( 'properties', 'locale' ) ), $locale ) ? $locale : 'en_US';
	}

	/**
	 * A count.
	 *
	 * @param mixed $value Parameter.
	 * @return int|null A non-negative integer, or null.
	 */
	private static function count( mixed $value ): ?int {
		if ( is_int( $value ) ) {
			return $value >= 0 ? $value : null;
		}
		return is_string( $value ) && preg_match( '/^[0-9]{1,18}$/D', trim( $value ) ) ? (int) trim( $value ) : null;
	}

	/**
	 * A number.
	 *
	 * @param mixed $value Parameter.
	 * @return int|float|null The number, or null.
	 */
	private static function number( mixed $value ): int|float|null {
		if ( is_string( $value ) && Formats::is_number( trim( $value ) ) ) {
			$value = trim( $value );
			$value = preg_match( '/^-?[0-9]{1,18}$/D', $value ) ? (int) $value : (float) $value;
		}
		return ( is_int( $value ) || is_float( $value ) ) && is_finite( (float) $value ) ? $value : null;
	}

	/**
	 * A date.
	 *
	 * @param mixed $value Parameter.
	 * @return string|null YYYY-MM-DD of a real day, or null.
	 */
	private static function date( mixed $value ): ?string {
		return is_string( $value ) && null !== Formats::parse_date( trim( $value ) ) ? trim( $value ) : null;
	}

	/**
	 * ISO weekdays.
	 *
	 * @param mixed $value Parameter.
	 * @return list<int> Days 1-7, each once, ascending.
	 */
	private static function days( mixed $value ): array {
		$days = array();
		foreach ( is_array( $value ) ? $value : array() as $day ) {
			$day = self::count( $day );
			if ( null !== $day && $day >= 1 && $day <= 7 ) {
				$days[] = $day;
			}
		}
		$days = array_values( array_unique( $days ) );
		sort( $days );
		return $days;
	}

	/**
	 * Enum options, as the rules compare values (trimmed, LF line ends).
	 *
	 * @param mixed $value Parameter.
	 * @return list<string> Non-blank options, each once.
	 */
	private static function options( mixed $value ): array {
		$options = array();
		foreach ( is_array( $value ) ? $value : array() as $option ) {
			array_push( $options, ...Values::of( $option ) );
		}
		return array_values( array_unique( $options ) );
	}

	/**
	 * URL schemes.
	 *
	 * @param mixed $value Parameter.
	 * @return list<string> Lower-case schemes, each once.
	 */
	private static function schemes( mixed $value ): array {
		$schemes = array();
		foreach ( is_array( $value ) && array() !== $value ? $value : wp_allowed_protocols() as $scheme ) {
			$scheme = strtolower( trim( (string) $scheme ) );
			if ( preg_match( Contract::pattern( array( 'properties', 'url', 'properties', 'schemes', 'items' ), Contract::PARAMETERS_FILE ), $scheme ) ) {
				$schemes[] = $scheme;
			}
		}
		return array() === $schemes ? array( 'http', 'https' ) : array_values( array_unique( $schemes ) );
	}
}
