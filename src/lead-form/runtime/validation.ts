/**
 * The form's validator, from its published rules: built at once, and rebuilt with the phone
 * library (loaded on demand, its own chunk) only when the form has a phone field. A form
 * whose rules cannot be read is checked by the server alone.
 */

/**
 * Internal dependencies
 */
import { loadPhoneLibrary } from '../../lib/phone';
import {
	buildValidator,
	needsPhoneLibrary,
	type LeadFormValidator,
} from '../rules';
import type { FieldValues } from './collect';
import type { FieldMessages } from './machine';

export type Check = LeadFormValidator | null;

/**
 * The validator of the rules (null when they cannot be read).
 *
 * @param published The published rules.
 */
export async function validatorFor( published: unknown ): Promise< Check > {
	let validator: LeadFormValidator;
	try {
		validator = buildValidator( published );
	} catch ( error ) {
		// eslint-disable-next-line no-console -- a form with broken rules must leave a trace.
		console.error( '[farol] lead form rules', error );
		return null;
	}
	if ( ! needsPhoneLibrary( validator.rules ) ) {
		return validator;
	}
	try {
		return buildValidator( published, await loadPhoneLibrary() );
	} catch {
		// The library did not load (offline): the other rules still run here.
		return validator;
	}
}

/**
 * The first message of each invalid field, fields that do not apply now (disabled) left out.
 *
 * @param validator The validator (null: nothing checked here).
 * @param fields    The form's values.
 * @param skipped   The fields not checked (see disabledFields).
 */
export function fieldMessages(
	validator: Check,
	fields: FieldValues,
	skipped: ReadonlySet< string > = new Set()
): FieldMessages {
	const messages: FieldMessages = {};
	if ( ! validator ) {
		return messages;
	}
	for ( const error of validator.validate( fields ).errors ) {
		if ( ! ( error.field in messages ) && ! skipped.has( error.field ) ) {
			messages[ error.field ] = error.error_message;
		}
	}
	return messages;
}
