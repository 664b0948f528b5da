export { buildValidator, needsPhoneLibrary } from './build-validator';
export type { LeadFormValidator, LeadFormValues } from './build-validator';
export { SERVER_CHECKS_PHONES } from './types';
export type { FieldError, PhoneChecker } from './types';
