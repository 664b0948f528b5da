/**
 * How the Leads screen writes times, rates and forwarding states.
 */
/**
 * WordPress dependencies
 */
import { dateI18n } from '@wordpress/date';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ForwardStatus } from '../leads-contract';

/**
 * A UTC time of the API in the site's time zone (WordPress' date settings), e.g.
 * "03/11/2026 08:00".
 *
 * @param iso ISO 8601 time, or null.
 */
export function formatTime( iso: string | null ): string {
	return iso ? dateI18n( 'd/m/Y H:i', iso, undefined ) : '—';
}

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
