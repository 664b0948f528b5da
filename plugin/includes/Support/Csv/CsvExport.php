<?php
/**
 * A CSV export.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Csv;

/**
 * What CsvResponse serves: a file name and a writer that streams the whole file.
 */
interface CsvExport {

	/**
	 * The download's file name.
	 */
	public function filename(): string;

	/**
	 * Writes the whole file to a stream.
	 *
	 * @param resource $out Writable stream (php://output when serving).
	 */
	public function write( $out ): void;
}
