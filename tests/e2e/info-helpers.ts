/**
 * What the follows and info modal specs share: the mail sink they put in the e2e site's
 * mu-plugins for their run (tests/e2e/php/contact-mail-sink.php), and tests/e2e/php/info-store.php,
 * which seeds comments, reads the recorded mails and removes what the specs left.
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ROOT, SITE } from './contact-form-helpers';

export { installMailSink, removeMailSink } from './contact-form-helpers';

export type Mail = { to: string | string[]; subject: string; message: string };

/**
 * Runs a task of info-store.php.
 *
 * @param baseURL The site's address.
 * @param args    The task and its arguments.
 */
function run( baseURL: string, ...args: string[] ): unknown {
	const output = execFileSync(
		'php',
		[ path.join( __dirname, 'php/info-store.php' ), SITE, ...args ],
		{
			cwd: ROOT,
			env: { ...process.env, FAROL_SITE_URL: baseURL },
			encoding: 'utf8',
		}
	);
	return JSON.parse( output.trim().split( '\n' ).pop() ?? 'null' );
}

/**
 * Adds approved comments to a post by a demo user (login) or a guest (e-mail).
 *
 * @param baseURL The site's address.
 * @param post    The post's id.
 * @param who     A demo login or a guest's e-mail.
 * @param count   How many.
 * @return The comments' ids, oldest first.
 */
export function seedComments(
	baseURL: string,
	post: number,
	who: string,
	count: number
): number[] {
	return run(
		baseURL,
		'comments',
		String( post ),
		who,
		String( count )
	) as number[];
}

/**
 * A new subscriber of the spec's own (login `e2e-info-…`, password "password", e-mail
 * `<login>@e2e-info.test`), so the demo's accounts keep their content and follows.
 *
 * @param baseURL The site's address.
 * @param name    What follows `e2e-info-` in the login.
 * @return The login and the e-mail.
 */
export function newMember(
	baseURL: string,
	name: string
): { login: string; email: string } {
	const login = `e2e-info-${ name }-${ Date.now().toString( 36 ) }`;
	run( baseURL, 'user', login );
	return { login, email: `${ login }@e2e-info.test` };
}

/**
 * The mails recorded so far.
 *
 * @param baseURL The site's address.
 */
export function mails( baseURL: string ): Mail[] {
	return run( baseURL, 'mails' ) as Mail[];
}

/**
 * Waits (polling, the mail may come from a queue after the answer) for a mail to an address.
 *
 * @param baseURL The site's address.
 * @param to      The address.
 * @param subject Its subject.
 * @param timeout The longest wait.
 */
export async function mailTo(
	baseURL: string,
	to: string,
	subject: string,
	timeout = 15_000
): Promise< Mail > {
	const until = Date.now() + timeout;
	for (;;) {
		const found = mails( baseURL ).find(
			( mail ) =>
				( Array.isArray( mail.to ) ? mail.to : [ mail.to ] ).includes(
					to
				) && mail.subject === subject
		);
		if ( found ) {
			return found;
		}
		if ( Date.now() > until ) {
			throw new Error( `no mail "${ subject }" to ${ to }` );
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 500 ) );
	}
}

/**
 * Removes the mail record and the spec's members with their comments and follows.
 *
 * @param baseURL The site's address.
 */
export function cleanInfo( baseURL: string ): void {
	run( baseURL, 'clean' );
}
