<?php
/**
 * A run's report in words.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import;

/**
 * Turns a runner report into plain lines (the command prints them, the screen escapes them).
 */
final class ImportReport {

	/**
	 * The report's lines.
	 *
	 * @param Importer             $importer The source.
	 * @param array<string, mixed> $report   A runner report.
	 * @return list<string>
	 */
	public static function lines( Importer $importer, array $report ): array {
		$lines = array();
		if ( 0 === (int) $report['total'] ) {
			/* translators: %s: a plugin's name. */
			return array( sprintf( __( 'No data of %s was found on this site.', 'farol' ), $importer->name() ) );
		}
		$dry_run = ! empty( $report['dry_run'] );
		foreach ( $importer->kinds() as $kind => $label ) {
			$found = (int) ( $report['found'][ $kind ] ?? 0 );
			if ( 0 === $found ) {
				continue;
			}
			$lines[] = sprintf(
				$dry_run
					/* translators: 1: kind of item, 2: how many were found, 3: how many would be created, 4: how many an earlier run imported. */
					? __( '%1$s: %2$d found, %3$d to create, %4$d already imported.', 'farol' )
					/* translators: 1: kind of item, 2: how many were found, 3: how many were created, 4: how many an earlier run imported. */
					: __( '%1$s: %2$d found, %3$d created, %4$d already imported (not created again).', 'farol' ),
				$label,
				$found,
				(int) ( $report['created'][ $kind ] ?? 0 ),
				(int) ( $report['already'][ $kind ] ?? 0 )
			);
		}
		if ( ! empty( $report['sampled'] ) ) {
			if ( array() === (array) $report['found'] ) {
				/* translators: %d: a number of items. */
				$lines[] = sprintf( __( '%d items found.', 'farol' ), (int) $report['total'] );
			}
			/* translators: %d: a number of items. */
			$lines[] = sprintf( __( 'Counted, not checked one by one: what cannot be carried was looked for in the first %d items of each kind; the import\'s report lists every item it could not carry.', 'farol' ), (int) $report['sampled'] );
		}
		foreach ( (array) $report['refused'] as $refused ) {
			/* translators: 1: kind of item, 2: its key in the source, 3: why it cannot be imported. */
			$lines[] = sprintf( __( 'Not imported: %1$s %2$s: %3$s', 'farol' ), $importer->kinds()[ $refused['kind'] ] ?? $refused['kind'], $refused['key'], $refused['reason'] );
		}
		if ( ! empty( $report['refused_more'] ) ) {
			/* translators: %d: a number of items. */
			$lines[] = sprintf( __( '… and %d more not imported.', 'farol' ), (int) $report['refused_more'] );
		}
		foreach ( (array) $report['notes'] as $note ) {
			/* translators: %s: a source setting and why Farol has no equivalent. */
			$lines[] = sprintf( __( 'No equivalent: %s', 'farol' ), $note );
		}
		return $lines;
	}

	/**
	 * The progress line of a run under way.
	 *
	 * @param array<string, mixed> $report A runner report.
	 */
	public static function progress( array $report ): string {
		/* translators: 1: items read so far, 2: items in all. */
		return sprintf( __( '%1$d of %2$d items read.', 'farol' ), min( (int) $report['offset'], (int) $report['total'] ), (int) $report['total'] );
	}
}
