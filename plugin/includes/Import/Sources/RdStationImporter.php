<?php
/**
 * The RD Station plugin (integracao-rd-station 5.x) → Farol forwarding.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

use Closure;
use Farol\Import\Importer;
use Farol\Import\ImportMap;
use Farol\Support\Forwarding\ProviderFields;

/**
 * Reads the RD Station plugin's options and its `rdcf7_integrations` posts (read only; see
 * docs/import.md for the mapping) and writes through the forwarding feature's service the
 * composition root hands in: the account's key becomes the forwarding key (kept masked, as
 * every secret), each integration becomes the forwarding switch, conversion identifier and
 * field map of the Farol contact form its Contact Form 7 form was imported as (contact forms
 * forward their stored submissions: ContactForm\Forwarding). The key is never written into a
 * report.
 */
final class RdStationImporter implements Importer {

	/** The integrations' post type (Contact Form 7). */
	public const POST_TYPE = 'rdcf7_integrations';

	/** The Contact Form 7 importer's id: its mapping holds `form:<id>` → Farol form id. */
	public const CF7_SOURCE = 'contact-form-7';

	/** The account item's key. */
	private const ACCOUNT = 'rdsm_account';

	/** The consent target a mapping row may have besides the provider's fields (Support\Forwarding\ProviderFields). */
	private const CONSENT = 'communications';

	/** A contact field's name (the contact form contract's FIELD_NAME_PATTERN), after Cf7FormTags::farol_name(). */
	private const FIELD_NAME = '/^[A-Za-z][-A-Za-z0-9_:]{0,127}$/';

	/**
	 * Creates the importer.
	 *
	 * @param Closure $key      Gives the forwarding key stored on this site ('' when none).
	 * @param Closure $save_key Stores the forwarding key.
	 * @param Closure $set_form Stores a form's forwarding: (int $form_id, array{enabled: bool, mapping: list<array{from: string, to: string}>}).
	 */
	public function __construct(
		private readonly Closure $key,
		private readonly Closure $save_key,
		private readonly Closure $set_form
	) {
	}

	/**
	 * The source's id.
	 */
	public function id(): string {
		return 'rd-station';
	}

	/**
	 * The source's name.
	 */
	public function name(): string {
		return __( 'RD Station (plugin integracao-rd-station)', 'farol' );
	}

	/**
	 * What is imported.
	 */
	public function description(): string {
		return __( 'Imports the RD Station plugin\'s account key and its Contact Form 7 integrations as the forwarding settings of the imported contact forms.', 'farol' );
	}

	/**
	 * The kinds of items.
	 *
	 * @return array<string, string>
	 */
	public function kinds(): array {
		return array(
			'account'     => __( 'RD Station account', 'farol' ),
			'integration' => __( 'Form integrations', 'farol' ),
		);
	}

	/**
	 * Whether any of the plugin's options or integrations is there.
	 */
	public function detect(): bool {
		return $this->total() > 0;
	}

	/**
	 * The account (when any option is there) and each integration.
	 */
	public function total(): int {
		return ( $this->has_account() ? 1 : 0 ) + count( $this->integration_ids() );
	}

	/**
	 * The account first, then the integrations by id.
	 *
	 * @param int $offset First item.
	 * @param int $limit  Most items.
	 * @return list<array{kind: string, key: string, data: mixed}>
	 */
	public function items( int $offset, int $limit ): array {
		$all = $this->has_account() ? array( 0 ) : array();
		$all = array_merge( $all, $this->integration_ids() );
		$out = array();
		foreach ( array_slice( $all, $offset, $limit ) as $id ) {
			$out[] = 0 === $id
				? array(
					'kind' => 'account',
					'key'  => self::ACCOUNT,
					'data' => null,
				)
				: array(
					'kind' => 'integration',
					'key'  => 'integration:' . $id,
					'data' => $id,
				);
		}
		return $out;
	}

	/**
	 * What an item becomes.
	 *
	 * @param array{kind: string, key: string, data: mixed} $item The item.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public function plan( array $item ): array {
		return 'account' === $item['kind'] ? $this->plan_account() : $this->plan_integration( (int) $item['data'] );
	}

	/**
	 * Stores the key or the form's forwarding.
	 *
	 * @param array{kind: string, key: string, data: mixed}                         $item The item.
	 * @param array{ok: bool, reason?: string, value?: mixed, notes?: list<string>} $plan Its plan.
	 * @return string What it became.
	 */
	public function write( array $item, array $plan ): string {
		if ( 'account' === $item['kind'] ) {
			( $this->save_key )( (string) $plan['value'] );
			return 'api_key';
		}
		( $this->set_form )( (int) $plan['value']['form'], $plan['value']['forwarding'] );
		return 'form:' . (int) $plan['value']['form'];
	}

