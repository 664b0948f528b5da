<?php
/**
 * Every Farol setting as one JSON file, and back.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\SettingsTransfer;

use Farol\Support\Context;
use Farol\Support\JsonFile;
use WP_Error;

/**
 * The settings file (contract: src/settings-transfer/transfer-contract.ts →
 * settings-transfer.schema.json beside this class): a format marker and version, the plugin
 * version and site that wrote it, when, and one section per settings option. The composition
 * root names each section's option; the schema says what a section holds.
 *
 * Secrets are the keys an option has and its section lacks (the contract leaves out each
 * option's secrets, the fields a REST read masks): an export is projected on the schema, so
 * no secret leaves, and an import keeps the receiving site's own (SchemaProjection).
 *
 * An import checks the whole file first (JSON, marker, version, sections, every value against
 * the schema) and writes nothing when anything is wrong; then it writes each section's option
 * through update_option(), so each option's own sanitizer still runs.
 */
final class SettingsTransfer {

	/**
	 * The capability of exporting and importing.
	 */
	public const CAPABILITY = 'manage_options';

	/**
	 * The largest file read, in bytes.
	 */
	public const MAX_BYTES = 1048576;

	/**
	 * The contract file.
	 */
	private const SCHEMA_FILE = __DIR__ . '/settings-transfer.schema.json';

	/**
	 * Creates the transfer.
	 *
	 * @param array<string,string> $options Section name → the option it holds.
	 * @param Context              $context The plugin (its version goes in the file).
	 */
	public function __construct( private readonly array $options, private readonly Context $context ) {
	}

	/**
	 * The file's JSON Schema.
	 *
	 * @return array<string,mixed>
	 */
	public static function schema(): array {
		return JsonFile::schema( self::SCHEMA_FILE );
	}

	/**
	 * The format marker (the schema's one allowed value).
	 */
	public static function format(): string {
		return (string) self::schema()['properties']['format']['enum'][0];
	}

	/**
	 * The newest format version this code reads and writes (the schema's maximum).
	 */
	public static function version(): int {
		return (int) self::schema()['properties']['version']['maximum'];
	}

	/**
	 * The section names, in the schema's order.
	 *
	 * @return list<string>
	 */
	public static function sections(): array {
		return array_keys( self::section_schemas() );
	}

	/**
	 * The options of the sections, by section.
	 *
	 * @return array<string,string>
	 */
	public function options(): array {
		return $this->options;
	}

	/**
	 * A section's name as the screens show it.
	 *
	 * @param string $section Section name.
	 */
	public static function label( string $section ): string {
		return match ( $section ) {
			'comments'        => __( 'Comments (settings, phrases, captcha, social login)', 'farol' ),
			'contact_spam'    => __( 'Contact form spam protection', 'farol' ),
			'lead_forwarding' => __( 'Lead forwarding', 'farol' ),
			'lead_capture'    => __( 'Lead capture addresses', 'farol' ),
			'sticky_rules'    => __( 'Sticky elements', 'farol' ),
			default           => $section,
		};
	}

	/**
	 * The settings file of this site.
	 *
	 * @return array<string,mixed>
	 */
	public function export(): array {
		$schemas  = self::section_schemas();
		$settings = array();
		foreach ( $this->options as $section => $option ) {
			$settings[ $section ] = SchemaProjection::project( $this->current( $option ), $schemas[ $section ] );
		}
		return array(
			'format'         => self::format(),
			'version'        => self::version(),
			'plugin_version' => $this->context->version(),
			'site_url'       => home_url( '/' ),
			'exported_at'    => gmdate( 'Y-m-d\TH:i:s\Z' ),
			'settings'       => $settings,
		);
	}

