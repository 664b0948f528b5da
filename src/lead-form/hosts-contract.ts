/**
 * The lead capture hosts contract, written once: where a lead form sends its conversions and
 * view events (`api_domain`), where its template is fetched from (`form_domain`) and where
 * its city field searches (`cities_host`).
 *
 * `npm run contracts` turns `leadCaptureHosts` into the JSON Schema committed as
 * plugin/includes/LeadForm/lead-capture-hosts.schema.json, with which PHP registers the
 * `farol_lead_capture` option for wp/v2/settings (Farol\LeadForm\Forms\HostSettings). An
 * empty value means "this site": the server puts its own `farol/v1` REST addresses there.
 * The form editor's hosts panel edits the option with these defaults.
 */
/**
 * External dependencies
 */
import { z } from 'zod';

/** Longest host address. */
export const HOST_MAX_LENGTH = 2048;

/**
 * An http(s) address without a trailing slash (paths are appended to it), or '' for this
 * site's own address.
 */
export const HOST_PATTERN =
	/^(?:https?:\/\/[^\s/?#]+(?:\/[^\s?#]*)?[^\s/?#])?$/;

const host = z
	.string()
	.max( HOST_MAX_LENGTH )
	.regex( HOST_PATTERN )
	.default( '' );

export const leadCaptureHosts = z
	.object( {
		/** Base of the conversion API: `{api_domain}/conversions`, `{api_domain}/api/1.2/conversions.json`, `{api_domain}/events`. */
		api_domain: host,
		/** Base of the form templates: `{form_domain}/{formId}`. */
		form_domain: host,
		/** Base of the cities API: `{cities_host}/api/cidades/`. */
		cities_host: host,
	} )
	.strict();

export type LeadCaptureHosts = z.output< typeof leadCaptureHosts >;
export type LeadCaptureHostsInput = z.input< typeof leadCaptureHosts >;
