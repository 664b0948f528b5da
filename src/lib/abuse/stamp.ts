/**
 * Fresh "shown at" stamps for forms on cached pages.
 *
 * Every public form carries its signed stamp in a hidden field printed by the server
 * (Farol\Support\Abuse\StampKinds::field()): `farol_started`, with where to fetch a fresh one
 * (`data-farol-stamp`) and after how many seconds to do so (`data-farol-stamp-refresh`). The
 * server refuses a stamp younger than its minimum (a bot sends at once) or older than its
 * maximum age (a stamp fetched once cannot be reused for ever). A page cache may serve the
 * form long after the stamp was made, so when the visitor starts using the form (the runtime
 * calls `watchStamp()` as it takes the form over) an old stamp is replaced with a fresh one;
 * before sending, `stampReady()` waits for that fetch and, when a fresh stamp came, for its
 * minimum age, so a quick person sees the form sending rather than a false refusal.
 *
 * "Old" is judged by the visitor's clock against the stamp's server time: a wrong clock only
 * means one more fetch. A failed fetch keeps the stamp the page had.
 */
/**
 * Internal dependencies
 */
import { isStampAnswer } from './stamp-shape';
import { settleWithin } from '../bounded';

/** The hidden field's name (Farol\Support\Abuse\SignedStamp::FIELD). */
export const STAMP_FIELD = 'farol_started';

/** The longest a send waits for a fresh stamp's fetch, in ms. */
export const STAMP_FETCH_MS = 5000;

/** Margin added to the minimum age: the send's own way to the server is not counted on. */
const MARGIN_MS = 50;

interface StampState {
	/** The fetch in flight or done: resolves to when the fresh stamp arrived (ms), or null. */
	fetched: Promise< number | null > | null;
	/** The fresh stamp's minimum age, in seconds. */
	minSeconds: number;
}

const states = new WeakMap< HTMLFormElement, StampState >();

/**
 * The form's stamp field, when it has one that may be refreshed.
 *
 * @param form The form.
 */
export function stampField( form: HTMLFormElement ): HTMLInputElement | null {
	const field = form.querySelector< HTMLInputElement >(
		`input[name="${ STAMP_FIELD }"][data-farol-stamp]`
	);
	return field ?? null;
}

/**
 * Whether a stamp is older than the refresh age (or unreadable), by the given clock.
 *
 * @param value          The stamp.
 * @param refreshSeconds The refresh age.
 * @param nowMs          The visitor's clock.
 */
export function isStale(
	value: string,
	refreshSeconds: number,
	nowMs: number
): boolean {
	const time = Number( value.split( '.' )[ 0 ] );
	if ( ! Number.isFinite( time ) || time <= 0 ) {
		return true;
	}
	return Math.abs( nowMs / 1000 - time ) > refreshSeconds;
}

/**
 * Fetches a fresh stamp into the field when the one it has is old (once per form).
 *
 * @param form  The form.
 * @param fetch The fetch to use.
 * @param now   The clock.
 */
export function refreshIfStale(
	form: HTMLFormElement,
	fetch: typeof window.fetch = window.fetch.bind( window ),
	now: () => number = Date.now
): StampState {
	const known = states.get( form );
	if ( known ) {
		return known;
	}
	const state: StampState = { fetched: null, minSeconds: 0 };
	states.set( form, state );
	const field = stampField( form );
	const refresh = Number( field?.dataset.farolStampRefresh ?? '' );
	if ( ! field || ! field.dataset.farolStamp || ! ( refresh > 0 ) ) {
		return state;
	}
	if ( ! isStale( field.value, refresh, now() ) ) {
		return state;
	}
	state.fetched = fetch( field.dataset.farolStamp, {
		credentials: 'same-origin',
		cache: 'no-store',
		headers: { Accept: 'application/json' },
	} )
		.then( async ( response ) => {
			if ( ! response.ok ) {
				return null;
			}
			const answer: unknown = await response.json();
			if ( ! isStampAnswer( answer ) ) {
				return null;
			}
			field.value = answer.stamp;
			state.minSeconds = answer.minSeconds;
			return now();
		} )
		.catch( () => null );
	return state;
}

/**
 * Refreshes the form's stamp when the visitor starts using it: at once when the focus is
 * already inside (the runtime loaded on that intent), else on the first pointer, focus or key
 * there.
 *
 * @param form The form.
 */
export function watchStamp( form: HTMLFormElement ): void {
	if ( ! stampField( form ) || states.has( form ) ) {
		return;
	}
	const doc = form.ownerDocument;
	if ( doc.activeElement && form.contains( doc.activeElement ) ) {
		refreshIfStale( form );
		return;
	}
	const events = [ 'pointerdown', 'focusin', 'keydown' ] as const;
	const start = () => {
		events.forEach( ( type ) =>
			form.removeEventListener( type, start, true )
		);
		refreshIfStale( form );
	};
	events.forEach( ( type ) => form.addEventListener( type, start, true ) );
}

/**
 * Resolves when the form's stamp may be sent: a fresh stamp being fetched has arrived (or
 * STAMP_FETCH_MS passed) and, when one came, it is at least its minimum age.
 *
 * @param form  The form.
 * @param fetch The fetch to use.
 * @param now   The clock.
 */
export async function stampReady(
	form: HTMLFormElement,
	fetch: typeof window.fetch = window.fetch.bind( window ),
	now: () => number = Date.now
): Promise< void > {
	const state = refreshIfStale( form, fetch, now );
	if ( ! state.fetched ) {
		return;
	}
	const arrived = await settleWithin( state.fetched, STAMP_FETCH_MS, null );
	if ( arrived === null ) {
		return;
	}
	const wait = arrived + state.minSeconds * 1000 + MARGIN_MS - now();
	if ( wait > 0 ) {
		await new Promise( ( resolve ) => setTimeout( resolve, wait ) );
	}
}
