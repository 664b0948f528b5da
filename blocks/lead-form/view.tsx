/**
 * Front end: the lead form runtime takes over each form the server printed (see
 * src/lead-form/runtime/). Without this script the form still posts (the no-JS fallback).
 */

/**
 * Internal dependencies
 */
import { startLeadForms } from '../../src/lead-form/runtime';

startLeadForms();
