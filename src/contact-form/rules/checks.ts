/**
 * One checker per leaf rule kind, the same table as the server's
 * (Farol\ContactForm\Rules\Checks). A checker says whether a field's input passes; the
 * validator calls it only when the field has input (a value, or a file for the file rules),
 * except for required and requiredfile, which are about having some.
 */
/**
 * Internal dependencies
 */
import type { LeafRule, LeafRuleKind } from '../schema-contract';
import {
	fileExtension,
	isEmail,
	isNumber,
	isTel,
	isTime,
	isUrl,
	isoWeekday,
	parseDate,
} from './formats';
import { codePoints, type FileDescription } from './values';

/** What a checker reads: the field's normalized values and its files. */
export type FieldInput = {
	values: readonly string[];
	files: readonly FileDescription[];
};

type Checker< K extends LeafRuleKind > = (
	rule: Extract< LeafRule, { rule: K } >,
	input: FieldInput
) => boolean;

/** Kinds whose checker reads the files rather than the values. */
export const FILE_KINDS: ReadonlySet< LeafRuleKind > = new Set( [
	'requiredfile',
	'file',
	'minfilesize',
	'maxfilesize',
] );

/** Kinds checked even when the field is empty. */
export const PRESENCE_KINDS: ReadonlySet< LeafRuleKind > = new Set( [
	'required',
	'requiredfile',
] );

const every =
	( test: ( value: string ) => boolean ) =>
	( _rule: unknown, { values }: FieldInput ) =>
		values.every( test );

const numbers = ( values: readonly string[] ): number[] =>
	values.filter( isNumber ).map( Number );

const dates = ( values: readonly string[] ): string[] =>
	values.filter( ( value ) => parseDate( value ) !== null );

const totalLength = ( values: readonly string[] ): number =>
	values.reduce( ( sum, value ) => sum + codePoints( value ), 0 );

const totalSize = ( files: readonly FileDescription[] ): number =>
	files.reduce( ( sum, file ) => sum + file.size, 0 );

/**
 * Whether a number is base plus a whole number of intervals, within a millionth of an
 * interval (so 0.3 is a step of 0.1, though 0.3 / 0.1 is 2.9999999999999996 in binary floating
 * point). Rounds with floor(q + 0.5), which PHP's round() would not match at every edge.
 *
 * @param value    The number.
 * @param base     Where the steps start.
 * @param interval The step; 0 accepts every number.
 * @return Whether it is on a step.
 */
export function onStep(
	value: number,
	base: number,
	interval: number
): boolean {
	if ( interval <= 0 ) {
		return true;
	}
	const steps = ( value - base ) / interval;
	return Math.abs( steps - Math.floor( steps + 0.5 ) ) < 1e-6;
}

export const CHECKS: { [ K in LeafRuleKind ]: Checker< K > } = {
	required: ( _rule, { values } ) => values.length > 0,
	requiredfile: ( _rule, { files } ) => files.length > 0,
	email: every( isEmail ),
	url: ( rule, { values } ) =>
		values.every( ( value ) => isUrl( value, rule.schemes ) ),
	tel: every( isTel ),
	number: every( isNumber ),
	date: every( ( value ) => parseDate( value ) !== null ),
	time: every( isTime ),
	file: ( rule, { files } ) =>
		files.every( ( file ) => {
			const extension = fileExtension( file.name );
			return extension !== null && rule.accept.includes( extension );
		} ),
	enum: ( rule, { values } ) =>
		values.every( ( value ) =>
			rule.accept.some(
				( option ) => option.replace( /\r\n?/g, '\n' ) === value
			)
		),
	dayofweek: ( rule, { values } ) =>
		values.every( ( value ) => {
			const date = parseDate( value );
			return date === null || rule.accept.includes( isoWeekday( date ) );
		} ),
	minitems: ( rule, { values } ) => values.length >= rule.threshold,
	maxitems: ( rule, { values } ) => values.length <= rule.threshold,
	minlength: ( rule, { values } ) => totalLength( values ) >= rule.threshold,
	maxlength: ( rule, { values } ) => totalLength( values ) <= rule.threshold,
	minnumber: ( rule, { values } ) =>
		numbers( values ).every( ( value ) => value >= rule.threshold ),
	maxnumber: ( rule, { values } ) =>
		numbers( values ).every( ( value ) => value <= rule.threshold ),
	stepnumber: ( rule, { values } ) =>
		numbers( values ).every( ( value ) =>
			onStep( value, rule.base, rule.interval )
		),
	mindate: ( rule, { values } ) =>
		dates( values ).every( ( value ) => value >= rule.threshold ),
	maxdate: ( rule, { values } ) =>
		dates( values ).every( ( value ) => value <= rule.threshold ),
	minfilesize: ( rule, { files } ) => totalSize( files ) >= rule.threshold,
	maxfilesize: ( rule, { files } ) => totalSize( files ) <= rule.threshold,
};

/**
 * Whether a leaf rule passes for a field's input; rules other than required and requiredfile
 * pass when the field is empty.
 *
 * @param rule  The rule.
 * @param input The input of the rule's field.
 * @return Whether it passes.
 */
export function leafPasses( rule: LeafRule, input: FieldInput ): boolean {
	if ( ! PRESENCE_KINDS.has( rule.rule ) ) {
		const empty = FILE_KINDS.has( rule.rule )
			? input.files.length === 0
			: input.values.length === 0;
		if ( empty ) {
			return true;
		}
	}
	// The table is keyed by kind, so the checker takes this rule's own type.
	const check = CHECKS[ rule.rule ] as Checker< LeafRuleKind >;
	return check( rule, input );
}
