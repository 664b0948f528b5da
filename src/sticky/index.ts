/**
 * Front-end entry (plugin/build/apps/sticky/index.js), enqueued by Farol\Sticky\StickyFrontEnd
 * only on pages where at least one sticky rule exists. No jQuery, no timer.
 */
/**
 * Internal dependencies
 */
import { StickyRuntime } from './runtime';
import { showPreview, type PreviewLabels } from './preview';
import type { StickyConfig } from './types';

declare global {
	interface Window {
		farolSticky?: StickyConfig & { previewLabels?: PreviewLabels };
	}
}

function boot(): void {
	const config = window.farolSticky;
	if ( ! config || ! Array.isArray( config.rules ) ) {
		return;
	}
	// eslint-disable-next-line no-new -- the runtime lives on through its listeners.
	new StickyRuntime( config.rules );
	const rule = config.rules[ 0 ];
	if ( config.preview && config.previewLabels && rule ) {
		showPreview( rule, config.previewLabels );
	}
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', boot, { once: true } );
} else {
	boot();
}
