<?php
/**
 * Importing the RD Station plugin's account and integrations.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Import;

use Farol\Import\ImportCommand;
use Farol\Import\ImportMap;
use Farol\Import\ImportRunner;
use Farol\Import\Sources\RdStationImporter;
use Farol\ContactForm\Forms\ContactFormRenderer;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\SignedStamp;
use Farol\Tests\LeadForm\ForwardingStandIn;
use Farol\Tests\TestCase;

/**
 * Loads tests/fixtures/import/rd-station/dump.sql (built from the anchors' facts: OAuth tokens
 * only, one Contact Form 7 integration) and imports it.
 */
final class RdStationImportTest extends TestCase {

	use ImportFixtures;

	private const DUMP = __DIR__ . '/../../fixtures/import/rd-station/dump.sql';

	private const SETTINGS = 'farol_lead_forwarding';

	private const FORWARDING = 'farol_contact_form_forwarding';

	/**
	 * No forwarding key, no earlier import.
	 */
	protected function set_up(): void {
		parent::set_up();
		delete_option( self::SETTINGS );
		foreach ( array( 'map_rd_station', 'progress_rd_station', 'report_rd_station', 'map_contact_form_7', 'progress_contact_form_7', 'report_contact_form_7' ) as $what ) {
			delete_option( ImportRunner::OPTION_PREFIX . $what );
		}
	}

	/**
	 * The fixture's OAuth tokens cannot become a key (reported with what to do) and its
	 * integration waits for the Contact Form 7 import; nothing is written, the source is kept.
	 */
	public function test_oauth_only_site_reports_what_cannot_be_carried(): void {
		$this->load_dump( self::DUMP );
		$before = $this->all_options();

		$result = ( new ImportCommand( $this->runner() ) )->handle( 'rd-station', false );

		$text = implode( "\n", $result['lines'] );
		$this->assertTrue( $result['ok'] );
		$this->assertStringContainsString( 'RD Station account: 1 found, 0 created', $text );
		$this->assertStringContainsString( 'only OAuth tokens were found', $text );
		$this->assertStringContainsString( 'Contact Form 7 form 7 is not imported into Farol yet', $text );
		$this->assertStringNotContainsString( 'eyJhbGci', $text, 'No token in the report.' );
		$this->assertSame( '', get_option( self::SETTINGS )['api_key'] ?? '' );
		$after = $this->all_options();
		foreach ( array( 'rdsm_access_token', 'rdsm_refresh_token', 'rdsm_general_settings', 'rdsm_tracking_code' ) as $option ) {
			$this->assertSame( $before[ $option ], $after[ $option ], $option . ' untouched' );
		}
	}

	/**
	 * A public token becomes the forwarding key (masked in REST); the integration becomes the
	 * forwarding of the contact form its Contact Form 7 form was imported as (identifier and
	 * map, with the names Contact Form 7's fields were imported under); a second run creates nothing.
	 */
	public function test_token_and_integration_become_forwarding(): void {
		$this->load_dump( self::DUMP );
		update_option( 'rdsm_public_token', 'abcdef0123456789public' );
		$form = $this->create_post(
			array(
				'post_type'   => 'farol_contact_form',
				'post_title'  => 'Contato',
				'post_status' => 'publish',
			)
		);
		( new ImportMap() )->record( RdStationImporter::CF7_SOURCE, 'form:7', (string) $form );
		$command = new ImportCommand( $this->runner() );

		$dry = $command->handle( 'rd-station', true );
		$this->assertContains( 'RD Station account: 1 found, 1 to create, 0 already imported.', $dry['lines'] );
		$this->assertSame( '', get_option( self::SETTINGS )['api_key'] ?? '' );
		$this->assertFalse( metadata_exists( 'post', $form, self::FORWARDING ), 'The dry run writes nothing.' );

		$result = $command->handle( 'rd-station', false );
		$this->assertContains( 'Form integrations: 1 found, 1 created, 0 already imported (not created again).', $result['lines'] );
		$this->assertStringNotContainsString( 'abcdef0123456789public', implode( "\n", $result['lines'] ) );
		$this->assertSame( 'abcdef0123456789public', get_option( self::SETTINGS )['api_key'] );
		$this->assertSame( self::expected_forwarding(), get_post_meta( $form, self::FORWARDING, true ) );

		$this->login_as( 'administrator' );
		$rest = $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ self::SETTINGS ];
		$this->assertSame( '••••••••blic', $rest['api_key'], 'The imported key is masked as every secret.' );

