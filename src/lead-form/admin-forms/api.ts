/**
 * The form editor's only data access, through @wordpress/api-fetch (which adds the REST nonce):
 * forms on wp/v2/farol-lead-forms (their definition is the `farol_lead_form` meta, validated by
 * core against the contract; `token` is the editors-only field), the token's rotation on
 * farol/v1/forms/{id}/token, and the hosts on wp/v2/settings.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { leadFormDefinition, type LeadFormDefinition } from '../form-contract';
import { leadCaptureHosts, type LeadCaptureHosts } from '../hosts-contract';

const FORMS_PATH = '/wp/v2/farol-lead-forms';
const HOSTS_OPTION = 'farol_lead_capture';

export type FormStatus = 'publish' | 'draft';

/** A form as the editor lists and edits it. */
export interface StoredForm {
	id: number;
	title: string;
	status: FormStatus;
	token: string | null;
	/** Null when the stored definition no longer fits the contract. */
	definition: LeadFormDefinition | null;
}

const RestForm = z.object( {
	id: z.number(),
	title: z.object( { raw: z.string().optional() } ).passthrough(),
	status: z.string(),
	token: z.string().nullish(),
	meta: z.object( { farol_lead_form: z.unknown() } ).passthrough().optional(),
} );

const RestErrorShape = z.object( {
	code: z.string().optional(),
	message: z.string(),
	data: z
		.object( {
			params: z.record( z.string() ).optional(),
		} )
		.passthrough()
		.nullish(),
} );

/**
 * A form from its REST answer.
 *
 * @param raw One item of the answer.
 */
function toStoredForm( raw: unknown ): StoredForm {
	const form = RestForm.parse( raw );
	const definition = leadFormDefinition.safeParse(
		form.meta?.farol_lead_form
	);
	return {
		id: form.id,
		title: form.title.raw ?? '',
		status: form.status === 'publish' ? 'publish' : 'draft',
		token: form.token ?? null,
		definition: definition.success ? definition.data : null,
	};
}

/** Every form that is not in the trash, newest first. */
export async function listForms(): Promise< StoredForm[] > {
	const found = await apiFetch< unknown[] >( {
		path: `${ FORMS_PATH }?context=edit&status=publish,draft,pending,private&per_page=100&_fields=id,title,status,token,meta`,
	} );
	return found.map( toStoredForm );
}

/**
 * Creates (id null) or updates a form; answers it as stored.
 *
 * @param id         The form, or null for a new one.
 * @param title      Its title.
 * @param status     publish or draft.
 * @param definition Its definition (checked with the contract by the caller).
 */
export async function saveForm(
	id: number | null,
	title: string,
	status: FormStatus,
	definition: LeadFormDefinition
): Promise< StoredForm > {
	const saved = await apiFetch( {
		path: `${
			id === null ? FORMS_PATH : `${ FORMS_PATH }/${ id }`
		}?context=edit&_fields=id,title,status,token,meta`,
		method: 'POST',
		data: { title, status, meta: { farol_lead_form: definition } },
	} );
	return toStoredForm( saved );
}

/**
 * Deletes a form for good.
 *
 * @param id The form.
 */
export async function deleteForm( id: number ): Promise< void > {
	await apiFetch( {
		path: `${ FORMS_PATH }/${ id }?force=true`,
		method: 'DELETE',
	} );
}

/**
 * Gives a form a new public token (the old one stops working); answers the new one.
 *
 * @param id The form.
 */
export async function rotateToken( id: number ): Promise< string > {
	const answer = z.object( { token: z.string() } ).parse(
		await apiFetch( {
			path: `/farol/v1/forms/${ id }/token`,
			method: 'POST',
		} )
	);
	return answer.token;
}

/** The stored hosts ('' for this site). */
export async function loadHosts(): Promise< LeadCaptureHosts > {
	const settings = await apiFetch< Record< string, unknown > >( {
		path: `/wp/v2/settings?_fields=${ HOSTS_OPTION }`,
	} );
	return leadCaptureHosts.parse( settings[ HOSTS_OPTION ] ?? {} );
}

/**
 * Saves the hosts; answers them as stored.
 *
 * @param hosts The three addresses.
 */
export async function saveHosts(
	hosts: LeadCaptureHosts
): Promise< LeadCaptureHosts > {
	const settings = await apiFetch< Record< string, unknown > >( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ HOSTS_OPTION ]: hosts },
	} );
	return leadCaptureHosts.parse( settings[ HOSTS_OPTION ] ?? {} );
}

/**
 * What to show for a failed request: the server's message and, for a refused parameter,
 * each parameter's own message.
 *
 * @param error Whatever a call above rejected with.
 */
export function describeError( error: unknown ): string {
	const shape = RestErrorShape.safeParse( error );
	if ( shape.success ) {
		const params = Object.values( shape.data.data?.params ?? {} );
		return [ shape.data.message, ...params ].join( ' ' );
	}
	if ( error instanceof Error ) {
		return error.message;
	}
	return __( 'The server did not answer as expected.', 'farol' );
}
