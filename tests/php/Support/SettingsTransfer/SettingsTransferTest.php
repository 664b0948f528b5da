<?php
/**
 * The settings file: export, import, secrets, bad files.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support\SettingsTransfer;

use Farol\Support\SettingsTransfer\SettingsTransfer;
use Farol\Tests\TestCase;
use WP_Error;

/**
 * What a site owner moving settings from staging to production sees: every section travels,
 * no secret leaves, the receiving site's secrets stay, and a bad file changes nothing.
 */
final class SettingsTransferTest extends TestCase {

	use TransferFixtures;

	/**
	 * The export holds every section the contract has, and not one secret: none of the values
	 * stored as secrets, and no field that wp/v2/settings answers masked.
	 */
	public function test_the_export_holds_every_section_and_no_secret(): void {
		$this->configure( 'SECRET' );
		$document = $this->transfer()->export();
		$text     = SettingsTransfer::encode( $document );

		$this->assertSame( 'farol-settings', $document['format'] );
		$this->assertSame( 1, $document['version'] );
		$this->assertMatchesRegularExpression( '/^\d+\.\d+\.\d+/', $document['plugin_version'] );
		$this->assertSame( home_url( '/' ), $document['site_url'] );
		$this->assertMatchesRegularExpression( '/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/', $document['exported_at'] );
		$this->assertSame( SettingsTransfer::sections(), array_keys( $document['settings'] ) );
		$this->assertSame( SettingsTransfer::sections(), array_keys( $this->transfer()->options() ), 'the composition root maps every section of the contract to its option' );
		$this->assertSame( 17, $document['settings']['comments']['per_page'] );
		$this->assertSame( 'Este post sumiu.', $document['settings']['comments']['phrases']['post_not_found'] );
		$this->assertSame( '#masthead', $document['settings']['sticky_rules'][0]['sticky_selector'] );
		$this->assertSame( 'google-client-id', $document['settings']['comments']['social_providers']['google']['client_id'] );
		$this->assertStringNotContainsString( 'SECRET', $text );
		$this->assertTrue( rest_validate_value_from_schema( json_decode( $text, true ), SettingsTransfer::schema(), 'file' ), 'the export is valid against its own contract' );

		// The one definition of a secret: what a REST read masks is exactly what an export leaves out.
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$masked = array();
		foreach ( $this->transfer()->options() as $section => $option ) {
			$read = $this->rest( 'GET', '/wp/v2/settings' )->get_data()[ $option ] ?? null;
			foreach ( self::masked_paths( $read ) as $path ) {
				$masked[] = $section . '.' . $path;
			}
		}
		$this->assertCount( 6, $masked, implode( ', ', $masked ) );
		$exported = json_decode( $text, true );
		foreach ( $masked as $path ) {
			$this->assertNull( self::value_at( $exported['settings'], $path ), $path . ' is masked over REST, so it is not exported' );
		}
	}

	/**
	 * Export, change everything, import: every section is back.
	 */
	public function test_an_import_restores_what_was_exported(): void {
		$this->configure( 'SECRET' );
		$before = $this->in_effect();
		$text   = SettingsTransfer::encode( $this->transfer()->export() );

		update_option( 'farol_comments', array( 'per_page' => 5 ) );
		update_option( 'farol_contact_spam', array() );
		update_option( 'farol_lead_forwarding', array( 'timeout' => 3 ) );
		delete_option( 'farol_lead_capture' );
		update_option( 'farol_sticky_rules', array() );
		$this->assertNotEquals( $before, $this->in_effect() );

		$result = $this->transfer()->import_text( $text );

		$this->assertSame( SettingsTransfer::sections(), $result );
		$after = $this->in_effect();
		// The secrets were emptied above and no file carries one (the next test keeps them).
		unset( $before['farol_comments']['captcha_secret'], $after['farol_comments']['captcha_secret'] );
		unset( $before['farol_comments']['social_providers']['google']['client_secret'] );
		foreach ( array( 'farol_comments', 'farol_lead_capture', 'farol_sticky_rules' ) as $option ) {
			$this->assertEquals( $before[ $option ], $after[ $option ], $option );
		}
		$this->assertSame( 25, $after['farol_lead_forwarding']['timeout'] );
		$this->assertSame( 'recaptcha_v3', $after['farol_contact_spam']['captcha_provider'] );
		$this->assertTrue( $after['farol_contact_spam']['akismet'] );
	}

	/**
	 * The receiving site keeps its own secrets, even where the file has no entry at all
	 * (a social provider the file does not configure).
	 */
	public function test_an_import_keeps_the_receiving_sites_secrets(): void {
		$this->configure( 'STAGING', 30 );
		$text = SettingsTransfer::encode( $this->transfer()->export() );
		$this->configure( 'PRODUCTION', 8 );
		$comments                                 = get_option( 'farol_comments' );
		$comments['social_providers']['facebook'] = array(
			'enabled'       => true,
			'client_id'     => 'fb',
			'client_secret' => 'PRODUCTION-facebook-0007',
		);
		update_option( 'farol_comments', $comments );

		$this->assertIsArray( $this->transfer()->import_text( $text ) );

		$after = $this->in_effect();
		$this->assertSame( 30, $after['farol_comments']['per_page'], 'the settings came from the file' );
		$this->assertSame( 'PRODUCTION-captcha-0001', $after['farol_comments']['captcha_secret'] );
		$this->assertSame( 'PRODUCTION-google-0002', $after['farol_comments']['social_providers']['google']['client_secret'] );
		$this->assertSame( 'PRODUCTION-facebook-0007', $after['farol_comments']['social_providers']['facebook']['client_secret'] );
		$this->assertEmpty( $after['farol_comments']['social_providers']['facebook']['enabled'] ?? false, 'a provider the file does not configure is off' );
		$this->assertSame( 'PRODUCTION-recaptcha-0003', $after['farol_contact_spam']['recaptcha_secret'] );
		$this->assertSame( 'PRODUCTION-turnstile-0004', $after['farol_contact_spam']['turnstile_secret'] );
		$this->assertSame( 'PRODUCTION-akismet-0005', $after['farol_contact_spam']['akismet_key'] );
		$this->assertSame( 'PRODUCTION-forwarding-0006', $after['farol_lead_forwarding']['api_key'] );
	}

