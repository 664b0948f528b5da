<?php
/**
 * The RD Station stand-in server, started and stopped by the forwarding tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\Tests\StandIns\StandInServer;

require_once dirname( __DIR__ ) . '/stand-ins/StandInServer.php';

/**
 * Runs tests/php/stand-ins/rd-station.php through the stand-in server base (a free loopback
 * port, a private directory where it records the requests it gets and reads the answers a test
 * scripts).
 */
final class ForwardingStandIn {

	/**
	 * The server.
	 *
	 * @var StandInServer
	 */
	private StandInServer $server;

	/**
	 * A stand-in for rd-station.php, not started yet.
	 */
	public function __construct() {
		$this->server = new StandInServer( 'rd-station.php' );
	}

	/**
	 * Starts the server and waits until it answers.
	 */
	public function start(): void {
		$this->server->start();
	}

	/**
	 * Stops the server and removes its directory.
	 */
	public function stop(): void {
		$this->server->stop();
	}

	/**
	 * The address to configure as the provider's base URL.
	 */
	public function base_url(): string {
		return $this->server->base_url();
	}

	/**
	 * Scripts the next answers and forgets the requests recorded so far.
	 *
	 * @param string[] $steps Answers, in order ("ok", "500", "503", "slow:<s>", "400-list", "400-object", "401").
	 */
	public function script( array $steps ): void {
		file_put_contents( $this->server->dir . '/script.json', (string) wp_json_encode( $steps ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the stand-in's own file.
		file_put_contents( $this->server->dir . '/requests.jsonl', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the stand-in's own file.
	}

	/**
	 * The requests received since the last script(), in order.
	 *
	 * @return list<array{method: string, path: string, query: array<string,string>, content_type: string, body: string}>
	 */
	public function requests(): array {
		$file = $this->server->dir . '/requests.jsonl';
		if ( ! is_file( $file ) ) {
			return array();
		}
		$lines = array_filter( explode( "\n", (string) file_get_contents( $file ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the stand-in's own file.
		return array_values( array_map( static fn ( string $line ): array => json_decode( $line, true ), $lines ) );
	}
}
