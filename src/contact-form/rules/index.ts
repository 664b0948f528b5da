/**
 * The contact form's rules engine in the browser: parse the schema the server publishes, then
 * validate with it. Pure functions; the form's runtime decides when to call them.
 */
export { parseFeedbackSchema, safeParseFeedbackSchema } from './parse';
export { validate, type InvalidField } from './validator';
export { formValidator } from './zod';
export { acceptanceMissing, isChecked } from './acceptance';
export type {
	FileDescription,
	FormFiles,
	FormValues,
	RawValue,
} from './values';
