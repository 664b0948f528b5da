/**
 * The forwarding screen's data access, all through Farol's REST layer:
 * - provider settings: the `farol_lead_forwarding` setting of wp/v2/settings (the API key comes
 *   back masked; sending the masked text back keeps the stored key);
 * - each form's forwarding settings: the `farol_lead_form_forwarding` meta of
 *   wp/v2/farol-lead-forms, with the form's field names from its definition;
 * - the queue: farol/v1/forwarding/queue and its retry-failed action.
 */
/**
 * External dependencies
 */
import { z } from 'zod';
import { settingRoute } from '@farol/lib/admin/settings';
import { restFetch } from '@farol/lib/rest';

/**
 * Internal dependencies
 */
import {
	formForwarding,
	forwardingQueueAnswer,
	forwardingSettings,
	type FormForwarding,
	type ForwardingSettings,
} from '../forwarding-contract';

export const SETTINGS_OPTION = 'farol_lead_forwarding';
export const FORM_META = 'farol_lead_form_forwarding';

const FormAnswer = z.object( {
	id: z.number(),
	title: z.object( { raw: z.string().optional(), rendered: z.string() } ),
	meta: z
		.object( {
			[ FORM_META ]: formForwarding.nullish(),
			farol_lead_form: z
				.object( {
					fields: z.array( z.object( { name: z.string() } ) ),
				} )
				.passthrough()
				.nullish(),
		} )
		.passthrough(),
} );

/** A lead form as this screen shows it. */
export interface ForwardingForm {
	id: number;
	title: string;
	fields: string[];
	forwarding: FormForwarding;
}

export type QueueState = z.infer< typeof forwardingQueueAnswer >;

const settingsRoute = settingRoute( SETTINGS_OPTION, ( stored ) =>
	forwardingSettings.parse( stored ?? {} )
);

/** Reads the provider settings (key masked). */
export const loadSettings = (): Promise< ForwardingSettings > =>
	settingsRoute.load();

/**
 * Saves the provider settings and returns them as stored (key masked).
 *
 * @param settings Settings; a masked key keeps the stored one.
 */
export const saveSettings = (
	settings: ForwardingSettings
): Promise< ForwardingSettings > => settingsRoute.save( settings );

/** Reads every lead form with its field names and forwarding settings. */
export async function loadForms(): Promise< ForwardingForm[] > {
	const forms = await restFetch( 'farol-lead-forms', {
		method: 'GET',
		base: 'wp/v2/',
		data: {
			context: 'edit',
			per_page: 100,
			status: 'publish,draft,private,pending,future',
			_fields: 'id,title,meta',
		},
		parse: z.array( FormAnswer ),
	} );
	return forms.map( ( form ) => ( {
		id: form.id,
		title: form.title.raw ?? form.title.rendered,
		fields: ( form.meta.farol_lead_form?.fields ?? [] ).map(
			( field ) => field.name
		),
		forwarding: formForwarding.parse( form.meta[ FORM_META ] ?? {} ),
	} ) );
}

/**
 * Saves one form's forwarding settings.
 *
 * @param id         The form.
 * @param forwarding Its settings.
 */
export async function saveFormForwarding(
	id: number,
	forwarding: FormForwarding
): Promise< void > {
	await restFetch( `farol-lead-forms/${ id }`, {
		method: 'POST',
		base: 'wp/v2/',
		data: { meta: { [ FORM_META ]: forwarding } },
	} );
}

/** Reads the queue's state. */
export function loadQueue(): Promise< QueueState > {
	return restFetch( 'forwarding/queue', {
		method: 'GET',
		parse: forwardingQueueAnswer,
	} );
}

/** Puts the failed conversions back in the queue; resolves with how many. */
export async function retryFailed(): Promise< number > {
	const answer = await restFetch( 'forwarding/queue/retry-failed', {
		method: 'POST',
		parse: z.object( { requeued: z.number() } ),
	} );
	return answer.requeued;
}

/**
 * A readable message for a failed request.
 *
 * @param error Whatever a request rejected with.
 */
export function errorMessage( error: unknown ): string {
	return error instanceof Error ? error.message : String( error );
}
