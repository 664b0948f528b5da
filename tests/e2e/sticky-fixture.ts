/**
 * What the sticky specs on the site share: a tall fixture post, the rules set through
 * wp/v2/settings on top of the contract's defaults, and the original rules (and no fixture
 * post) left behind after the spec.
 */
/**
 * WordPress dependencies
 */
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import type { StickyFrontPage } from './pages/sticky-front.page';
import { RULE_DEFAULTS, type Rule } from './pages/sticky-rules';

const OPTION = 'farol_sticky_rules';

/** Tall content: 600 px above the sticky element, a push-up element far below, two twins. */
const CONTENT = `<!-- wp:html -->
<div id="sticky-before" style="height:600px;background:#eef">before</div>
<div id="sticky-target" style="height:80px;margin:10px 0;background:#fc0;color:#000" data-own="yes">sticky target</div>
<div id="sticky-after" style="height:1600px;background:#efe">after</div>
<div id="sticky-pusher" style="height:400px;background:#09f">pusher</div>
<div style="height:1400px">tail</div>
<p class="sticky-twin">twin</p><p class="sticky-twin">twin</p>
<!-- /wp:html -->`;

/** The element the rules make sticky unless a test says otherwise. */
export const TARGET = '#sticky-target';

export class StickyFixture {
	/** Address of the fixture post. */
	url = '';
	private postId = 0;
	private savedRules: unknown = [];

	/**
	 * Remembers the site's rules and publishes the fixture post (in beforeAll).
	 *
	 * @param requestUtils WordPress REST helpers.
	 */
	async setUp( requestUtils: RequestUtils ): Promise< void > {
		const settings = await requestUtils.rest< Record< string, unknown > >( {
			path: '/wp/v2/settings',
		} );
		this.savedRules = settings[ OPTION ];
		const post = await requestUtils.createPost( {
			title: 'Sticky fixture',
			content: CONTENT,
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		this.postId = post.id;
		this.url = post.link;
	}

	/**
	 * Puts the site's rules back and deletes the fixture post (in afterAll).
	 *
	 * @param requestUtils WordPress REST helpers.
	 */
	async tearDown( requestUtils: RequestUtils ): Promise< void > {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: { [ OPTION ]: this.savedRules ?? [] },
		} );
		if ( this.postId ) {
			await requestUtils.rest( {
				path: `/wp/v2/posts/${ this.postId }`,
				method: 'DELETE',
				params: { force: true },
			} );
		}
	}

	/**
	 * Stores the rules: each is the contract's defaults with TARGET as its element, plus
	 * what the test gives.
	 *
	 * @param requestUtils WordPress REST helpers.
	 * @param rules        What each rule changes.
	 */
	async setRules(
		requestUtils: RequestUtils,
		rules: Array< Partial< Rule > >
	): Promise< void > {
		await requestUtils.rest( {
			path: '/wp/v2/settings',
			method: 'POST',
			data: {
				[ OPTION ]: rules.map( ( rule ) => ( {
					...RULE_DEFAULTS,
					sticky_selector: TARGET,
					...rule,
				} ) ),
			},
		} );
	}
}

/**
 * Where the target's natural place starts, measured before anything sticks.
 *
 * @param sticky   Page object.
 * @param selector The element (the fixture's target unless given).
 */
export async function naturalTop(
	sticky: StickyFrontPage,
	selector: string = TARGET
): Promise< number > {
	await sticky.scrollTo( 0 );
	return ( await sticky.box( selector ) ).pageTop;
}
