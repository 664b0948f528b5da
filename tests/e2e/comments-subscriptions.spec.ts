/**
 * Subscriptions end to end, against the real server and its mail (recorded by
 * tests/e2e/php/contact-mail-sink.php in the e2e site's mu-plugins for this spec's run): a guest
 * subscribes from the bar with the keyboard, gets the confirmation mail and opens its link, whose
 * page's one button POSTs (opening it changes nothing; the post page then says "confirmed"); a
 * comment by someone else mails the notification, whose unsubscribe link's button works (the
 * page says so; axe finds nothing on the link's page) and no further mail comes. Mail is read by polling:
 * once the retrying queue is merged it is sent after the answer. Every address is @DOMAIN, and
 * the spec removes its subscriptions and mails after. axe finds nothing on the bar (a guest's,
 * a member's before and after subscribing) nor on the form with its notification box ticked.
 * The guest's bar asks the comment captcha (proof of work): a challenge once the bar is touched,
 * the answer sent with wpdAddSubscription; without JavaScript, refused (`captcha_missing`).
 */
/**
 * External dependencies
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
/**
 * Internal dependencies
 */
import { expectNoAxeViolations } from './axe';
import { test, expect, VISITOR } from './fixtures';
import { installMailSink, removeMailSink, SITE } from './contact-form-helpers';
import { waitOutFlood } from './comments-helpers';
import { sendLoginForm } from './login-form';
import { CommentsPage } from './pages/comments.page';

const DOMAIN = 'e2e-subs.test';
const RUN = Date.now().toString( 36 );

type Mail = { to: string; subject: string; message: string };

/**
 * Reads the mails to @DOMAIN, or removes them and the subscriptions of @DOMAIN.
 *
 * @param task    read or clean.
 * @param baseURL The site's address.
 */
function mails( task: 'read' | 'clean', baseURL: string ): Mail[] {
	const output = execFileSync(
		'php',
		[
			path.join( __dirname, 'php/subscriptions-store.php' ),
			SITE,
			task,
			DOMAIN,
		],
		{ env: { ...process.env, FAROL_SITE_URL: baseURL }, encoding: 'utf8' }
	);
	const parsed = JSON.parse( output.trim().split( '\n' ).pop() ?? '{}' ) as {
		mails?: Mail[];
	};
	return parsed.mails ?? [];
}

/**
 * Waits for the mail to an address whose subject matches, and answers it.
 *
 * @param baseURL The site's address.
 * @param to      The address.
 * @param subject What the subject holds.
 */
async function mailTo(
	baseURL: string,
	to: string,
	subject: RegExp
): Promise< Mail > {
	let found: Mail | undefined;
	await expect
		.poll(
			() => {
				found = mails( 'read', baseURL ).find(
					( mail ) => mail.to === to && subject.test( mail.subject )
				);
				return Boolean( found );
			},
			{ timeout: 15_000, message: `a mail to ${ to } (${ subject })` }
		)
		.toBe( true );
	return found!;
}

/**
 * The link of a kind in a mail.
 *
 * @param mail The mail.
 * @param kind wpdiscuzConfirm or wpdiscuzUnsubscribe.
 */
function linkIn( mail: Mail, kind: string ): string {
	const match = new RegExp( `https?://\\S*${ kind }=1\\S*` ).exec(
		mail.message
	);
	expect( match, `a ${ kind } link in ${ mail.message }` ).not.toBeNull();
	return match![ 0 ];
}

let postId = 0;
let postUrl = '';

test.beforeAll( async ( { requestUtils, baseURL } ) => {
	installMailSink();
	mails( 'clean', baseURL! );
	const post = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title: `Inscrições ${ RUN }`,
			status: 'publish',
			comment_status: 'open',
			content:
				'<!-- wp:paragraph --><p>Um post para acompanhar.</p><!-- /wp:paragraph -->',
		},
	} ) ) as { id: number; link: string };
	postId = post.id;
	postUrl = new URL( post.link ).pathname + new URL( post.link ).search;
	// The notifying guest has had a comment approved before (core may hold a first one).
	await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/comments',
		data: {
			post: post.id,
			content: 'Um comentário de antes.',
			author_name: `Bia ${ RUN }`,
			author_email: `bia-${ RUN }@${ DOMAIN }`,
			status: 'approved',
		},
	} );
} );

test.afterAll( async ( { requestUtils, baseURL } ) => {
	mails( 'clean', baseURL! );
	removeMailSink();
	await requestUtils.rest( {
		method: 'DELETE',
		path: `/wp/v2/posts/${ postId }`,
		params: { force: true },
	} );
} );

