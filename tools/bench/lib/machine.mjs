/**
 * "Was the machine too busy to trust this figure?" Every block of measurements runs inside
 * `guard()`, which times a fixed CPU loop (the calibration) just before it and, after a short
 * settle (so the tail of the block's own work is over), just after it. A block is marked busy
 * when the calibration ran more than SLOWER_THAN times slower than the fastest calibration of
 * the whole run: another process held the CPU while we measured. The 1-minute load average per
 * core is kept as evidence only: it counts the bench's own servers and browser, so on a small
 * machine it is high whenever the bench runs. Busy figures are printed with `*` and carry
 * `busy: true` in the JSON, with the evidence.
 */
/**
 * External dependencies
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

const SLOWER_THAN = 1.5;
const SETTLE_MS = 250;
const cores = os.availableParallelism?.() ?? os.cpus().length;
let fastest = Infinity;

/**
 * One calibration: the best of three runs of a fixed hashing loop, in ms.
 *
 * @return {number} Milliseconds.
 */
export function calibrate() {
	let best = Infinity;
	for ( let run = 0; run < 3; run++ ) {
		const start = performance.now();
		let digest = Buffer.alloc( 32 );
		for ( let i = 0; i < 20000; i++ ) {
			digest = crypto.createHash( 'sha256' ).update( digest ).digest();
		}
		best = Math.min( best, performance.now() - start );
	}
	fastest = Math.min( fastest, best );
	return Number( best.toFixed( 2 ) );
}

/** The machine as the run starts: cores, load, a first calibration. */
export function machine() {
	return {
		cores,
		cpu: os.cpus()[ 0 ]?.model ?? 'unknown',
		loadavg: os.loadavg().map( ( l ) => Number( l.toFixed( 2 ) ) ),
		calibrationMs: calibrate(),
	};
}

/**
 * Runs a block of measurements and says whether the machine was too busy during it.
 *
 * @template T
 * @param {() => Promise<T>} block The measurements.
 * @return {Promise<{result: T, busy: boolean, evidence: Object}>} Its result and the verdict.
 */
export async function guard( block ) {
	const before = { calibrationMs: calibrate(), load1: os.loadavg()[ 0 ] };
	const result = await block();
	await new Promise( ( resolve ) => setTimeout( resolve, SETTLE_MS ) );
	const after = { calibrationMs: calibrate(), load1: os.loadavg()[ 0 ] };
	const slower =
		Math.max( before.calibrationMs, after.calibrationMs ) / fastest;
	const load = Math.max( before.load1, after.load1 ) / cores;
	return {
		result,
		busy: slower > SLOWER_THAN,
		evidence: {
			calibrationSlower: Number( slower.toFixed( 2 ) ),
			loadPerCore: Number( load.toFixed( 2 ) ),
		},
	};
}

export const thresholds = { SLOWER_THAN };
