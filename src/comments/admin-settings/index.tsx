/**
 * Admin entry (plugin/build/apps/comments/admin-settings.js), loaded on Comments › Widget
 * settings only: every setting of the comment widget and every phrase.
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { readBoot } from './boot';
import { SettingsPage } from './settings-page';
import './admin.scss';

const container = document.getElementById( 'farol-comment-settings' );
if ( container ) {
	createRoot( container ).render( <SettingsPage boot={ readBoot() } /> );
}
