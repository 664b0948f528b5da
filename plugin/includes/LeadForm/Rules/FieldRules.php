<?php
/**
 * The field rules a lead form publishes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Rules;

use Farol\LeadForm\Forms\LeadForm;

/**
 * Builds a form's rules from its definition: per field its type, required flag, value type,
 * length limits, format check, options and phone mode, plus the form's locale, the messages
 * in that locale, the patterns, the free-mail domains of a corporate-only form and the extra
 * keys a submission may carry. The shape is the contract src/lead-form/rules-contract.ts
 * (lead-form-rules.schema.json). The server validates with these rules (FormValidator) and
 * the browser builds its validators from the same array, published with the form.
 */
final class FieldRules {

	/**
	 * Maximum lengths of the standard fields, in characters.
	 */
	public const MAX_LENGTHS = array(
		'name'      => 256,
		'email'     => 256,
		'company'   => 512,
		'job_title' => 256,
		'twitter'   => 256,
		'facebook'  => 256,
		'linkedin'  => 2048,
		'website'   => 2048,
	);

	/**
	 * Maximum length of custom fields (cf_*, custom_fields[…]) and of every other field: the
	 * custom fields' limit, the longest any field has.
	 */
	public const DEFAULT_MAX_LENGTH = 4096;

	/**
	 * BRAZILIAN_MASK lengths: `(DD) NNNN-NNNN` is 14 characters, `(DD) NNNNN-NNNN` 15.
	 */
	public const BR_MASK_MIN_LENGTH = 14;
	public const BR_MASK_MAX_LENGTH = 15;

	/**
	 * INTERNATIONAL_MASK: the national part's shortest length, masked, for Brazil (as the
	 * Brazilian mask) and for every other country.
	 */
	public const NATIONAL_LENGTH_BR    = 14;
	public const NATIONAL_LENGTH_OTHER = 8;

	/**
	 * Keys a submission keeps besides the form's fields: where and how it was sent, tracking,
	 * the city and state pickers' values, and the consent's legal bases.
	 */
	public const EXTRAS = array(
		...self::TRACKING,
		'redirect_to',
		'city_id',
		'uf',
		'open_city',
		'open_state',
		'open_country',
		'company_name',
		'legal_bases',
	);

	/**
	 * Where and how a submission was sent (tracking keys; not lead data).
	 */
	public const TRACKING = array(
		'conversion_url',
		'conversion_domain',
		'traffic_source',
		'c_utmz',
		'client_id',
		'client_tracking_id',
	);

	/**
	 * Values a boolean accepts as true and as false (compared in lower case).
	 */
	public const TRUE_WORDS  = array( '1', 'true', 'on', 'yes', 'sim', 'checked' );
	public const FALSE_WORDS = array( '0', 'false', 'off', 'no', 'não', 'nao' );

	/**
	 * Brazilian area codes (DDD) in use.
	 */
	public const BR_AREA_CODES = array( '11', '12', '13', '14', '15', '16', '17', '18', '19', '21', '22', '24', '27', '28', '31', '32', '33', '34', '35', '37', '38', '41', '42', '43', '44', '45', '46', '47', '48', '49', '51', '53', '54', '55', '61', '62', '63', '64', '65', '66', '67', '68', '69', '71', '73', '74', '75', '77', '79', '81', '82', '83', '84', '85', '86', '87', '88', '89', '91', '92', '93', '94', '95', '96', '97', '98', '99' );

	/**
	 * Creates the builder.
	 *
	 * @param RulesData $data The messages and free-mail domains.
	 */
	public function __construct( private readonly RulesData $data = new RulesData() ) {
	}

	/**
	 * The rules of a form, as published.
	 *
	 * @param LeadForm $form The form.
	 * @return array<string, mixed>
	 */
	public function for_form( LeadForm $form ): array {
		$corporate = $form->corporate_email_only();
		return array(
			'locale'             => $form->locale(),
			'messages'           => $this->data->messages( $form->locale() ),
			'patterns'           => Patterns::all(),
			'boolean_words'      => array(
				'true'  => self::TRUE_WORDS,
				'false' => self::FALSE_WORDS,
			),
			'free_email_domains' => $corporate ? $this->data->free_email_domains() : array(),
			'extras'             => self::EXTRAS,
			'phone'              => array(
				'br_area_codes'         => self::BR_AREA_CODES,
				'br_mask_min_length'    => self::BR_MASK_MIN_LENGTH,
				'br_mask_max_length'    => self::BR_MASK_MAX_LENGTH,
				'national_length_br'    => self::NATIONAL_LENGTH_BR,
				'national_length_other' => self::NATIONAL_LENGTH_OTHER,
			),
			'fields'             => array_map(
				fn ( array $field ): array => $this->field_rule( $field, $corporate ),
				$form->fields()
			),
		);
	}

	/**
	 * One field's rule.
	 *
	 * @param array<string, mixed> $field     The field's definition.
	 * @param bool                 $corporate Whether the form refuses free-mail addresses.
	 * @return array<string, mixed>
	 */
	private function field_rule( array $field, bool $corporate ): array {
		$name   = (string) $field['name'];
		$type   = (string) $field['type'];
		$format = self::format( $name, $type );
		$rule   = array(
			'name'                 => $name,
			'type'                 => $type,
			'required'             => 'hidden' !== $type && (bool) $field['required'],
			'value_type'           => 'city_id' === $format ? 'integer' : (string) $field['value_type'],
			'max_length'           => self::MAX_LENGTHS[ $name ] ?? self::DEFAULT_MAX_LENGTH,
			'min_length'           => 0,
			'format'               => $format,
			'options'              => 'choice' === $format ? array_values( array_map( static fn ( array $option ): string => (string) $option['value'], $field['options'] ) ) : array(),
			'multiple'             => 'checkbox_group' === $type,
			'corporate_email_only' => $corporate && 'email' === $name,
		);
		if ( 'phone' === $type ) {
			$rule['phone'] = array(
				'mask'    => (string) $field['phone_mask'],
				'country' => (string) $field['phone_country'],
			);
			if ( 'BRAZILIAN_MASK' === $field['phone_mask'] ) {
				$rule['min_length'] = self::BR_MASK_MIN_LENGTH;
				$rule['max_length'] = self::BR_MASK_MAX_LENGTH;
			}
		}
		return $rule;
	}

	/**
	 * The check a field gets besides its length.
	 *
	 * @param string $name Field name.
	 * @param string $type Field type.
	 */
	private static function format( string $name, string $type ): string {
		if ( 'hidden' === $type ) {
			// Hidden fields are sent as they are; only the city picker's IBGE code is checked.
			return 'city_id' === $name ? 'city_id' : 'none';
		}
		return match ( true ) {
			'email' === $type || 'email' === $name => 'email',
			'url' === $type || 'website' === $name => 'url',
			'number' === $type                     => 'number',
			'phone' === $type                      => 'phone',
			in_array( $type, array( 'select', 'checkbox_group', 'state', 'country' ), true ) => 'choice',
			in_array( $type, array( 'checkbox', 'consent' ), true ) => 'checkbox',
			default                                => 'none',
		};
	}
}
