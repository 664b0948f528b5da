/**
 * How the inbox names statuses and mail outcomes.
 */
/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { formatTime } from '../../lib/admin/format';
import type { Forwarding, SubmissionStatus } from '../submissions-contract';

/** Labels of the statuses the list filters by. */
export function statusLabels(): Record< SubmissionStatus, string > {
	return {
		mail_sent: __( 'Sent', 'farol' ),
		mail_failed: __( 'Mail failed', 'farol' ),
		mail_pending: __( 'Not mailed yet', 'farol' ),
		spam: __( 'Spam', 'farol' ),
	};
}

/**
 * A status's label; a custom status a site stores shows as it is.
 *
 * @param status Stored status.
 */
export function statusLabel( status: string ): string {
	const labels: Record< string, string > = statusLabels();
	return labels[ status ] ?? status;
}

/**
 * A mail outcome's label.
 *
 * @param status pending, sent, failed or skipped.
 */
export function mailLabel( status: string ): string {
	const labels: Record< string, string > = {
		pending: __( 'Waiting to be sent', 'farol' ),
		sent: __( 'Sent', 'farol' ),
		failed: __( 'Failed', 'farol' ),
		skipped: __( 'Not sent (spam)', 'farol' ),
	};
	return labels[ status ] ?? status;
}

/**
 * The list's short label of a message's forwarding to RD Station; empty for one never
 * queued (its form does not forward, or it is spam or imported history).
 *
 * @param forwarding The message's forwarding.
 */
export function forwardingLabel( forwarding: Forwarding ): string {
	const labels: Record< Forwarding[ 'status' ], string > = {
		none: '',
		pending: __( 'Waiting to be forwarded', 'farol' ),
		sent: __( 'Forwarded', 'farol' ),
		failed: __( 'Forwarding failed', 'farol' ),
	};
	return labels[ forwarding.status ];
}

/**
 * What the detail says of a message's forwarding, line by line (none for one never queued):
 * its state (and when it was sent), the attempts of a retried one and the last error.
 *
 * @param forwarding The message's forwarding.
 */
export function forwardingLines( forwarding: Forwarding ): string[] {
	if ( forwarding.status === 'none' ) {
		return [];
	}
	const lines =
		forwarding.status === 'sent'
			? [
					sprintf(
						/* translators: %s: date and time the message was forwarded. */
						__( 'Forwarded to RD Station on %s', 'farol' ),
						formatTime( forwarding.forwarded_at )
					),
			  ]
			: [ forwardingLabel( forwarding ) ];
	if ( forwarding.status === 'pending' && forwarding.attempts > 0 ) {
		lines.push(
			sprintf(
				/* translators: %d: number of attempts so far. */
				_n(
					'Tried %d time, will try again.',
					'Tried %d times, will try again.',
					forwarding.attempts,
					'farol'
				),
				forwarding.attempts
			)
		);
	}
	if ( forwarding.status !== 'sent' && forwarding.error !== '' ) {
		lines.push(
			sprintf(
				/* translators: %s: the error RD Station's last answer gave. */
				__( 'Last error: %s', 'farol' ),
				forwarding.error
			)
		);
	}
	return lines;
}