test.describe( 'subscriptions', () => {
	test.use( { storageState: VISITOR } );
	test.setTimeout( 120_000 );

	test( 'a guest subscribes by keyboard, confirms by mail, is notified and unsubscribes by the mail’s link', async ( {
		page,
		baseURL,
		requestUtils,
	} ) => {
		const email = `leitora-${ RUN }@${ DOMAIN }`;
		await page.goto( postUrl );
		const bar = page.getByRole( 'form', { name: 'Inscrever-se' } );
		await expect( bar ).toBeVisible();
		const type = bar.getByLabel( 'Avise-me sobre' );
		await expect( type ).toHaveValue( 'post' );
		await expectNoAxeViolations( page, '.farol-subscribe' );
		// The comment captcha (guests: proof of work), its challenge asked once the bar is touched.
		await expect(
			bar.locator( '[data-farol-captcha="proof_of_work"]' )
		).toHaveCount( 1 );
		let challenges = 0;
		page.on( 'request', ( request ) => {
			if ( request.postData()?.includes( 'wpdCaptchaChallenge' ) ) {
				challenges++;
			}
		} );
		await page.waitForTimeout( 500 );
		expect( challenges, 'none before a touch' ).toBe( 0 );

		// Keyboard only: the select, the e-mail, the button.
		const challenged = page.waitForRequest(
			( request ) =>
				request.postData()?.includes( 'wpdCaptchaChallenge' ) ?? false
		);
		await type.focus();
		await challenged;
		await page.keyboard.press( 'Tab' );
		await expect( bar.getByLabel( 'Seu e-mail' ) ).toBeFocused();
		// Native validity first: an empty address sends nothing.
		let asked = 0;
		page.on( 'request', ( request ) => {
			if ( request.postData()?.includes( 'wpdAddSubscription' ) ) {
				asked++;
			}
		} );
		await page.keyboard.press( 'Tab' );
		await expect(
			bar.getByRole( 'button', { name: 'Inscrever-se' } )
		).toBeFocused();
		await page.keyboard.press( 'Enter' );
		await page.waitForTimeout( 500 );
		expect( asked, 'an invalid form sends nothing' ).toBe( 0 );

		await bar.getByLabel( 'Seu e-mail' ).fill( email );
		const answered = page.waitForResponse(
			( response ) =>
				response
					.request()
					.postData()
					?.includes( 'wpdAddSubscription' ) ?? false
		);
		await bar.getByLabel( 'Seu e-mail' ).press( 'Enter' );
		const response = await answered;
		// The solved proof of work goes with the bar's own fields.
		const sent = response.request().postData() ?? '';
		expect( sent ).toMatch(
			/name="farol_captcha_challenge"\r\n\r\npow1\.[0-9a-f]{32}\./
		);
		expect( sent ).toMatch( /name="farol_captcha"\r\n\r\n\d+\r\n/ );
		const body = ( await response.json() ) as {
			success: boolean;
			data: { code: string };
		};
		expect( body.success, JSON.stringify( body ) ).toBe( true );
		expect( body.data.code ).toBe( 'subscription_confirm_sent' );
		await expect(
			page.getByText( 'Enviamos um e-mail para você' )
		).toBeVisible();
		// The page reloads after 3 s.
		await page.waitForEvent( 'load', { timeout: 10_000 } );

		const confirm = await mailTo( baseURL!, email, /^Confirme/ );
		expect( confirm.message ).not.toMatch( /<[a-z]/i );
		// Opening the link changes nothing: its page has one button, which POSTs.
		await page.goto( linkIn( confirm, 'wpdiscuzConfirm' ) );
		await page
			.getByRole( 'button', { name: 'Confirmar inscrição' } )
			.click();
		await expect( page ).not.toHaveURL( /skey=/ );
		await expect(
			page.getByRole( 'status' ).filter( {
				hasText: 'Sua inscrição está confirmada.',
			} )
		).toBeVisible();
		// Opening it again: already used.
		await page.goto( linkIn( confirm, 'wpdiscuzConfirm' ) );
		await page
			.getByRole( 'button', { name: 'Confirmar inscrição' } )
			.click();
		await expect(
			page.getByText( 'Este link não é válido ou já foi usado.' )
		).toBeVisible();

		// Someone else comments: the subscriber is mailed, in plain text, with an unsubscribe link.
		const text = `Um comentário novo <b>${ RUN }</b>`;
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/comments',
			data: { post: postId, content: text, status: 'approved' },
		} );
		const notice = await mailTo( baseURL!, email, /^Novo comentário/ );
		expect( notice.message ).toContain( `Um comentário novo ${ RUN }` );
		await page.goto( linkIn( notice, 'wpdiscuzUnsubscribe' ) );
		await expectNoAxeViolations( page, 'body' );
		await page
			.getByRole( 'button', { name: 'Cancelar inscrição' } )
			.click();
		await expect(
			page.getByRole( 'status' ).filter( {
				hasText: 'Inscrição cancelada.',
			} )
		).toBeVisible();

		// No further mail.
		await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/comments',
			data: {
				post: postId,
				content: `Mais um ${ RUN }`,
				status: 'approved',
			},
		} );
		await page.waitForTimeout( 3000 );
		expect(
			mails( 'read', baseURL! ).filter(
				( mail ) => mail.to === email && /^Novo/.test( mail.subject )
			)
		).toHaveLength( 1 );
	} );

	test( 'a guest ticks "notify me of replies" on the comment form and gets the confirmation mail', async ( {
		page,
		baseURL,
		requestUtils,
	} ) => {
		const email = `bia-${ RUN }@${ DOMAIN }`;
		await waitOutFlood( requestUtils );
		const area = new CommentsPage( page );
		await area.open( postUrl );
		const main = area.mainForm;
		await main
			.getByRole( 'textbox', { name: 'Nome', exact: true } )
			.fill( `Bia ${ RUN }` );
		await main
			.getByRole( 'textbox', { name: 'E-mail', exact: true } )
			.fill( email );
		await main
			.getByRole( 'checkbox', {
				name: 'Avise-me das respostas ao meu comentário',
			} )
			.check();
		await area.write( main, `Quero saber das respostas ${ RUN }.` );
		await expectNoAxeViolations( page, '.farol-comment-form--main' );
		const checked = area.answerOf( 'wpdCheckNotificationType' );
		await area.submit( main ).click();
		const body = ( await ( await checked ).json() ) as {
			success: boolean;
			data: string;
		};
		expect( body, JSON.stringify( body ) ).toEqual( {
			success: true,
			data: 'subscription_confirm_sent',
		} );
		const confirm = await mailTo( baseURL!, email, /^Confirme/ );
		expect( confirm.message ).toContain( 'as respostas ao seu comentário' );
	} );
} );

