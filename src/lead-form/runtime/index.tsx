/**
 * Starts the runtime of every lead form of the page (server-rendered by the block, or
 * injected by the embed script), through the shared mount helper: each form is taken over
 * when it nears the viewport, is touched or focused, or the browser is idle.
 */

/**
 * Internal dependencies
 */
import { mountBlocks } from '../../lib/mount';
import { LEAD_FORM_SELECTOR } from '../seed/markup';
import { formParts } from './dom';
import { LeadFormRuntime } from './LeadFormRuntime';
import { leadFormProps } from './props';

export { LEAD_FORM_SELECTOR };

/**
 * Mounts the runtime on the page's lead forms.
 *
 * @return Stops it.
 */
export function startLeadForms(): () => void {
	return mountBlocks( {
		selector: LEAD_FORM_SELECTOR,
		props: leadFormProps,
		render: ( props, container ) => {
			const parts = formParts( container );
			if ( ! parts ) {
				throw new Error( 'The lead form has no form element.' );
			}
			return (
				<LeadFormRuntime
					props={ props }
					container={ container }
					parts={ parts }
					nodes={ Array.from( container.childNodes ) }
				/>
			);
		},
	} );
}
