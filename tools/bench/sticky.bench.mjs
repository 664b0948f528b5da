/**
 * Sticky elements: what the behaviour costs when nothing moves, and how fast it reacts.
 *
 * Page: post 2260 as a visitor (the demo's one rule, `#fixed`, tools/runtime/demo/30-sticky.php).
 * Browser: the bench's Chromium (lib/browser.mjs: Debian's /usr/bin/chromium, CHROMIUM_PATH).
 * Run by `npm run bench` in full mode, its rows in the table's "extra" section.
 *
 * 1. Idle main-thread time over 10 s (CDP Performance.getMetrics TaskDuration and
 *    ScriptDuration, before and after), with the element in its place and while it is stuck.
 *    For scale, the same page with the script blocked, and with the poll the plugin we replace
 *    ran (every 10 ms: measure the element, write its style) added in its place.
 * 2. Scroll → state: in the page, performance.now() in a scroll listener registered before
 *    Farol's, against a MutationObserver on the element's class; 20 crossings of the stick point.
 *    Also from the window.scrollTo() call (which includes waiting for the frame in which the
 *    browser dispatches scroll events), and whether the change lands before that frame paints.
 */
/* global requestAnimationFrame, MutationObserver -- used inside page.evaluate(). */
/**
 * Internal dependencies
 */
import { launch } from './lib/browser.mjs';
import { median } from './lib/stats.mjs';

export const name = 'sticky elements (post 2260, one rule)';

const IDLE_MS = 10_000;
const CROSSINGS = 20;
const TARGET = '#fixed';

/** The poll of "Sticky Menu (or Anything!) on Scroll", reduced to its cost: read + write every 10 ms. */
const ANCHOR_POLL = `
	setInterval( () => {
		const el = document.querySelector( '${ TARGET }' );
		if ( ! el ) { return; }
		const rect = el.getBoundingClientRect();
		const style = getComputedStyle( el );
		el.classList.toggle( 'element-is-sticky', window.scrollY >= rect.top + window.scrollY );
		el.style.zIndex = style.zIndex === 'auto' ? '1' : style.zIndex;
	}, 10 );
`;

const round = ( value, digits = 2 ) => Number( value.toFixed( digits ) );

/**
 * Opens post 2260 in a fresh visitor context.
 *
 * @param {import('@playwright/test').Browser}  browser
 * @param {string}                              baseURL
 * @param {{ block?: boolean, poll?: boolean }} options Block Farol's script / add the anchor's poll.
 */
async function openPage( browser, baseURL, options = {} ) {
	const context = await browser.newContext( {
		viewport: { width: 1280, height: 800 },
	} );
	const page = await context.newPage();
	if ( options.block ) {
		await page.route( '**/apps/sticky/index.js*', ( route ) =>
			route.abort()
		);
	}
	if ( options.poll ) {
		await page.addInitScript( ANCHOR_POLL );
	}
	await page.goto( `${ baseURL }/?p=2260`, { waitUntil: 'load' } );
	const info = await page.evaluate(
		( sel ) => ( {
			rules: window.farolSticky?.rules?.length ?? 0,
			element: !! document.querySelector( sel ),
			top:
				( document.querySelector( sel )?.getBoundingClientRect().top ??
					0 ) + window.scrollY,
			topDistance:
				window.farolSticky?.rules?.find(
					( r ) => r.sticky_selector === sel
				)?.top_distance ?? 0,
		} ),
		TARGET
	);
	return { context, page, info };
}

/**
 * Main-thread time spent during IDLE_MS of doing nothing.
 *
 * @param {import('@playwright/test').Page} page
 */
async function idleCost( page ) {
	const cdp = await page.context().newCDPSession( page );
	await cdp.send( 'Performance.enable', { timeDomain: 'timeTicks' } );
	// Let load-time work (fonts, images, lazy scripts) settle first.
	await page.waitForTimeout( 2000 );
	const read = async () => {
		const { metrics } = await cdp.send( 'Performance.getMetrics' );
		const get = ( key ) =>
			metrics.find( ( m ) => m.name === key )?.value ?? 0;
		return { task: get( 'TaskDuration' ), script: get( 'ScriptDuration' ) };
	};
	const before = await read();
	await page.waitForTimeout( IDLE_MS );
	const after = await read();
	await cdp.detach();
	return {
		task: ( after.task - before.task ) * 1000,
		script: ( after.script - before.script ) * 1000,
	};
}

/**
 * Crosses the stick point back and forth and times each state change.
 *
 * @param {import('@playwright/test').Page} page
 * @param {number}                          top  Element top in the page.
 */
