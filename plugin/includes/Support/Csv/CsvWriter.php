<?php
/**
 * CSV files Excel opens right in Brazil.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Csv;

/**
 * How every Farol export writes CSV: UTF-8 with a byte order mark (without it Excel reads the
 * bytes as Windows-1252 and breaks every accent), `;` between cells (Excel in pt-BR uses the
 * comma as the decimal mark, so it splits a CSV on semicolons), CRLF line ends, cells quoted
 * when needed. A cell that starts with = + - @ or a tab or carriage return gets a leading
 * apostrophe, so a visitor's submitted text can never run as a spreadsheet formula. Times
 * are written in the site's time zone.
 */
final class CsvWriter {

	/**
	 * Cell separator.
	 */
	public const SEPARATOR = ';';

	/**
	 * UTF-8 byte order mark.
	 */
	public const BOM = "\xEF\xBB\xBF";

	/**
	 * Writes the byte order mark that starts a file.
	 *
	 * @param resource $out Stream.
	 */
	public static function start( $out ): void {
		fwrite( $out, self::BOM ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fwrite -- a stream, not a file.
	}

	/**
	 * Writes one row.
	 *
	 * @param resource $out   Stream.
	 * @param string[] $cells Cells.
	 */
	public static function row( $out, array $cells ): void {
		fputcsv( $out, array_map( array( self::class, 'cell' ), $cells ), self::SEPARATOR, '"', '', "\r\n" );
	}

	/**
	 * A cell as written: text that a spreadsheet would take for a formula is prefixed with an
	 * apostrophe.
	 *
	 * @param string $value Cell text.
	 */
	public static function cell( string $value ): string {
		return '' !== $value && str_contains( "=+-@\t\r", $value[0] ) ? "'" . $value : $value;
	}

	/**
	 * A stored UTC time in the site's time zone, `Y-m-d H:i:s` (Excel reads it as a date).
	 *
	 * @param mixed $value Stored time or null.
	 */
	public static function local_time( mixed $value ): string {
		if ( ! is_string( $value ) || '' === $value || str_starts_with( $value, '0000' ) ) {
			return '';
		}
		return get_date_from_gmt( $value, 'Y-m-d H:i:s' );
	}
}
