/**
 * The contact form client's own messages (the server words everything else): English source,
 * text domain `farol`, pt_BR in plugin/languages/pt_BR/contact-form-client.po.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/** The feedback call could not reach the server. */
export const offlineMessage = (): string =>
	__( 'You are probably offline.', 'farol' );

/** The server's answer is not JSON, or not a feedback answer. */
export const invalidJsonMessage = (): string =>
	__( 'The response is not a valid JSON response.', 'farol' );

/** The server refused the call itself (a REST error without a message of its own). */
export const refusedMessage = (): string =>
	__( 'The form could not be sent. Please try again.', 'farol' );

/** The contact form sits inside another form, where it cannot be sent. */
export const wrongPlaceMessage = (): string =>
	__( 'Error: This contact form is placed in the wrong place.', 'farol' );

/**
 * The console error of a browser without a feature the form needs.
 *
 * @param missing The missing features' names.
 * @return The message.
 */
export const missingFeaturesMessage = ( missing: readonly string[] ): string =>
	sprintf(
		/* translators: %s: names of browser features, e.g. "fetch, FormData". */
		__(
			'The contact form cannot run in this browser; it lacks: %s.',
			'farol'
		),
		missing.join( ', ' )
	);