test.describe( 'without JavaScript', () => {
	test.use( { storageState: VISITOR, javaScriptEnabled: false } );

	// The captcha needs JavaScript (with none, SubscriptionActionsTest shows the no-JS success).
	test( 'the bar posts and the page says what happened: the captcha is missing', async ( {
		page,
		baseURL,
	} ) => {
		const email = `sem-js-${ RUN }@${ DOMAIN }`;
		await page.goto( postUrl );
		const bar = page.getByRole( 'form', { name: 'Inscrever-se' } );
		// The note's text is a <noscript> (Playwright's text matchers skip its content).
		expect(
			await bar.locator( '.farol-comment-form__captcha-note' ).innerHTML()
		).toBe(
			'<noscript>Ative o JavaScript para se inscrever (verificação contra robôs).</noscript>'
		);
		await bar.getByLabel( 'Seu e-mail' ).fill( email );
		// The guest's stamp must be a few seconds old (the comment form's bot check).
		await page.waitForTimeout( 4000 );
		await bar.getByRole( 'button', { name: 'Inscrever-se' } ).click();
		await expect( page ).toHaveURL( /farol_subscription=captcha_missing/ );
		await expect(
			page
				.getByRole( 'status' )
				.filter( { hasText: 'Confirme que você não é um robô.' } )
		).toBeVisible();
		await page.waitForTimeout( 2000 );
		expect(
			mails( 'read', baseURL! ).filter( ( mail ) => mail.to === email )
		).toHaveLength( 0 );
	} );
} );

test.describe( 'a member', () => {
	test.use( { storageState: VISITOR } );
	test.setTimeout( 120_000 );

	test( 'subscribes at once, sees it in the bar and unsubscribes there; axe finds nothing on the bar', async ( {
		page,
	} ) => {
		await sendLoginForm( page, 'subscriber' );
		await page.waitForURL( /wp-admin/ );
		await page.goto( postUrl );
		const bar = page.getByRole( 'form', { name: 'Inscrever-se' } );
		await expect( bar ).toBeVisible();
		await expect( bar.getByLabel( 'Seu e-mail' ) ).toHaveCount( 0 );
		await expectNoAxeViolations( page, '.farol-subscribe' );

		await bar.getByLabel( 'Avise-me sobre' ).selectOption( 'all_comment' );
		const answered = page.waitForResponse(
			( response ) =>
				response
					.request()
					.postData()
					?.includes( 'wpdAddSubscription' ) ?? false
		);
		await bar.getByRole( 'button', { name: 'Inscrever-se' } ).click();
		const body = ( await ( await answered ).json() ) as {
			data: { code: string };
		};
		expect( body.data.code ).toBe( 'subscription_added' );
		await page.waitForEvent( 'load', { timeout: 10_000 } );

		const mine = page
			.locator( '.farol-subscribe__list li' )
			.filter( { hasText: 'respostas aos meus comentários' } );
		await expect( mine ).toBeVisible();
		await expectNoAxeViolations( page, '.farol-subscribe' );
		await mine
			.getByRole( 'button', { name: 'Cancelar inscrição' } )
			.focus();
		await page.keyboard.press( 'Enter' );
		await expect(
			page.getByText( 'Inscrição cancelada.' ).first()
		).toBeVisible();
		await page.waitForEvent( 'load', { timeout: 10_000 } );
		await expect( mine ).toHaveCount( 0 );
	} );
} );
