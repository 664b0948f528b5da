<?php
/**
 * The mail queue's personal data.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

use Farol\Support\Privacy\PersonalData;
use Farol\Support\Privacy\PersonalDataSource;
use Farol\Support\Queue\JobStore;

/**
 * The mail queue's rows to an address (compared in lower case: the queue keeps an address as
 * it was given), for core's privacy tools (through Support\Privacy\
 * PersonalData): exported with their kind, subject, body, status and times; erased outright
 * (mail not sent yet to the address is cancelled with the rest). cancel_pending() is what a
 * guest's own erasure does (PersonalData::OWNER_ERASED): the mail the queue has not sent yet to
 * that address is dropped; sent rows are left to the retention (MailRetention).
 */
final class MailPersonalData implements PersonalDataSource {

	/**
	 * Rows a page.
	 */
	public const PAGE_SIZE = 100;

	/**
	 * The source's key.
	 */
	public function id(): string {
		return 'mail-queue';
	}

	/**
	 * The group's name.
	 */
	public function label(): string {
		return __( 'Farol mail queue', 'farol' );
	}

	/**
	 * One page of the rows to an address, oldest first.
	 *
	 * @param string $email The address.
	 * @param int    $page  Page, from 1.
	 * @return array{items: list<array{id: string, data: array<string, string>}>, done: bool}
	 */
	public function export( string $email, int $page ): array {
		global $wpdb;
		$table = MailQueueTable::name();
		$rows  = (array) $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the queue lives in a custom table.
			$wpdb->prepare(
				"SELECT id, kind, subject, message, status, created_at, sent_at FROM {$table} WHERE LOWER(to_address) = %s ORDER BY id LIMIT %d OFFSET %d", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- a table name of ours.
				$email,
				self::PAGE_SIZE + 1,
				self::PAGE_SIZE * ( $page - 1 )
			),
			ARRAY_A
		);
		return PersonalData::page(
			$rows,
			self::PAGE_SIZE,
			static fn ( array $row ): array => array(
				'id'   => (string) $row['id'],
				'data' => array(
					__( 'Kind', 'farol' )      => (string) $row['kind'],
					__( 'Subject', 'farol' )   => (string) $row['subject'],
					__( 'Message', 'farol' )   => (string) $row['message'],
					__( 'Status', 'farol' )    => (string) $row['status'],
					__( 'Queued at', 'farol' ) => (string) $row['created_at'],
					__( 'Sent at', 'farol' )   => (string) ( $row['sent_at'] ?? '' ),
				),
			)
		);
	}

	/**
	 * Deletes every row to an address (what was not sent yet is cancelled).
	 *
	 * @param string $email The address.
	 * @param int    $page  Page (each page deletes what is left).
	 * @return array{removed: int, retained: int, messages: list<string>, done: bool}
	 */
	public function erase( string $email, int $page ): array {
		unset( $page );
		global $wpdb;
		$table   = MailQueueTable::name();
		$removed = (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE LOWER(to_address) = %s", $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- a table name of ours.
		return PersonalData::erased( $removed );
	}

	/**
	 * Cancels the mail not sent yet to an address (its owner erased their data).
	 *
	 * @param mixed $email The address.
	 * @return int Rows dropped.
	 */
	public function cancel_pending( $email ): int {
		global $wpdb;
		$email = PersonalData::key( (string) $email );
		if ( '' === $email ) {
			return 0;
		}
		$table = MailQueueTable::name();
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE LOWER(to_address) = %s AND status = %s", $email, JobStore::PENDING ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- a table name of ours.

	}
}
