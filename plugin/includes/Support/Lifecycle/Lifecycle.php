<?php
/**
 * Activation, new sites and deleted sites.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Lifecycle;

use Closure;
use Farol\Module;
use Farol\Support\Context;
use WP_Site;

/**
 * The one activation path: every table of the inventory installed, every recurring cron event
 * scheduled, on the current site, or on every site of the network when activated network-wide
 * (sites in batches). A site created later on a network where Farol is network-active is made
 * ready at once (`wp_initialize_site`, after core's own work at 10); a deleted site's Farol
 * tables go with core's (`wpmu_drop_tables`). Nothing here reads content: the work is the same
 * on a site with ten comments or ten thousand.
 */
final class Lifecycle implements Module, Owns {

	/**
	 * The site's choice: remove every Farol data when the plugin is deleted ('1'), or keep it.
	 */
	public const REMOVE_OPTION = 'farol_remove_data_on_uninstall';

	/**
	 * Sites switched to per batch.
	 */
	private const BATCH = 100;

	/**
	 * Creates the lifecycle.
	 *
	 * @param Context $context   The plugin's main file.
	 * @param Closure $inventory Builds the plugin's inventory, a Footprint (only when needed).
	 */
	public function __construct( private readonly Context $context, private readonly Closure $inventory ) {
	}

	/**
	 * The setting is Farol's too.
	 */
	public function footprint(): Footprint {
		return new Footprint( options: array( self::REMOVE_OPTION, DataVersion::OPTION ) );
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		register_activation_hook( $this->context->main_file, array( $this, 'activate' ) );
		add_action( 'wp_initialize_site', array( $this, 'initialize_site' ), 200 );
		add_filter( 'wpmu_drop_tables', array( $this, 'drop_tables' ) );
		if ( is_admin() ) {
			( new DataScreen() )->register();
			( new DataVersion( $this->context ) )->register();
		}
	}

	/**
	 * Activation: the current site, or every site of the network when network-wide.
	 *
	 * @internal Activation hook callback.
	 * @param bool|null $network_wide Whether the plugin is activated for the whole network.
	 */
	public function activate( $network_wide = false ): void {
		if ( is_multisite() && true === (bool) $network_wide ) {
			self::each_site( array( $this, 'ready_site' ), get_current_network_id() );
			return;
		}
		$this->ready_site();
	}

	/**
	 * Makes the current site ready: tables installed (or brought to their schema), recurring
	 * cron events scheduled.
	 */
	public function ready_site(): void {
		( new DataVersion( $this->context ) )->record();
		$inventory = ( $this->inventory )();
		foreach ( $inventory->tables as $table ) {
			$table->install();
		}
		foreach ( $inventory->cron as $hook => $recurrence ) {
			if ( null !== $recurrence && false === wp_next_scheduled( $hook ) ) {
				wp_schedule_event( time() + 5 * MINUTE_IN_SECONDS, $recurrence, $hook );
			}
		}
	}

	/**
	 * A new site of a network where Farol is network-active is made ready at once.
	 *
	 * @internal Action callback of `wp_initialize_site`.
	 * @param WP_Site $site The new site.
	 */
	public function initialize_site( WP_Site $site ): void {
		$network_active = (array) get_site_option( 'active_sitewide_plugins', array() );
		if ( ! isset( $network_active[ plugin_basename( $this->context->main_file ) ] ) ) {
			return;
		}
		switch_to_blog( (int) $site->blog_id );
		try {
			$this->ready_site();
		} finally {
			restore_current_blog();
		}
	}

	/**
	 * A deleted site's Farol tables are dropped with core's (core has switched to the site).
	 *
	 * @internal Filter callback of `wpmu_drop_tables`.
	 * @param string[] $tables The tables core drops.
	 * @return string[]
	 */
	public function drop_tables( $tables ): array {
		return array_values( array_unique( array_merge( (array) $tables, ( $this->inventory )()->table_names() ) ) );
	}

	/**
	 * Runs work on every site (of one network, or of all), switched to it, in batches.
	 *
	 * @param callable(): void $work       The work.
	 * @param int|null         $network_id The network, or null for every network.
	 */
	public static function each_site( callable $work, ?int $network_id = null ): void {
		$offset = 0;
		do {
			$args = array(
				'fields'                 => 'ids',
				'number'                 => self::BATCH,
				'offset'                 => $offset,
				'orderby'                => 'id',
				'update_site_meta_cache' => false,
			);
			if ( null !== $network_id ) {
				$args['network_id'] = $network_id;
			}
			$ids = get_sites( $args );
			foreach ( $ids as $id ) {
				switch_to_blog( (int) $id );
				try {
					$work();
				} finally {
					restore_current_blog();
				}
			}
			$offset += self::BATCH;
			$full    = count( $ids ) === self::BATCH;
		} while ( $full );
	}
}
