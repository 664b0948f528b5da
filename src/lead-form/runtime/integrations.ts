/**
 * Where the runtime meets the tracking module (hidden values, place of the conversion,
 * autofill, view event) and the field enhancers (phone, city). Until those modules are in
 * this branch, the few things the runtime cannot do without are done here in their
 * simplest form, with the exact signatures of the modules that replace them.
 */

/**
 * The tracking values of the page (the tracking module reads UTM parameters, the referrer
 * and the tracking cookies); empty values leave the server's hidden fields as they are.
 *
 * @param _doc The page.
 */
export function hiddenFieldValues( _doc: Document = document ): {
	traffic_source: string;
	c_utmz: string;
	client_id: string;
} {
	return { traffic_source: '', c_utmz: '', client_id: '' };
}

/**
 * The conversion's place: the page address without query string or fragment, and its host
 * without `www.` (a host never carries the protocol).
 *
 * @param location The page's location.
 */
export function conversionPlace( location: Pick< Location, 'href' > ): {
	conversion_url: string;
	conversion_domain: string;
} {
	const url = new URL( location.href );
	return {
		conversion_url: `${ url.origin }${ url.pathname }`,
		conversion_domain: url.hostname.replace( /^www\./i, '' ),
	};
}

/** Autofill from the `_form_fields` cookie (the tracking module's). */
export function restoreAutofill( _form: HTMLFormElement ): void {}

/** Saves the form's data for autofill (the tracking module's). */
export function saveAutofill( _form: HTMLFormElement ): void {}

/**
 * Sends the form's view event (the tracking module's, consent-gated).
 *
 * @param _options Form id, endpoint and token.
 * @return Stops it.
 */
export function startViewEvent( _options: {
	formId: number;
	endpoint: string;
	token?: string;
} ): () => void {
	return () => {};
}
