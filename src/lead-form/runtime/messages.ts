/**
 * The runtime's own texts (the field messages come with the form's published rules).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/** The alert of a form that no longer takes conversions. */
export const unavailableMessage = (): string =>
	__(
		'Sorry for the inconvenience, this action is no longer available.',
		'farol'
	);

/** The error container's text after a failed send. */
export const failedMessage = (): string =>
	__(
		'We could not send your data. Check your connection and try again; nothing you typed was lost.',
		'farol'
	);
