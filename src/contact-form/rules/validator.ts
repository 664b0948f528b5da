/**
 * Validates a form's input with its published schema, giving the same answer as the server
 * (Farol\ContactForm\Rules\Validator::validate): one entry per invalid field, the first failing
 * rule of that field in schema order, with that rule's message.
 */
/**
 * Internal dependencies
 */
import type {
	CombinatorRule,
	FeedbackSchema,
	LeafRule,
	Rule,
} from '../schema-contract';
import { leafPasses, type FieldInput } from './checks';
import { filesOf, valuesOf, type FormFiles, type FormValues } from './values';

/** An invalid field as the feedback response lists it. */
export type InvalidField = {
	field: string;
	message: string;
	/** The kind of the rule whose message this is. */
	rule: string;
};

/**
 * The input of one field.
 *
 * @param field  Field name.
 * @param values The form's values.
 * @param files  The form's files.
 * @return Its normalized values and its files with a name.
 */
function inputOf(
	field: string,
	values: FormValues,
	files: FormFiles
): FieldInput {
	// Own properties only: a field named like an Object.prototype member is still a field.
	const own = ( record: object ) =>
		Object.prototype.hasOwnProperty.call( record, field );
	return {
		values: own( values ) ? valuesOf( values[ field ] ) : [],
		files: own( files ) ? filesOf( files[ field ] ) : [],
	};
}

/**
 * The failure of a combinator, or null when it passes.
 *
 * @param rule  `all` or `any`.
 * @param input Reads a field's input.
 * @return The invalid field entry, or null.
 */
function combinatorFailure(
	rule: CombinatorRule,
	input: ( field: string ) => FieldInput
): InvalidField | null {
	const passes = ( child: LeafRule ) =>
		leafPasses( child, input( child.field ) );
	if ( rule.rule === 'any' ) {
		return rule.rules.some( passes )
			? null
			: { field: rule.field, message: rule.error, rule: 'any' };
	}
	const failing = rule.rules.find( ( child ) => ! passes( child ) );
	if ( failing === undefined ) {
		return null;
	}
	return failing.error === ''
		? { field: rule.field, message: rule.error, rule: 'all' }
		: { field: rule.field, message: failing.error, rule: failing.rule };
}

/**
 * The failure of one rule, or null when it passes.
 *
 * @param rule  A rule.
 * @param input Reads a field's input.
 * @return The invalid field entry, or null.
 */
export function ruleFailure(
	rule: Rule,
	input: ( field: string ) => FieldInput
): InvalidField | null {
	if ( rule.rule === 'all' || rule.rule === 'any' ) {
		return combinatorFailure( rule as CombinatorRule, input );
	}
	const leaf = rule as LeafRule;
	return leafPasses( leaf, input( leaf.field ) )
		? null
		: { field: leaf.field, message: leaf.error, rule: leaf.rule };
}

/**
 * The invalid fields of a form's input, in the order their failing rules come in the schema.
 *
 * @param schema The published schema.
 * @param values Values by field name.
 * @param files  Files by field name.
 * @return One entry per invalid field; empty when the input is valid.
 */
export function validate(
	schema: FeedbackSchema,
	values: FormValues,
	files: FormFiles = {}
): InvalidField[] {
	const cache = new Map< string, FieldInput >();
	const input = ( field: string ): FieldInput => {
		let known = cache.get( field );
		if ( known === undefined ) {
			known = inputOf( field, values, files );
			cache.set( field, known );
		}
		return known;
	};
	const invalid = new Map< string, InvalidField >();
	for ( const rule of schema.rules ) {
		if ( invalid.has( rule.field ) ) {
			continue;
		}
		const failure = ruleFailure( rule, input );
		if ( failure !== null ) {
			invalid.set( rule.field, failure );
		}
	}
	return [ ...invalid.values() ];
}
