/**
 * WordPress's ReactDOM (the `react-dom` script, window.ReactDOM) carries React 18's
 * `createRoot` and `hydrateRoot`, and front-end views import them from 'react-dom' (the
 * dependency extraction maps only 'react-dom' to that global, not 'react-dom/client').
 * @types/react-dom declares them only for 'react-dom/client'.
 */
import type { Root, RootOptions } from 'react-dom/client';

declare module 'react-dom' {
	export function createRoot(
		container: Element | DocumentFragment,
		options?: RootOptions
	): Root;
}
