<?php
/**
 * What deleting the plugin does.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Lifecycle;

use FilesystemIterator;
use RecursiveDirectoryIterator;
use RecursiveIteratorIterator;
use SplFileInfo;

/**
 * Deleting the plugin (plugin/uninstall.php): by default nothing is removed, so a reinstall
 * finds every lead, submission, comment vote and setting. A site whose owner turned on
 * "Remove all Farol data when the plugin is deleted" (Lifecycle::REMOVE_OPTION) loses
 * everything the inventory lists: tables, options, transients, posts of Farol's post types,
 * post and comment meta, cron events, capabilities and private upload folders. On a network
 * each site decides for itself; user meta, shared by the network, goes when the main site's
 * setting is on.
 */
final class Uninstaller {

	/**
	 * Posts deleted per query.
	 */
	private const BATCH = 200;

	/**
	 * Creates the uninstaller.
	 *
	 * @param Footprint $inventory Everything Farol owns.
	 */
	public function __construct( private readonly Footprint $inventory ) {
	}

	/**
	 * Removes the data of every site whose owner asked for it; how many sites were cleaned.
	 */
	public function run(): int {
		$users   = self::wanted();
		$cleaned = 0;
		if ( is_multisite() ) {
			switch_to_blog( get_main_site_id() );
			$users = self::wanted();
			restore_current_blog();
			Lifecycle::each_site(
				function () use ( &$cleaned ): void {
					$cleaned += $this->maybe_clean_site();
				}
			);
		} else {
			$cleaned = $this->maybe_clean_site();
		}
		if ( $users ) {
			$this->delete_meta( 'user', $this->inventory->user_meta );
		}
		return $cleaned;
	}

	/**
	 * Whether the current site's owner asked for the data to go.
	 */
	public static function wanted(): bool {
		return '1' === (string) get_option( Lifecycle::REMOVE_OPTION, '' );
	}

	/**
	 * Cleans the current site when its owner asked for it; 1 when cleaned.
	 */
	private function maybe_clean_site(): int {
		if ( ! self::wanted() ) {
			return 0;
		}
		$this->clean_site();
		return 1;
	}

	/**
	 * Removes everything of the current site the inventory lists.
	 */
	public function clean_site(): void {
		global $wpdb;
		foreach ( $this->inventory->tables as $table ) {
			$table->drop();
		}
		foreach ( $this->inventory->post_types as $post_type ) {
			do {
				$ids = $wpdb->get_col( $wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s LIMIT %d", $post_type, self::BATCH ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- uninstall, no cache to keep.
				foreach ( $ids as $id ) {
					wp_delete_post( (int) $id, true );
				}
				$full = count( $ids ) === self::BATCH;
			} while ( $full );
		}
		$this->delete_meta( 'post', $this->inventory->post_meta );
		$this->delete_meta( 'comment', $this->inventory->comment_meta );
		foreach ( array_keys( $this->inventory->cron ) as $hook ) {
			wp_unschedule_hook( $hook );
		}
		foreach ( wp_roles()->role_objects as $role ) {
			foreach ( $this->inventory->capabilities as $capability ) {
				$role->remove_cap( $capability );
			}
		}
		foreach ( $this->inventory->folders as $folder ) {
			self::remove_folder( $folder->path() );
		}
		$options = $this->inventory->options;
		foreach ( $this->inventory->transients as $transient ) {
			$options[] = '_transient_' . $transient;
			$options[] = '_transient_timeout_' . $transient;
		}
		foreach ( $options as $option ) {
			if ( str_ends_with( $option, '*' ) ) {
				$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( substr( $option, 0, -1 ) ) . '%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- uninstall; the caches are emptied below.
			} else {
				delete_option( $option );
			}
		}
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( 'notoptions', 'options' );
		self::flush_group( 'transient' );
	}

	/**
	 * Deletes meta keys (names or `prefix*`) of one meta type, for every object.
	 *
	 * @param string   $type 'post', 'comment' or 'user'.
	 * @param string[] $keys The keys.
	 */
	private function delete_meta( string $type, array $keys ): void {
		global $wpdb;
		$table = _get_meta_table( $type );
		if ( false === $table ) {
			return;
		}
		foreach ( $keys as $key ) {
			if ( str_ends_with( $key, '*' ) ) {
				$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE meta_key LIKE %s", $wpdb->esc_like( substr( $key, 0, -1 ) ) . '%' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- core's meta table; the cache group is emptied below.
			} else {
				delete_metadata( $type, 0, $key, '', true );
			}
		}
		self::flush_group( $type . '_meta' );
	}

	/**
	 * Empties a cache group, where the object cache can (core's can; else nothing lingers
	 * beyond the request anyway, the uninstall being the last thing it does).
	 *
	 * @param string $group The group.
	 */
	private static function flush_group( string $group ): void {
		if ( wp_cache_supports( 'flush_group' ) ) {
			wp_cache_flush_group( $group );
		}
	}

	/**
	 * Deletes a folder and everything in it, then its parent `farol-private/` when empty.
	 *
	 * @param string $path The folder.
	 */
	private static function remove_folder( string $path ): void {
		$path = untrailingslashit( $path );
		if ( '' === $path || ! is_dir( $path ) ) {
			return;
		}
		$items = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $path, FilesystemIterator::SKIP_DOTS ), RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $items as $item ) {
			/**
			 * The file or folder.
			 *
			 * @var SplFileInfo $item
			 */
			if ( $item->isDir() && ! $item->isLink() ) {
				rmdir( $item->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- our private folder.
			} else {
				wp_delete_file( $item->getPathname() );
			}
		}
		rmdir( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- our private folder.
		$parent = dirname( $path );
		if ( 'farol-private' === basename( $parent ) && array() === array_diff( (array) scandir( $parent ), array( '.', '..' ) ) ) {
			rmdir( $parent ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- our empty parent folder.
		}
	}
}
