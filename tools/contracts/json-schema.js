/**
 * Turns a zod schema into the JSON Schema WordPress' REST API validates with
 * (rest_validate_value_from_schema): zod-to-json-schema does the conversion, and this module
 * refuses any keyword WordPress would silently ignore, so a contract never says more than the
 * server enforces. CommonJS, so both the build script and jest load it as it is.
 */
/**
 * External dependencies
 */
const { zodToJsonSchema } = require( 'zod-to-json-schema' );

/** Keywords rest_validate_value_from_schema() and rest_sanitize_value_from_schema() apply. */
const WORDPRESS_KEYWORDS = new Set( [
	'type',
	'properties',
	'items',
	'required',
	'additionalProperties',
	'enum',
	'default',
	'description',
	'minimum',
	'maximum',
	'minLength',
	'maxLength',
	'pattern',
	'minItems',
	'maxItems',
] );

/**
 * Checks every keyword of a schema, recursively.
 *
 * @param {Record<string, unknown>} schema JSON Schema.
 * @param {string}                  where  Path of the schema, for the error message.
 * @throws {Error} On a keyword WordPress does not apply.
 */
function assertWordPressKeywords( schema, where ) {
	for ( const [ keyword, value ] of Object.entries( schema ) ) {
		if ( ! WORDPRESS_KEYWORDS.has( keyword ) ) {
			throw new Error(
				`${ where }: "${ keyword }" is not a keyword WordPress' REST validator applies; express the rule with ${ [
					...WORDPRESS_KEYWORDS,
				].join( ', ' ) }.`
			);
		}
		if ( keyword === 'items' && value && typeof value === 'object' ) {
			assertWordPressKeywords( value, `${ where }.items` );
		}
		if ( keyword === 'properties' ) {
			for ( const [ name, child ] of Object.entries( value ) ) {
				assertWordPressKeywords( child, `${ where }.${ name }` );
			}
		}
	}
}

/**
 * The JSON Schema of a zod schema, restricted to what WordPress applies.
 *
 * @param {import('zod').ZodTypeAny} zodSchema The contract.
 * @param {string}                   name      Its name, for error messages.
 * @return {Record<string, unknown>} JSON Schema without `$schema`.
 */
function toWordPressSchema( zodSchema, name = 'schema' ) {
	const { $schema, ...schema } = zodToJsonSchema( zodSchema, {
		target: 'jsonSchema7',
		$refStrategy: 'none',
	} );
	assertWordPressKeywords( schema, name );
	return schema;
}

/**
 * The file's text: tab-indented JSON, as the repository's other JSON files, with a final
 * newline.
 *
 * @param {Record<string, unknown>} schema JSON Schema.
 * @return {string} File contents.
 */
function serialize( schema ) {
	return JSON.stringify( schema, null, '\t' ) + '\n';
}

module.exports = { toWordPressSchema, serialize, WORDPRESS_KEYWORDS };
