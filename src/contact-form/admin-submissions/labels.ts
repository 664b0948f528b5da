/**
 * How the inbox names statuses and mail outcomes.
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SubmissionStatus } from '../submissions-contract';

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
