<?php
/**
 * Forms, settings and conversions the forwarding tests share.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Forms\LeadForm;
use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Forms\LeadFormSchema;
use Farol\LeadForm\Forwarding\ForwardingContract;
use Farol\LeadForm\Forwarding\ForwardingPause;
use Farol\LeadForm\Forwarding\ForwardingQueue;
use Farol\LeadForm\Forwarding\ForwardingRunner;
use Farol\LeadForm\Forwarding\FormForwarding;
use Farol\LeadForm\Forwarding\ProviderSettings;
use Farol\LeadForm\Forwarding\RdStationClient;
use Farol\LeadForm\Store\LeadsTables;

/**
 * Builds a published demo form, the provider settings pointing at the stand-in, and stored
 * conversions (rows of the conversions table, as the conversion API stores them).
 */
trait ForwardingFixtures {

	/**
	 * A published form with the demo definition and its forwarding settings.
	 *
	 * @param array<string, mixed> $forwarding The form's forwarding settings.
	 */
	protected function create_forwarding_form( array $forwarding ): LeadForm {
		$id = $this->create_post(
			array(
				'post_type'   => LeadFormPostType::POST_TYPE,
				'post_title'  => 'Newsletter',
				'post_status' => 'publish',
			)
		);
		update_post_meta( $id, LeadFormPostType::DEFINITION_META, LeadFormStoreTest::demo_definition() );
		update_post_meta( $id, FormForwarding::META, $forwarding );
		$form = ( new FormRepository( new LeadFormSchema() ) )->find( $id );
		$this->assertNotNull( $form );
		return $form;
	}

	/**
	 * Stores the provider settings.
	 *
	 * @param string $base_url Provider address.
	 * @param string $api_key  Key.
	 * @param int    $timeout  Seconds.
	 */
	protected function set_provider( string $base_url, string $api_key = 'rd-key-0123456789', int $timeout = 5 ): void {
		update_option(
			ProviderSettings::OPTION,
			array(
				'base_url' => $base_url,
				'api_key'  => $api_key,
				'timeout'  => $timeout,
			)
		);
	}

	/**
	 * Stores a conversion row.
	 *
	 * @param LeadForm             $form    Its form.
	 * @param array<string, mixed> $values  Submitted values.
	 * @param array<string, mixed> $columns Other columns.
	 * @return int Its id.
	 */
	protected function store_conversion( LeadForm $form, array $values, array $columns = array() ): int {
		global $wpdb;
		$wpdb->insert(
			LeadsTables::conversions(),
			array_merge(
				array(
					'uuid'           => wp_generate_uuid4(),
					'form_id'        => $form->id,
					'contact_id'     => 1,
					'variant'        => 'typed',
					'email'          => (string) ( $values['email'] ?? '' ),
					'payload'        => (string) wp_json_encode( $values ),
					'traffic_source' => 'google',
					'client_id'      => '6f1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
					'created_at'     => gmdate( 'Y-m-d H:i:s' ),
				),
				$columns
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * A conversion's row.
	 *
	 * @param int $id The conversion.
	 * @return array<string, mixed>
	 */
	protected function conversion( int $id ): array {
		global $wpdb;
		$table = LeadsTables::conversions();
		return (array) $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name of ours.
	}

	/**
	 * The worker, built as the plugin builds it.
	 */
	protected function runner(): ForwardingRunner {
		$contract = new ForwardingContract();
		$settings = new ProviderSettings( $contract );
		return new ForwardingRunner(
			new ForwardingQueue(),
			new RdStationClient( $settings ),
			new FormRepository( new LeadFormSchema() ),
			new FormForwarding( $contract ),
			$settings,
			new ForwardingPause()
		);
	}

	/**
	 * What a visitor of the demo form submitted.
	 *
	 * @return array<string, mixed>
	 */
	protected static function demo_values(): array {
		return array(
			'name'             => 'Maria da Conceição',
			'email'            => 'maria@empresa.com.br',
			'company'          => 'Padaria Pão Quente Ltda',
			'job_title'        => 'Diretora',
			'mobile_phone'     => '+5511987654321',
			'state'            => 'SP',
			'city'             => 'São Paulo',
			'cf_interesse'     => array( 'marketing', 'vendas' ),
			'cf_consentimento' => true,
			'conversion_url'   => 'https://farol.example/contato/',
		);
	}
}
