<?php
/**
 * The mail queue screen's table.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

use Farol\Support\Queue\JobStore;

/**
 * Prints the rows of one page of the mail queue as a wp-admin list table, each pending or
 * failed one with its "Send now" form. Times are shown in the site's time zone.
 */
final class MailQueueTableView {

	/**
	 * Prints the table.
	 *
	 * @param list<array<string, mixed>> $rows   The rows.
	 * @param string                     $status The status filter ('' for all).
	 */
	public static function print( array $rows, string $status ): void {
		$labels = MailQueueScreen::statuses();
		echo '<table class="widefat striped farol-mail-queue"><caption class="screen-reader-text">' . esc_html__( 'Queued, sent and failed mail, newest first', 'farol' ) . '</caption><thead><tr>';
		foreach ( self::columns() as $column ) {
			echo '<th scope="col">' . esc_html( $column ) . '</th>';
		}
		echo '</tr></thead><tbody>';
		if ( array() === $rows ) {
			echo '<tr><td colspan="' . count( self::columns() ) . '">' . esc_html( '' === $status ? __( 'No mail yet.', 'farol' ) : __( 'No mail in this state.', 'farol' ) ) . '</td></tr>';
		}
		foreach ( $rows as $row ) {
			$state = (string) $row['status'];
			echo '<tr data-id="' . esc_attr( (string) $row['id'] ) . '">';
			echo '<td>' . esc_html( (string) $row['kind'] ) . '</td>';
			echo '<td>' . esc_html( (string) $row['to_address'] ) . '</td>';
			echo '<td>' . esc_html( (string) $row['subject'] ) . '</td>';
			echo '<td>' . esc_html( $labels[ $state ] ?? $state ) . '</td>';
			echo '<td>' . esc_html( (string) $row['attempts'] ) . '</td>';
			echo '<td>' . esc_html( JobStore::PENDING === $state ? self::local_time( $row['next_attempt_at'] ) : '—' ) . '</td>';
			echo '<td>' . esc_html( '' === (string) $row['last_error'] ? '—' : (string) $row['last_error'] ) . '</td>';
			echo '<td>';
			if ( JobStore::SENT !== $state ) {
				self::retry_form( (int) $row['id'], (string) $row['subject'] );
			} else {
				echo esc_html( self::local_time( $row['sent_at'] ) );
			}
			echo '</td></tr>';
		}
		echo '</tbody></table>';
	}

	/**
	 * Column headings.
	 *
	 * @return list<string>
	 */
	private static function columns(): array {
		return array(
			__( 'Kind', 'farol' ),
			__( 'Recipient', 'farol' ),
			__( 'Subject', 'farol' ),
			__( 'Status', 'farol' ),
			__( 'Attempts', 'farol' ),
			__( 'Next attempt', 'farol' ),
			__( 'Last error', 'farol' ),
			__( 'Sent / action', 'farol' ),
		);
	}

	/**
	 * The "Send now" form of one message.
	 *
	 * @param int    $id      The row.
	 * @param string $subject Its subject (the button's accessible name says which message).
	 */
	private static function retry_form( int $id, string $subject ): void {
		echo '<form method="post" action="' . esc_url( admin_url( 'admin-post.php' ) ) . '">';
		echo '<input type="hidden" name="action" value="' . esc_attr( MailQueueScreen::RETRY_ACTION ) . '">';
		echo '<input type="hidden" name="id" value="' . esc_attr( (string) $id ) . '">';
		// The nonce without wp_nonce_field()'s id: one form a row must not repeat an id.
		echo '<input type="hidden" name="_wpnonce" value="' . esc_attr( wp_create_nonce( MailQueueScreen::RETRY_ACTION . '_' . $id ) ) . '">';
		/* translators: %s: a message's subject. */
		$label = sprintf( __( 'Send now: %s', 'farol' ), $subject );
		echo '<button type="submit" class="button" aria-label="' . esc_attr( $label ) . '">' . esc_html__( 'Send now', 'farol' ) . '</button>';
		echo '</form>';
	}

	/**
	 * A stored UTC time in the site's time zone, or a dash.
	 *
	 * @param mixed $utc 'Y-m-d H:i:s' UTC, or null.
	 */
	private static function local_time( mixed $utc ): string {
		if ( ! is_string( $utc ) || '' === $utc ) {
			return '—';
		}
		return get_date_from_gmt( $utc, (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ) );
	}
}
