/**
 * The live updates' poll script (`farol-comments-live`, enqueued by Comments\Live\LiveScript
 * only for readers who have live updates): plain TypeScript, no React, no zod.
 */

/**
 * Internal dependencies
 */
import { readConfig } from './config';
import { startLive } from './live';

const config = readConfig(
	( window as Window & { farolLive?: unknown } ).farolLive
);
if ( config ) {
	startLive( config );
}
