/**
 * How the Leads screen writes rates and forwarding states (times: src/lib/admin/format.ts).
 */
/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ForwardStatus } from '../leads-contract';

export { formatTime } from '../../lib/admin/format';

/**
 * A conversion rate as a percentage in the page's language; a dash without views.
 *
 * @param rate conversions / views, or null.
 */
export function formatRate( rate: number | null ): string {
	if ( rate === null ) {
		return '—';
	}
	return new Intl.NumberFormat( document.documentElement.lang || undefined, {
		style: 'percent',
		maximumFractionDigits: 1,
	} ).format( rate );
}

/** Labels of the forwarding states. */
export function forwardStatusLabels(): Record< ForwardStatus, string > {
	return {
		none: __( 'Not forwarded', 'farol' ),
		pending: __( 'Waiting to be sent', 'farol' ),
		sent: __( 'Sent', 'farol' ),
		failed: __( 'Failed', 'farol' ),
	};
}
