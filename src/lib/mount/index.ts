/**
 * The mount helper: how every front-end feature brings React into its server-rendered
 * blocks (mount-blocks.tsx) or makes a plain TypeScript view live (enhance-blocks.ts), and
 * when (triggers.ts, schedule.ts). The eager loader (loader.ts) is a separate entry and is
 * not exported here. A plain view that must not pull React imports
 * `@farol/lib/mount/enhance-blocks` directly (this index also re-exports mountBlocks).
 */

export {
	mountBlocks,
	PROPS_ATTRIBUTE,
	type MountOptions,
} from './mount-blocks';
export {
	ALL_TRIGGERS,
	parseWhen,
	whenNeeded,
	type Trigger,
	type When,
} from './triggers';
export { enhanceBlocks, type EnhanceOptions } from './enhance-blocks';
export { MOUNTED_EVENT } from './needed';
