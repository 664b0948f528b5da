<?php
/**
 * `wp farol settings`: the settings file from the command line.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\SettingsTransfer;

use WP_CLI;

/**
 * Exports and imports every Farol setting as the settings file Tools › Farol settings writes
 * and reads (secrets left out of an export, kept on import; a bad file changes nothing):
 * `wp farol settings export --file=farol-settings.json`, then
 * `wp farol settings import farol-settings.json --dry-run` and without --dry-run.
 *
 * Registered only when WP-CLI loads the plugin (TransferModule). The work is done by
 * export_to() and import_from(), which answer instead of printing, so they are tested
 * without WP-CLI.
 */
final class TransferCommand {

	/**
	 * Creates the command.
	 *
	 * @param SettingsTransfer $transfer The settings file.
	 */
	public function __construct( private readonly SettingsTransfer $transfer ) {
	}

	/**
	 * Exports every Farol setting (no secret) as one JSON file.
	 *
	 * ## OPTIONS
	 *
	 * [--file=<path>]
	 * : Where to write the file. Without it, the file is printed.
	 *
	 * ## EXAMPLES
	 *
	 *     wp farol settings export --file=farol-settings.json
	 *     wp farol settings export > farol-settings.json
	 *
	 * @param string[]              $args       Positional arguments (none).
	 * @param array<string, string> $assoc_args Options.
	 */
	public function export( array $args, array $assoc_args ): void {
		unset( $args );
		$result = $this->export_to( isset( $assoc_args['file'] ) ? (string) $assoc_args['file'] : null );
		if ( ! $result['ok'] ) {
			WP_CLI::error( $result['message'] );
		}
		if ( isset( $result['text'] ) ) {
			WP_CLI::line( rtrim( $result['text'], "\n" ) );
			return;
		}
		WP_CLI::success( $result['message'] );
	}

	/**
	 * Imports a settings file (this site's secrets are kept; a bad file changes nothing).
	 *
	 * ## OPTIONS
	 *
	 * <file>
	 * : The settings file.
	 *
	 * [--dry-run]
	 * : Only check the file and say what would be imported.
	 *
	 * ## EXAMPLES
	 *
	 *     wp farol settings import farol-settings.json --dry-run
	 *     wp farol settings import farol-settings.json
	 *
	 * @param string[]                   $args       The file.
	 * @param array<string, string|bool> $assoc_args Options.
	 */
	public function import( array $args, array $assoc_args ): void {
		$result = $this->import_from( (string) ( $args[0] ?? '' ), ! empty( $assoc_args['dry-run'] ) );
		if ( ! $result['ok'] ) {
			WP_CLI::error( $result['message'] );
		}
		WP_CLI::success( $result['message'] );
	}

	/**
	 * Writes the settings file to a path, or gives its text.
	 *
	 * @param string|null $file Where to write it (null: answer the text).
	 * @return array{ok: bool, message: string, text?: string}
	 */
	public function export_to( ?string $file ): array {
		$text = SettingsTransfer::encode( $this->transfer->export() );
		if ( null === $file ) {
			return array(
				'ok'      => true,
				'message' => '',
				'text'    => $text,
			);
		}
		if ( false === file_put_contents( $file, $text ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents,WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- a path the operator gave.
			/* translators: %s: a file path. */
			return self::failure( sprintf( __( 'Could not write %s.', 'farol' ), $file ) );
		}
		return array(
			'ok'      => true,
			/* translators: %s: a file path. */
			'message' => sprintf( __( 'Settings exported to %s (secrets left out).', 'farol' ), $file ),
		);
	}

	/**
	 * Imports a settings file from a path.
	 *
	 * @param string $file    The file.
	 * @param bool   $dry_run Check only.
	 * @return array{ok: bool, message: string}
	 */
	public function import_from( string $file, bool $dry_run ): array {
		if ( '' === $file || ! is_file( $file ) || ! is_readable( $file ) ) {
			/* translators: %s: a file path. */
			return self::failure( sprintf( __( 'Cannot read %s.', 'farol' ), $file ) );
		}
		if ( 'json' !== strtolower( pathinfo( $file, PATHINFO_EXTENSION ) ) ) {
			return self::failure( __( 'The settings file must be a .json file.', 'farol' ) );
		}
		if ( filesize( $file ) > SettingsTransfer::MAX_BYTES ) {
			/* translators: %s: a size, such as "1 MB". */
			return self::failure( sprintf( __( 'The file is larger than %s.', 'farol' ), size_format( SettingsTransfer::MAX_BYTES ) ) );
		}
		$result = $this->transfer->import_text( (string) file_get_contents( $file ), $dry_run ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
		if ( is_wp_error( $result ) ) {
			return self::failure( __( 'Nothing was imported.', 'farol' ) . ' ' . $result->get_error_message() );
		}
		$labels = implode( '; ', array_map( array( SettingsTransfer::class, 'label' ), $result ) );
		if ( array() === $result ) {
			return array(
				'ok'      => true,
				'message' => __( 'The file holds no settings section: nothing was changed.', 'farol' ),
			);
		}
		return array(
			'ok'      => true,
			'message' => $dry_run
				/* translators: %s: the settings sections, separated by semicolons. */
				? sprintf( __( 'The file is valid; these settings would be imported: %s.', 'farol' ), $labels )
				/* translators: %s: the settings sections, separated by semicolons. */
				: sprintf( __( 'Settings imported: %s.', 'farol' ), $labels ),
		);
	}

	/**
	 * A refusal.
	 *
	 * @param string $message What is wrong.
	 * @return array{ok: false, message: string}
	 */
	private static function failure( string $message ): array {
		return array(
			'ok'      => false,
			'message' => $message,
		);
	}
}
