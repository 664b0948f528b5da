/**
 * The test object every Farol spec imports: Playwright's, extended with WordPress' fixtures
 * (admin, editor, pageUtils, requestUtils).
 */
export { test, expect } from '@wordpress/e2e-test-utils-playwright';

/** A browser state with no cookies: a visitor who is not logged in. */
export const VISITOR = { cookies: [], origins: [] };
