/**
 * Admin entry (plugin/build/apps/lead-form/admin-forwarding.js), loaded on Leads › Forwarding
 * only: the provider settings, the queue's state and each form's forwarding.
 */
/**
 * WordPress dependencies
 */
import { createRoot } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { FormsPanel } from './forms-panel';
import { ProviderPanel } from './provider-panel';
import { QueuePanel } from './queue-panel';
import './admin.scss';

const container = document.getElementById( 'farol-forwarding-admin' );
if ( container ) {
	createRoot( container ).render(
		<div className="farol-forwarding">
			<ProviderPanel />
			<QueuePanel />
			<FormsPanel />
		</div>
	);
}
