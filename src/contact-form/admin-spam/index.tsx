/**
 * Admin entry (plugin/build/apps/contact-form/admin-spam.js), loaded on Contact forms › Spam
 * protection only: the site's captcha provider, its keys, and Akismet.
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { SettingsPanel } from './settings-panel';
import './admin.scss';

const container = document.getElementById( 'farol-contact-spam-admin' );
if ( container ) {
	createRoot( container ).render(
		<div className="farol-contact-spam">
			<SettingsPanel />
		</div>
	);
}
