/**
 * How long a lead form's submit waits, at most, on what it needs: read by the runtime and by
 * the tests that hold it to these bounds (no dependency, so any test can import it).
 */

/** The longest a submit waits for the phone library before checking without it. */
export const LIBRARY_WAIT_MS = 4000;

/** The longest a conversion request may take, reading its answer included. */
export const SEND_DEADLINE_MS = 25000;
