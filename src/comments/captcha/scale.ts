/**
 * reCAPTCHA v2's checkbox is a fixed 304 × 78 px frame: in a narrower comment area it is
 * scaled down by the area's width, in steps at the spec's breakpoints (1100, 940, 810, 730, 610,
 * 510, 470 px). Kept apart so jest checks the table.
 */

/** Width of the checkbox widget at scale 1, in CSS pixels. */
export const WIDGET_WIDTH = 304;
/** Height of the checkbox widget at scale 1. */
export const WIDGET_HEIGHT = 78;

/** [ smallest container width, scale ], widest first. */
export const CAPTCHA_SCALES: ReadonlyArray< readonly [ number, number ] > = [
	[ 1100, 1 ],
	[ 940, 0.98 ],
	[ 810, 0.95 ],
	[ 730, 0.92 ],
	[ 610, 0.88 ],
	[ 510, 0.85 ],
	[ 470, 0.82 ],
];

/** Below the last breakpoint. */
export const SMALLEST_SCALE = 0.78;

/**
 * The widget's scale for a container width.
 *
 * @param width The comment area's width, in CSS pixels.
 */
export function captchaScale( width: number ): number {
	for ( const [ from, scale ] of CAPTCHA_SCALES ) {
		if ( width >= from ) {
			return scale;
		}
	}
	return SMALLEST_SCALE;
}

/**
 * Scales a widget box to its container's width now and whenever the container resizes.
 *
 * @param box       The box the widget renders in.
 * @param container What its width follows (the comment area).
 * @return Stops following.
 */
export function followScale(
	box: HTMLElement,
	container: HTMLElement
): () => void {
	const apply = () => {
		const scale = captchaScale( container.clientWidth );
		box.style.transform = scale === 1 ? '' : `scale(${ scale })`;
		box.style.transformOrigin = '0 0';
		// A transform does not change the layout box: the height follows by hand.
		box.style.height = `${ Math.ceil( WIDGET_HEIGHT * scale ) }px`;
		box.dataset.scale = String( scale );
	};
	apply();
	if ( typeof ResizeObserver === 'undefined' ) {
		return () => undefined;
	}
	const observer = new ResizeObserver( apply );
	observer.observe( container );
	return () => observer.disconnect();
}
