<?php
/**
 * The captcha and Akismet stand-in server, started and stopped by the spam tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\Tests\StandIns\StandInServer;

require_once dirname( __DIR__ ) . '/stand-ins/StandInServer.php';

/**
 * Runs tests/php/stand-ins/captcha.php through the stand-in server base (a free loopback port,
 * a private directory where it records the requests it gets).
 */
final class ContactFormSpamStandIn {

	/**
	 * The server.
	 *
	 * @var StandInServer
	 */
	private StandInServer $server;

	/**
	 * A stand-in for captcha.php, not started yet.
	 */
	public function __construct() {
		$this->server = new StandInServer( 'captcha.php' );
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
	 * The stand-in's address.
	 */
	public function base_url(): string {
		return $this->server->base_url();
	}

	/**
	 * The requests received so far, then forgets them.
	 *
	 * @return list<array{path:string,fields:array<string,string>}>
	 */
	public function take_requests(): array {
		$file = $this->server->dir . '/requests.jsonl';
		if ( ! is_file( $file ) ) {
			return array();
		}
		$lines = array_filter( explode( "\n", (string) file_get_contents( $file ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the stand-in's own file.
		file_put_contents( $file, '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the stand-in's own file.
		return array_values( array_map( static fn ( string $line ): array => json_decode( $line, true ), $lines ) );
	}
}
