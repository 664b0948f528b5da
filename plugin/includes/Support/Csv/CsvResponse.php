<?php
/**
 * A REST answer that is a CSV download.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Csv;

use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * The REST server answers in JSON; this response carries a CSV export instead, with its
 * download headers (the Leads and contact submissions exports use it). The REST server sends the headers and the status, then asks
 * `rest_pre_serve_request` whether someone serves the body: serve() streams the file there,
 * so the export never sits whole in memory nor passes through JSON.
 */
final class CsvResponse extends WP_REST_Response {

	/**
	 * Creates the answer.
	 *
	 * @param CsvExport $csv The export.
	 */
	public function __construct( public readonly CsvExport $csv ) {
		parent::__construct( null, 200 );
		$this->header( 'Content-Type', 'text/csv; charset=utf-8' );
		$this->header( 'Content-Disposition', 'attachment; filename="' . $csv->filename() . '"' );
		$this->header( 'Cache-Control', 'no-store' );
	}

	/**
	 * Streams the CSV of a CsvResponse. Hooked on `rest_pre_serve_request`.
	 *
	 * @param bool            $served  Whether the body was already served.
	 * @param mixed           $result  The answer.
	 * @param WP_REST_Request $request The request.
	 * @param WP_REST_Server  $server  The server.
	 * @return bool True when this served the body.
	 */
	public static function serve( $served, $result, WP_REST_Request $request, WP_REST_Server $server ): bool {
		unset( $request, $server );
		if ( $served || ! $result instanceof self ) {
			return (bool) $served;
		}
		$out = fopen( 'php://output', 'wb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- the response body, not a file.
		if ( false === $out ) {
			return false;
		}
		$result->csv->write( $out );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- see above.
		return true;
	}
}
