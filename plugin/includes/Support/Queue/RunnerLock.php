<?php
/**
 * One runner at a time, across processes.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Queue;

/**
 * A lock with an expiry, kept in one row of the options table (never autoloaded, never read
 * through get_option(), so no cache stands between two processes): acquiring is one UPDATE that
 * succeeds only where the stored expiry has passed, so two processes cannot both hold it, and a
 * process that dies holding it blocks no one past the expiry. The row is created (expired) on
 * first use. Expiries are Unix times zero-padded to 12 digits, so they compare as strings.
 * Plain SQL that MariaDB and the SQLite integration both run.
 *
 * The queue's claims already keep two runners off the same job; this lock keeps the runs after
 * the answer down to one process at a time, so a slow transport never ties up every PHP worker
 * (each request that queued mail would otherwise spend its worker on its own mail).
 */
final class RunnerLock {

	/**
	 * An expired lock's value.
	 */
	private const FREE = '000000000000';

	/**
	 * The expiry this process holds, or '' when it holds none.
	 *
	 * @var string
	 */
	private string $held = '';

	/**
	 * Names the lock.
	 *
	 * @param string $option The option row it lives in.
	 */
	public function __construct( private readonly string $option ) {
	}

	/**
	 * Takes the lock for $seconds when no one holds it.
	 *
	 * @param int      $seconds How long it holds at most.
	 * @param int|null $now     Current Unix time (null: now).
	 * @return bool Whether this process holds it now.
	 */
	public function acquire( int $seconds, ?int $now = null ): bool {
		$now   = $now ?? time();
		$until = self::pad( $now + max( 1, $seconds ) );
		if ( $this->take( $until, self::pad( $now ) ) ) {
			return true;
		}
		if ( ! $this->exists() ) {
			$this->create();
			return $this->take( $until, self::pad( $now ) );
		}
		return false;
	}

	/**
	 * Gives the lock back (only the expiry this process set: a lock that ran out and was taken
	 * by another process stays theirs).
	 */
	public function release(): void {
		global $wpdb;
		if ( '' === $this->held ) {
			return;
		}
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic compare-and-set no API offers.
			$wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value = %s", self::FREE, $this->option, $this->held )
		);
		$this->held = '';
	}

	/**
	 * The compare-and-set.
	 *
	 * @param string $until The new expiry.
	 * @param string $now   Current time, padded.
	 */
	private function take( string $until, string $now ): bool {
		global $wpdb;
		$rows = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- an atomic compare-and-set no API offers.
			$wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = %s WHERE option_name = %s AND option_value < %s", $until, $this->option, $now )
		);
		if ( 1 === $rows ) {
			$this->held = $until;
			return true;
		}
		return false;
	}

	/**
	 * Whether the row exists.
	 */
	private function exists(): bool {
		global $wpdb;
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT option_id FROM {$wpdb->options} WHERE option_name = %s", $this->option ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- read past the options cache on purpose.
	}

	/**
	 * Creates the row, expired (a second process creating it at the same time is ignored).
	 */
	private function create(): void {
		global $wpdb;
		$wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the row must not be cached or autoloaded.
			$wpdb->prepare( "INSERT IGNORE INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, %s, 'no')", $this->option, self::FREE )
		);
	}

	/**
	 * A Unix time as 12 digits.
	 *
	 * @param int $time Unix time.
	 */
	private static function pad( int $time ): string {
		return str_pad( (string) max( 0, $time ), 12, '0', STR_PAD_LEFT );
	}
}
