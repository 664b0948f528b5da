/**
 * Ranges and defaults of the generator's controls.
 *
 * block.json is their only source (each attribute's `default`, `minimum`, `maximum`; PHP
 * validates stored values against the same schema); these helpers read them out of it.
 */

/**
 * Internal dependencies
 */
import { clamp, hexToRgb, type Shadow } from './css';

export type NumericField =
	| 'horizontal'
	| 'vertical'
	| 'blur'
	| 'spread'
	| 'opacity';

export const NUMERIC_FIELDS: readonly NumericField[] = [
	'horizontal',
	'vertical',
	'blur',
	'spread',
	'opacity',
];

export interface Range {
	min: number;
	max: number;
}

export type Limits = Record< NumericField, Range >;

/** One attribute's schema, as block.json writes it. */
export interface AttributeSchema {
	type?: string;
	default?: unknown;
	minimum?: number;
	maximum?: number;
}

/**
 * The slider ranges.
 *
 * @param attributes block.json attributes.
 */
export function limitsFrom(
	attributes: Record< string, AttributeSchema >
): Limits {
	const limits = {} as Limits;
	for ( const field of NUMERIC_FIELDS ) {
		const schema = attributes[ field ];
		limits[ field ] = {
			min: schema?.minimum ?? 0,
			max: schema?.maximum ?? 100,
		};
	}
	return limits;
}

/**
 * A shadow made valid: numbers clamped to their range (integers), a #rrggbb colour, a
 * boolean inset; anything missing or unreadable takes the fallback's value.
 *
 * @param candidate Values from anywhere (attributes, a data attribute, inputs).
 * @param limits    Ranges.
 * @param fallback  Values to use for what is missing or unreadable.
 */
export function normalizeShadow(
	candidate: Partial< Record< keyof Shadow, unknown > >,
	limits: Limits,
	fallback: Shadow
): Shadow {
	const shadow = { ...fallback };
	for ( const field of NUMERIC_FIELDS ) {
		const raw = candidate[ field ];
		const value =
			typeof raw === 'string' && raw.trim() !== '' ? Number( raw ) : raw;
		shadow[ field ] = clamp(
			typeof value === 'number' ? value : NaN,
			limits[ field ].min,
			limits[ field ].max,
			fallback[ field ]
		);
	}
	const color = candidate.shadowColor;
	if (
		typeof color === 'string' &&
		hexToRgb( color ) &&
		color.length === 7
	) {
		shadow.shadowColor = color.toLowerCase();
	}
	if ( typeof candidate.inset === 'boolean' ) {
		shadow.inset = candidate.inset;
	}
	return shadow;
}

/**
 * The default shadow.
 *
 * @param attributes block.json attributes.
 */
export function defaultsFrom(
	attributes: Record< string, AttributeSchema >
): Shadow {
	const zero: Shadow = {
		horizontal: 0,
		vertical: 0,
		blur: 0,
		spread: 0,
		shadowColor: '#000000',
		opacity: 100,
		inset: false,
	};
	const defaults: Partial< Record< keyof Shadow, unknown > > = {};
	for ( const key of Object.keys( zero ) as Array< keyof Shadow > ) {
		defaults[ key ] = attributes[ key ]?.default;
	}
	return normalizeShadow( defaults, limitsFrom( attributes ), zero );
}
