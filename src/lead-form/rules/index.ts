export { buildValidator, needsPhoneLibrary } from './build-validator';
export type { LeadFormValidator, LeadFormValues } from './build-validator';
export type { FieldError } from './types';
