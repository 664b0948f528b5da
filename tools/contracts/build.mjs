/**
 * `npm run contracts`: writes the JSON Schema of every contract (a zod schema in src/) to its
 * committed file under plugin/, where PHP reads it. `npm run contracts -- --check` writes
 * nothing and fails when a committed file differs from what its source gives (CI runs it in
 * `npm run lint`).
 *
 * A contract's TypeScript source is loaded as it is: `typescript`'s transpileModule() turns it
 * into JavaScript in node_modules/.cache/farol-contracts/ (so its `zod` import resolves), and
 * the build imports that file. A contract module may import packages and, by a relative
 * path, other contract modules (transpiled the same way); not other modules of src/.
 *
 * Options: `--check`; `--root DIR` reads the sources and writes or checks the JSON files
 * under DIR instead of the repository (the tests use a copy).
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * Internal dependencies
 */
const require = createRequire( import.meta.url );
const { toWordPressSchema, serialize } = require( './json-schema.js' );

const REPO = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

/**
 * Every contract: its TypeScript source, the zod schema it exports, and the committed JSON
 * file. The JSON's top-level description says where it comes from (PHP publishes a
 * translated description instead).
 */
export const CONTRACTS = [
	{
		source: 'src/sticky/rule-contract.ts',
		schema: ( module ) => module.stickyRules.list,
		output: 'plugin/includes/Sticky/sticky-rules.schema.json',
	},
	{
		source: 'src/lib/abuse/stamp-contract.ts',
		schema: ( module ) => module.stampAnswer,
		output: 'plugin/includes/Support/Abuse/stamp-answer.schema.json',
	},
	{
		source: 'src/lead-form/cities-contract.ts',
		schema: ( module ) => module.citySearchQuery,
		output: 'plugin/includes/LeadForm/city-search.schema.json',
	},
	{
		source: 'src/lead-form/cities-contract.ts',
		schema: ( module ) => module.citySearchAnswer,
		output: 'plugin/includes/LeadForm/city-search-answer.schema.json',
	},
	{
		source: 'src/lead-form/form-contract.ts',
		schema: ( module ) => module.leadFormDefinition,
		output: 'plugin/includes/LeadForm/lead-form.schema.json',
	},
	{
		source: 'src/contact-form/schema-contract.ts',
		schema: ( module ) => module.feedbackSchema,
		output: 'plugin/includes/ContactForm/feedback-schema.schema.json',
	},
	{
		source: 'src/contact-form/schema-contract.ts',
		schema: ( module ) => module.ruleParameters,
		output: 'plugin/includes/ContactForm/rule-parameters.schema.json',
	},
	{
		source: 'src/contact-form/feedback-contract.ts',
		schema: ( module ) => module.feedbackResponse,
		output: 'plugin/includes/ContactForm/feedback-response.schema.json',
	},
	{
		source: 'src/contact-form/feedback-contract.ts',
		schema: ( module ) => module.refillResponse,
		output: 'plugin/includes/ContactForm/refill-response.schema.json',
	},
	{
		source: 'src/contact-form/submissions-contract.ts',
		schema: ( module ) => module.submissionsRouteArguments,
		output: 'plugin/includes/ContactForm/contact-submissions-routes.schema.json',
	},
	{
		source: 'src/contact-form/submissions-contract.ts',
		schema: ( module ) => module.submissionDetail,
		output: 'plugin/includes/ContactForm/contact-submission.schema.json',
	},
	{
		source: 'src/contact-form/spam-contract.ts',
		schema: ( module ) => module.spamSettings,
		output: 'plugin/includes/ContactForm/spam-settings.schema.json',
	},
	{
		source: 'src/contact-form/forwarding-contract.ts',
		schema: ( module ) => module.contactFormForwarding,
		output: 'plugin/includes/ContactForm/contact-form-forwarding.schema.json',
	},
	{
		source: 'src/lead-form/forwarding-contract.ts',
		schema: ( module ) => module.forwardingSettings,
		output: 'plugin/includes/LeadForm/forwarding-settings.schema.json',
	},
	{
		source: 'src/lead-form/forwarding-contract.ts',
		schema: ( module ) => module.formForwarding,
		output: 'plugin/includes/LeadForm/form-forwarding.schema.json',
	},
	{
		source: 'src/lead-form/forwarding-contract.ts',
		schema: ( module ) => module.forwardingQueueAnswer,
		output: 'plugin/includes/LeadForm/forwarding-queue-answer.schema.json',
	},
	{
		source: 'src/lead-form/leads-contract.ts',
		schema: ( module ) => module.leadsRouteArguments,
		output: 'plugin/includes/LeadForm/leads-routes.schema.json',
	},
	{
		source: 'src/lead-form/hosts-contract.ts',
		schema: ( module ) => module.leadCaptureHosts,
		output: 'plugin/includes/LeadForm/lead-capture-hosts.schema.json',
	},
	{
		source: 'src/lead-form/conversion-contract.ts',
		schema: ( module ) => module.conversionEnvelope,
		output: 'plugin/includes/LeadForm/conversion-envelope.schema.json',
	},
	{
		source: 'src/lead-form/conversion-contract.ts',
		schema: ( module ) => module.legacyConversionQuery,
		output: 'plugin/includes/LeadForm/conversion-legacy-query.schema.json',
	},
	{
		source: 'src/lead-form/conversion-contract.ts',
		schema: ( module ) => module.viewEvent,
		output: 'plugin/includes/LeadForm/view-event.schema.json',
	},
	{
		source: 'src/lead-form/conversion-contract.ts',
		schema: ( module ) => module.requestSize,
		output: 'plugin/includes/LeadForm/request-size.schema.json',
	},
	{
		source: 'src/lead-form/rules-contract.ts',
		schema: ( module ) => module.leadFormRules,
		output: 'plugin/includes/LeadForm/lead-form-rules.schema.json',
	},
	{
		source: 'src/comments/settings-contract.ts',
		schema: ( module ) => module.commentSettings,
		output: 'plugin/includes/Comments/comment-settings.schema.json',
		// Its top-level defaults as a PHP array too: pages read them (Comments\Settings)
		// without decoding the 20 KB schema.
		defaults: 'plugin/includes/Comments/comment-settings.defaults.php',
	},
	{
		source: 'src/settings-transfer/transfer-contract.ts',
		schema: ( module ) => module.settingsTransfer,
		output: 'plugin/includes/Support/SettingsTransfer/settings-transfer.schema.json',
	},
	{
		source: 'src/comments/props-contract.ts',
		schema: ( module ) => module.commentsProps,
		output: 'plugin/includes/Comments/comments-props.schema.json',
	},
	{
		source: 'src/comments/answers-contract.ts',
		schema: ( module ) => module.commentsAnswers,
		output: 'plugin/includes/Comments/comments-answers.schema.json',
	},
	{
		source: 'src/comments/live-contract.ts',
		schema: ( module ) => module.liveUpdateQuery,
		output: 'plugin/includes/Comments/Live/live-update-query.schema.json',
	},
	{
		source: 'src/comments/live-contract.ts',
		schema: ( module ) => module.liveUpdateAnswer,
		output: 'plugin/includes/Comments/Live/live-update-answer.schema.json',
	},
];

