/**
 * Countdown arithmetic: pure functions of two instants.
 *
 * The target is an absolute instant (epoch milliseconds, as render.php hands it over), so the
 * remaining time is a difference of two numbers and does not depend on the visitor's time zone
 * or on daylight-saving changes between now and then. A "day" is 24 hours of elapsed time.
 * render.php does the same arithmetic for the markup it prints.
 */

/** The display changes once a second (spec: countdown tick 1000 ms). */
export const TICK_MS = 1000;

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86400;

/** Time left, split into the units the countdown shows. */
export interface Remaining {
	days: number;
	hours: number;
	minutes: number;
	seconds: number;
	/** Whole seconds left, rounded up: 0 only once the target has been reached. */
	totalSeconds: number;
	/** True once the target instant has been reached. */
	ended: boolean;
}

/**
 * Splits the time between now and the target into days, hours, minutes and seconds.
 *
 * Seconds are rounded up, so the display reads 00:00:00:00 exactly when the target is
 * reached, never a second early; a target in the past gives zeros everywhere.
 *
 * @param targetMs Target instant, epoch ms.
 * @param nowMs    Current instant, epoch ms.
 */
export function remainingUntil( targetMs: number, nowMs: number ): Remaining {
	const totalSeconds = Math.max(
		0,
		Math.ceil( ( targetMs - nowMs ) / 1000 )
	);
	return {
		days: Math.floor( totalSeconds / SECONDS_PER_DAY ),
		hours: Math.floor(
			( totalSeconds % SECONDS_PER_DAY ) / SECONDS_PER_HOUR
		),
		minutes: Math.floor(
			( totalSeconds % SECONDS_PER_HOUR ) / SECONDS_PER_MINUTE
		),
		seconds: totalSeconds % SECONDS_PER_MINUTE,
		totalSeconds,
		ended: totalSeconds === 0,
	};
}

/**
 * How long to wait before the display next changes: until the next whole second before
 * the target, so ticks stay aligned and do not drift however late a timer fires.
 *
 * @param targetMs Target instant, epoch ms.
 * @param nowMs    Current instant, epoch ms.
 * @return Milliseconds (1 to 1000), or null once the target is reached (stop ticking).
 */
export function msUntilNextTick(
	targetMs: number,
	nowMs: number
): number | null {
	const left = targetMs - nowMs;
	if ( left <= 0 ) {
		return null;
	}
	return left % TICK_MS || TICK_MS;
}

/**
 * Two-digit display of a unit; days may need more digits and keep them all.
 *
 * @param value Non-negative integer.
 */
export function pad( value: number ): string {
	return String( value ).padStart( 2, '0' );
}
