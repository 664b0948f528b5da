<?php
/**
 * Rows of the leads store for the Leads screen's tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Store\ContactRepository;
use Farol\LeadForm\Store\LeadsTables;

/**
 * Inserts forms, contacts, conversions and daily statistics straight into the store's tables
 * (as the conversion API will), inside the test's transaction.
 */
trait LeadsTestData {

	/**
	 * Creates a lead form post.
	 *
	 * @param string $title Title.
	 */
	protected function create_form( string $title ): int {
		return $this->create_post(
			array(
				'post_type'   => LeadFormPostType::POST_TYPE,
				'post_title'  => $title,
				'post_status' => 'publish',
				'meta_input'  => array( LeadFormPostType::DEFINITION_META => LeadFormStoreTest::demo_definition() ),
			)
		);
	}

	/**
	 * Inserts a contact.
	 *
	 * @param string              $email  Address.
	 * @param string              $name   Name.
	 * @param array<string,mixed> $fields Latest fields.
	 * @param array<string,mixed> $extra  Other columns.
	 */
	protected function insert_contact( string $email, string $name, array $fields = array(), array $extra = array() ): int {
		global $wpdb;
		$wpdb->insert(
			LeadsTables::contacts(),
			array_merge(
				array(
					'email_hash'          => ContactRepository::email_hash( $email ),
					'email'               => $email,
					'name'                => $name,
					'fields'              => (string) wp_json_encode( $fields ),
					'conversions_count'   => 0,
					'first_conversion_at' => '2026-11-01 12:00:00',
					'last_conversion_at'  => '2026-11-01 12:00:00',
					'last_form_id'        => 0,
				),
				$extra
			)
		);
		return (int) $wpdb->insert_id;
	}

	/**
	 * Inserts a conversion of a contact and updates the contact's counters.
	 *
	 * @param int                 $form       Form ID.
	 * @param int                 $contact    Contact ID.
	 * @param string              $created_at UTC `Y-m-d H:i:s`.
	 * @param array<string,mixed> $payload    Submitted values.
	 * @param array<string,mixed> $extra      Other columns.
	 */
	protected function insert_conversion( int $form, int $contact, string $created_at, array $payload = array(), array $extra = array() ): int {
		global $wpdb;
		$contacts = LeadsTables::contacts();
		$email    = (string) $wpdb->get_var( $wpdb->prepare( "SELECT email FROM {$contacts} WHERE id = %d", $contact ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name of ours.
		$wpdb->insert(
			LeadsTables::conversions(),
			array_merge(
				array(
					'uuid'           => wp_generate_uuid4(),
					'form_id'        => $form,
					'contact_id'     => $contact,
					'variant'        => 'typed',
					'email'          => $email,
					'payload'        => (string) wp_json_encode( array_merge( array( 'email' => $email ), $payload ) ),
					'conversion_url' => 'https://example.org/landing',
					'created_at'     => $created_at,
				),
				$extra
			)
		);
		$id = (int) $wpdb->insert_id;
		$wpdb->query(
			$wpdb->prepare(
				// phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name of ours.
				"UPDATE {$contacts} SET conversions_count = conversions_count + 1, last_form_id = %d, last_conversion_at = %s WHERE id = %d",
				$form,
				$created_at,
				$contact
			)
		);
		return $id;
	}

	/**
	 * Records a form's views and rejected attempts on a day.
	 *
	 * @param int    $form     Form ID.
	 * @param string $day      `Y-m-d`.
	 * @param int    $views    Views.
	 * @param int    $rejected Rejected attempts.
	 */
	protected function insert_stats( int $form, string $day, int $views, int $rejected = 0 ): void {
		global $wpdb;
		$wpdb->insert(
			LeadsTables::form_stats(),
			array(
				'form_id'  => $form,
				'day'      => $day,
				'views'    => $views,
				'rejected' => $rejected,
			)
		);
	}
}
