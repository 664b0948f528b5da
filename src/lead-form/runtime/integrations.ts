/**
 * Where the runtime meets the tracking module (hidden tracking values, the conversion's
 * place, autofill, the view event) — one place, so the runtime's files name no other
 * module's internals.
 */
export {
	conversionPlace,
	hiddenFieldValues,
	restoreAutofill,
	saveAutofill,
	startViewEvent,
} from '../tracking';