async function reaction( page, top ) {
	return page.evaluate(
		async ( { sel, stickAt, crossings } ) => {
			const el = document.querySelector( sel );
			const samples = [];
			let eventAt = 0;
			// Document scrolling fires `scroll` at the document, bubbling to the window: this
			// capturing listener on the window runs first, Farol's (bubbling) one after it.
			const onScroll = () => {
				if ( eventAt === 0 ) {
					eventAt = performance.now();
				}
			};
			window.addEventListener( 'scroll', onScroll, {
				capture: true,
				passive: true,
			} );
			for ( let i = 0; i < crossings; i++ ) {
				const wantSticky = i % 2 === 0;
				const y = wantSticky
					? stickAt + 40
					: Math.max( 0, stickAt - 40 );
				eventAt = 0;
				const sample = await new Promise( ( resolve ) => {
					const calledAt = performance.now();
					let frameAt = 0;
					requestAnimationFrame( ( t ) => {
						frameAt = t;
					} );
					const observer = new MutationObserver( () => {
						if (
							el.classList.contains( 'farol-sticky--active' ) ===
							wantSticky
						) {
							observer.disconnect();
							const changedAt = performance.now();
							// No animation-frame callback has run yet in the frame that
							// dispatched the scroll: the change is painted with that frame.
							const beforePaint = frameAt === 0;
							requestAnimationFrame( () =>
								resolve( {
									fromEvent: changedAt - eventAt,
									fromCall: changedAt - calledAt,
									beforePaint,
								} )
							);
						}
					} );
					observer.observe( el, {
						attributes: true,
						attributeFilter: [ 'class' ],
					} );
					window.scrollTo( { top: y, behavior: 'instant' } );
				} );
				samples.push( sample );
				await new Promise( ( r ) => setTimeout( r, 50 ) );
			}
			window.removeEventListener( 'scroll', onScroll, { capture: true } );
			return samples;
		},
		{ sel: TARGET, stickAt: Math.ceil( top ), crossings: CROSSINGS }
	);
}

export async function run( { baseURL } ) {
	const browser = await launch();
	const rows = [];
	try {
		// 1. Idle cost, element in place.
		const farol = await openPage( browser, baseURL );
		if ( farol.info.rules !== 1 || ! farol.info.element ) {
			rows.push( {
				metric: 'setup: post 2260 has one rule and #fixed',
				value: `${ farol.info.rules } rule(s)`,
				ok: false,
			} );
		}
		const idleInPlace = await idleCost( farol.page );

		// Idle cost while stuck (scrolled past the stick point).
		await farol.page.evaluate(
			( y ) => window.scrollTo( { top: y, behavior: 'instant' } ),
			Math.ceil( farol.info.top ) + 200
		);
		// The browser dispatches the scroll event at its next frame: wait for the state, briefly.
		const stuck = await farol.page
			.waitForFunction(
				( sel ) =>
					document
						.querySelector( sel )
						?.classList.contains( 'farol-sticky--active' ),
				TARGET,
				{ timeout: 2000 }
			)
			.then( () => true )
			.catch( () => false );
		const idleStuck = await idleCost( farol.page );

		// 2. Reaction time.
		await farol.page.evaluate( () =>
			window.scrollTo( { top: 0, behavior: 'instant' } )
		);
		const samples = await reaction(
			farol.page,
			farol.info.top - farol.info.topDistance
		);
		await farol.context.close();

		// Scale: page without Farol's script; page with the anchor's poll instead.
		const bare = await openPage( browser, baseURL, { block: true } );
		const idleBare = await idleCost( bare.page );
		await bare.context.close();
		const polled = await openPage( browser, baseURL, {
			block: true,
			poll: true,
		} );
		const idlePoll = await idleCost( polled.page );
		await polled.context.close();

		const fromEvent = samples.map( ( s ) => s.fromEvent );
		const fromCall = samples.map( ( s ) => s.fromCall );

		rows.push(
			{
				metric: 'idle 10 s, main thread, element in place',
				value: round( idleInPlace.task ),
				unit: 'ms',
				target: '< 5 ms',
				ok: idleInPlace.task < 5,
			},
			{
				metric: 'idle 10 s, main thread, element stuck',
				value: round( idleStuck.task ),
				unit: 'ms',
				target: '< 5 ms',
				ok: idleStuck.task < 5 && stuck === true,
			},
			{
				metric: 'idle 10 s, JavaScript run (in place + stuck)',
				value: round( idleInPlace.script + idleStuck.script ),
				unit: 'ms',
			},
			{
				metric: 'for scale: same page, sticky script blocked',
				value: round( idleBare.task ),
				unit: 'ms',
			},
			{
				metric: "for scale: the anchor's 10 ms poll instead",
				value: round( idlePoll.task ),
				unit: 'ms',
			},
			{
				metric: `scroll event → state change, median of ${ CROSSINGS }`,
				value: round( median( fromEvent ), 3 ),
				unit: 'ms',
			},
			{
				metric: `scroll event → state change, worst of ${ CROSSINGS }`,
				value: round( Math.max( ...fromEvent ), 3 ),
				unit: 'ms',
				target: '≤ 10 ms',
				ok: Math.max( ...fromEvent ) <= 10,
			},
			{
				metric: 'scrollTo() call → state change, median (waits a frame)',
				value: round( median( fromCall ), 2 ),
				unit: 'ms',
			},
			{
				metric: 'state changes before the frame paints',
				value: `${
					samples.filter( ( s ) => s.beforePaint ).length
				}/${ CROSSINGS }`,
			}
		);
	} finally {
		await browser.close();
	}
	return rows;
}
