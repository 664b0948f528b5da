<?php
/**
 * WordPress's personal-data tools, for Farol's leads.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\LeadForm\Store\ContactRepository;
use Farol\LeadForm\Store\ConversionRepository;

/**
 * Registers a personal-data exporter and eraser (Tools › Export/Erase Personal Data) that
 * know the leads store by e-mail address: the export holds the contact (its fields, counts
 * and consent) and every conversion with its payload; the eraser deletes them all (a lead
 * is nothing but personal data, so nothing is kept in anonymised form) and reports the items
 * removed. Conversions are exported and erased PAGE_SIZE at a time, as core pages through.
 */
final class LeadsPrivacy {

	/**
	 * Id of the exporter and the eraser.
	 */
	public const ID = 'farol-leads';

	/**
	 * Conversions per page.
	 */
	public const PAGE_SIZE = 100;

	/**
	 * Creates the tools.
	 *
	 * @param ContactRepository    $contacts    Contacts.
	 * @param ConversionRepository $conversions Conversions.
	 */
	public function __construct( private ContactRepository $contacts, private ConversionRepository $conversions ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'add_exporter' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'add_eraser' ) );
	}

	/**
	 * Registers the exporter.
	 *
	 * @param array<string,array<string,mixed>> $exporters Exporters.
	 * @return array<string,array<string,mixed>>
	 */
	public function add_exporter( $exporters ): array {
		$exporters             = (array) $exporters;
		$exporters[ self::ID ] = array(
			'exporter_friendly_name' => __( 'Farol leads', 'farol' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Registers the eraser.
	 *
	 * @param array<string,array<string,mixed>> $erasers Erasers.
	 * @return array<string,array<string,mixed>>
	 */
	public function add_eraser( $erasers ): array {
		$erasers             = (array) $erasers;
		$erasers[ self::ID ] = array(
			'eraser_friendly_name' => __( 'Farol leads', 'farol' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * One page of the export.
	 *
	 * @param string $email E-mail address.
	 * @param int    $page  Page, from 1.
	 * @return array{data: list<array<string,mixed>>, done: bool}
	 */
	public function export( $email, $page = 1 ): array {
		$email = (string) $email;
		$page  = max( 1, (int) $page );
		$data  = array();
		if ( 1 === $page ) {
			$contact = $this->contacts->find_by_email( $email );
			if ( null !== $contact ) {
				$data[] = array(
					'group_id'    => 'farol-lead-contact',
					'group_label' => __( 'Lead contact', 'farol' ),
					'item_id'     => 'farol-lead-contact-' . $contact['id'],
					'data'        => $this->contact_data( $contact ),
				);
			}
		}
		$rows = array_slice( $this->conversions->for_email( $email, self::PAGE_SIZE * $page + 1, 0 ), self::PAGE_SIZE * ( $page - 1 ) );
		$done = count( $rows ) <= self::PAGE_SIZE;
		foreach ( array_slice( $rows, 0, self::PAGE_SIZE ) as $row ) {
			$data[] = array(
				'group_id'    => 'farol-lead-conversions',
				'group_label' => __( 'Lead conversions', 'farol' ),
				'item_id'     => 'farol-lead-conversion-' . $row['uuid'],
				'data'        => $this->conversion_data( $row ),
			);
		}
		return array(
			'data' => $data,
			'done' => $done,
		);
	}

	/**
	 * One page of the erasure: deletes up to PAGE_SIZE conversions, then the contact.
	 *
	 * @param string $email E-mail address.
	 * @param int    $page  Page (unused: each page deletes what is left).
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( $email, $page = 1 ): array {
		unset( $page );
		$email   = (string) $email;
		$rows    = $this->conversions->for_email( $email, self::PAGE_SIZE + 1, 0 );
		$removed = $this->conversions->delete( array_map( 'intval', array_column( array_slice( $rows, 0, self::PAGE_SIZE ), 'id' ) ) );
		$done    = count( $rows ) <= self::PAGE_SIZE;
		if ( $done ) {
			$removed += $this->contacts->delete_by_email( $email );
		}
		return array(
			'items_removed'  => $removed > 0,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => $done,
		);
	}

	/**
	 * The contact as name/value pairs.
	 *
	 * @param array<string,mixed> $contact Row.
	 * @return list<array{name: string, value: string}>
	 */
	private function contact_data( array $contact ): array {
		$pairs  = array(
			__( 'E-mail', 'farol' )           => $contact['email'],
			__( 'Name', 'farol' )             => $contact['name'],
			__( 'Conversions', 'farol' )      => $contact['conversions_count'],
			__( 'First conversion', 'farol' ) => $contact['first_conversion_at'],
			__( 'Last conversion', 'farol' )  => $contact['last_conversion_at'],
			__( 'Consent', 'farol' )          => $contact['consent_text'],
			__( 'Consent given at', 'farol' ) => $contact['consent_at'],
		);
		$fields = json_decode( (string) $contact['fields'], true );
		return array_merge( self::pairs( $pairs ), self::pairs( is_array( $fields ) ? $fields : array() ) );
	}

	/**
	 * A conversion as name/value pairs.
	 *
	 * @param array<string,mixed> $row Row.
	 * @return list<array{name: string, value: string}>
	 */
	private function conversion_data( array $row ): array {
		$pairs   = array(
			__( 'Date', 'farol' )             => $row['created_at'],
			__( 'Form', 'farol' )             => get_the_title( (int) $row['form_id'] ),
			__( 'Page', 'farol' )             => $row['conversion_url'],
			__( 'Traffic source', 'farol' )   => $row['traffic_source'],
			__( 'Consent', 'farol' )          => $row['consent_text'],
			__( 'Consent given at', 'farol' ) => $row['consent_at'],
		);
		$payload = json_decode( (string) $row['payload'], true );
		return array_merge( self::pairs( $pairs ), self::pairs( is_array( $payload ) ? $payload : array() ) );
	}

	/**
	 * Name/value pairs of a map, empty values left out, lists joined with commas.
	 *
	 * @param array<string|int,mixed> $map Map.
	 * @return list<array{name: string, value: string}>
	 */
	private static function pairs( array $map ): array {
		$pairs = array();
		foreach ( $map as $name => $value ) {
			$text = is_array( $value ) ? implode( ', ', array_map( 'strval', $value ) ) : ( is_bool( $value ) ? ( $value ? 'true' : 'false' ) : (string) $value );
			if ( '' !== $text ) {
				$pairs[] = array(
					'name'  => (string) $name,
					'value' => $text,
				);
			}
		}
		return $pairs;
	}
}
