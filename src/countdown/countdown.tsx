/**
 * The countdown display, shared by the editor preview and the front end.
 *
 * Its markup is the same as render.php prints (same elements, classes and words), so when
 * the view script takes over the server markup nothing moves.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { UNITS, summary, unitCaption } from './labels';
import { msUntilNextTick, pad, remainingUntil } from './time';

/**
 * The current time, updated each time the display would change: at every whole second
 * before the target (counted from the target, so ticks never drift), then no more.
 *
 * @param targetMs Target instant, epoch ms.
 * @return Current epoch ms.
 */
export function useNow( targetMs: number ): number {
	const [ now, setNow ] = useState( () => Date.now() );
	useEffect( () => {
		let timer: ReturnType< typeof setTimeout > | undefined;
		const tick = () => {
			const current = Date.now();
			setNow( current );
			const delay = msUntilNextTick( targetMs, current );
			if ( delay !== null ) {
				timer = setTimeout( tick, delay );
			}
		};
		tick();
		return () => clearTimeout( timer );
	}, [ targetMs ] );
	return now;
}

export interface CountdownProps {
	/** Target instant, epoch ms. */
	target: number;
}

/**
 * Days, hours, minutes and seconds to the target; 00 everywhere once it has passed.
 *
 * The ticking digits are hidden from assistive technology; a timer region holds a sentence
 * to the minute instead (role=timer is not announced on change, so nothing chatters).
 *
 * @param props Component props.
 */
export function Countdown( props: CountdownProps ) {
	const { target } = props;
	const remaining = remainingUntil( target, useNow( target ) );
	return (
		<>
			<p
				className="farol-countdown__summary"
				role="timer"
				aria-atomic="true"
			>
				{ summary( remaining ) }
			</p>
			<div
				className={
					remaining.ended
						? 'farol-countdown__units is-ended'
						: 'farol-countdown__units'
				}
				aria-hidden="true"
			>
				{ UNITS.map( ( unit ) => (
					<div
						key={ unit }
						className={ `farol-countdown__unit farol-countdown__unit--${ unit }` }
					>
						<span className="farol-countdown__value">
							{ pad( remaining[ unit ] ) }
						</span>
						<span className="farol-countdown__label">
							{ unitCaption( unit, remaining[ unit ] ) }
						</span>
					</div>
				) ) }
			</div>
		</>
	);
}
