/**
 * The mount helper: how every front-end feature brings React into its server-rendered
 * blocks (mount-blocks.tsx), and when (triggers.ts). The eager loader (loader.ts) is a
 * separate entry and is not exported here.
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
