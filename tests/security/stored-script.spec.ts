/**
 * Stored script: the XSS corpus (tests/fixtures/security/corpus.json; each payload sets
 * window.__farolXss) is stored through the public paths — a contact form submission, a lead
 * (the lead form's no-JavaScript fallback) and a guest comment — and then rendered back in Chromium: the post page as a visitor, the
 * submissions inbox and the leads screen as an administrator. No payload may run: the marker
 * stays unset and no dialog opens.
 */
/**
 * External dependencies
 */
import { expect, test, type Browser } from '@playwright/test';

/**
 * Internal dependencies
 */
import corpus from '../fixtures/security/corpus.json';
import { HUMAN_DELAY_MS, prepare, send } from './contact-submit';
import { countCases, logIn, siteTask, unthrottle, visitor } from './site';

/**
 * Opens a page and reports whether any payload ran there.
 *
 * @param browser      The browser.
 * @param url          The page.
 * @param storageState A session, or none for a visitor.
 */
async function ran(
	browser: Browser,
	url: string,
	storageState?: Awaited<
		ReturnType<
			import('@playwright/test').APIRequestContext[ 'storageState' ]
		>
	>
): Promise< boolean > {
	const context = await browser.newContext( { storageState } );
	const page = await context.newPage();
	let dialog = false;
	page.on( 'dialog', async ( opened ) => {
		dialog = true;
		await opened.dismiss();
	} );
	await page.goto( url );
	await page.waitForLoadState( 'networkidle' );
	const marker = await page.evaluate(
		() => ( window as unknown as { __farolXss?: number } ).__farolXss
	);
	await context.close();
	return dialog || marker !== undefined;
}

test( 'stored payloads never run where they are rendered back', async ( {
	browser,
} ) => {
	test.setTimeout( 180_000 );
	unthrottle();
	const seed = siteTask< { post: number; users: Record< string, number > } >(
		'seed',
		'1'
	);
	const { context } = await visitor();
	const payloads = corpus.xss;

	// A contact submission per payload, every field that takes text holding it.
	const forms = [];
	for ( const _payload of payloads ) {
		forms.push( await prepare( context ) );
	}
	let stored = 0;
	for ( const [ i, payload ] of payloads.entries() ) {
		if ( i % 4 === 0 ) {
			unthrottle();
		}
		const answer = await send( context, forms[ i ]!, {
			'your-name': payload,
			'your-message': `Mensagem ${ payload }`,
		} );
		expect( answer.status ).toBeLessThan( 500 );
		stored += answer.body.includes( '"mail_sent"' ) ? 1 : 0;
	}

	// A lead per payload, through the lead form's no-JavaScript fallback (admin-post), with
	// the hidden fields of a freshly rendered form.
	const leadForms: Array< Record< string, string > > = [];
	for ( const _payload of payloads ) {
		const html = await ( await context.get( '/fale-com-a-gente/' ) ).text();
		leadForms.push(
			Object.fromEntries(
				[
					...html.matchAll(
						/<input type="hidden" name="([^"]+)" value="([^"]*)"[^>]*>/g
					),
				].map( ( [ , name, value ] ) => [ name!, value! ] )
			)
		);
	}
	await new Promise( ( resolve ) => setTimeout( resolve, HUMAN_DELAY_MS ) );
	let leads = 0;
	for ( const [ i, payload ] of payloads.entries() ) {
		if ( i % 4 === 0 ) {
			unthrottle();
		}
		const answer = await context.post(
			'/wp-admin/admin-post.php?action=farol_lead_conversion',
			{
				form: {
					...leadForms[ i ],
					name: payload,
					email: `lead${ i }@farol-security.test`,
					company: payload,
					job_title: payload,
					cf_consentimento: '1',
				},
				maxRedirects: 0,
			}
		);
		expect( answer.status() ).toBeLessThan( 500 );
		leads += /farol_lead=thanks/.test( answer.headers().location ?? '' )
			? 1
			: 0;
	}

	// Guest comments through the widget's endpoint: core's flood check lets one address post
	// once per 15 s, so one comment carries every payload, and a second the name field's.
	const postHtml = await ( await context.get( `/?p=${ seed.post }` ) ).text();
	const started =
		/name="farol_started" value="([^"]+)"/.exec( postHtml )?.[ 1 ] ?? '';
	await new Promise( ( resolve ) => setTimeout( resolve, HUMAN_DELAY_MS ) );
	let comments = 0;
	for ( const [ i, payload ] of [ payloads.join( '\n' ) ].entries() ) {
		unthrottle();
		const answer = await context.post( '/?farol-comments-ajax=1', {
			form: {
				action: 'wpdAddComment',
				postId: String( seed.post ),
				wpdiscuz_unique_id: '0_0',
				wpd_comment_depth: '1',
				farol_started: started,
				wc_comment: `Comentário ${ i } ${ Date.now() } ${ payload }`,
				wc_name: payloads[ 1 ]!,
				wc_email: `xss${ i }@farol-security.test`,
			},
		} );
		expect( answer.status() ).toBeLessThan( 500 );
		comments += answer.ok() ? 1 : 0;
	}

	const admin = await logIn( 'admin', seed.users.admin! );
	const state = await admin.context.storageState();
	const pages: Array< [ string, typeof state | undefined ] > = [
		[ `/?p=${ seed.post }`, undefined ],
		[ `/?p=${ seed.post }`, state ],
		[ '/wp-admin/admin.php?page=farol-contact-submissions', state ],
		[ '/wp-admin/admin.php?page=farol-leads', state ],
	];
	const executed: string[] = [];
	for ( const [ url, session ] of pages ) {
		if ( await ran( browser, url, session ) ) {
			executed.push( `${ url } (${ session ? 'admin' : 'visitor' })` );
		}
	}
	countCases( 'hostile input', payloads.length * 2 + 1 + pages.length );
	expect( stored, 'contact submissions stored' ).toBe( payloads.length );
	expect( comments, 'comments stored' ).toBe( 1 );
	expect( leads, 'leads stored' ).toBe( payloads.length );
	expect( executed ).toEqual( [] );
} );
