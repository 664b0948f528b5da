/**
 * The contact form's client logic, framework-free: the view that mounts a form wires these
 * to its events. Each module does one thing and is tested on its own.
 */
export {
	KNOWN_STATUSES,
	applyStatus,
	initialStatus,
	nextStatus,
	resetsAfter,
	statusClass,
	type KnownStatus,
	type Status,
	type StatusEvent,
	type StatusState,
} from './status';
export { acceptanceSatisfied, syncSubmitButtons } from './acceptance-button';
export { prependUrlSchemes, withUrlScheme } from './url-scheme';
export {
	characterCount,
	lengthLimits,
	renderCount,
	type CharacterCount,
	type LengthLimits,
} from './counter';
export {
	fetchRefill,
	submitFeedback,
	type CallFailure,
	type CallResult,
	type FeedbackResult,
	type FetchLike,
	type RefillResult,
} from './feedback';
export {
	checkEnvironment,
	missingFeatures,
	placedInAnotherForm,
	type FeatureScope,
	type Readiness,
} from './environment';
export { clearInvalidFields, showInvalidFields } from './invalid-fields';
