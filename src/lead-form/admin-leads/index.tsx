/**
 * Admin entry (plugin/build/apps/lead-form/admin-leads.js), loaded on the top-level Leads
 * page only (Farol\LeadForm\Admin\LeadsScreen). @wordpress/dataviews is bundled into this
 * file: WordPress 6.5 ships no wp-dataviews script.
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { LeadsApp } from './app';
import { adminConfig } from './config';
import './admin.scss';

const container = document.getElementById( 'farol-leads-admin' );
if ( container ) {
	createRoot( container ).render( <LeadsApp config={ adminConfig() } /> );
}
