/**
 * The countdown's words. render.php prints the same strings, so the server markup and the
 * script's markup read the same in every language.
 */

/**
 * WordPress dependencies
 */
import { __, _n, _x, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Remaining } from './time';

export type Unit = 'days' | 'hours' | 'minutes' | 'seconds';

export const UNITS: readonly Unit[] = [ 'days', 'hours', 'minutes', 'seconds' ];

/**
 * The caption under a unit's digits: singular for exactly one, plural otherwise.
 *
 * Deliberately not _n(): Portuguese plural rules put 0 in the singular ("0 dia"), but a
 * caption under "00" reads "00 dias" in Brazil; the sentence summary below uses _n().
 *
 * @param unit  Unit.
 * @param value Value shown above the caption.
 */
export function unitCaption( unit: Unit, value: number ): string {
	const one = value === 1;
	switch ( unit ) {
		case 'days':
			return one
				? _x( 'day', 'countdown caption, exactly one', 'farol' )
				: _x(
						'days',
						'countdown caption, zero or more than one',
						'farol'
				  );
		case 'hours':
			return one
				? _x( 'hour', 'countdown caption, exactly one', 'farol' )
				: _x(
						'hours',
						'countdown caption, zero or more than one',
						'farol'
				  );
		case 'minutes':
			return one
				? _x( 'minute', 'countdown caption, exactly one', 'farol' )
				: _x(
						'minutes',
						'countdown caption, zero or more than one',
						'farol'
				  );
		case 'seconds':
			return one
				? _x( 'second', 'countdown caption, exactly one', 'farol' )
				: _x(
						'seconds',
						'countdown caption, zero or more than one',
						'farol'
				  );
	}
}

/**
 * A sentence for screen readers, to the minute: it changes once a minute, not every second.
 *
 * @param remaining Time left.
 */
export function summary( remaining: Remaining ): string {
	if ( remaining.ended ) {
		return __( 'The countdown has ended.', 'farol' );
	}
	const parts: string[] = [];
	if ( remaining.days > 0 ) {
		parts.push(
			sprintf(
				/* translators: %d: number of days. */
				_n( '%d day', '%d days', remaining.days, 'farol' ),
				remaining.days
			)
		);
	}
	if ( remaining.hours > 0 ) {
		parts.push(
			sprintf(
				/* translators: %d: number of hours. */
				_n( '%d hour', '%d hours', remaining.hours, 'farol' ),
				remaining.hours
			)
		);
	}
	if ( remaining.minutes > 0 ) {
		parts.push(
			sprintf(
				/* translators: %d: number of minutes. */
				_n( '%d minute', '%d minutes', remaining.minutes, 'farol' ),
				remaining.minutes
			)
		);
	}
	if ( parts.length === 0 ) {
		return __( 'Less than a minute remaining.', 'farol' );
	}
	/* translators: %s: time left, e.g. "3 days, 4 hours and 5 minutes". */
	return sprintf( __( 'Time remaining: %s.', 'farol' ), joinList( parts ) );
}

/**
 * "a", "a and b", "a, b and c".
 *
 * @param parts One to three phrases.
 */
function joinList( parts: string[] ): string {
	const [ first = '', second = '', third = '' ] = parts;
	if ( parts.length === 3 ) {
		return sprintf(
			/* translators: a list of three time spans: %1$s, %2$s and %3$s are e.g. "2 days", "3 hours", "4 minutes". */
			__( '%1$s, %2$s and %3$s', 'farol' ),
			first,
			second,
			third
		);
	}
	if ( parts.length === 2 ) {
		/* translators: a list of two time spans: %1$s and %2$s are e.g. "2 days", "4 minutes". */
		return sprintf( __( '%1$s and %2$s', 'farol' ), first, second );
	}
	return first;
}