	/**
	 * The file's text.
	 *
	 * @param array<string,mixed> $document The settings file.
	 */
	public static function encode( array $document ): string {
		return (string) wp_json_encode( SchemaProjection::objects( $document, self::schema() ), JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n";
	}

	/**
	 * A file's text, checked whole.
	 *
	 * @param string $text The file's contents.
	 * @return array<string,mixed>|WP_Error The file, or what is wrong with it.
	 */
	public function read( string $text ): array|WP_Error {
		if ( strlen( $text ) > self::MAX_BYTES ) {
			/* translators: %s: a size, such as "1 MB". */
			return self::error( 'too_big', sprintf( __( 'The file is larger than %s.', 'farol' ), size_format( self::MAX_BYTES ) ) );
		}
		$document = json_decode( $text, true, 64 );
		if ( JSON_ERROR_NONE !== json_last_error() || ! is_array( $document ) || array_is_list( $document ) ) {
			return self::error( 'not_json', __( 'The file is not a Farol settings file: it is not a JSON object.', 'farol' ) );
		}
		if ( ( $document['format'] ?? null ) !== self::format() ) {
			/* translators: %s: the format marker, "farol-settings". */
			return self::error( 'wrong_format', sprintf( __( 'The file is not a Farol settings file: its "format" is not "%s".', 'farol' ), self::format() ) );
		}
		$version = $document['version'] ?? null;
		if ( ! is_int( $version ) || $version < 1 ) {
			return self::error( 'no_version', __( 'The file has no valid format "version".', 'farol' ) );
		}
		if ( $version > self::version() ) {
			/* translators: 1: the file's format version, 2: the newest version this site reads. */
			return self::error( 'newer_version', sprintf( __( 'The file\'s format version is %1$d, newer than the %2$d this site reads: update Farol on this site first.', 'farol' ), $version, self::version() ) );
		}
		if ( ! isset( $document['settings'] ) || ! is_array( $document['settings'] ) || ( array() !== $document['settings'] && array_is_list( $document['settings'] ) ) ) {
			return self::error( 'no_settings', __( 'The file has no "settings" object.', 'farol' ) );
		}
		$unknown = array_diff( array_map( 'strval', array_keys( $document['settings'] ) ), self::sections() );
		if ( array() !== $unknown ) {
			/* translators: %s: section names, separated by commas. */
			return self::error( 'unknown_section', sprintf( __( 'The file has a section this site does not know: %s.', 'farol' ), implode( ', ', $unknown ) ) );
		}
		$valid = rest_validate_value_from_schema( $document, self::schema(), 'file' );
		if ( is_wp_error( $valid ) ) {
			/* translators: %s: what is wrong, as the validator says it (names the field). */
			return self::error( 'invalid_value', sprintf( __( 'The file holds a value this site refuses: %s', 'farol' ), $valid->get_error_message() ) );
		}
		return $document;
	}

	/**
	 * Writes a checked file's sections, keeping this site's secrets.
	 *
	 * @param array<string,mixed> $document A file read() accepted.
	 * @param bool                $dry_run  Check only: write nothing.
	 * @return list<string> The sections imported (or that would be).
	 */
	public function import( array $document, bool $dry_run = false ): array {
		$schemas  = self::section_schemas();
		$incoming = is_array( $document['settings'] ?? null ) ? $document['settings'] : array();
		$values   = array();
		foreach ( $this->options as $section => $option ) {
			if ( array_key_exists( $section, $incoming ) ) {
				$values[ $option ] = SchemaProjection::keep_secrets( $incoming[ $section ], $this->current( $option ), $schemas[ $section ] );
			}
		}
		if ( ! $dry_run ) {
			foreach ( $values as $option => $value ) {
				update_option( $option, $value );
			}
		}
		return array_values( array_intersect( array_keys( $this->options ), array_keys( $incoming ) ) );
	}

	/**
	 * Reads a file's text and imports it.
	 *
	 * @param string $text    The file's contents.
	 * @param bool   $dry_run Check only.
	 * @return list<string>|WP_Error The sections imported, or what is wrong (nothing written).
	 */
	public function import_text( string $text, bool $dry_run = false ): array|WP_Error {
		$document = $this->read( $text );
		return is_wp_error( $document ) ? $document : $this->import( $document, $dry_run );
	}

	/**
	 * An option's settings in effect (stored, or its default, through its own sanitizer).
	 *
	 * @param string $option Option name.
	 * @return mixed
	 */
	private function current( string $option ): mixed {
		return sanitize_option( $option, get_option( $option ) );
	}

	/**
	 * The sections' schemas, by section.
	 *
	 * @return array<string,array<string,mixed>>
	 */
	private static function section_schemas(): array {
		/**
		 * The contract's sections.
		 *
		 * @var array<string,array<string,mixed>> $sections
		 */
		$sections = self::schema()['properties']['settings']['properties'];
		return $sections;
	}

	/**
	 * A refusal.
	 *
	 * @param string $code    What kind.
	 * @param string $message What is wrong, translated.
	 */
	private static function error( string $code, string $message ): WP_Error {
		return new WP_Error( 'farol_settings_' . $code, $message, array( 'status' => 400 ) );
	}
}
