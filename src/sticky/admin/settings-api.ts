/**
 * The settings page's only data access: reads and saves the `farol_sticky_rules` setting
 * through Farol's REST layer (the wp/v2 Settings model: GET, then PATCH of this one setting).
 *
 * The server (Farol\Sticky\StickySettings) refuses a bad value with `rest_invalid_param`
 * whose `data.details.farol_sticky_rules.data.errors` lists `{ rule, field, message }`;
 * describeSaveError() turns that into messages for the right field of the right rule.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

import { getModel, isRestError } from '@farol/lib/rest';

/**
 * Internal dependencies
 */
import { stickyRules, type StickyRule } from '../rule-contract';

export const OPTION = 'farol_sticky_rules';

const FieldErrorShape = z.object( {
	rule: z.number().int(),
	field: z.string(),
	message: z.string(),
} );

const InvalidParamShape = z.object( {
	params: z.record( z.string() ).optional(),
	details: z
		.record(
			z.object( {
				data: z
					.object( { errors: z.array( FieldErrorShape ).optional() } )
					.passthrough()
					.nullish(),
			} )
		)
		.optional(),
} );

export type FieldError = z.infer< typeof FieldErrorShape >;

/** Why a save failed: a message for the page and, when known, one message per field. */
export interface SaveProblem {
	message: string;
	fields: FieldError[];
}

/**
 * Parses the setting's value as the server returned it, with the contract (missing fields
 * take its defaults: a rule stored by another writer may omit them).
 *
 * @param  value The value of `farol_sticky_rules`.
 * @throws {Error} When the server sent something else than rules.
 */
export function parseRules( value: unknown ): StickyRule[] {
	if ( value === null || value === undefined ) {
		return [];
	}
	const parsed = stickyRules.list.safeParse( value );
	if ( ! parsed.success ) {
		throw new Error(
			__( 'The server sent sticky rules in an unknown format.', 'farol' )
		);
	}
	return parsed.data;
}

/**
 * Reads the stored rules: one GET of `wp/v2/settings` asking for this setting only. The
 * settings route is a core kind, so no REST index is downloaded first.
 */
export async function loadRules(): Promise< StickyRule[] > {
	const Settings = await getModel( 'wp/v2/settings' );
	const settings = await new Settings.Model().fetch( {
		data: { _fields: OPTION },
	} );
	return parseRules( settings.get( OPTION ) );
}

/**
 * Saves the rules (all of them: the list replaces the stored one) and returns them as stored.
 *
 * @param rules Rules as sent (see drafts.toPayload).
 */
export async function saveRules(
	rules: Array< Record< string, unknown > >
): Promise< StickyRule[] > {
	const Settings = await getModel( 'wp/v2/settings' );
	// PATCH with this one setting: the site's other settings are neither sent nor touched.
	const settings = await new Settings.Model().save(
		{ [ OPTION ]: rules },
		{ patch: true }
	);
	return parseRules( settings.get( OPTION ) );
}

/**
 * What to show for a failed save.
 *
 * @param error Whatever saveRules() rejected with.
 */
export function describeSaveError( error: unknown ): SaveProblem {
	if ( isRestError( error ) ) {
		const data = InvalidParamShape.safeParse( error.data );
		if ( error.code === 'rest_invalid_param' && data.success ) {
			const fields = data.data.details?.[ OPTION ]?.data?.errors ?? [];
			if ( fields.length > 0 ) {
				return {
					message: __(
						'The settings were not saved. Correct the fields marked below.',
						'farol'
					),
					fields,
				};
			}
			const param = data.data.params?.[ OPTION ];
			if ( param ) {
				return { message: param, fields: [] };
			}
		}
		return { message: error.message, fields: [] };
	}
	return {
		message:
			error instanceof Error
				? error.message
				: __( 'The settings could not be saved.', 'farol' ),
		fields: [],
	};
}
