<?php
/**
 * Forwarding settings through the REST API.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Forwarding\FormForwarding;
use Farol\LeadForm\Forwarding\ProviderSettings;
use Farol\Tests\TestCase;

/**
 * Only administrators read and change the provider settings and the queue; the API key never
 * goes back to the browser in full; a form's forwarding settings are saved with the form and
 * checked against the contract.
 */
final class ForwardingSettingsTest extends TestCase {

	use ForwardingFixtures;

	/**
	 * A subscriber and an editor get 403 from the settings route and the queue routes.
	 */
	public function test_only_administrators_reach_the_provider_settings_and_the_queue(): void {
		foreach ( array( 'subscriber', 'editor' ) as $role ) {
			$this->login_as( $role );
			$this->assertSame( 403, $this->rest( 'GET', '/wp/v2/settings' )->get_status(), $role );
			$this->assertSame( 403, $this->rest( 'POST', '/wp/v2/settings', array( ProviderSettings::OPTION => array( 'api_key' => 'stolen' ) ) )->get_status(), $role );
			$this->assertSame( 403, $this->rest( 'GET', '/farol/v1/forwarding/queue' )->get_status(), $role );
			$this->assertSame( 403, $this->rest( 'POST', '/farol/v1/forwarding/queue/retry-failed' )->get_status(), $role );
		}
		$this->assertSame( array(), get_option( ProviderSettings::OPTION, array() ) );

		$this->login_as( 'administrator' );
		$queue = $this->rest( 'GET', '/farol/v1/forwarding/queue' );
		$this->assertSame( 200, $queue->get_status() );
		$this->assertSame( array( 'none', 'pending', 'sent', 'failed', 'next_attempt_at', 'stopped', 'queues' ), array_keys( $queue->get_data() ) );
		$schema = json_decode( (string) file_get_contents( FAROL_TESTS_ROOT . '/plugin/includes/LeadForm/forwarding-queue-answer.schema.json' ), true );
		$this->assertTrue( rest_validate_value_from_schema( json_decode( (string) wp_json_encode( $queue->get_data() ), true ), $schema ), 'The answer is the contract\'s shape.' );
	}

	/**
	 * An administrator saves the key and reads it back masked; saving the masked value (with
	 * another timeout) keeps the key; a new key replaces it.
	 */
	public function test_the_api_key_is_never_read_back_in_full(): void {
		$this->login_as( 'administrator' );
		$saved = $this->rest(
			'POST',
			'/wp/v2/settings',
			array(
				ProviderSettings::OPTION => array(
					'base_url' => 'https://api.rd.services',
					'api_key'  => 'secret-key-abcdef123456',
					'timeout'  => 10,
				),
			),
			array( 'Content-Type' => 'application/json' )
		);
		$this->assertSame( 200, $saved->get_status() );
		$this->assertSame( ProviderSettings::MASK . '3456', $saved->get_data()[ ProviderSettings::OPTION ]['api_key'] );

		$read = $this->rest( 'GET', '/wp/v2/settings' );
		$this->assertStringNotContainsString( 'secret-key-abcdef', (string) wp_json_encode( $read->get_data() ) );
		$masked = $read->get_data()[ ProviderSettings::OPTION ];
		$this->assertSame( ProviderSettings::MASK . '3456', $masked['api_key'] );

		$masked['timeout'] = 20;
		$this->rest( 'POST', '/wp/v2/settings', array( ProviderSettings::OPTION => $masked ), array( 'Content-Type' => 'application/json' ) );
		$this->assertSame( 'secret-key-abcdef123456', get_option( ProviderSettings::OPTION )['api_key'] );
		$this->assertSame( 20, get_option( ProviderSettings::OPTION )['timeout'] );

		$masked['api_key'] = 'another-key-999999';
		$this->rest( 'POST', '/wp/v2/settings', array( ProviderSettings::OPTION => $masked ), array( 'Content-Type' => 'application/json' ) );
		$this->assertSame( 'another-key-999999', get_option( ProviderSettings::OPTION )['api_key'] );
	}

	/**
	 * Settings outside the contract (an address that is not http(s), a timeout out of range)
	 * are refused with a 400.
	 */
	public function test_settings_outside_the_contract_are_refused(): void {
		$this->login_as( 'administrator' );
		foreach ( array( array( 'base_url' => 'ftp://rd.example' ), array( 'timeout' => 0 ), array( 'timeout' => 61 ) ) as $bad ) {
			$response = $this->rest( 'POST', '/wp/v2/settings', array( ProviderSettings::OPTION => $bad ), array( 'Content-Type' => 'application/json' ) );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $bad ) );
		}
	}

	/**
	 * An editor saves a form's forwarding settings with the form; a mapping to a field the
	 * provider does not have is refused.
	 */
	public function test_an_editor_saves_a_forms_forwarding_with_the_form(): void {
		$form = $this->create_forwarding_form( array() );
		$this->login_as( 'editor' );
		$route = '/wp/v2/' . LeadFormPostType::REST_BASE . '/' . $form->id;

		$forwarding = array(
			'enabled' => true,
			'mapping' => array(
				array(
					'from' => 'company',
					'to'   => 'company_name',
				),
				array(
					'from' => 'custom_fields[origem]',
					'to'   => 'cf_origem',
				),
			),
		);
		$saved      = $this->rest( 'POST', $route, array( 'meta' => array( FormForwarding::META => $forwarding ) ), array( 'Content-Type' => 'application/json' ) );
		$this->assertSame( 200, $saved->get_status(), (string) wp_json_encode( $saved->get_data() ) );
		$this->assertSame( $forwarding, $saved->get_data()['meta'][ FormForwarding::META ] );

		$bad      = array(
			'enabled' => true,
			'mapping' => array(
				array(
					'from' => 'company',
					'to'   => 'password',
				),
			),
		);
		$response = $this->rest( 'POST', $route, array( 'meta' => array( FormForwarding::META => $bad ) ), array( 'Content-Type' => 'application/json' ) );
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'company_name', get_post_meta( $form->id, FormForwarding::META, true )['mapping'][0]['to'] );
	}

	/**
	 * A form without forwarding settings reads as off, with an empty mapping.
	 */
	public function test_a_form_without_forwarding_settings_reads_as_off(): void {
		$form = $this->create_forwarding_form( array() );
		delete_post_meta( $form->id, FormForwarding::META );
		$this->login_as( 'editor' );
		$read = $this->rest( 'GET', '/wp/v2/' . LeadFormPostType::REST_BASE . '/' . $form->id, array( 'context' => 'edit' ) );
		$this->assertSame(
			array(
				'enabled' => false,
				'mapping' => array(),
			),
			$read->get_data()['meta'][ FormForwarding::META ]
		);
	}
}
