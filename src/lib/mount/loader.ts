/**
 * The eager loader (`farol-mount`), built as its own entry and printed inline at the end of
 * the page (DeferredScripts), after every container: it starts at once, so it holds the
 * visitor's first clicks from the moment the content is parsed. See start-loader.ts for what
 * it does.
 */

/**
 * Internal dependencies
 */
import { startLoader } from './start-loader';

startLoader();
