export type {
	ParsedPhone,
	PhoneLibrary,
	PhoneQuery,
	PhoneReader,
} from './types';
export { loadPhoneLibrary, preloadPhone } from './load';
export { countryCallingCode, leadingCallingCode } from './codes';