/**
 * Loads a TypeScript module.
 *
 * @param {string} file Absolute path.
 * @return {Promise<Record<string, any>>} Its exports.
 */
async function loadTypeScript( file ) {
	const cache = path.join( REPO, 'node_modules/.cache/farol-contracts' );
	fs.mkdirSync( cache, { recursive: true } );
	const written = new Map();
	const entry = transpileTree( file, cache, written );
	try {
		return await import( pathToFileURL( entry ).href );
	} finally {
		for ( const out of written.values() ) {
			fs.rmSync( out, { force: true } );
		}
	}
}

/**
 * Transpiles a contract module and, first, every module of the repository it imports by a
 * relative path (another contract), rewriting those imports to the transpiled files.
 *
 * @param {string}              file    Absolute path of a .ts module.
 * @param {string}              cache   Where transpiled files go.
 * @param {Map<string, string>} written Source → transpiled file, shared by the whole tree.
 * @return {string} The transpiled file of `file`.
 */
function transpileTree( file, cache, written ) {
	if ( written.has( file ) ) {
		return written.get( file );
	}
	const out = path.join(
		cache,
		`${ path.basename( file, '.ts' ) }-${ process.pid }-${ Date.now() }-${
			written.size
		}.mjs`
	);
	written.set( file, out );
	const { outputText } = ts.transpileModule(
		fs.readFileSync( file, 'utf8' ),
		{
			compilerOptions: {
				module: ts.ModuleKind.ESNext,
				target: ts.ScriptTarget.ES2020,
			},
			fileName: file,
		}
	);
	const code = outputText.replace(
		/(from\s+['"])(\.{1,2}\/[^'"]+)(['"])/g,
		( match, before, specifier, after ) =>
			before +
			pathToFileURL(
				transpileTree(
					path.resolve( path.dirname( file ), `${ specifier }.ts` ),
					cache,
					written
				)
			).href +
			after
	);
	fs.writeFileSync( out, code );
	return out;
}

