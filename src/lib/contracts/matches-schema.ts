/**
 * Checks a value against a generated contract JSON Schema (the files `npm run contracts`
 * writes from the zod sources), in a few hundred bytes instead of zod's weight: for scripts on
 * a visitor's page that must stay small. It reads only the keywords the contracts are limited
 * to (tools/contracts/json-schema.js refuses any other, as WordPress' REST validator ignores
 * them): type (one or a list), properties, required, additionalProperties (boolean or a
 * schema), items, enum, minimum/maximum, minLength/maxLength (in code points, as mb_strlen),
 * pattern, minItems/maxItems. `description` and `default` say nothing about validity.
 */

/** A contract schema, as its JSON file holds it. */
export type JsonSchema = {
	type?: string | readonly string[];
	properties?: Readonly< Record< string, JsonSchema > >;
	required?: readonly string[];
	additionalProperties?: boolean | JsonSchema;
	items?: JsonSchema;
	enum?: readonly unknown[];
	minimum?: number;
	maximum?: number;
	minLength?: number;
	maxLength?: number;
	pattern?: string;
	minItems?: number;
	maxItems?: number;
};

const isObject = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

/**
 * Whether a value has one of the JSON types.
 *
 * @param value The value.
 * @param type  A JSON Schema type name.
 */
function hasType( value: unknown, type: string ): boolean {
	switch ( type ) {
		case 'object':
			return isObject( value );
		case 'array':
			return Array.isArray( value );
		case 'integer':
			return Number.isInteger( value );
		case 'number':
			return typeof value === 'number' && Number.isFinite( value );
		case 'null':
			return value === null;
		default:
			return typeof value === type;
	}
}

/**
 * Whether the value follows the schema.
 *
 * @param value  The value (decoded JSON).
 * @param schema The contract schema.
 */
export function matchesSchema( value: unknown, schema: JsonSchema ): boolean {
	const types =
		schema.type === undefined
			? []
			: ( [] as string[] ).concat( schema.type );
	if (
		types.length > 0 &&
		! types.some( ( type ) => hasType( value, type ) )
	) {
		return false;
	}
	if ( schema.enum && ! schema.enum.includes( value ) ) {
		return false;
	}
	if ( typeof value === 'number' ) {
		return (
			( schema.minimum === undefined || value >= schema.minimum ) &&
			( schema.maximum === undefined || value <= schema.maximum )
		);
	}
	if ( typeof value === 'string' ) {
		const length = Array.from( value ).length;
		return (
			( schema.minLength === undefined || length >= schema.minLength ) &&
			( schema.maxLength === undefined || length <= schema.maxLength ) &&
			( schema.pattern === undefined ||
				new RegExp( schema.pattern ).test( value ) )
		);
	}
	if ( Array.isArray( value ) ) {
		const items = schema.items;
		return (
			( schema.minItems === undefined ||
				value.length >= schema.minItems ) &&
			( schema.maxItems === undefined ||
				value.length <= schema.maxItems ) &&
			( items === undefined ||
				value.every( ( item ) => matchesSchema( item, items ) ) )
		);
	}
	if ( isObject( value ) ) {
		const properties = schema.properties ?? {};
		const extra = schema.additionalProperties;
		return (
			( schema.required ?? [] ).every( ( key ) => key in value ) &&
			Object.entries( value ).every( ( [ key, item ] ) => {
				const known = properties[ key ];
				if ( known !== undefined ) {
					return matchesSchema( item, known );
				}
				return typeof extra === 'object'
					? matchesSchema( item, extra )
					: extra !== false;
			} )
		);
	}
	return true;
}
