/**
 * The contact form's feedback response, written once: what `POST
 * farol/v1/contact-forms/{id}/feedback` answers (and, for its captcha and quiz parts, what
 * `GET .../refill` answers). The browser parses every answer with it; `npm run contracts`
 * writes plugin/includes/ContactForm/feedback-response.schema.json and
 * refill-response.schema.json for the server, which builds its answers to match.
 *
 * Every business outcome (sent, invalid, spam…) is such an answer with HTTP 200; transport
 * errors are WordPress REST errors (`{ code, message, data: { status } }`).
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/**
 * A status name as the server sends it: the built-in ones (init, validation_failed,
 * acceptance_missing, spam, aborted, mail_sent, mail_failed, payment_required) and any custom
 * status a site adds through a filter, which must read the same way.
 */
export const STATUS_PATTERN = /^[a-z][0-9a-z_]{1,63}$/;

/** A field's name as posted (the rules contract's FIELD_NAME_PATTERN). */
const FIELD_PATTERN = /^[A-Za-z][-A-Za-z0-9_:]{0,127}$/;

/**
 * One invalid field: its name, the message to show beside it, the `id` of its control when
 * the form gives it one (null otherwise; the client then finds the control by name), and the
 * `id` of the element that holds the message (the control's `aria-describedby` points at it).
 */
export const invalidField = z
	.object( {
		field: z.string().regex( FIELD_PATTERN ),
		message: z.string().max( 1000 ),
		idref: z.string().nullable(),
		error_id: z.string().min( 1 ).max( 200 ),
	} )
	.strict();

/**
 * Captcha data by field name: what the provider's control needs to show a new challenge
 * (the self-hosted default sends an image URL).
 */
export const captchaData = z.record( z.string().max( 2000 ) );

/** Quiz data by field name: the new question and the hash of its answer, in that order. */
export const quizData = z.record(
	z.array( z.string().max( 1000 ) ).min( 2 ).max( 2 )
);

/**
 * The feedback answer. Other keys a site adds through a filter pass through untouched.
 */
export const feedbackResponse = z
	.object( {
		status: z.string().regex( STATUS_PATTERN ),
		/** The status' message, already translated by the server. */
		message: z.string().max( 2000 ),
		/** Always present; empty unless the status is validation_failed. */
		invalid_fields: z.array( invalidField ).max( 1000 ),
		/** Empty for validation_failed, acceptance_missing and spam. */
		posted_data_hash: z.string().max( 128 ),
		captcha: captchaData.optional(),
		quiz: quizData.optional(),
	} )
	.passthrough();

/** The refill answer: new captcha and quiz data, when the form has those fields. */
export const refillResponse = z
	.object( {
		captcha: captchaData.optional(),
		quiz: quizData.optional(),
	} )
	.strict();

export type InvalidFieldEntry = z.output< typeof invalidField >;
export type FeedbackResponse = z.output< typeof feedbackResponse >;
export type RefillResponse = z.output< typeof refillResponse >;