		$second = $command->handle( 'rd-station', false );
		$this->assertSame( 'Import finished: nothing new to import.', $second['message'] );
	}

	/**
	 * End to end on the RD stand-in: a Contact Form 7 form and its integration imported, a
	 * visitor's send to the Farol form reaches RD Station as one conversion with the mapped
	 * fields, the integration's identifier and the consent; the key stays out of the form's
	 * REST answer, the settings' and the admin screen's page.
	 */
	public function test_a_send_to_the_imported_form_reaches_rd_station(): void {
		$server = new ForwardingStandIn();
		$server->start();
		try {
			$this->load_dump( self::DUMP );
			update_option( 'rdsm_public_token', 'abcdef0123456789public' );
			update_option( self::SETTINGS, array( 'base_url' => $server->base_url() ) );
			$cf7 = (int) wp_insert_post(
				array(
					'post_type'   => 'wpcf7_contact_form',
					'post_status' => 'publish',
					'post_title'  => 'Contato do site',
					'post_name'   => 'contato-do-site',
				)
			);
			update_post_meta( $cf7, '_form', "[text* your-name]\n[email* your-email]\n[tel your-phone]\n[text assunto]\n[acceptance rgpd] Aceito receber comunicações [/acceptance]\n[submit \"Enviar\"]" );
			update_post_meta( $cf7, '_mail', array( 'recipient' => 'vendas@example.com', 'subject' => '[assunto]', 'body' => '[your-name]', 'sender' => '', 'additional_headers' => '', 'attachments' => '', 'use_html' => false, 'exclude_blank' => false ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- a fixture row.
			// The fixture's integration points at this form.
			update_post_meta( 900, 'form_id', (string) $cf7 );
			update_post_meta( 900, 'cf7_mapped_fields_' . $cf7, get_post_meta( 900, 'cf7_mapped_fields_7', true ) );
			$command = new ImportCommand( $this->runner() );
			$this->assertTrue( $command->handle( 'contact-form-7', false )['ok'] );
			$this->assertTrue( $command->handle( 'rd-station', false )['ok'] );

			$form = (int) ( new ImportMap() )->target( RdStationImporter::CF7_SOURCE, 'form:' . $cf7 );
			$this->assertGreaterThan( 0, $form );
			$this->assertSame( self::expected_forwarding(), get_post_meta( $form, self::FORWARDING, true ) );

			$server->script( array( 'ok' ) );
			$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 254 );
			$answer                 = $this->rest(
				'POST',
				'/farol/v1/contact-forms/' . $form . '/feedback',
				array(
					'your_name'                     => 'Ana Ação',
					'your_email'                    => 'ana@example.com',
					'your_phone'                    => '+55 11 91234-5678',
					'assunto'                       => 'Orçamento',
					'rgpd'                          => '1',
					ContactFormRenderer::FORM_FIELD => (string) $form,
					ContactFormRenderer::UNIT_FIELD => 'farol-contact-form-' . $form,
					BotCheck::HONEYPOT_FIELD        => '',
					SignedStamp::FIELD              => SignedStamp::create( ContactFormRenderer::STAMP_PURPOSE, $form, time() - 60 ),
				),
				array( 'Accept' => 'application/json' )
			)->get_data();
			$this->assertSame( 'mail_sent', $answer['status'], (string) wp_json_encode( $answer ) );
			do_action( 'farol_contact_forwarding_run' );

			$requests = $server->requests();
			$this->assertCount( 1, $requests, 'One conversion.' );
			$this->assertSame( 'abcdef0123456789public', $requests[0]['query']['api_key'] );
			$this->assertSame(
				array(
					'conversion_identifier' => 'contato-site',
					'email'                 => 'ana@example.com',
					'name'                  => 'Ana Ação',
					'mobile_phone'          => '+55 11 91234-5678',
					'legal_bases'           => array(
						array(
							'category' => 'communications',
							'type'     => 'consent',
							'status'   => 'granted',
						),
					),
				),
				json_decode( $requests[0]['body'], true )['payload']
			);

			$this->login_as( 'administrator' );
			$form_rest = $this->rest( 'GET', '/wp/v2/farol-contact-forms/' . $form, array( 'context' => 'edit' ) );
			$this->assertSame( 200, $form_rest->get_status() );
			$this->assertStringNotContainsString( 'abcdef0123456789public', (string) wp_json_encode( $form_rest->get_data() ) );
			$this->assertStringNotContainsString( 'abcdef0123456789public', (string) wp_json_encode( $this->rest( 'GET', '/wp/v2/settings' )->get_data() ) );
		} finally {
			$server->stop();
		}
	}

	/**
	 * The forwarding the fixture's integration becomes: its identifier, its map with the names
	 * Contact Form 7's fields were imported under, the consent box, the empty target left out.
	 *
	 * @return array<string, mixed>
	 */
	private static function expected_forwarding(): array {
		$pairs = array(
			'your_name'  => 'name',
			'your_email' => 'email',
			'your_phone' => 'mobile_phone',
			'rgpd'       => 'communications',
		);
		return array(
			'enabled'               => true,
			'conversion_identifier' => 'contato-site',
			'mapping'               => array_map(
				static fn ( string $from, string $to ): array => array(
					'from' => $from,
					'to'   => $to,
				),
				array_keys( $pairs ),
				array_values( $pairs )
			),
		);
	}

	/**
	 * A key already set on this site is kept.
	 */
	public function test_existing_key_is_kept(): void {
		$this->load_dump( self::DUMP );
		update_option( 'rdsm_public_token', 'abcdef0123456789public' );
		update_option( self::SETTINGS, array( 'api_key' => 'site-own-key-123456' ) );
		$result = ( new ImportCommand( $this->runner() ) )->handle( 'rd-station', false );
		$this->assertStringContainsString( 'already has a forwarding key', implode( "\n", $result['lines'] ) );
		$this->assertSame( 'site-own-key-123456', get_option( self::SETTINGS )['api_key'] );
	}
}
