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
use Farol\Tests\TestCase;

/**
 * Loads tests/fixtures/import/rd-station/dump.sql (built from the anchors' facts: OAuth tokens
 * only, one Contact Form 7 integration) and imports it.
 */
final class RdStationImportTest extends TestCase {

	use ImportFixtures;

	private const DUMP = __DIR__ . '/../../fixtures/import/rd-station/dump.sql';

	private const SETTINGS = 'farol_lead_forwarding';

	/**
	 * No forwarding key, no earlier import.
	 */
	protected function set_up(): void {
		parent::set_up();
		delete_option( self::SETTINGS );
		foreach ( array( 'map_rd_station', 'progress_rd_station', 'report_rd_station', 'map_contact_form_7' ) as $what ) {
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
	 * imported form's forwarding with its map; a second run creates nothing.
	 */
	public function test_token_and_integration_become_forwarding(): void {
		$this->load_dump( self::DUMP );
		update_option( 'rdsm_public_token', 'abcdef0123456789public' );
		$form = $this->create_post(
			array(
				'post_type'  => 'farol_lead_form',
				'post_title' => 'Contato',
			)
		);
		( new ImportMap() )->record( RdStationImporter::CF7_SOURCE, 'form:7', (string) $form );
		$command = new ImportCommand( $this->runner() );

		$dry = $command->handle( 'rd-station', true );
		$this->assertContains( 'RD Station account: 1 found, 1 to create, 0 already imported.', $dry['lines'] );
		$this->assertSame( '', get_option( self::SETTINGS )['api_key'] ?? '' );

		$result = $command->handle( 'rd-station', false );
		$this->assertContains( 'Form integrations: 1 found, 1 created, 0 already imported (not created again).', $result['lines'] );
		$this->assertStringNotContainsString( 'abcdef0123456789public', implode( "\n", $result['lines'] ) );
		$this->assertSame( 'abcdef0123456789public', get_option( self::SETTINGS )['api_key'] );
		$this->assertSame(
			array(
				'enabled' => true,
				'mapping' => array(
					array(
						'from' => 'your_name',
						'to'   => 'name',
					),
					array(
						'from' => 'your_email',
						'to'   => 'email',
					),
					array(
						'from' => 'your_phone',
						'to'   => 'mobile_phone',
					),
				),
			),
			get_post_meta( $form, 'farol_lead_form_forwarding', true )
		);

		$this->login_as( 'administrator' );
		$rest = $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ self::SETTINGS ];
		$this->assertSame( '••••••••blic', $rest['api_key'], 'The imported key is masked as every secret.' );

		$second = $command->handle( 'rd-station', false );
		$this->assertSame( 'Import finished: nothing new to import.', $second['message'] );
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
