/**
 * The box-shadow rule, built from the generator's state (never read back from the DOM, whose
 * serialisation reorders the parts and rewrites the colour).
 */

/** The generator's state: one shadow. */
export interface Shadow {
	/** Horizontal offset, px. */
	horizontal: number;
	/** Vertical offset, px. */
	vertical: number;
	/** Blur radius, px (never negative). */
	blur: number;
	/** Spread radius, px. */
	spread: number;
	/** Colour, #rrggbb. */
	shadowColor: string;
	/** Opacity of the colour, percent 0–100. */
	opacity: number;
	/** Drawn inside the box instead of outside. */
	inset: boolean;
}

export interface Rgb {
	r: number;
	g: number;
	b: number;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * Reads a hex colour (#rgb or #rrggbb, any case).
 *
 * @param hex Colour text.
 * @return The channels, or null when the text is not a hex colour.
 */
export function hexToRgb( hex: string ): Rgb | null {
	const match = HEX.exec( hex.trim() );
	if ( ! match || ! match[ 1 ] ) {
		return null;
	}
	let digits = match[ 1 ];
	if ( digits.length === 3 ) {
		digits = digits
			.split( '' )
			.map( ( d ) => d + d )
			.join( '' );
	}
	const channel = ( start: number ) =>
		parseInt( digits.slice( start, start + 2 ), 16 );
	return { r: channel( 0 ), g: channel( 2 ), b: channel( 4 ) };
}

/**
 * Keeps a number inside a range, as an integer; anything that is not a number becomes the
 * fallback.
 *
 * @param value    Candidate.
 * @param min      Lowest allowed.
 * @param max      Highest allowed.
 * @param fallback Used when value is not a finite number.
 */
export function clamp(
	value: number,
	min: number,
	max: number,
	fallback: number = min
): number {
	if ( ! Number.isFinite( value ) ) {
		return fallback;
	}
	return Math.min( max, Math.max( min, Math.round( value ) ) );
}

/**
 * Opacity percent as a CSS alpha: 30 → "0.3", 100 → "1", 0 → "0".
 *
 * @param percent 0–100.
 */
export function alpha( percent: number ): string {
	return String( clamp( percent, 0, 100 ) / 100 );
}

/**
 * The rgba() colour of a shadow; an unreadable colour counts as black.
 *
 * @param shadow Shadow.
 */
export function shadowRgba(
	shadow: Pick< Shadow, 'shadowColor' | 'opacity' >
): string {
	const { r, g, b } = hexToRgb( shadow.shadowColor ) ?? { r: 0, g: 0, b: 0 };
	return `rgba(${ r }, ${ g }, ${ b }, ${ alpha( shadow.opacity ) })`;
}

/**
 * The value of the box-shadow property: `[inset ]Hpx Vpx Bpx Spx rgba(r, g, b, a)`.
 *
 * @param shadow Shadow.
 */
export function boxShadowValue( shadow: Shadow ): string {
	const lengths = [
		shadow.horizontal,
		shadow.vertical,
		Math.max( 0, shadow.blur ),
		shadow.spread,
	]
		.map( ( length ) => `${ length }px` )
		.join( ' ' );
	return `${ shadow.inset ? 'inset ' : '' }${ lengths } ${ shadowRgba(
		shadow
	) }`;
}

/**
 * The whole declaration the visitor copies: `box-shadow: …;`.
 *
 * @param shadow Shadow.
 */
export function boxShadowRule( shadow: Shadow ): string {
	return `box-shadow: ${ boxShadowValue( shadow ) };`;
}
