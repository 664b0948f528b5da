/**
 * The eager loader (`farol-mount`), built as its own entry: starts `startLoader()` once the
 * document is parsed (it is printed deferred in the footer, so it normally already is).
 * See start-loader.ts for what it does.
 */

/**
 * Internal dependencies
 */
import { startLoader } from './start-loader';

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', () => startLoader(), {
		once: true,
	} );
} else {
	startLoader();
}
