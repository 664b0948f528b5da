/**
 * The load run's requests (tools/bench/load.mjs), as a visitor's browser sends them: each kind
 * renders its form (a GET), reads the fields the server printed, and posts one submission.
 */
/**
 * External dependencies
 */
import { performance } from 'node:perf_hooks';

export const REQUEST_TIMEOUT_MS = 60_000;
/** The demo post whose comment form the guests use (tools/runtime/demo/50-comments.php). */
export const COMMENT_POST = '/landing-pages-que-convertem/';

/**
 * The inputs of the first form of the page whose markup contains `needle`, by name (checkboxes
 * and buttons left out).
 *
 * @param {string} html   A page.
 * @param {string} needle Text inside the wanted form.
 * @return {Record<string,string>} Fields.
 */
export function formFields( html, needle ) {
	const markup = [ ...html.matchAll( /<form\b[\s\S]*?<\/form>/g ) ]
		.map( ( match ) => match[ 0 ] )
		.find( ( form ) => form.includes( needle ) );
	if ( ! markup ) {
		throw new Error( `load: no form with "${ needle }" on the page` );
	}
	const fields = {};
	for ( const input of markup.matchAll( /<input\b[^>]*>/g ) ) {
		const fieldName = input[ 0 ].match( /\bname="([^"]+)"/ );
		const value = input[ 0 ].match( /\bvalue="([^"]*)"/ );
		const type = input[ 0 ].match( /\btype="([^"]+)"/ );
		if ( fieldName && ! [ 'checkbox', 'submit' ].includes( type?.[ 1 ] ) ) {
			fields[ fieldName[ 1 ] ] = value ? value[ 1 ] : '';
		}
	}
	return fields;
}

/**
 * GETs a page as a visitor (no cookie).
 *
 * @param {string} url Address.
 */
async function page( url ) {
	const response = await fetch( url, {
		signal: AbortSignal.timeout( REQUEST_TIMEOUT_MS ),
	} );
	if ( response.status !== 200 ) {
		throw new Error( `load: ${ url } answered ${ response.status }` );
	}
	return response.text();
}

/**
 * One timed request; `accepted(status, body)` says whether the server took it.
 *
 * @param {string}   url      Address.
 * @param {Object}   options  fetch options.
 * @param {Function} accepted Judge of the answer.
 */
async function timed( url, options, accepted ) {
	const start = performance.now();
	try {
		const response = await fetch( url, {
			...options,
			signal: AbortSignal.timeout( REQUEST_TIMEOUT_MS ),
		} );
		const text = await response.text();
		let body = null;
		try {
			body = JSON.parse( text );
		} catch {}
		return {
			status: response.status,
			ok: accepted( response.status, body ),
			ms: performance.now() - start,
		};
	} catch ( error ) {
		return {
			status: String( error?.name ?? 'error' ),
			ok: false,
			ms: performance.now() - start,
		};
	}
}

export const formData = ( fields ) => {
	const body = new FormData();
	for ( const [ key, value ] of Object.entries( fields ) ) {
		body.append( key, String( value ) );
	}
	return body;
};

/**
 * The requests of each kind, as functions of (index, server) returning a timed request.
 *
 * @param {Object} setup  What load-site.php set up.
 * @param {string} marker The run's marker (in every e-mail address).
 */
export function kinds( setup, marker ) {
	const bench = { 'X-Farol-Bench': setup.pass };
	return {
		lead: {
			render: ( baseURL ) =>
				page( new URL( new URL( setup.page ).pathname, baseURL ).href ),
			fields: ( html ) => formFields( html, 'token_rdstation' ),
			send: ( baseURL, fields, i ) =>
				timed(
					`${ baseURL }/wp-json/farol/v1/conversions`,
					{
						method: 'POST',
						headers: {
							...bench,
							'Content-Type': 'application/json',
							Authorization: `Bearer ${ fields.token_rdstation }`,
						},
						body: JSON.stringify( {
							idempotency_key: `${ marker }-lead-${ i }`,
							name: `Lead de carga ${ i }`,
							email: `lead${ i }-${ marker }@bench.farol.test`,
							conversion_url: `${ baseURL }/load`,
							conversion_domain: 'localhost',
							farol_hp: '',
							farol_started: fields.farol_started,
						} ),
					},
					( status, body ) =>
						status === 200 && Boolean( body?.conversion?.uuid )
				),
		},
		contact: {
			render: ( baseURL ) =>
				page( new URL( new URL( setup.page ).pathname, baseURL ).href ),
			fields: ( html ) => formFields( html, '_farol_form' ),
			send: ( baseURL, fields, i ) =>
				timed(
					`${ baseURL }/wp-json/farol/v1/contact-forms/${ setup.contact_form }/feedback`,
					{
						method: 'POST',
						headers: { ...bench, Accept: 'application/json' },
						body: formData( {
							...fields,
							'your-name': `Visitante de carga ${ i }`,
							'your-email': `contact${ i }-${ marker }@bench.farol.test`,
							'your-message': `Mensagem de carga ${ i }: gostaria de saber mais sobre os planos.`,
						} ),
					},
					( status, body ) =>
						status === 200 && body?.status === 'mail_sent'
				),
		},
		comment: {
			render: ( baseURL ) =>
				page( new URL( COMMENT_POST, baseURL ).href ),
			fields: ( html ) => ( {
				...formFields( html, 'data-farol-form="main"' ),
				postId: html.match( /\bpostid-(\d+)/ )?.[ 1 ] ?? '',
			} ),
			send: ( baseURL, fields, i ) =>
				timed(
					`${ baseURL }/wp-admin/admin-ajax.php`,
					{
						method: 'POST',
						headers: bench,
						body: formData( {
							...fields,
							action: 'wpdAddComment',
							wc_name: `Leitora de carga ${ i }`,
							wc_email: `comment${ i }-${ marker }@bench.farol.test`,
							wc_website: '',
							wc_comment: `Comentário de carga ${ i } (${ marker }): o artigo ajudou a equipe a rever as páginas.`,
						} ),
					},
					( status, body ) => status === 200 && body?.success === true
				),
		},
	};
}
