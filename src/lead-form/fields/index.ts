/**
 * The lead form's phone, city, state and country fields: enhancers the form runtime renders
 * inside its React root for the server's field wrappers, and the pure pieces it may use
 * (what a phone sends; the mask engine).
 */
export {
	PhoneFieldEnhancer,
	type PhoneFieldEnhancerProps,
} from './phone/PhoneFieldEnhancer';
export {
	CityFieldEnhancer,
	type CityFieldEnhancerProps,
} from './city/CityFieldEnhancer';
export { valueForSubmit } from './phone/submit';
export {
	afterInput,
	deleteDigit,
	paste,
	reformat,
	type MaskOptions,
	type MaskedState,
	type PhoneMaskMode,
} from './phone/mask';
