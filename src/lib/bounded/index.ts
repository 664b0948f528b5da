/**
 * Bounded waits, shared by the forms: whatever a submit waits on before or while sending (a
 * lazy chunk, a captcha hook, the network) ends in time, so a visitor's submit either sends
 * or shows the form's error with a retry — it never silently does nothing.
 */
export { retryImport, RETRY_PAUSE_MS } from './retry-import';
export { settleWithin } from './settle-within';
export { DeadlineError, withDeadline } from './deadline';
export { pageAgeWait, untilPageAge, PAGE_AGE_MARGIN_MS } from './page-age';
