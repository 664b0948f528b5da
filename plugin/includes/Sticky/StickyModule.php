<?php
/**
 * The sticky elements feature.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Sticky;

use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;
use Farol\Support\Assets;

/**
 * Sticky elements ("Sticky Menu (or Anything!) on Scroll" replacement): the setting, its
 * settings page and the front-end behaviour.
 */
final class StickyModule implements Module, Owns {

	/**
	 * The setting.
	 *
	 * @var StickySettings
	 */
	private StickySettings $settings;

	/**
	 * The settings page.
	 *
	 * @var StickyAdminPage
	 */
	private StickyAdminPage $admin_page;

	/**
	 * The front-end loader.
	 *
	 * @var StickyFrontEnd
	 */
	private StickyFrontEnd $front_end;

	/**
	 * Builds the feature's services.
	 *
	 * @param Assets $assets Bundle registrar.
	 */
	public function __construct( Assets $assets ) {
		$schema           = new StickyRulesSchema();
		$validator        = new StickyRulesValidator( $schema );
		$this->settings   = new StickySettings( $schema, $validator );
		$this->admin_page = new StickyAdminPage( $assets );
		$this->front_end  = new StickyFrontEnd( $assets, $this->settings, $validator );
	}

	/**
	 * What the module owns (the lifecycle inventory).
	 */
	public function footprint(): Footprint {
		return new Footprint( options: array( StickyRulesSchema::OPTION ) );
	}

	/**
	 * The setting's service (its rules, its checks), for the composition root to hand to
	 * whoever writes rules on the user's behalf (the importer of Sticky Menu (or Anything!)).
	 */
	public function settings(): StickySettings {
		return $this->settings;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		$this->settings->register();
		$this->admin_page->register();
		$this->front_end->register();
	}
}