/**
 * The text a contract's JSON file must have.
 *
 * @param {typeof CONTRACTS[number]} contract The contract.
 * @param {string}                   root     Where its source lives.
 * @return {Promise<string>} File contents.
 */
export async function expectedJson( contract, root ) {
	const module = await loadTypeScript( path.join( root, contract.source ) );
	const schema = toWordPressSchema(
		contract.schema( module ),
		contract.source
	);
	return serialize( {
		description: `Generated from ${ contract.source } by \`npm run contracts\`: edit that file, not this one.`,
		...schema,
	} );
}

/**
 * A JSON value as a PHP literal (single-quoted strings, `array()`), one item a line.
 *
 * @param {unknown} value  The value.
 * @param {string}  indent The current indentation.
 * @return {string} PHP source.
 */
function phpLiteral( value, indent = '' ) {
	if ( value === null ) {
		return 'null';
	}
	if ( typeof value === 'boolean' || typeof value === 'number' ) {
		return String( value );
	}
	if ( typeof value === 'string' ) {
		return `'${ value.replace( /\\/g, '\\\\' ).replace( /'/g, "\\'" ) }'`;
	}
	const entries = Object.entries( value );
	if ( entries.length === 0 ) {
		return 'array()';
	}
	const list = Array.isArray( value );
	const inner = indent + '\t';
	// Double arrows aligned, as the coding standard wants them.
	const width = Math.max(
		...entries.map( ( [ key ] ) => phpLiteral( key ).length )
	);
	return `array(\n${ entries
		.map(
			( [ key, item ] ) =>
				`${ inner }${
					list ? '' : `${ phpLiteral( key ).padEnd( width ) } => `
				}${ phpLiteral( item, inner ) },`
		)
		.join( '\n' ) }\n${ indent })`;
}

/**
 * The PHP file of a contract's top-level defaults (`defaults` in CONTRACTS).
 *
 * @param {Object} contract The contract.
 * @param {string} json     Its JSON Schema, as written.
 * @return {string} PHP source.
 */
export function expectedDefaults( contract, json ) {
	const { properties } = JSON.parse( json );
	const defaults = Object.fromEntries(
		Object.entries( properties ).map( ( [ name, property ] ) => [
			name,
			property.default,
		] )
	);
	return `<?php\n/**\n * The top-level defaults of ${ path.basename(
		contract.output
	) }, generated from ${
		contract.source
	} by \`npm run contracts\`: edit that file, not this one.\n *\n * @package Farol\n */\n\nreturn ${ phpLiteral(
		defaults
	) };\n`;
}

async function main( args ) {
	const check = args.includes( '--check' );
	const rootIndex = args.indexOf( '--root' );
	const root = rootIndex >= 0 ? path.resolve( args[ rootIndex + 1 ] ) : REPO;
	let stale = 0;
	for ( const contract of CONTRACTS ) {
		const json = await expectedJson( contract, root );
		const outputs = [ [ contract.output, json ] ];
		if ( contract.defaults ) {
			outputs.push( [
				contract.defaults,
				expectedDefaults( contract, json ),
			] );
		}
		for ( const [ output, expected ] of outputs ) {
			const file = path.join( root, output );
			const current = fs.existsSync( file )
				? fs.readFileSync( file, 'utf8' )
				: null;
			if ( current === expected ) {
				console.log( `contracts: ${ output } is up to date` );
			} else if ( check ) {
				stale++;
				console.error(
					`contracts: ${ output } is stale: it does not match ${ contract.source }. Run \`npm run contracts\` and commit the result.`
				);
			} else {
				fs.writeFileSync( file, expected );
				console.log( `contracts: wrote ${ output }` );
			}
		}
	}
	if ( stale > 0 ) {
		process.exitCode = 1;
	}
}

if ( process.argv[ 1 ] === fileURLToPath( import.meta.url ) ) {
	main( process.argv.slice( 2 ) ).catch( ( error ) => {
		console.error( `contracts: ${ error.message }` );
		process.exitCode = 1;
	} );
}
