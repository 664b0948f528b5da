/**
 * Contact form feedback (POST farol/v1/contact-forms/{id}/feedback), one valid multipart send
 * at a time over loopback, each to be answered mail_sent. On a temporary published form that
 * contact-feedback-site.php creates (and deletes after, with its submissions); for the run its
 * mu-plugin makes wp_mail() a no-op that succeeds (SMTP is not measured) and gives every
 * request its own client address (the per-address limit never trips). The demo contact form
 * (with its captcha) holds the seeded submissions, so the table is as big as the seed says.
 */
/**
 * Internal dependencies
 */
import { form, sample, timed } from './lib/http.mjs';
import { timing } from './lib/rows.mjs';

export const name = 'contact feedback (sequential)';

/**
 * Runs the benchmark.
 *
 * @param {Object} ctx The run's context ({ site, baseURL, counts }).
 * @return {Promise<Object[]>} Rows.
 */
export async function run( ctx ) {
	const { site, baseURL, counts } = ctx;
	const setup = site.php( 'contact-feedback-site.php', 'setup' );
	try {
		return [
			await timing(
				'contact.feedback',
				'contact feedback (POST contact-forms/{id}/feedback)',
				() =>
					sample(
						counts.requests,
						( i ) =>
							timed(
								`${ baseURL }/wp-json/farol/v1/contact-forms/${ setup.form_id }/feedback`,
								{
									method: 'POST',
									headers: { Accept: 'application/json' },
									body: form( {
										_farol_form: setup.form_id,
										_farol_unit: `farol-contact-form-${ setup.form_id }`,
										farol_started: setup.stamp,
										farol_hp: '',
										'your-name': `Visitante ${ i }`,
										'your-email': `visitante${ i }@bench.farol.test`,
										'your-message':
											'Olá! Gostaria de um orçamento para o site da nossa empresa. Obrigado.',
									} ),
								}
							),
						( a ) => {
							try {
								return (
									JSON.parse( a.body ).status === 'mail_sent'
								);
							} catch {
								return false;
							}
						}
					),
				'mail transport stubbed'
			),
		];
	} finally {
		site.php( 'contact-feedback-site.php', 'teardown', setup.form_id );
	}
}
