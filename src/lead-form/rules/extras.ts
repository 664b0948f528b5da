/**
 * The extra keys a submission keeps besides its fields, as the server keeps them
 * (Farol\LeadForm\Rules\Extras): trimmed strings; `city_id` an IBGE code, as a number;
 * `legal_bases` a list of known consent bases; anything else (arrays, objects) dropped.
 */
/**
 * Internal dependencies
 */
import { fromScalar, matches } from './text';
import type { LeadFormRules, RuleError, RuleValue } from './types';

const LEGAL_BASIS: Record< 'category' | 'type' | 'status', string[] > = {
	category: [ 'communications', 'data_processing' ],
	type: [
		'consent',
		'legitimate_interest',
		'pre_existent_contract',
		'judicial_process',
		'vital_interest',
		'public_interest',
	],
	status: [ 'granted', 'declined' ],
};

function legalBases( raw: unknown ): RuleValue {
	if ( ! Array.isArray( raw ) ) {
		return null;
	}
	const bases: Record< string, string >[] = [];
	for ( const basis of raw as unknown[] ) {
		if ( typeof basis !== 'object' || basis === null ) {
			return null;
		}
		const clean: Record< string, string > = {};
		for ( const [ property, allowed ] of Object.entries( LEGAL_BASIS ) ) {
			const value = ( basis as Record< string, unknown > )[ property ];
			if ( typeof value === 'string' && allowed.includes( value ) ) {
				clean[ property ] = value;
			} else if ( property !== 'status' ) {
				return null;
			}
		}
		bases.push( clean );
	}
	return bases;
}

/** An extra's kept value (null to drop it) and its error. */
export function extraValue(
	rules: LeadFormRules,
	key: string,
	raw: unknown
): [ RuleValue, RuleError | null ] {
	if ( key === 'legal_bases' ) {
		return [ legalBases( raw ), null ];
	}
	const scalar = fromScalar( raw );
	if ( scalar === null ) {
		return [ null, null ];
	}
	const text = scalar.trim();
	if ( key !== 'city_id' ) {
		return [ text, null ];
	}
	if ( text === '' ) {
		return [ null, null ];
	}
	if ( ! matches( rules.patterns.city_id, text ) ) {
		return [ null, [ 'INVALID_FORMAT', rules.messages.invalid ] ];
	}
	return [ Number( text ), null ];
}