	/**
	 * The account's key: the public token (5.x, the pre-2021 `rd_settings` or an
	 * integration's legacy `token_rdstation`), which the conversions API takes as `api_key`.
	 *
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	private function plan_account(): array {
		$legacy = get_option( 'rd_settings' );
		$token  = self::token( get_option( 'rdsm_public_token' ) );
		if ( '' === $token && is_array( $legacy ) ) {
			$token = self::token( $legacy['rd_public_token'] ?? '' );
		}
		foreach ( $this->integration_ids() as $id ) {
			$token = '' !== $token ? $token : self::token( get_post_meta( $id, 'token_rdstation', true ) );
		}
		if ( '' === $token ) {
			return array(
				'ok'     => false,
				'reason' => __( 'only OAuth tokens were found; Farol forwards with the account\'s API key (RD Station: Account settings › Integrations): paste it in Leads › Forwarding.', 'farol' ),
			);
		}
		$current = (string) ( $this->key )();
		if ( '' !== $current && $current !== $token ) {
			return array(
				'ok'     => false,
				'reason' => __( 'this site already has a forwarding key; it was kept.', 'farol' ),
			);
		}
		return array(
			'ok'    => true,
			'value' => $token,
			'notes' => array(
				__( 'rdsm_access_token and rdsm_refresh_token (OAuth tokens renewed through RD\'s own proxy; Farol uses the API key).', 'farol' ),
				__( 'rdsm_private_token (Farol needs no private token).', 'farol' ),
				__( 'rdsm_general_settings and rdsm_tracking_code (the RD tracking script; add it with a script block or your theme).', 'farol' ),
				__( 'rdsm_woocommerce_settings, rdgf_integrations, rdscript_* (WooCommerce, Gravity Forms and custom scripts are not Farol sources).', 'farol' ),
			),
		);
	}

	/**
	 * An integration: the Farol form its Contact Form 7 form became, switched on, with its map.
	 *
	 * @param int $id The integration post.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	private function plan_integration( int $id ): array {
		$cf7  = (int) get_post_meta( $id, 'form_id', true );
		$form = (int) ( ( new ImportMap() )->target( self::CF7_SOURCE, 'form:' . $cf7 ) ?? 0 );
		if ( 0 === $form ) {
			return array(
				'ok'     => false,
				/* translators: %d: a Contact Form 7 form id. */
				'reason' => sprintf( __( 'Contact Form 7 form %d is not imported into Farol yet: import Contact Form 7 first, then run this import again.', 'farol' ), $cf7 ),
			);
		}
		foreach ( $this->integration_ids() as $other ) {
			if ( $other < $id && (int) get_post_meta( $other, 'form_id', true ) === $cf7 ) {
				return array(
					'ok'     => false,
					/* translators: 1: an integration's post id, 2: a Contact Form 7 form id. */
					'reason' => sprintf( __( 'integration %1$d is a second integration of Contact Form 7 form %2$d; Farol sends one conversion per submission, with the first integration\'s settings.', 'farol' ), $id, $cf7 ),
				);
			}
		}
		$mapping = array();
		$fields  = get_post_meta( $id, 'cf7_mapped_fields_' . $cf7, true );
		foreach ( is_array( $fields ) ? $fields : array() as $from => $to ) {
			$from = Cf7FormTags::farol_name( (string) $from );
			if ( is_string( $to ) && ( ProviderFields::is_field( $to ) || self::CONSENT === $to ) && preg_match( self::FIELD_NAME, $from ) ) {
				$mapping[] = array(
					'from' => $from,
					'to'   => $to,
				);
			}
		}
		return array(
			'ok'    => true,
			'value' => array(
				'form'       => $form,
				'forwarding' => array(
					'enabled'               => true,
					'conversion_identifier' => $this->identifier( $id ),
					'mapping'               => $mapping,
				),
			),
		);
	}

	/**
	 * The conversion identifier the integration sent: its post title when `use_post_title` is
	 * set, else its `form_identifier` ('' when neither is usable: the form's slug is sent).
	 *
	 * @param int $id The integration post.
	 */
	private function identifier( int $id ): string {
		$identifier = ! empty( get_post_meta( $id, 'use_post_title', true ) ) ? get_the_title( $id ) : get_post_meta( $id, 'form_identifier', true );
		$identifier = is_string( $identifier ) ? trim( wp_strip_all_tags( $identifier ) ) : '';
		return 1 === preg_match( '/^[^<>"\t\r\n]{1,100}$/', $identifier ) ? $identifier : '';
	}

	/**
	 * Whether any account option is there.
	 */
	private function has_account(): bool {
		foreach ( array( 'rdsm_access_token', 'rdsm_refresh_token', 'rdsm_public_token', 'rdsm_private_token', 'rdsm_general_settings', 'rdsm_tracking_code', 'rd_settings' ) as $option ) {
			if ( false !== get_option( $option ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The integration posts' ids, in order (whether or not the post type is registered).
	 *
	 * @return list<int>
	 */
	private function integration_ids(): array {
		global $wpdb;
		$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_status <> 'trash' ORDER BY ID", self::POST_TYPE ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the post type is not registered once its plugin is gone.
		return array_map( 'intval', $ids );
	}

	/**
	 * A token as stored (trimmed; '' for anything that is not a plain token).
	 *
	 * @param mixed $value The value.
	 */
	private static function token( mixed $value ): string {
		$value = is_string( $value ) ? trim( $value ) : '';
		return preg_match( '/^[A-Za-z0-9._\-]{8,200}$/', $value ) ? $value : '';
	}
}
