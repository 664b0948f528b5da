/**
 * Starts the runtime of every lead form of the page (server-rendered by the block, or
 * injected by the embed script), through the shared mount helper: each form is taken over
 * when it nears the viewport, is touched or focused, or the browser is idle.
 */

/**
 * Internal dependencies
 */
import { MOUNTED_EVENT, mountBlocks } from '../../lib/mount';
import { MOUNT_ATTRIBUTE, signalMounted } from '../../lib/mount/needed';
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
	// The runtime takes over the form's own container (it holds the props, in a block and in
	// an embed); on a WordPress page the eager loader holds what the visitor did on the
	// block's container around it (`data-farol-mount`): tell that one too, so the loader
	// replays at once instead of after its native fallback's wait.
	const ownerDocument = document;
	const relay = ( event: Event ) => {
		const container = event.target;
		const block =
			container instanceof Element &&
			container.matches( LEAD_FORM_SELECTOR )
				? container.parentElement?.closest( `[${ MOUNT_ATTRIBUTE }]` )
				: null;
		if ( block ) {
			signalMounted( block );
		}
	};
	ownerDocument.addEventListener( MOUNTED_EVENT, relay, true );
	const stop = mountBlocks( {
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
	return () => {
		ownerDocument.removeEventListener( MOUNTED_EVENT, relay, true );
		stop();
	};
}
