<?php
/**
 * The markup of a lead form.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\LeadForm\Conversions\FallbackNotice;
use Farol\LeadForm\Rules\FieldRules;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\SignedStamp;
use Farol\Support\Abuse\StampKinds;
use Farol\Support\JsonFile;

/**
 * The one renderer of a lead form's markup, used by the `farol/lead-form` block and by the
 * template route (GET farol/v1/forms/{id}). It prints a real `<form>` that posts without
 * JavaScript to the no-JS fallback (admin-post.php?action=farol_lead_conversion) and carries
 * everything the browser runtime needs in attributes: the endpoints, the variant and, in the
 * container's `data-farol-props`, the form's published field rules. The built-in texts
 * follow the form's own locale (FormLocale). Values are prepared here, escaped late in
 * templates/form.php and templates/field.php.
 */
final class LeadFormRenderer {

	/**
	 * The no-JS fallback's admin-post action.
	 */
	public const FALLBACK_ACTION = 'farol_lead_conversion';

	/**
	 * Hidden field of the public token (the provider's name for it).
	 */
	public const TOKEN_FIELD = 'token_rdstation';

	/**
	 * Honeypot field: left empty by people, filled by bots.
	 */
	public const HONEYPOT_FIELD = BotCheck::HONEYPOT_FIELD;

	/**
	 * Signed render time (Farol\Support\Abuse\SignedStamp).
	 */
	public const STARTED_FIELD = SignedStamp::FIELD;

	/**
	 * The stamps' kind (in the stamp route) and purpose (in their signature).
	 */
	public const STAMP_KIND = 'lead-form';

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
	 * The 27 state acronyms, once read.
	 *
	 * @var list<string>|null
	 */
	private ?array $states = null;

	/**
	 * Creates the renderer.
	 *
	 * @param HostSettings $hosts         Endpoint addresses.
	 * @param Countries    $countries     Country names.
	 * @param FormLocale   $locale        The form's language.
	 * @param string       $cities_schema The cities contract (city-search.schema.json), for the states.
	 * @param StampKinds   $stamps        The stamp field's printer.
	 * @param FieldRules   $rules         The published rules.
	 * @param RuntimeTexts $texts         The runtime's own texts per form locale.
	 */
	public function __construct(
		private readonly HostSettings $hosts,
		private readonly Countries $countries,
		private readonly FormLocale $locale,
		private readonly string $cities_schema,
		private readonly StampKinds $stamps,
		private readonly FieldRules $rules = new FieldRules(),
		private readonly RuntimeTexts $texts = new RuntimeTexts()
	) {
	}

	/**
	 * The form's markup.
	 *
	 * @param LeadForm $form The form.
	 */
	public function render( LeadForm $form ): string {
		return $this->locale->within(
			$form->locale(),
			function () use ( $form ): string {
				$farol_view = $this->view( $form );
				ob_start();
				require __DIR__ . '/templates/form.php';
				return (string) ob_get_clean();
			}
		);
	}

	/**
	 * The form's published field rules (Farol\LeadForm\Rules\FieldRules): what the browser's
	 * validators are built from, inside the markup's `data-farol-props`.
	 *
	 * @param LeadForm $form The form.
	 * @return array<string, mixed>
	 */
	public function rules( LeadForm $form ): array {
		return $this->rules->for_form( $form );
	}

	/**
	 * Everything the templates print, unescaped.
	 *
	 * @param LeadForm $form The form.
	 * @return array<string, mixed>
	 */
	private function view( LeadForm $form ): array {
		++self::$instances;
		$prefix     = 'farol-lead-form-' . $form->id . ( self::$instances > 1 ? '-' . self::$instances : '' );
		$endpoints  = $this->hosts->endpoints( $form->id );
		$identifier = $form->conversion_identifier();
		$props      = array(
			'formId'     => $form->id,
			'locale'     => $form->locale(),
			'variant'    => $form->variant(),
			'endpoints'  => $endpoints,
			'redirectTo' => $form->redirect_to(),
			'rules'      => $this->rules( $form ),
			'texts'      => $this->texts->for_locale( $form->locale() ),
		);
		$notice     = FallbackNotice::for_form( $form->id );
		$errors     = array();
		foreach ( $notice['errors'] ?? array() as $error ) {
			$errors[ (string) ( $error['field'] ?? '' ) ] ??= (string) ( $error['error_message'] ?? '' );
		}
		$fields = array();
		$abroad = in_array( 'country', array_column( $form->fields(), 'type' ), true );
		foreach ( $form->fields() as $index => $field ) {
			$fields[] = $this->field_view( $field, $prefix . '-' . $index, $form->locale(), $abroad ) + array( 'error' => $errors[ $field['name'] ] ?? '' );
		}
		return array(
			'prefix'    => $prefix,
			'form'      => $form,
			'props'     => (string) wp_json_encode( $props, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ),
			'endpoints' => $endpoints,
			'action'    => add_query_arg( 'action', self::FALLBACK_ACTION, admin_url( 'admin-post.php' ) ),
			'fields'    => $fields,
			'stamp'     => $this->stamps->field( self::STAMP_KIND, $form->id ),
			'notice'    => $this->notice_view( $form, $notice ),
			'hidden'    => array(
				self::TOKEN_FIELD       => $form->token,
				'conversion_identifier' => $identifier,
				'identificador'         => $identifier,
				'traffic_source'        => '',
				'c_utmz'                => '',
				'client_id'             => '',
				'redirect_to'           => '',
			),
			'submit'    => '' !== (string) $form->definition['submit_label'] ? (string) $form->definition['submit_label'] : __( 'Send', 'farol' ),
			'sending'   => __( 'Sending…', 'farol' ),
			'honeypot'  => __( 'Leave this field empty', 'farol' ),
		);
	}

