/**
 * How Farol's wp-admin apps write times and submitted values.
 */
/**
 * WordPress dependencies
 */
import { dateI18n } from '@wordpress/date';
import { __ } from '@wordpress/i18n';

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
 * A submitted value as text: lists comma-separated, booleans as yes/no, objects as JSON.
 *
 * @param value Submitted value.
 */
export function valueText( value: unknown ): string {
	if ( Array.isArray( value ) ) {
		return value.map( valueText ).join( ', ' );
	}
	if ( typeof value === 'boolean' ) {
		return value ? __( 'Yes', 'farol' ) : __( 'No', 'farol' );
	}
	if ( value === null || value === undefined ) {
		return '';
	}
	return typeof value === 'object'
		? JSON.stringify( value )
		: String( value );
}
