/**
 * The countdown's front end: keeps the markup render.php printed ticking, without React.
 *
 * The server is the only renderer of the countdown's markup. This module takes that markup
 * over and rewrites only what changes: the digits, a caption when its unit flips between one
 * and not one, the `is-ended` class, and the screen-reader sentence when its minute changes.
 * Ticks fall on the whole seconds counted back from the target, so they never drift, and stop
 * at 00. Any error is logged and stops the ticking: the server's markup stays as printed,
 * readable, rather than half-replaced or blank.
 */

/**
 * Internal dependencies
 */
import {
	UNITS,
	isWords,
	summary,
	unitCaption,
	type Unit,
	type Words,
} from './words';
import { msUntilNextTick, pad, remainingUntil, type Remaining } from './time';

/** What render.php hands the browser in `data-farol-props`. */
export interface CountdownProps {
	/** Target instant, epoch ms (validated and normalised by the server). */
	target: number;
	/** Every word the countdown shows, in the site's language. */
	words: Words;
}

/** The nodes of the server's markup that change while the countdown runs. */
interface CountdownNodes {
	summary: Element;
	units: Element;
	values: Record< Unit, Element >;
	captions: Record< Unit, Element >;
}

/**
 * Reads the props render.php printed in `data-farol-props`.
 *
 * @param element The block's wrapper.
 * @return The props, or null when the attribute is missing or not what the server writes.
 */
export function readProps( element: HTMLElement ): CountdownProps | null {
	let props: unknown;
	try {
		props = JSON.parse( element.dataset.farolProps ?? '' );
	} catch {
		return null;
	}
	if (
		typeof props === 'object' &&
		props !== null &&
		'target' in props &&
		typeof props.target === 'number' &&
		Number.isFinite( props.target ) &&
		'words' in props &&
		isWords( props.words )
	) {
		return { target: props.target, words: props.words };
	}
	return null;
}

/**
 * Finds the nodes the ticker updates.
 *
 * @param  element The block's wrapper.
 * @throws {Error} When the markup is not the countdown's.
 */
function findNodes( element: HTMLElement ): CountdownNodes {
	const one = ( selector: string ): Element => {
		const node = element.querySelector( selector );
		if ( ! node ) {
			throw new Error( `countdown markup without ${ selector }` );
		}
		return node;
	};
	const values = {} as Record< Unit, Element >;
	const captions = {} as Record< Unit, Element >;
	for ( const unit of UNITS ) {
		const tile = `.farol-countdown__unit--${ unit }`;
		values[ unit ] = one( `${ tile } .farol-countdown__value` );
		captions[ unit ] = one( `${ tile } .farol-countdown__label` );
	}
	return {
		summary: one( '.farol-countdown__summary' ),
		units: one( '.farol-countdown__units' ),
		values,
		captions,
	};
}

/**
 * Writes a text only when it differs, so unchanged nodes are left alone.
 *
 * @param node Node.
 * @param text Text it should show.
 */
function show( node: Element, text: string ): void {
	if ( node.textContent !== text ) {
		node.textContent = text;
	}
}

/**
 * Which sentence the summary says: it reads to the minute, so it changes at most once a
 * minute (and once more for "ended").
 *
 * @param remaining Time left.
 */
function summaryKey( remaining: Remaining ): number {
	return remaining.ended ? -1 : Math.floor( remaining.totalSeconds / 60 );
}

/**
 * Takes over one countdown's server markup and keeps it ticking until the target.
 *
 * @param element The block's wrapper, as render.php printed it.
 * @param props   Its props: target and words.
 * @return A function that stops the ticking.
 */
export function startTicker(
	element: HTMLElement,
	props: CountdownProps
): () => void {
	const { target, words } = props;
	let timer: ReturnType< typeof setTimeout > | undefined;
	let nodes: CountdownNodes | undefined;
	let shownKey: number | undefined;

	const tick = () => {
		try {
			nodes ??= findNodes( element );
			const now = Date.now();
			const remaining = remainingUntil( target, now );
			for ( const unit of UNITS ) {
				show( nodes.values[ unit ], pad( remaining[ unit ] ) );
				show(
					nodes.captions[ unit ],
					unitCaption( words, unit, remaining[ unit ] )
				);
			}
			if (
				nodes.units.classList.contains( 'is-ended' ) !== remaining.ended
			) {
				nodes.units.classList.toggle( 'is-ended', remaining.ended );
			}
			const key = summaryKey( remaining );
			if ( key !== shownKey ) {
				shownKey = key;
				show( nodes.summary, summary( words, remaining ) );
			}
			const delay = msUntilNextTick( target, now );
			if ( delay !== null ) {
				timer = setTimeout( tick, delay );
			}
		} catch ( error ) {
			// eslint-disable-next-line no-console -- the one place a visitor's browser reports a broken countdown.
			console.error( 'farol/countdown stopped:', error );
		}
	};

	tick();
	return () => clearTimeout( timer );
}
