/**
 * Admin entry (plugin/build/apps/lead-form/admin-forms.js), loaded on Leads › Formulários only.
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { LeadFormsApp } from './app';
import './admin-forms.scss';

const container = document.getElementById( 'farol-lead-forms-admin' );
if ( container ) {
	createRoot( container ).render( <LeadFormsApp /> );
}
