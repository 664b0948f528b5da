<?php
/**
 * Which Farol release last wrote the site's data; a downgrade is refused, not run.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Lifecycle;

use Farol\Support\Context;

/**
 * Records the release whose code runs the site's data (`farol_data_version`), on activation
 * and on the first admin request after an upgrade. When the data was written by a newer release
 * (an older zip uploaded over a newer one), nothing is migrated or recorded: every versioned
 * table leaves its newer schema alone (`VersionedTable::is_newer_than_code()`), and the
 * administrators see a notice naming both releases and what to do.
 */
final class DataVersion {

	/**
	 * The option: the plugin version that last ran the site's data.
	 */
	public const OPTION = 'farol_data_version';

	/**
	 * Creates it.
	 *
	 * @param Context $context The plugin's main file (its header's version).
	 */
	public function __construct( private readonly Context $context ) {
	}

	/**
	 * Checks on admin requests (one autoloaded option read and the plugin header).
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'check' ) );
	}

	/**
	 * Records an upgrade, or announces a downgrade.
	 *
	 * @internal Action callback of `admin_init`.
	 */
	public function check(): void {
		$stored  = (string) get_option( self::OPTION, '' );
		$running = $this->context->version();
		if ( self::is_downgrade( $stored, $running ) ) {
			add_action( 'admin_notices', fn () => $this->notice( $stored, $running ) );
			return;
		}
		self::write( $stored, $running );
	}

	/**
	 * Records the running version unless the data is newer (activation).
	 */
	public function record(): void {
		self::write( (string) get_option( self::OPTION, '' ), $this->context->version() );
	}

	/**
	 * Writes the running version when it is new and not older than the data's.
	 *
	 * @param string $stored  The data's version.
	 * @param string $running The running plugin's version.
	 */
	private static function write( string $stored, string $running ): void {
		if ( $stored !== $running && ! self::is_downgrade( $stored, $running ) ) {
			update_option( self::OPTION, $running, true );
		}
	}

	/**
	 * Whether data written by `$stored` is newer than the running release.
	 *
	 * @param string $stored  The data's version ('' when never recorded).
	 * @param string $running The running plugin's version.
	 */
	public static function is_downgrade( string $stored, string $running ): bool {
		return '' !== $stored && version_compare( $stored, $running, '>' );
	}

	/**
	 * The notice, for those who can install plugins.
	 *
	 * @param string $stored  The data's version.
	 * @param string $running The running plugin's version.
	 */
	private function notice( string $stored, string $running ): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error farol-downgrade"><p>%s</p></div>',
			esc_html(
				sprintf(
					/* translators: 1: the running Farol version, 2: the newer version that wrote the site's data. */
					__( 'This site runs Farol %1$s, but its data was written by Farol %2$s, a newer release. Farol changed nothing in the database: install Farol %2$s or newer again to use it.', 'farol' ),
					$running,
					$stored
				)
			)
		);
	}
}
