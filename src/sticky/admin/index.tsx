/**
 * Admin entry (plugin/build/apps/sticky/admin.js), loaded on Settings › Sticky elements only.
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { StickySettingsApp } from './app';
import './admin.scss';

const container = document.getElementById( 'farol-sticky-admin' );
if ( container ) {
	createRoot( container ).render( <StickySettingsApp /> );
}
