<?php
/**
 * The leads store in WordPress's personal-data tools.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Conversions\LeadsPrivacy;
use Farol\LeadForm\Store\ContactRepository;
use Farol\Tests\TestCase;

/**
 * An administrator exports and erases a lead's data from Tools › Export/Erase Personal Data
 * (core's ajax handlers, as the screens call them): the export holds the contact and every
 * conversion; the erasure removes them and reports it.
 */
final class PrivacyLeadsTest extends TestCase {

	use ConversionFixtures;

	/**
	 * Core's request posts, by tool, created once per test (core refuses a second open one).
	 *
	 * @var array<string,int|\WP_Error>
	 */
	private array $requests = array();

	/**
	 * Two conversions of one lead and one of another.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.' . wp_rand( 1, 254 );
		$form                   = $this->create_form();
		$this->post_typed( $form, $this->submission( $form, array( 'cf_consentimento' => true ) ) );
		$this->post_typed( $form, $this->submission( $form, array( 'company' => 'Outra Empresa' ) ) );
		$this->post_typed( $form, $this->submission( $form, array( 'email' => 'outro@empresa.com.br' ) ) );
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		require_once ABSPATH . 'wp-admin/includes/ajax-actions.php';
	}

	/**
	 * Runs core's ajax step of a personal-data request for Farol's tool.
	 *
	 * @param string $kind  'export' or 'erase'.
	 * @param string $email Address.
	 * @return array<string,mixed> The tool's answer.
	 */
	private function run_core_tool( string $kind, string $email ): array {
		if ( ! isset( $this->requests[ $kind ] ) ) {
			$this->requests[ $kind ] = wp_create_user_request( $email, 'export' === $kind ? 'export_personal_data' : 'remove_personal_data', array(), 'confirmed' );
		}
		$request = $this->requests[ $kind ];
		$this->assertIsInt( $request );
		$filter = 'export' === $kind ? 'wp_privacy_personal_data_exporters' : 'wp_privacy_personal_data_erasers';
		$index  = array_search( LeadsPrivacy::ID, array_keys( apply_filters( $filter, array() ) ), true ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's filter.
		$this->assertIsInt( $index, 'Farol registers its ' . $kind . ' tool.' );
		$action = 'export' === $kind ? 'wp-privacy-export-personal-data' : 'wp-privacy-erase-personal-data';
		$fields = array(
			'id'       => $request,
			'page'     => 1,
			'security' => wp_create_nonce( $action . '-' . $request ),
		);
		if ( 'export' === $kind ) {
			$fields['exporter']    = $index + 1;
			$fields['sendAsEmail'] = 'false';
		} else {
			$fields['eraser'] = $index + 1;
		}
		// admin-ajax.php hooks core's handlers itself, as wp_ajax_<action with underscores>.
		add_action( 'wp_ajax_' . $action, 'wp_ajax_' . str_replace( '-', '_', $action ), 1 );
		$answer = json_decode( $this->ajax( $action, $fields ), true );
		$this->assertTrue( $answer['success'] ?? false, (string) wp_json_encode( $answer ) );
		return $answer['data'];
	}

	/**
	 * The export holds the contact and both conversions of the address, not the other lead's.
	 */
	public function test_the_export_holds_the_contact_and_every_conversion(): void {
		$this->login_as( 'administrator' );
		$data   = $this->run_core_tool( 'export', 'conceicao@empresa.com.br' );
		$groups = array_count_values( array_column( $data['data'], 'group_id' ) );
		$this->assertSame( 1, $groups['farol-lead-contact'] );
		$this->assertSame( 2, $groups['farol-lead-conversions'] );
		$this->assertTrue( $data['done'] );

		$contact = array_column( $data['data'][0]['data'], 'value', 'name' );
		$this->assertSame( 'Conceição Araújo', $contact['Name'] );
		$this->assertSame( 'Outra Empresa', $contact['company'] );
		$this->assertSame( 'Aceito receber comunicações da Farol.', $contact['Consent'] );
		$this->assertStringNotContainsString( 'outro@empresa.com.br', (string) wp_json_encode( $data ) );
	}

	/**
	 * The erasure deletes the contact and its conversions and says so; the other lead stays.
	 */
	public function test_the_erasure_removes_the_lead(): void {
		$this->login_as( 'administrator' );
		$data = $this->run_core_tool( 'erase', 'conceicao@empresa.com.br' );
		$this->assertTrue( $data['items_removed'] );
		$this->assertFalse( $data['items_retained'] );
		$this->assertTrue( $data['done'] );

		$contacts = new ContactRepository();
		$this->assertNull( $contacts->find_by_email( 'conceicao@empresa.com.br' ) );
		$this->assertNotNull( $contacts->find_by_email( 'outro@empresa.com.br' ) );
		$export = ( new LeadsPrivacy( $contacts, new \Farol\LeadForm\Store\ConversionRepository() ) )->export( 'conceicao@empresa.com.br', 1 );
		$this->assertSame( array(), $export['data'] );

		$again = $this->run_core_tool( 'erase', 'conceicao@empresa.com.br' );
		$this->assertFalse( $again['items_removed'] );
	}
}
