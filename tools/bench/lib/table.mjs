/**
 * The one table `npm run bench` prints, drawn from the run's JSON (so a saved JSON file can be
 * printed again: `node tools/bench/compare.mjs a.json` with one file). Columns: what is
 * measured, the native runtime's figure, Playground's (home and the lead form's page only),
 * the unit. A figure taken while the machine was too busy ends in `*`.
 */

export const PAGE_LABELS = {
	home: 'home',
	post: 'post with comments',
	lead: 'lead form page',
	contact: 'contact form page',
};

const mark = ( text, busy ) => ( busy ? `${ text }*` : text );
const arrow = ( a, b ) => `${ a } → ${ b }`;

/**
 * The table's page rows for one page of each runtime.
 *
 * @param {string}      id     Page id.
 * @param {Object|null} native The native runtime's figures.
 * @param {Object|null} pg     Playground's figures (or null).
 */
function pageRows( id, native, pg ) {
	const label = native?.label ?? PAGE_LABELS[ id ] ?? id;
	const cell = ( figures, draw ) => {
		if ( ! figures ) {
			return '';
		}
		const text = draw( figures );
		return text === null ? 'not run' : text;
	};
	const weight = ( key ) => ( f ) =>
		mark( arrow( f.before[ key ], f.after[ key ] ), f.busy );
	const lh = ( draw ) => ( f ) =>
		f.lighthouse ? mark( draw( f.lighthouse ), f.lighthouse.busy ) : null;
	const rows = [
		[
			`${ label }: JS gzip, before → after 1st interaction`,
			weight( 'jsKB' ),
			'KB',
		],
		[ `${ label }: CSS gzip, before → after`, weight( 'cssKB' ), 'KB' ],
		[ `${ label }: requests, before → after`, weight( 'requests' ), '' ],
		[
			`${ label }: Lighthouse perf / a11y / best pr. / SEO`,
			lh(
				( l ) =>
					`${ l.performance } / ${ l.accessibility } / ${ l.bestPractices } / ${ l.seo }`
			),
			'/100',
		],
		[
			`${ label }: LCP / CLS / TBT`,
			lh(
				( l ) => `${ l.lcpMs } / ${ l.cls.toFixed( 3 ) } / ${ l.tbtMs }`
			),
			'ms / - / ms',
		],
	];
	return rows.map( ( [ measure, draw, unit ] ) => [
		measure,
		cell( native, draw ),
		cell( pg, draw ),
		unit,
	] );
}

/**
 * The table as text lines.
 *
 * @param {Object} results The run's JSON.
 * @return {string[]} Lines.
 */
export function table( results ) {
	const rows = [];
	const section = ( title ) => rows.push( [ `— ${ title }`, '', '', '' ] );
	section( 'pages (mobile, gzip)' );
	for ( const id of Object.keys( results.pages?.native ?? {} ) ) {
		rows.push(
			...pageRows(
				id,
				results.pages.native[ id ],
				results.pages.playground?.[ id ] ?? null
			)
		);
	}
	section( 'server, sequential requests: p50 / p95 (n)' );
	for ( const row of results.server ?? [] ) {
		const value =
			row.p50 === null
				? 'n/a'
				: mark( `${ row.p50 } / ${ row.p95 } (${ row.n })`, row.busy );
		rows.push( [
			row.metric,
			value,
			'',
			row.note ? `ms; ${ row.note }` : 'ms',
		] );
	}
	section( 'load' );
	if ( results.load?.rows ) {
		for ( const row of results.load.rows ) {
			rows.push( [
				row.metric,
				mark( String( row.value ), row.busy ),
				'',
				row.unit ?? '',
			] );
		}
	} else {
		rows.push( [
			`load: ${ results.load?.notRun ?? 'not run' }`,
			'',
			'',
			'',
		] );
	}
	rows.push( ...throughputRows( results.throughput, section ) );
	for ( const extra of results.extra ?? [] ) {
		section( `extra: ${ extra.name }` );
		for ( const row of extra.rows ) {
			rows.push( [
				row.metric,
				mark( String( row.value ), row.busy ),
				'',
				row.unit ?? '',
			] );
		}
	}
	const head = [ 'measure', 'native', 'playground', 'unit' ];
	const widths = head.map( ( h, i ) =>
		Math.max( h.length, ...rows.map( ( r ) => r[ i ].length ) )
	);
	const line = ( cells ) =>
		cells
			.map( ( c, i ) =>
				i === 0 || i === 3
					? c.padEnd( widths[ i ] )
					: c.padStart( widths[ i ] )
			)
			.join( ' │ ' )
			.trimEnd();
	const busy = countBusy( results );
	const flagged = countFlagged( results );
	return [
		line( head ),
		widths.map( ( w ) => '─'.repeat( w ) ).join( '─┼─' ),
		...rows.map( line ),
		'',
		busy
			? `* ${ busy } figure(s) taken while the machine was too busy to trust them (the calibration loop beside them ran over ${ results.machine?.thresholds?.SLOWER_THAN }× slower than its best)`
			: 'no figure was taken while the machine was busy',
		...( flagged
			? [
					`! ${ flagged } throughput figure(s) flagged: socket errors, answers outside 2xx/3xx (5xx among them), a page-cache hit where none should answer, or a target that failed; see the JSON's problems`,
			  ]
			: [] ),
	];
}

