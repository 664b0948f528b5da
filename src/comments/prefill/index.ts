/**
 * The comment area's seed script (`apps/comments/prefill`): printed inline after the area, for
 * guests, by Comments\Form\GuestPrefill, so it runs as the page is parsed (seed.ts).
 */
/**
 * Internal dependencies
 */
import { seedGuestForms } from './seed';

seedGuestForms( document );
