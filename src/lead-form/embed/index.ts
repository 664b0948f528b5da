/**
 * The embed script: runs a Farol lead form on a page outside WordPress.
 *
 * ```html
 * <div id="farol-form-42"></div>
 * <script src="https://site.example/wp-content/plugins/farol/build/embed.js"
 *   data-form-id="42" data-form-domain="https://site.example/wp-json/farol/v1/forms"></script>
 * ```
 *
 * It fetches the form's template from `{formDomain}/{formId}` (data-form-domain defaults to
 * the `farol/v1/forms` route of the site that serves the script), puts its markup and styles
 * into `#farol-form-{formId}` (created before the script tag when missing), and starts the
 * runtime on it (the form is refilled and its view event started at once: ../seed/).
 * `window.FarolForms.load( { formId, formDomain?, target? } )` does the same
 * from code. A template that cannot be fetched logs `Failed to get options.`.
 */

/**
 * Internal dependencies
 */
import { startLeadForms } from '../runtime';
import { seedForms } from '../seed/seed-form';
import { defaultFormDomain, templateUrl } from './address';

export interface EmbedOptions {
	formId: string | number;
	/** Where the templates are (default: the script's own site). */
	formDomain?: string;
	/** Where the form goes (default: `#farol-form-{formId}`). */
	target?: HTMLElement;
}

declare global {
	interface Window {
		FarolForms?: { load: ( options: EmbedOptions ) => Promise< boolean > };
	}
}

const script =
	document.currentScript instanceof HTMLScriptElement
		? document.currentScript
		: null;

/**
 * The element the form goes into.
 *
 * @param options The embed's options.
 */
function targetOf( options: EmbedOptions ): HTMLElement {
	const id = `farol-form-${ options.formId }`;
	const existing = options.target ?? document.getElementById( id );
	if ( existing ) {
		return existing;
	}
	const created = document.createElement( 'div' );
	created.id = id;
	if ( script?.parentNode ) {
		script.parentNode.insertBefore( created, script );
	} else {
		document.body.append( created );
	}
	return created;
}

/**
 * Fetches a form's template, shows it and starts its runtime.
 *
 * @param options The form and where it comes from.
 * @return Whether the form is on the page.
 */
async function load( options: EmbedOptions ): Promise< boolean > {
	const domain = options.formDomain || defaultFormDomain( script?.src ?? '' );
	try {
		const response = await fetch( templateUrl( domain, options.formId ), {
			credentials: 'omit',
		} );
		if ( ! response.ok ) {
			throw new Error( String( response.status ) );
		}
		const html = await response.text();
		const target = targetOf( options );
		target.innerHTML = html;
		// What the form does without the visitor (the refill, the view event) starts now, as
		// the seed script does on a WordPress page; the runtime comes on the mount helper's
		// moments.
		seedForms( target );
	} catch {
		// eslint-disable-next-line no-console -- the message site owners know from the provider's script.
		console.warn( 'Failed to get options.' );
		return false;
	}
	// Each pass of the mount helper takes only the forms no pass has claimed yet.
	startLeadForms();
	return true;
}

window.FarolForms = { load };

if ( script?.dataset.formId ) {
	load( {
		formId: script.dataset.formId,
		formDomain: script.dataset.formDomain,
	} );
}
