/**
 * Tracking, autofill and consent of the lead form: the hidden tracking fields and the
 * conversion's place, the `_form_fields` autofill cookie, consent reading, and the view event.
 */
export { hiddenFieldValues, type HiddenFieldValues } from './hidden-fields';
export { conversionPlace, type ConversionPlace } from './place';
export { saveAutofill } from './autofill';
export { restoreAutofill } from './autofill-restore';
export { startViewEvent, type ViewEventOptions } from './view-event';
export { hasConsent, type ConsentCategory } from './consent';
