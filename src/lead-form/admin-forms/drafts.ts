/**
 * The editor's working copy of a form: the contract's types and defaults (never re-typed here)
 * plus the title and status the post holds.
 */
/**
 * External dependencies
 */
import type { ZodIssue } from 'zod';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	leadFormDefinition,
	leadFormField,
	type LeadFormDefinition,
	type LeadFormField,
} from '../form-contract';
import type { FormStatus, StoredForm } from './api';

export interface FormDraft {
	id: number | null;
	title: string;
	status: FormStatus;
	token: string | null;
	definition: LeadFormDefinition;
}

/** Problems found by the contract, keyed by path ("conversion_identifier", "fields.2.name"). */
export type DraftErrors = Record< string, string >;

/**
 * A new field of a type, with the contract's defaults.
 *
 * @param type  Field type.
 * @param taken Names already used in the form.
 */
export function newField(
	type: LeadFormField[ 'type' ],
	taken: string[]
): LeadFormField {
	let name = type === 'email' ? 'email' : `cf_${ type }`;
	for ( let n = 2; taken.includes( name ); n++ ) {
		name = `cf_${ type }_${ n }`;
	}
	return leadFormField.parse( { name, type, label: '' } );
}

/** A new form: the contract's defaults, with the one field every lead needs. */
export function newDraft(): FormDraft {
	const settings = leadFormDefinition
		.omit( { conversion_identifier: true, fields: true } )
		.parse( {} );
	return {
		id: null,
		title: '',
		status: 'draft',
		token: null,
		definition: {
			...settings,
			conversion_identifier: '',
			fields: [
				leadFormField.parse( {
					name: 'email',
					type: 'email',
					label: 'E-mail',
					required: true,
				} ),
			],
		},
	};
}

/**
 * The draft of a stored form (a broken stored definition starts over from the defaults).
 *
 * @param form The stored form.
 */
export function toDraft( form: StoredForm ): FormDraft {
	return {
		id: form.id,
		title: form.title,
		status: form.status,
		token: form.token,
		definition: form.definition ?? newDraft().definition,
	};
}

/**
 * The draft's definition checked with the contract: the value to send, or the problems.
 *
 * @param draft The draft.
 */
export function checkDraft(
	draft: FormDraft
):
	| { ok: true; definition: LeadFormDefinition }
	| { ok: false; errors: DraftErrors } {
	const parsed = leadFormDefinition.safeParse( draft.definition );
	if ( parsed.success ) {
		return { ok: true, definition: parsed.data };
	}
	const errors: DraftErrors = {};
	parsed.error.issues.forEach( ( issue: ZodIssue ) => {
		errors[ issue.path.join( '.' ) ] ??= issueMessage( issue );
	} );
	return { ok: false, errors };
}

/**
 * A list with one item moved.
 *
 * @param list The list.
 * @param from Index of the item.
 * @param to   Its new index.
 */
export function moveItem< T >( list: T[], from: number, to: number ): T[] {
	if ( to < 0 || to >= list.length ) {
		return list;
	}
	const next = [ ...list ];
	next.splice( to, 0, ...next.splice( from, 1 ) );
	return next;
}

/**
 * An editor's words for a contract problem.
 *
 * @param issue What zod found.
 */
function issueMessage( issue: ZodIssue ): string {
	const last = issue.path[ issue.path.length - 1 ];
	if ( issue.code === 'too_small' ) {
		return last === 'fields'
			? __( 'A form needs at least one field.', 'farol' )
			: __( 'This is required.', 'farol' );
	}
	if ( issue.code === 'too_big' ) {
		return __( 'This is too long.', 'farol' );
	}
	if ( issue.code === 'invalid_string' && last === 'name' ) {
		return __(
			'Use lower-case letters, digits and underscores, starting with a letter (or custom_fields[id]).',
			'farol'
		);
	}
	return __( 'This value is not valid.', 'farol' );
}
