/**
 * What the server's markup hands the browser in `data-farol-props`: the form's id and unit,
 * the addresses of its calls, its published validation document and the messages of the
 * statuses the browser reaches before sending. Read once, checked, never re-typed here.
 */
/**
 * Internal dependencies
 */
import { readSchema } from './schema';
import type { FeedbackSchema } from '../schema-contract';

export type ContactFormProps = {
	formId: number;
	unit: string;
	endpoints: { feedback: string; refill: string };
	schema: FeedbackSchema;
	messages: { validation_failed: string; acceptance_missing: string };
};

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const text = ( value: unknown ): string =>
	typeof value === 'string' ? value : '';

/**
 * Reads a form's props.
 *
 * @param form The server's form element.
 * @return The props, or null when they are missing or unreadable.
 */
export function readProps( form: HTMLElement ): ContactFormProps | null {
	let data: unknown;
	try {
		data = JSON.parse( form.getAttribute( 'data-farol-props' ) ?? '' );
	} catch {
		return null;
	}
	if ( ! isRecord( data ) || ! isRecord( data.endpoints ) ) {
		return null;
	}
	const schema = readSchema( data.schema );
	const messages = isRecord( data.messages ) ? data.messages : {};
	const feedback = text( data.endpoints.feedback );
	const refill = text( data.endpoints.refill );
	if (
		schema === null ||
		typeof data.formId !== 'number' ||
		feedback === '' ||
		refill === ''
	) {
		return null;
	}
	return {
		formId: data.formId,
		unit: text( data.unit ),
		endpoints: { feedback, refill },
		schema,
		messages: {
			validation_failed: text( messages.validation_failed ),
			acceptance_missing: text( messages.acceptance_missing ),
		},
	};
}
