/**
 * A contact form's forwarding to RD Station Marketing, written once: whether its stored
 * submissions (never spam, never a refused send) are sent to the provider as conversions, the
 * conversion identifier they are sent under, and which field of the form fills which provider
 * field. The provider settings (address, key, timeout) are the lead forwarding's, shared.
 *
 * `npm run contracts` turns `contactFormForwarding` into
 * plugin/includes/ContactForm/contact-form-forwarding.schema.json; PHP registers the post meta
 * `farol_contact_form_forwarding` of `farol_contact_form` with it
 * (Farol\ContactForm\Forwarding\ContactFormForwarding), so every REST save is validated by core.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * Internal dependencies
 */
import {
	MAX_FORWARDING_MAPPINGS,
	PROVIDER_FIELD_PATTERN,
} from '../lib/contracts/rd-station-fields';
import { FIELD_NAME_PATTERN } from './schema-contract';

/**
 * The consent target: the field mapped to it (a checkbox or acceptance) is not sent as a
 * contact field; ticked it sends `legal_bases` communications consent 'granted', else
 * 'declined' (as the RD Station plugin's `communications` mapping did).
 */
export const CONSENT_TARGET = 'communications';

/**
 * A conversion identifier: what RD Station shows as the conversion's source (no markup, no
 * line breaks).
 */
export const CONVERSION_IDENTIFIER_PATTERN = /^[^<>"\t\r\n]*$/;

export const contactForwardingMapping = z
	.object( {
		/** The contact field's name (a `farol/contact-field` block's name). */
		from: z.string().regex( FIELD_NAME_PATTERN ),
		/** The provider field it fills, or the consent target. */
		to: z
			.string()
			.regex(
				new RegExp(
					`${ PROVIDER_FIELD_PATTERN.source }|^${ CONSENT_TARGET }$`
				)
			),
	} )
	.strict();

export const contactFormForwarding = z
	.object( {
		/** Send this form's stored submissions to the provider. */
		enabled: z.boolean().default( false ),
		/**
		 * The conversion identifier; empty: the form's slug (its title, as the editor wrote it,
		 * made a slug).
		 */
		conversion_identifier: z
			.string()
			.max( 100 )
			.regex( CONVERSION_IDENTIFIER_PATTERN )
			.default( '' ),
		mapping: z
			.array( contactForwardingMapping )
			.max( MAX_FORWARDING_MAPPINGS )
			.default( [] ),
	} )
	.strict();

export type ContactFormForwarding = z.output< typeof contactFormForwarding >;
export type ContactForwardingMapping = z.output<
	typeof contactForwardingMapping
>;
