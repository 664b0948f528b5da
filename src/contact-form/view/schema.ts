/**
 * The published validation document, checked in the browser as the server checks it
 * (Farol\ContactForm\Rules\Contract::check()): the document against the generated
 * feedback-schema.schema.json, then each leaf rule's parameters against its kind's entry of
 * rule-parameters.schema.json; `all` / `any` hold only `field`, `error` and leaf `rules`.
 * Both files come from the zod contract (src/contact-form/schema-contract.ts); the small
 * checker reads them instead of zod, which the visitor's page then does not load.
 */
/**
 * Internal dependencies
 */
import {
	matchesSchema,
	type JsonSchema,
} from '../../lib/contracts/matches-schema';
import type { FeedbackSchema } from '../schema-contract';
import documentContract from '../../../plugin/includes/ContactForm/feedback-schema.schema.json';
import parameterContract from '../../../plugin/includes/ContactForm/rule-parameters.schema.json';

type RawRule = Record< string, unknown >;

const COMBINATOR_KEYS = [ 'rule', 'field', 'error', 'rules' ];

/**
 * Whether a leaf rule's parameters fit its kind.
 *
 * @param rule The rule.
 */
function leafFits( rule: RawRule ): boolean {
	const { rule: kind, field, error, ...parameters } = rule;
	const entry = ( parameterContract as JsonSchema ).properties?.[
		String( kind )
	];
	return (
		field !== undefined &&
		error !== undefined &&
		! ( 'rules' in parameters ) &&
		entry !== undefined &&
		matchesSchema( parameters, entry )
	);
}

/**
 * The document, typed, when it follows the contract.
 *
 * @param data The decoded JSON.
 * @return The schema, or null.
 */
export function readSchema( data: unknown ): FeedbackSchema | null {
	if ( ! matchesSchema( data, documentContract as JsonSchema ) ) {
		return null;
	}
	const rules = ( data as { rules: RawRule[] } ).rules;
	const fits = rules.every( ( rule ) =>
		rule.rule === 'all' || rule.rule === 'any'
			? Object.keys( rule ).every( ( key ) =>
					COMBINATOR_KEYS.includes( key )
			  ) &&
			  Array.isArray( rule.rules ) &&
			  ( rule.rules as RawRule[] ).every( leafFits )
			: leafFits( rule )
	);
	return fits ? ( data as FeedbackSchema ) : null;
}
