/**
 * The forwarding contract, written once: the provider settings (where conversions are sent
 * and with which key) and a form's forwarding settings (on or off, and which form field goes
 * to which provider field).
 *
 * `npm run contracts` turns `forwardingSettings` and `formForwarding` into the JSON Schemas
 * committed as plugin/includes/LeadForm/forwarding-settings.schema.json and
 * plugin/includes/LeadForm/form-forwarding.schema.json. PHP registers the option
 * `farol_lead_forwarding` and the post meta `farol_lead_form_forwarding` with them
 * (Farol\LeadForm\Forwarding), so every REST save is validated by core.
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
	PROVIDER_STANDARD_FIELDS,
} from '../lib/contracts/rd-station-fields';

export { PROVIDER_FIELD_PATTERN, PROVIDER_STANDARD_FIELDS };

/** A form field's name, as the lead form contract allows it. */
export const FORM_FIELD_PATTERN =
	/^(?:[a-z][a-z0-9_]{0,63}|custom_fields\[[A-Za-z0-9_]{1,64}\])$/;

export const FORWARDING_LIMITS = {
	/** Most rows of a mapping table. */
	maxMappings: MAX_FORWARDING_MAPPINGS,
	/** Shortest and longest request timeout, in seconds. */
	minTimeout: 1,
	maxTimeout: 60,
	/** Longest API key. */
	maxKeyLength: 256,
	/** Longest base address. */
	maxUrlLength: 2048,
} as const;

/** The provider's address when none is set. */
export const DEFAULT_BASE_URL = 'https://api.rd.services';

/** The secrets of `forwardingSettings`: read back masked, never exported (settings-transfer). */
export const FORWARDING_SECRETS = [ 'api_key' ] as const;

export const forwardingSettings = z
	.object( {
		/** The provider's API address, without a trailing path. */
		base_url: z
			.string()
			.regex( /^https?:\/\/[^\s]+$/ )
			.max( FORWARDING_LIMITS.maxUrlLength )
			.default( DEFAULT_BASE_URL ),
		/**
		 * The conversions API key. Read back masked (its last four characters only); saving the
		 * masked value keeps the stored key.
		 */
		api_key: z.string().max( FORWARDING_LIMITS.maxKeyLength ).default( '' ),
		/** Seconds to wait for the provider's answer. */
		timeout: z
			.number()
			.int()
			.min( FORWARDING_LIMITS.minTimeout )
			.max( FORWARDING_LIMITS.maxTimeout )
			.default( 10 ),
	} )
	.strict();

export const forwardingMapping = z
	.object( {
		/** The form field's name. */
		from: z.string().regex( FORM_FIELD_PATTERN ),
		/** The provider field it fills. */
		to: z.string().regex( PROVIDER_FIELD_PATTERN ),
	} )
	.strict();

export const formForwarding = z
	.object( {
		/** Send this form's conversions to the provider. */
		enabled: z.boolean().default( false ),
		mapping: z
			.array( forwardingMapping )
			.max( FORWARDING_LIMITS.maxMappings )
			.default( [] ),
	} )
	.strict();

/**
 * The answer of `GET farol/v1/forwarding/queue` (ForwardingController::status()): the lead
 * conversions per forwarding state, the next retry, the provider's refusal while forwarding is
 * stopped, and every queue that delivers through the provider (the lead forms' and the contact
 * forms'). `npm run contracts` writes it as forwarding-queue-answer.schema.json, which the PHP
 * tests check the route's answer against.
 */
export const forwardingQueueAnswer = z.object( {
	none: z.number().int(),
	pending: z.number().int(),
	sent: z.number().int(),
	failed: z.number().int(),
	next_attempt_at: z.string().nullable(),
	stopped: z.string().nullable(),
	queues: z.array(
		z
			.object( {
				name: z.string(),
				label: z.string(),
				pending: z.number().int(),
				sent: z.number().int(),
				failed: z.number().int(),
			} )
			.strict()
	),
} );

export type ForwardingSettings = z.output< typeof forwardingSettings >;
export type FormForwarding = z.output< typeof formForwarding >;
export type ForwardingMapping = z.output< typeof forwardingMapping >;
