<?php
/**
 * The settings file's screen and command.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\SettingsTransfer;

use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;

/**
 * Adds Tools › Farol settings and, when WP-CLI loads the plugin, `wp farol settings`.
 */
final class TransferModule implements Module, Owns {

	/**
	 * Creates the module.
	 *
	 * @param SettingsTransfer $transfer The settings file (its sections' options given by the
	 *                                   composition root).
	 */
	public function __construct( private readonly SettingsTransfer $transfer ) {
	}

	/**
	 * What the module owns (the lifecycle inventory): an import's result, kept for the next
	 * screen of the user who sent it.
	 */
	public function footprint(): Footprint {
		return new Footprint( transients: array( TransferScreen::RESULT . '*' ) );
	}

	/**
	 * Adds the hooks and the command.
	 */
	public function register(): void {
		( new TransferScreen( $this->transfer ) )->register();
		if ( defined( 'WP_CLI' ) && WP_CLI && class_exists( \WP_CLI::class ) ) {
			\WP_CLI::add_command( 'farol settings', new TransferCommand( $this->transfer ) );
		}
	}
}
