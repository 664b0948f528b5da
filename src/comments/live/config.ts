/**
 * The poll script's configuration, printed by the server as `window.farolLive`
 * (Comments\Live\LiveScript), read by hand: this script carries no zod.
 */

export type LiveMode = 'bubble' | 'automatic';

export interface LiveWords {
	live_bubble_label: string;
	live_bubble_hint: string;
	live_bubble_dismiss: string;
	live_loaded: string;
}

export interface LiveConfig {
	mode: LiveMode;
	postId: number;
	restUrl: string;
	ajaxUrl: string;
	nonce: string;
	lastId: number;
	version: string;
	/** Seconds between polls. */
	interval: number;
	showSeconds: number;
	previewSeconds: number;
	hintSeconds: number;
	cookieDays: number;
	words: LiveWords;
}

const WORDS: Array< keyof LiveWords > = [
	'live_bubble_label',
	'live_bubble_hint',
	'live_bubble_dismiss',
	'live_loaded',
];

const count = ( value: unknown, min: number ): number | null =>
	typeof value === 'number' && Number.isInteger( value ) && value >= min
		? value
		: null;

/**
 * The configuration, or null when it is missing or not the server's shape.
 *
 * @param raw What the page holds.
 */
export function readConfig( raw: unknown ): LiveConfig | null {
	if ( typeof raw !== 'object' || raw === null ) {
		return null;
	}
	const value = raw as Record< string, unknown >;
	const words = value.words as Record< string, unknown > | undefined;
	const mode = value.mode;
	const numbers = {
		postId: count( value.postId, 1 ),
		lastId: count( value.lastId, 0 ),
		interval: count( value.interval, 1 ),
		showSeconds: count( value.showSeconds, 0 ),
		previewSeconds: count( value.previewSeconds, 0 ),
		hintSeconds: count( value.hintSeconds, 0 ),
		cookieDays: count( value.cookieDays, 0 ),
	};
	if (
		( mode !== 'bubble' && mode !== 'automatic' ) ||
		Object.values( numbers ).some( ( n ) => n === null ) ||
		typeof value.restUrl !== 'string' ||
		typeof value.ajaxUrl !== 'string' ||
		typeof value.nonce !== 'string' ||
		typeof value.version !== 'string' ||
		! words ||
		WORDS.some( ( key ) => typeof words[ key ] !== 'string' )
	) {
		return null;
	}
	return {
		...( numbers as Record< keyof typeof numbers, number > ),
		mode,
		restUrl: value.restUrl,
		ajaxUrl: value.ajaxUrl,
		nonce: value.nonce,
		version: value.version,
		words: words as unknown as LiveWords,
	};
}
