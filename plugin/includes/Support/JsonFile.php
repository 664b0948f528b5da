<?php
/**
 * The one reader of the plugin's own JSON files (contracts, data tables).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

use RuntimeException;

/**
 * Reads a JSON file of the plugin through core's wp_json_file_decode(), once per request: the
 * contracts `npm run contracts` writes and the data tables beside the code. A missing or broken
 * file that the code needs is a clear RuntimeException naming it, never a silent empty array;
 * `optional()` is for the few tables that have a meaningful empty fallback.
 */
final class JsonFile {

	/**
	 * Decoded files of this request, by path; the stamp (mtime and size) notices a file that
	 * changed underneath (a test rewriting a temporary contract).
	 *
	 * @var array<string, array{stamp: string, data: array<mixed>}>
	 */
	private static array $decoded = array();

	/**
	 * The decoded file (an object or array at the top).
	 *
	 * @param string $path Absolute path.
	 * @return array<mixed>
	 * @throws RuntimeException When the file is missing, unreadable or not a JSON object or array.
	 */
	public static function read( string $path ): array {
		$data = self::decode( $path );
		if ( null === $data ) {
			throw new RuntimeException( sprintf( 'Farol: the JSON file %s is missing or broken; run `npm run build` and `npm run contracts`.', esc_html( $path ) ) );
		}
		return $data;
	}

	/**
	 * A JSON Schema file as committed, without the generator's top-level description.
	 *
	 * @param string $path Absolute path.
	 * @return array<mixed>
	 * @throws RuntimeException When the file is missing or broken.
	 */
	public static function schema( string $path ): array {
		$schema = self::read( $path );
		unset( $schema['description'] );
		return $schema;
	}

	/**
	 * The decoded file, or an empty array when it is missing or broken.
	 *
	 * @param string $path Absolute path.
	 * @return array<mixed>
	 */
	public static function optional( string $path ): array {
		return self::decode( $path ) ?? array();
	}

	/**
	 * Decodes once per request (and again when the file changed).
	 *
	 * @param string $path Absolute path.
	 * @return array<mixed>|null
	 */
	private static function decode( string $path ): ?array {
		clearstatcache( true, $path );
		if ( ! is_file( $path ) || ! is_readable( $path ) ) {
			return null;
		}
		$stamp = filemtime( $path ) . ':' . filesize( $path );
		if ( isset( self::$decoded[ $path ] ) && self::$decoded[ $path ]['stamp'] === $stamp ) {
			return self::$decoded[ $path ]['data'];
		}
		$data = wp_json_file_decode( $path, array( 'associative' => true ) );
		if ( ! is_array( $data ) ) {
			return null;
		}
		self::$decoded[ $path ] = array(
			'stamp' => $stamp,
			'data'  => $data,
		);
		return $data;
	}
}
