/**
 * Lead conversions on the server, one request at a time over loopback: the typed variant
 * (POST farol/v1/conversions, JSON, the form's token as Bearer) and the legacy one (GET
 * farol/v1/api/1.2/conversions.json, the fields and token_rdstation in the query string), each
 * a new lead with its own idempotency key, on a temporary published form that
 * conversions-site.php creates with a render stamp a minute old and the bench pass, and
 * deletes after with everything sent to it. The lead page's form already holds the seeded
 * leads, so the tables are as big as the run's seed says.
 */
/**
 * Internal dependencies
 */
import { sample, timed, setPass } from './lib/http.mjs';
import { timing } from './lib/rows.mjs';

export const name = 'lead conversions (typed and legacy, sequential)';

/**
 * A lead's fields.
 *
 * @param {Object} setup   { stamp }.
 * @param {string} variant typed or legacy.
 * @param {number} i       Lead number.
 * @param {string} batch   This run's mark.
 */
function lead( setup, variant, i, batch ) {
	return {
		idempotency_key: `bench-${ variant }-${ batch }-${ i }`,
		name: `Lead de teste ${ i }`,
		email: `lead-${ variant }-${ i }-${ batch }@bench.farol.test`,
		conversion_url: 'http://localhost/bench',
		conversion_domain: 'localhost',
		farol_hp: '',
		farol_started: setup.stamp,
	};
}

const ok = ( answer ) => answer.status === 200;

/**
 * Runs the benchmark.
 *
 * @param {Object} ctx The run's context ({ site, baseURL, counts }).
 * @return {Promise<Object[]>} Rows.
 */
export async function run( ctx ) {
	const { site, baseURL, counts } = ctx;
	const setup = site.php( 'conversions-site.php', 'setup' );
	setPass( setup.pass );
	const batch = Date.now().toString( 36 );
	try {
		return [
			await timing(
				'conversions.typed',
				'lead conversion, typed (POST farol/v1/conversions)',
				() =>
					sample(
						counts.requests,
						( i ) =>
							timed(
								`${ baseURL }/wp-json/farol/v1/conversions`,
								{
									method: 'POST',
									headers: {
										'Content-Type': 'application/json',
										Authorization: `Bearer ${ setup.token }`,
									},
									body: JSON.stringify(
										lead( setup, 'typed', i, batch )
									),
								}
							),
						ok
					)
			),
			await timing(
				'conversions.legacy',
				'lead conversion, legacy (GET api/1.2/conversions.json)',
				() =>
					sample(
						counts.requests,
						( i ) =>
							timed(
								`${ baseURL }/wp-json/farol/v1/api/1.2/conversions.json?${ new URLSearchParams(
									{
										...lead( setup, 'legacy', i, batch ),
										token_rdstation: setup.token,
									}
								) }`
							),
						ok
					)
			),
		];
	} finally {
		setPass( '' );
		site.php( 'conversions-site.php', 'teardown', setup.form_id );
	}
}