	/**
	 * Each kind of bad file is refused with its own message, and not one option changes.
	 *
	 * @dataProvider bad_files
	 *
	 * @param callable $spoil  Turns a good file into a bad one's text.
	 * @param string   $code   The refusal's code.
	 * @param string   $phrase What the message says.
	 */
	public function test_a_bad_file_is_refused_and_changes_nothing( callable $spoil, string $code, string $phrase ): void {
		$this->configure( 'SECRET' );
		$document = json_decode( SettingsTransfer::encode( $this->transfer()->export() ), true );
		// A valid change first, so a half-written import would show.
		$document['settings']['comments']['per_page'] = 99;
		$before                                       = $this->snapshot();

		$result = $this->transfer()->import_text( $spoil( $document ) );

		$this->assertInstanceOf( WP_Error::class, $result );
		$this->assertSame( 'farol_settings_' . $code, $result->get_error_code() );
		$this->assertStringContainsString( $phrase, $result->get_error_message() );
		$this->assertSame( $before, $this->snapshot(), 'nothing was written' );
	}

	/**
	 * The bad files: how each is made from a good one.
	 *
	 * @return array<string, array{0: callable, 1: string, 2: string}>
	 */
	public static function bad_files(): array {
		$json = static fn( array $document ): string => (string) wp_json_encode( $document );
		return array(
			'not JSON'                     => array( static fn(): string => "format: farol-settings\n", 'not_json', 'not a JSON object' ),
			'a JSON list'                  => array( static fn(): string => '[1,2]', 'not_json', 'not a JSON object' ),
			'wrong format marker'          => array( static fn( array $d ): string => $json( array( 'format' => 'wpdiscuz' ) + $d ), 'wrong_format', '"format" is not "farol-settings"' ),
			'newer format version'         => array( static fn( array $d ): string => $json( array( 'version' => 2 ) + $d ), 'newer_version', 'format version is 2' ),
			'no version'                   => array( static fn( array $d ): string => $json( array( 'version' => '1' ) + $d ), 'no_version', '"version"' ),
			'no settings'                  => array( static fn( array $d ): string => $json( array( 'settings' => 'all' ) + $d ), 'no_settings', '"settings"' ),
			'unknown section'              => array(
				static function ( array $d ) use ( $json ): string {
					$d['settings']['wpdiscuz_phrases'] = array();
					return $json( $d );
				},
				'unknown_section',
				'wpdiscuz_phrases',
			),
			'invalid value (last section)' => array(
				static function ( array $d ) use ( $json ): string {
					$d['settings']['sticky_rules'][0]['top_distance'] = -4;
					return $json( $d );
				},
				'invalid_value',
				'top_distance',
			),
			'invalid value (type)'         => array(
				static function ( array $d ) use ( $json ): string {
					$d['settings']['lead_forwarding']['timeout'] = 'soon';
					return $json( $d );
				},
				'invalid_value',
				'timeout',
			),
			'a secret in the file'         => array(
				static function ( array $d ) use ( $json ): string {
					$d['settings']['lead_forwarding']['api_key'] = 'pasted-by-hand';
					return $json( $d );
				},
				'invalid_value',
				'api_key',
			),
			'too big'                      => array( static fn(): string => str_repeat( ' ', SettingsTransfer::MAX_BYTES + 1 ), 'too_big', 'larger than' ),
		);
	}

	/**
	 * The paths (dot-separated) of the values a REST read answered masked.
	 *
	 * @param mixed  $value  A REST value.
	 * @param string $prefix Path so far.
	 * @return list<string>
	 */
	private static function masked_paths( mixed $value, string $prefix = '' ): array {
		if ( is_string( $value ) ) {
			return str_starts_with( $value, '••••••••' ) ? array( rtrim( $prefix, '.' ) ) : array();
		}
		$paths = array();
		foreach ( is_array( $value ) ? $value : array() as $key => $child ) {
			array_push( $paths, ...self::masked_paths( $child, $prefix . $key . '.' ) );
		}
		return $paths;
	}

	/**
	 * The value at a dot-separated path (null when absent).
	 *
	 * @param array<string,mixed> $value The value.
	 * @param string              $path  The path.
	 * @return mixed
	 */
	private static function value_at( array $value, string $path ): mixed {
		foreach ( explode( '.', $path ) as $key ) {
			if ( ! is_array( $value ) || ! array_key_exists( $key, $value ) ) {
				return null;
			}
			$value = $value[ $key ];
		}
		return $value;
	}
}
