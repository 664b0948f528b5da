/**
 * The throughput bench's shapes (../throughput.bench.mjs): the native.sh variables each target's
 * instance runs with, and whether a running instance serves one.
 */

/** The page cache's lifetime for the run: a micro-cache, as README's production shape has. */
export const PAGE_CACHE_SECONDS = 10;
/** The anchor lab's wrk and php-fpm shape (`wrk -t2 -c16 -d15s`, 4 php-fpm workers). */
export const ANCHOR_SHAPE = { connections: 16, workers: 4 };
/** The instance's PHP workers in the other shapes (native.sh's default unless the caller set it). */
export const WORKERS = String( process.env.FAROL_NATIVE_WORKERS || 8 );
/** WP_DEBUG in the other shapes (native.sh's default, on, unless the caller set it). */
const DEBUG = process.env.FAROL_NATIVE_DEBUG === '0' ? '0' : '1';

export const SHAPES = {
	plain: {
		FAROL_NATIVE_OBJECT_CACHE: '',
		FAROL_NATIVE_PAGE_CACHE: '0',
		FAROL_NATIVE_WORKERS: WORKERS,
		FAROL_NATIVE_DEBUG: DEBUG,
	},
	// The lab's wp-config was WordPress's default: WP_DEBUG off (the instances run it on).
	anchor: {
		FAROL_NATIVE_OBJECT_CACHE: '',
		FAROL_NATIVE_PAGE_CACHE: '0',
		FAROL_NATIVE_WORKERS: String( ANCHOR_SHAPE.workers ),
		FAROL_NATIVE_DEBUG: '0',
	},
	redis: {
		FAROL_NATIVE_OBJECT_CACHE: 'redis',
		FAROL_NATIVE_PAGE_CACHE: '0',
		FAROL_NATIVE_WORKERS: WORKERS,
		FAROL_NATIVE_DEBUG: DEBUG,
	},
	page: {
		FAROL_NATIVE_OBJECT_CACHE: '',
		FAROL_NATIVE_PAGE_CACHE: String( PAGE_CACHE_SECONDS ),
		FAROL_NATIVE_WORKERS: WORKERS,
		FAROL_NATIVE_DEBUG: DEBUG,
	},
};

/**
 * Whether an instance started with these native.sh variables serves a shape of SHAPES.
 *
 * @param {Record<string,string|undefined>} env   Its variables.
 * @param {string}                          shape Key of SHAPES.
 */
export function serves( env, shape ) {
	const want = SHAPES[ shape ];
	return (
		shapeOf( env ) === shapeOf( want ) &&
		String( env.FAROL_NATIVE_WORKERS || 8 ) === want.FAROL_NATIVE_WORKERS &&
		( env.FAROL_NATIVE_DEBUG === '0' ? '0' : '1' ) ===
			want.FAROL_NATIVE_DEBUG
	);
}

/**
 * Which shape native.sh variables ask for.
 *
 * @param {Record<string,string|undefined>} env Variables.
 * @return {string} plain, redis or page ('other' for both caches).
 */
export function shapeOf( env ) {
	const redis = ( env.FAROL_NATIVE_OBJECT_CACHE ?? '' ) === 'redis';
	const page = Number( env.FAROL_NATIVE_PAGE_CACHE ?? 0 ) > 0;
	if ( redis && page ) {
		return 'other';
	}
	if ( redis ) {
		return 'redis';
	}
	return page ? 'page' : 'plain';
}