/**
 * The throughput section (tools/bench/throughput.bench.mjs): one row per wrk target, then the
 * ratios with their targets. A flagged figure ends in `!`.
 *
 * @param {Object|undefined}        throughput The run's throughput block.
 * @param {(title: string) => void} section    Adds a section title (to the rows before these).
 * @return {string[][]} Rows.
 */
function throughputRows( throughput, section ) {
	if ( ! throughput ) {
		return [];
	}
	const shape = throughput.shape;
	section(
		shape
			? `throughput: wrk -t${ shape.threads } -c${ shape.concurrency }, ${ shape.seconds } s per target, ${ shape.workers } PHP workers`
			: 'throughput'
	);
	if ( ! throughput.rows ) {
		return [
			[ `throughput: ${ throughput.notRun ?? 'not run' }`, '', '', '' ],
		];
	}
	const flag = ( text, row ) =>
		mark( row.flagged ? `${ text }!` : text, row.busy );
	const rows = throughput.rows.map( ( row ) => {
		if ( row.notRun ) {
			return [
				row.metric,
				row.error ? 'error!' : 'not run',
				'',
				row.notRun,
			];
		}
		const notes = [ ...( row.problems ?? [] ), row.note ].filter( Boolean );
		return [
			row.metric,
			flag( `${ row.rps } (${ row.p50 } / ${ row.p99 })`, row ),
			'',
			`req/s (p50 / p99 ms)${
				notes.length ? '; ' + notes.join( '; ' ) : ''
			}`,
		];
	} );
	for ( const ratio of throughput.ratios ?? [] ) {
		const value =
			ratio.value === null
				? 'n/a'
				: `${ ratio.value }${
						ratio.valueHigh ? `–${ ratio.valueHigh }` : ''
				  }×`;
		rows.push( [
			ratio.metric,
			ratio.flagged && ratio.value !== null ? `${ value }!` : value,
			'',
			`target ${ ratio.target }`,
		] );
	}
	return rows;
}

/**
 * How many throughput figures of a run are flagged (errors, 5xx, a target that failed).
 *
 * @param {Object} results The run's JSON.
 */
export function countFlagged( results ) {
	return ( results.throughput?.rows ?? [] ).filter( ( row ) => row.flagged )
		.length;
}

/**
 * How many figures of a run are marked busy.
 *
 * @param {Object} results The run's JSON.
 */
export function countBusy( results ) {
	let busy = 0;
	for ( const runtime of Object.values( results.pages ?? {} ) ) {
		for ( const page of Object.values( runtime ?? {} ) ) {
			busy += page.busy ? 1 : 0;
			busy += page.lighthouse?.busy ? 1 : 0;
		}
	}
	const extra = ( results.extra ?? [] ).flatMap( ( e ) => e.rows );
	for ( const row of [
		...( results.server ?? [] ),
		...( results.load?.rows ?? [] ),
		...( results.throughput?.rows ?? [] ),
		...extra,
	] ) {
		busy += row.busy ? 1 : 0;
	}
	return busy;
}
