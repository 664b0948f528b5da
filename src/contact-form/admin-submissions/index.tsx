/**
 * Admin entry (plugin/build/apps/contact-form/admin-submissions.js), loaded on the contact
 * form Submissions page only (Farol\ContactForm\Admin\SubmissionsScreen). @wordpress/dataviews
 * is bundled into this file, as on the Leads screen: WordPress 6.5 ships no wp-dataviews.
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { InboxApp } from './app';
import { inboxConfigOf } from './config';
import './admin.scss';

const container = document.getElementById( 'farol-contact-inbox' );
if ( container ) {
	createRoot( container ).render( <InboxApp config={ inboxConfigOf() } /> );
}
