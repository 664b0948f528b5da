<?php
/**
 * The hosts setting.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forms\HostSettings;
use Farol\Tests\TestCase;

/**
 * Administrators set where forms send their calls through wp/v2/settings; the contract refuses
 * anything but an http(s) address without a trailing slash; the form markup uses the hosts.
 */
final class FormHostsTest extends TestCase {

	use FormTestHelpers;

	/**
	 * An administrator saves hosts and the markup's endpoints follow them.
	 */
	public function test_saved_hosts_are_the_forms_endpoints(): void {
		$this->login_as( 'administrator' );
		$hosts    = array(
			'api_domain'  => 'https://leads.example.com/api',
			'form_domain' => 'https://forms.example.com',
			'cities_host' => '',
		);
		$response = $this->rest( 'POST', '/wp/v2/settings', array( HostSettings::OPTION => $hosts ) );

		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$this->assertSame( $hosts, $response->get_data()[ HostSettings::OPTION ] );

		$id    = $this->create_form( self::fixture( 'every-field-form' ) );
		$xpath = self::xpath( (string) $this->rest( 'GET', '/farol/v1/forms/' . $id )->get_data() );
		$this->assertSame( 'https://leads.example.com/api/conversions', $this->attribute( $xpath, '//form', 'data-farol-endpoint-typed' ) );
		$this->assertSame( 'https://leads.example.com/api/api/1.2/conversions.json', $this->attribute( $xpath, '//form', 'data-farol-endpoint-legacy' ) );
		// An empty host is this site's.
		$this->assertSame( rest_url( 'farol/v1/api/cidades/' ), $this->attribute( $xpath, '//form', 'data-farol-endpoint-cities' ) );
		$props = json_decode( $this->attribute( $xpath, '//div[@class="farol-lead-form"]', 'data-farol-props' ), true );
		$this->assertSame( 'https://forms.example.com/' . $id, $props['endpoints']['template'] );
	}

	/**
	 * Bad addresses are refused with a 400 and nothing changes.
	 *
	 * @dataProvider bad_hosts
	 *
	 * @param string $address A bad address.
	 */
	public function test_bad_addresses_are_refused( string $address ): void {
		$this->login_as( 'administrator' );
		$response = $this->rest( 'POST', '/wp/v2/settings', array( HostSettings::OPTION => array( 'api_domain' => $address ) ) );

		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'] );
		$this->assertSame( '', ( new HostSettings() )->sanitize( get_option( HostSettings::OPTION ) )['api_domain'] );
	}

	/**
	 * Addresses the contract refuses.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function bad_hosts(): array {
		return array(
			'trailing slash' => array( 'https://leads.example.com/' ),
			'not http'       => array( 'ftp://leads.example.com' ),
			'not an address' => array( 'leads' ),
			'query string'   => array( 'https://leads.example.com/?a=1' ),
		);
	}

	/**
	 * Unknown keys are refused too.
	 */
	public function test_unknown_keys_are_refused(): void {
		$this->login_as( 'administrator' );
		$response = $this->rest( 'POST', '/wp/v2/settings', array( HostSettings::OPTION => array( 'other' => 'https://x.example' ) ) );

		$this->assertSame( 400, $response->get_status() );
	}

	/**
	 * Editors may not change the hosts.
	 */
	public function test_editors_may_not_change_the_hosts(): void {
		$this->login_as( 'editor' );
		$response = $this->rest( 'POST', '/wp/v2/settings', array( HostSettings::OPTION => array( 'api_domain' => 'https://evil.example' ) ) );

		$this->assertSame( 403, $response->get_status() );
		$this->assertSame( untrailingslashit( rest_url( 'farol/v1' ) ), ( new HostSettings() )->hosts()['api_domain'] );
	}
}