	/**
	 * What a page reached after a no-JavaScript submission shows with the form (see
	 * Farol\LeadForm\Conversions\FallbackNotice): the thank-you message, or why the
	 * submission was refused. Null on any other request.
	 *
	 * @param LeadForm                                                                       $form   The form.
	 * @param array{state: string, message: string, errors: list<array<string,string>>}|null $notice The notice.
	 * @return array{thanks: bool, message: string}|null
	 */
	private function notice_view( LeadForm $form, ?array $notice ): ?array {
		if ( null === $notice ) {
			return null;
		}
		if ( 'thanks' === $notice['state'] ) {
			$message = '' !== $form->thankyou_message() ? $form->thankyou_message() : __( 'Thank you! Your details were sent.', 'farol' );
			return array(
				'thanks'  => true,
				'message' => $message,
			);
		}
		return array(
			'thanks'  => false,
			'message' => $notice['message'],
		);
	}

	/**
	 * One field's view: its definition plus the id, the input type, the choices and hints.
	 *
	 * A city field also carries the `city_id` hidden input its autocomplete fills and, when
	 * the form asks for a country, the free-text place fields used outside Brazil
	 * (open_city, open_state, open_country; shown by the browser runtime). A phone field's
	 * country select carries the address of the flags shipped with the plugin.
	 *
	 * @param array<string, mixed> $field  The field's definition.
	 * @param string               $id     Its element id.
	 * @param string               $locale The form's locale.
	 * @param bool                 $abroad Whether the form has a country field.
	 * @return array<string, mixed>
	 */
	private function field_view( array $field, string $id, string $locale, bool $abroad = false ): array {
		$type    = (string) $field['type'];
		$choices = array();
		if ( 'select' === $type || 'checkbox_group' === $type ) {
			foreach ( $field['options'] as $option ) {
				$choices[ (string) $option['value'] ] = (string) $option['label'];
			}
		} elseif ( 'state' === $type ) {
			$choices = array_combine( $this->states(), $this->states() );
		} elseif ( 'country' === $type || 'phone' === $type ) {
			$choices = $this->countries->for_locale( $locale );
		}
		return array_merge(
			$field,
			array(
				'id'           => $id,
				'input_type'   => match ( $type ) {
					'email' => 'email',
				'url' => 'url',
				'number' => 'number',
				'phone' => 'tel',
				default => 'text',
				},
				'choices'      => $choices,
				'autocomplete' => $this->autocomplete( (string) $field['name'], $type ),
				'select_text'  => __( 'Select…', 'farol' ),
				'country_text' => __( 'Country', 'farol' ),
				'open_place'   => $abroad && 'city' === $type,
				'open_city'    => __( 'City', 'farol' ),
				'open_state'   => __( 'State, province or region', 'farol' ),
				'flags_url'    => 'phone' === $type ? plugins_url( 'build/flags/', dirname( __DIR__, 3 ) . '/farol.php' ) : '',
			)
		);
	}

	/**
	 * The browser's autofill hint for a standard field ('' for none).
	 *
	 * @param string $name Field name.
	 * @param string $type Field type.
	 */
	private function autocomplete( string $name, string $type ): string {
		$by_type = array(
			'email'   => 'email',
			'phone'   => 'tel-national',
			'state'   => 'address-level1',
			'city'    => 'address-level2',
			'country' => 'country',
			'url'     => 'url',
		);
		$by_name = array(
			'name'      => 'name',
			'company'   => 'organization',
			'job_title' => 'organization-title',
			'website'   => 'url',
		);
		return $by_name[ $name ] ?? $by_type[ $type ] ?? '';
	}

	/**
	 * The 27 Brazilian state acronyms, from the cities contract.
	 *
	 * @return list<string>
	 */
	private function states(): array {
		if ( null === $this->states ) {
			$schema       = JsonFile::optional( $this->cities_schema );
			$this->states = array_values( array_map( 'strval', $schema['properties']['state_acronym']['enum'] ?? array() ) );
		}
		return $this->states;
	}
}
