/**
 * Kept for modules written before the bench harness: the statistics live in lib/stats.mjs.
 */
export * from './lib/stats.mjs';
