/**
 * The table `npm run bench -- page-weight` prints, from its JSON and the budget table: one row
 * per page (JS before | budget | JS after the first interaction | budget | CSS | requests), a
 * figure over its budget marked `✗`, one taken while the machine was too busy `*`; the
 * references (wpDiscuz's post page) under it; then Lighthouse's mobile figures per page.
 */

const busyMark = ( text, busy ) => ( busy ? `${ text }*` : text );
const overMark = ( text, over ) => ( over ? `${ text } ✗` : text );

/**
 * Lines of a text table, columns padded, the first left-aligned, the others right-aligned.
 *
 * @param {string[][]} rows Rows, the first the header.
 * @return {string[]} Lines.
 */
function grid( rows ) {
	const widths = rows[ 0 ].map( ( _, i ) =>
		Math.max( ...rows.map( ( row ) => String( row[ i ] ?? '' ).length ) )
	);
	return rows.map( ( row ) =>
		row
			.map( ( cell, i ) =>
				i === 0
					? String( cell ).padEnd( widths[ i ] )
					: String( cell ).padStart( widths[ i ] )
			)
			.join( '  ' )
	);
}

/**
 * The table as text lines.
 *
 * @param {{pages: Object[], references: Object[]}} table   The budget table.
 * @param {Object}                                  results The run's JSON.
 * @return {string[]} Lines.
 */
export function pageWeightTable( table, results ) {
	const weights = [
		[
			'page (KB gzip of every script)',
			'JS before',
			'budget',
			'JS after 1st interaction',
			'budget',
			'CSS before → after',
			'requests',
		],
	];
	const lighthouse = [
		[
			'Lighthouse mobile (median)',
			'performance',
			'TBT ms',
			'CLS',
			'LCP ms',
			'runs',
		],
	];
	for ( const entry of table.pages ) {
		const page = results.pages[ entry.id ];
		if ( ! page ) {
			weights.push( [
				entry.label,
				'failed',
				entry.jsBeforeKB,
				'',
				entry.jsAfterKB ?? '—',
				'',
				'',
			] );
			continue;
		}
		const after =
			page.afterCountedKB === page.after.jsKB
				? String( page.after.jsKB )
				: `${ page.afterCountedKB } (${ page.after.jsKB } with the editor)`;
		weights.push( [
			entry.label,
			busyMark(
				overMark( page.before.jsKB, page.over.before ),
				page.busy
			),
			`≤ ${ entry.jsBeforeKB }`,
			busyMark(
				overMark(
					entry.jsAfterKB === null ? `(${ after })` : after,
					page.over.after
				),
				page.busy
			),
			entry.jsAfterKB === null ? '—' : `≤ ${ entry.jsAfterKB }`,
			`${ page.before.cssKB } → ${ page.after.cssKB }`,
			`${ page.before.requests } → ${ page.after.requests }`,
		] );
		const l = page.lighthouse;
		lighthouse.push(
			l
				? [
						entry.label,
						busyMark( l.performance, l.busy ),
						busyMark( l.tbtMs, l.busy ),
						busyMark( l.cls.toFixed( 3 ), l.busy ),
						busyMark( l.lcpMs, l.busy ),
						l.runs,
				  ]
				: [ entry.label, 'not run', '', '', '', '' ]
		);
	}
	for ( const ref of table.references ?? [] ) {
		weights.push( [
			`for scale: ${ ref.label }`,
			ref.jsKB,
			'',
			'',
			'',
			'',
			'',
		] );
	}
	const busy = Object.values( results.pages ).some(
		( p ) => p?.busy || p?.lighthouse?.busy
	);
	return [
		...grid( weights ),
		...( table.references ?? [] ).map(
			( ref ) => `  (source: ${ ref.source })`
		),
		'  interactions: ' +
			table.pages
				.map(
					( e ) =>
						`${ e.label }: ${
							results.pages[ e.id ]?.interaction ?? e.interaction
						}`
				)
				.join( '; ' ),
		'',
		...grid( lighthouse ),
		busy
			? '  * the machine was too busy to trust this figure (lib/machine.mjs): run again when it is quiet'
			: '  the machine was quiet enough for every figure (lib/machine.mjs)',
	];
}
