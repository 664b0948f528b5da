/**
 * Contact form feedback: POST farol/v1/contact-forms/{id}/feedback, one valid multipart send
 * at a time (WARMUP sends first, not counted, then RUNS measured), each answered with
 * mail_sent. The time is each request's whole round trip over loopback (Node's fetch).
 *
 * Site: FAROL_URL (the native runtime, PHP + MariaDB, by default). A temporary published
 * contact form is created before and deleted after, with its submissions, by
 * tools/bench/contact-feedback-site.php run with PHP on the site's folder (.farol/native/wp, or
 * .farol/native-<FAROL_NATIVE_INSTANCE>/wp). For the run only, that script installs a
 * mu-plugin making wp_mail() a no-op that succeeds (SMTP is not measured) and counting every
 * request as its own address (the per-address rate limit never trips); teardown removes it,
 * so the demo site keeps no trace. The measured path is the real one otherwise: spam guard,
 * rules, storing the row, the mail templates filled, the mail outcome recorded.
 *
 * Contact Form 7's own feedback call (contact-form-7/v1/contact-forms/{id}/feedback) is the
 * figure to beat where CF7 can be installed from a pinned package; it cannot here (it is on
 * neither the Composer registry nor npm as served to this environment), so the bench says so
 * instead of printing a figure.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';

/**
 * Internal dependencies
 */
import { median, percentile } from './stats.mjs';

export const name =
	'contact feedback (POST farol/v1/contact-forms/{id}/feedback, sequential)';

const WARMUP = 10;
const RUNS = 100;

const root = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

function siteFolder() {
	const instance = process.env.FAROL_NATIVE_INSTANCE ?? 'site';
	return path.join(
		root,
		'.farol',
		instance === 'site' ? 'native' : `native-${ instance }`,
		'wp'
	);
}

function site( baseURL, ...args ) {
	const out = execFileSync(
		process.env.PHP ?? 'php',
		[
			path.join( root, 'tools/bench/contact-feedback-site.php' ),
			siteFolder(),
			...args,
		],
		{ env: { ...process.env, FAROL_SITE_URL: baseURL }, encoding: 'utf8' }
	);
	return out.trim() ? JSON.parse( out ) : null;
}

/**
 * One send of the bench form, as the view script posts it.
 *
 * @param {string} baseURL The site.
 * @param {Object} setup   { form_id, stamp }.
 * @param {number} i       Send number.
 */
async function send( baseURL, setup, i ) {
	const unit = `farol-contact-form-${ setup.form_id }`;
	const body = new FormData();
	body.append( '_farol_form', String( setup.form_id ) );
	body.append( '_farol_unit', unit );
	body.append( 'farol_started', setup.stamp );
	body.append( 'farol_hp', '' );
	body.append( 'your-name', `Visitante ${ i }` );
	body.append( 'your-email', `visitante${ i }@bench.farol.test` );
	body.append(
		'your-message',
		'Olá! Gostaria de um orçamento para o site da nossa empresa. Obrigado.'
	);
	const start = performance.now();
	const response = await fetch(
		`${ baseURL }/wp-json/farol/v1/contact-forms/${ setup.form_id }/feedback`,
		{ method: 'POST', headers: { Accept: 'application/json' }, body }
	);
	const answer = await response.json().catch( () => null );
	return {
		ms: performance.now() - start,
		httpStatus: response.status,
		status: answer?.status ?? null,
	};
}

export async function run( { baseURL } ) {
	const setup = site( baseURL, 'setup' );
	try {
		for ( let i = 0; i < WARMUP; i++ ) {
			await send( baseURL, setup, i );
		}
		const results = [];
		for ( let i = 0; i < RUNS; i++ ) {
			results.push( await send( baseURL, setup, WARMUP + i ) );
		}
		const stored = site( baseURL, 'count', String( setup.form_id ) );
		const sent = results.filter(
			( r ) => r.httpStatus === 200 && r.status === 'mail_sent'
		).length;
		const limited = results.filter( ( r ) => r.httpStatus === 429 ).length;
		const times = results.map( ( r ) => r.ms );
		const round = ( value ) => Number( value.toFixed( 1 ) );
		return [
			{
				metric: `sends answered mail_sent (${ RUNS } after ${ WARMUP } warm-up)`,
				value: sent,
				unit: `of ${ RUNS }, ${ limited } rate-limited`,
				target: `${ RUNS }`,
				ok: sent === RUNS,
			},
			{
				metric: 'submissions stored (warm-up included)',
				value: stored.rows,
				unit: `of ${ RUNS + WARMUP }`,
				ok: stored.rows === RUNS + WARMUP,
			},
			{
				metric: 'Farol feedback latency p50',
				value: round( median( times ) ),
				unit: 'ms',
			},
			{
				metric: 'Farol feedback latency p95',
				value: round( percentile( times, 0.95 ) ),
				unit: 'ms',
			},
			{
				metric: 'Contact Form 7 feedback latency p50',
				value: 'n/a',
				unit: 'not measured: CF7 cannot be installed here (not on the Composer or npm registry served to this environment)',
			},
		];
	} finally {
		site( baseURL, 'teardown', String( setup.form_id ) );
	}
}
