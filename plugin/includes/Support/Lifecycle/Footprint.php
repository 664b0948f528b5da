<?php
/**
 * What Farol (or one of its modules) owns on a site.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Lifecycle;

use Farol\Support\Db\VersionedTable;
use Farol\Support\Uploads\PrivateFolder;

/**
 * A module's footprint: its tables, option names, transients, post types, meta keys, cron
 * events, capabilities and private upload folders. A name ending in `*` is a prefix (every
 * name starting with what comes before it). Footprints merge into the plugin's inventory
 * (Plugin::footprint()); activation installs and schedules from it, a deleted site drops its
 * tables from it and the uninstall removes exactly what it lists.
 */
final class Footprint {

	/**
	 * Creates a footprint; every part is optional.
	 *
	 * @param VersionedTable[]           $tables       Tables (each with its version option).
	 * @param string[]                   $options      Option names or `prefix*`.
	 * @param string[]                   $transients   Transient names or `prefix*`.
	 * @param string[]                   $post_types   Post types whose posts are Farol's.
	 * @param string[]                   $post_meta    Post meta keys or `prefix*`.
	 * @param string[]                   $comment_meta Comment meta keys or `prefix*`.
	 * @param string[]                   $user_meta    User meta keys or `prefix*`.
	 * @param array<string, string|null> $cron         Cron hooks: the recurrence of an event activation
	 *                                                 schedules, or null for single events.
	 * @param string[]                   $capabilities Capabilities added to roles.
	 * @param PrivateFolder[]            $folders      Private upload folders.
	 */
	public function __construct(
		public readonly array $tables = array(),
		public readonly array $options = array(),
		public readonly array $transients = array(),
		public readonly array $post_types = array(),
		public readonly array $post_meta = array(),
		public readonly array $comment_meta = array(),
		public readonly array $user_meta = array(),
		public readonly array $cron = array(),
		public readonly array $capabilities = array(),
		public readonly array $folders = array()
	) {
	}

	/**
	 * The footprints together.
	 *
	 * @param Footprint ...$parts Footprints.
	 */
	public static function merge( Footprint ...$parts ): self {
		$all    = static fn ( string $part ): array => array_values( array_unique( array_merge( array(), ...array_map( static fn ( Footprint $f ): array => $f->$part, $parts ) ) ) );
		$tables = array();
		foreach ( $parts as $part ) {
			foreach ( $part->tables as $table ) {
				$tables[ $table::class ] = $table;
			}
		}
		$folders = array();
		foreach ( $parts as $part ) {
			foreach ( $part->folders as $folder ) {
				$folders[ spl_object_id( $folder ) ] = $folder;
			}
		}
		return new self(
			array_values( $tables ),
			$all( 'options' ),
			$all( 'transients' ),
			$all( 'post_types' ),
			$all( 'post_meta' ),
			$all( 'comment_meta' ),
			$all( 'user_meta' ),
			array_merge( array(), ...array_map( static fn ( Footprint $f ): array => $f->cron, $parts ) ),
			$all( 'capabilities' ),
			array_values( $folders )
		);
	}

	/**
	 * Whether a name is one of the listed names or starts with a listed prefix.
	 *
	 * @param string[] $names Names or `prefix*`.
	 * @param string   $name  The name.
	 */
	public static function lists( array $names, string $name ): bool {
		foreach ( $names as $listed ) {
			if ( $listed === $name || ( str_ends_with( $listed, '*' ) && str_starts_with( $name, substr( $listed, 0, -1 ) ) ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The full names of every table.
	 *
	 * @return list<string>
	 */
	public function table_names(): array {
		return array_merge( array(), ...array_map( static fn ( VersionedTable $t ): array => $t->names(), $this->tables ) );
	}
}
