/**
 * The form's validator, from its published rules: without the phone library until a phone
 * number has to be checked, then with it (loaded on demand — its code and the metadata of the
 * calling codes the numbers need, see src/lib/phone/load.ts — when the visitor first focuses
 * a phone field or submits). A form whose rules cannot be read is checked by the server alone.
 *
 * Until the library is there — and for good when its chunk fails (it is tried twice, see
 * loadPhoneLibrary) — every rule but the phone numbers' is checked here, and the numbers are
 * left to the server, which checks every submission. A submit waits for the library a few
 * seconds at most (validatorForSubmit).
 */

/**
 * Internal dependencies
 */
import { settleWithin } from '../../lib/bounded';
import {
	leadingCallingCode,
	loadPhoneLibrary,
	type PhoneLibrary,
	type PhoneQuery,
} from '../../lib/phone';
import {
	buildValidator,
	needsPhoneLibrary,
	SERVER_CHECKS_PHONES,
	type LeadFormValidator,
} from '../rules';
import type { LeadFormRules } from '../rules-contract';
import type { FieldValues } from './collect';
import type { FieldMessages } from './machine';
import { LIBRARY_WAIT_MS } from './waits';

export type Check = LeadFormValidator | null;

export { LIBRARY_WAIT_MS };

/**
 * The validator of the rules that leaves phone numbers to the server (null when the rules
 * cannot be read).
 *
 * @param published The published rules.
 */
export function validatorWithoutLibrary( published: unknown ): Check {
	try {
		return buildValidator( published, SERVER_CHECKS_PHONES );
	} catch ( error ) {
		// eslint-disable-next-line no-console -- a form with broken rules must leave a trace.
		console.error( '[farol] lead form rules', error );
		return null;
	}
}

/**
 * The numbers the rules would ask the phone library about in these values (the rules run
 * once with a reader that only writes the questions down), so that exactly their metadata
 * is loaded.
 *
 * @param published The published rules.
 * @param values    The values.
 */
function phoneQueries( published: unknown, values: FieldValues ): PhoneQuery[] {
	const queries: PhoneQuery[] = [];
	buildValidator( published, {
		callingCode: leadingCallingCode,
		parse: ( number, region ) => {
			queries.push( { number, region } );
			return null;
		},
	} ).validate( values );
	return queries;
}

/**
 * The validator of the rules (null when they cannot be read), with the phone library and the
 * metadata of the numbers in the values when the form has a phone field and they load.
 *
 * @param published The published rules.
 * @param values    The values to check, from the parsed rules (phone values as sent).
 * @param load      Loads the phone library.
 */
export async function validatorFor(
	published: unknown,
	values: ( rules: LeadFormRules ) => FieldValues,
	load: () => Promise< PhoneLibrary > = loadPhoneLibrary
): Promise< Check > {
	const validator = validatorWithoutLibrary( published );
	if ( ! validator || ! needsPhoneLibrary( validator.rules ) ) {
		return validator;
	}
	try {
		const library = await load();
		await library.prepare(
			phoneQueries( published, values( validator.rules ) )
		);
		return buildValidator( published, library );
	} catch {
		// The library did not load (offline): the other rules still run here.
		return validator;
	}
}

/**
 * The validator a submit uses: the pending one (validatorFor) when it is ready within
 * `waitMs`, else the one that leaves phone numbers to the server.
 *
 * @param pending   The validator being built.
 * @param published The published rules.
 * @param waitMs    The longest wait.
 */
export async function validatorForSubmit(
	pending: Promise< Check >,
	published: unknown,
	waitMs: number = LIBRARY_WAIT_MS
): Promise< Check > {
	const late = Symbol( 'late' );
	const ready = await settleWithin( pending, waitMs, late );
	return ready === late ? validatorWithoutLibrary( published ) : ready;
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
