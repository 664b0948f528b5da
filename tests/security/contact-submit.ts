/**
 * Sends the demo contact form (/contato/) the way its client does, over HTTP: the hidden fields
 * of a freshly rendered form (started stamp, quiz answer hash, proof-of-work challenge), the
 * quiz answered, the proof of work solved, and a wait past the form's human delay. The
 * security specs send hostile values and files through it.
 */
/**
 * External dependencies
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

/** The server refuses a submission sent sooner than this after the form was rendered. */
export const HUMAN_DELAY_MS = 3200;

/** The demo quiz's questions and answers (tools/runtime/demo/45-contact-form.php). */
const QUIZ: Record< string, string > = {
	'Quanto é 2 + 3?': '5',
	'Qual é a capital do Brasil?': 'Brasília',
};

export type FilePart = { name: string; mimeType: string; buffer: Buffer };

export type Prepared = {
	formId: number;
	fields: Record< string, string >;
	renderedAt: number;
};

/**
 * Leading zero bits of a digest.
 *
 * @param digest The digest.
 */
function zeroBits( digest: Buffer ): number {
	let bits = 0;
	for ( const byte of digest ) {
		if ( byte === 0 ) {
			bits += 8;
			continue;
		}
		return bits + Math.clz32( byte ) - 24;
	}
	return bits;
}

/**
 * Solves the self-hosted captcha's challenge (pow1.<salt>.<difficulty>.<expires>.<signature>).
 *
 * @param challenge The challenge.
 */
export function solve( challenge: string ): string {
	const [ , salt = '', difficulty = '0' ] = challenge.split( '.' );
	for ( let n = 0; ; n++ ) {
		if (
			zeroBits(
				createHash( 'sha256' )
					.update( salt + n )
					.digest()
			) >= Number( difficulty )
		) {
			return String( n );
		}
	}
}

/**
 * Renders the demo form for a visitor and keeps what a submission needs.
 *
 * @param context A visitor's request context.
 */
export async function prepare(
	context: APIRequestContext
): Promise< Prepared > {
	const html = await ( await context.get( '/contato/' ) ).text();
	const renderedAt = Date.now();
	const fields: Record< string, string > = {};
	for ( const [ , name, value ] of html.matchAll(
		/<input type="hidden" name="([^"]+)" value="([^"]*)"[^>]*>/g
	) ) {
		fields[ name! ] = value!;
	}
	const question =
		/farol-contact-form__quiz-question">\s*([^<]+?)\s*</.exec(
			html
		)?.[ 1 ] ?? '';
	fields[ 'quiz-humano' ] = QUIZ[ question ] ?? '';
	if ( fields.farol_captcha_challenge ) {
		fields.farol_captcha = solve( fields.farol_captcha_challenge );
	}
	return { formId: Number( fields._farol_form ), fields, renderedAt };
}

/**
 * Sends a prepared form with the given values (and a file for `briefing`).
 *
 * @param context  The same visitor's request context.
 * @param prepared The prepared form.
 * @param values   Values by field name (the form's required fields are filled when absent).
 * @param file     A file for the briefing field.
 */
export async function send(
	context: APIRequestContext,
	prepared: Prepared,
	values: Record< string, string >,
	file?: FilePart
): Promise< { status: number; body: string } > {
	const wait = HUMAN_DELAY_MS - ( Date.now() - prepared.renderedAt );
	if ( wait > 0 ) {
		await new Promise( ( resolve ) => setTimeout( resolve, wait ) );
	}
	const multipart: Record< string, string | FilePart > = {
		'your-name': 'Segurança',
		'your-email': 'seguranca@farol-security.test',
		subject: 'Orçamento',
		'your-message': 'Mensagem do teste de segurança.',
		lgpd: '1',
		...prepared.fields,
		...values,
	};
	if ( file ) {
		multipart.briefing = file;
	}
	const answer = await context.post(
		`/wp-json/farol/v1/contact-forms/${ prepared.formId }/feedback`,
		{
			multipart,
			timeout: 30_000,
		}
	);
	return { status: answer.status(), body: await answer.text() };
}
