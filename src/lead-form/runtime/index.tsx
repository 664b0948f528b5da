/**
 * Starts the runtime of every lead form of the page (server-rendered by the block, or
 * injected by the embed script), through the shared mount helper: each form is taken over
 * when it nears the viewport, is touched or focused, or the browser is idle.
 */

/**
 * Internal dependencies
 */
import { mountBlocks } from '../../lib/mount';
import { formParts } from './dom';
import { LeadFormRuntime } from './LeadFormRuntime';
import { leadFormProps } from './props';

export const LEAD_FORM_SELECTOR = '.farol-lead-form[data-farol-props]';

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
