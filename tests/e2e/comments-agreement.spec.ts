/**
 * The comment form's agreement, remembered (the agreement cookie lives 30 days), as a guest
 * on a fresh post with an agreement text set: the box is required and unticked at first; a
 * comment sent with it ticked stores the cookie `farol_agreement` for 30 days; after a reload
 * the main form's box is ticked from the first paint, before the widget (the area's seed script
 * reads the cookie in the browser, so the page stays the same for every reader), and stays a
 * checkbox the visitor can untick, also once the widget has come.
 * The settings are put back and the post (with its comment) deleted at the end.
 */
/**
 * Internal dependencies
 */
import { waitOutFlood } from './comments-helpers';
import { expect, test, VISITOR } from './fixtures';
import { CommentsPage } from './pages/comments.page';

const OPTION = 'farol_comments';
const TERMS = 'Li e aceito os termos de uso dos comentários.';

let savedSettings: unknown = {};
let postId = 0;
let postUrl = '';

test.use( { storageState: VISITOR } );
test.setTimeout( 120_000 );

test.beforeAll( async ( { requestUtils } ) => {
	const settings = await requestUtils.rest< Record< string, unknown > >( {
		path: '/wp/v2/settings',
	} );
	savedSettings = settings[ OPTION ];
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: {
			[ OPTION ]: {
				...( savedSettings as Record< string, unknown > ),
				agreement_text: TERMS,
			},
		},
	} );
	const created = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: {
			title: `Termos ${ Date.now().toString( 36 ) }`,
			status: 'publish',
			comment_status: 'open',
			content:
				'<!-- wp:paragraph --><p>Um post para comentar com os termos.</p><!-- /wp:paragraph -->',
		},
	} ) ) as { id: number; link: string };
	postId = created.id;
	postUrl = new URL( created.link ).pathname + new URL( created.link ).search;
} );

test.afterAll( async ( { requestUtils } ) => {
	await requestUtils.rest( {
		path: '/wp/v2/settings',
		method: 'POST',
		data: { [ OPTION ]: savedSettings ?? {} },
	} );
	await requestUtils.rest( {
		path: `/wp/v2/posts/${ postId }`,
		method: 'DELETE',
		params: { force: true },
	} );
} );

test( 'a guest who agreed once finds the box ticked for 30 days', async ( {
	page,
	context,
	requestUtils,
} ) => {
	await waitOutFlood( requestUtils );
	const area = new CommentsPage( page );
	await area.open( postUrl );
	const form = area.mainForm;
	const terms = form.getByRole( 'checkbox', { name: TERMS } );
	await expect( terms ).not.toBeChecked();

	const stamp = Date.now().toString( 36 );
	const text = `Concordo com os termos ${ stamp }.`;
	await area.write( form, text );
	await area.identify( form, stamp );
	await terms.check();
	await area.submit( form ).click();
	await expect( area.comment( text ) ).toHaveCount( 1, { timeout: 30_000 } );

	const cookie = ( await context.cookies() ).find(
		( { name } ) => name === 'farol_agreement'
	);
	expect( cookie?.value ).toBe( '1' );
	const days = ( cookie!.expires - Date.now() / 1000 ) / 86400;
	expect( days ).toBeGreaterThan( 29.9 );
	expect( days ).toBeLessThanOrEqual( 30 );

	// Ticked before any touch (the seed script, docs/comments-client.md); the page itself stays
	// the same for every reader (cacheable). Writing brings the widget, which keeps the tick and
	// lets the visitor take it off.
	await page.reload();
	await expect( terms ).toBeChecked();
	await expect( area.region ).not.toHaveAttribute( 'data-farol-live' );
	await area.write( form, 'Mais uma ideia.' );
	await expect( area.region ).toHaveAttribute( 'data-farol-live' );
	await expect( terms ).toBeChecked();
	await terms.uncheck();
	await expect( terms ).not.toBeChecked();
} );
