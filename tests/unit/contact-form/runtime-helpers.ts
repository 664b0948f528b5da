/**
 * The schema PHP publishes for the form with every field type (tests/fixtures/contact-form/
 * every-field.json), parsed with the contract as the browser parses it.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { parseFeedbackSchema } from '@farol/contact-form/rules';
import type { FeedbackSchema } from '@farol/contact-form/schema-contract';

export function everyFieldSchema(): FeedbackSchema {
	const file = path.join(
		__dirname,
		'../../fixtures/contact-form/every-field.json'
	);
	return parseFeedbackSchema(
		JSON.parse( fs.readFileSync( file, 'utf8' ) ).schema
	);
}
