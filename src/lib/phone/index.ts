export type { ParsedPhone, PhoneLibrary } from './types';
export { loadPhoneLibrary } from './load';
