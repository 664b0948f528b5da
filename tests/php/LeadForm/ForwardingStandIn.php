<?php
/**
 * The RD Station stand-in server, started and stopped by the forwarding tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use RuntimeException;

/**
 * Runs tests/php/stand-ins/rd-station.php under PHP's built-in server on a loopback port (the
 * environment's FAROL_STANDIN_PORT, else a free one), in a private directory where it records
 * the requests it gets and reads the answers a test scripts.
 */
final class ForwardingStandIn {

	/**
	 * The server process.
	 *
	 * @var resource|null
	 */
	private $process = null;

	/**
	 * The port it listens on.
	 *
	 * @var int
	 */
	public int $port = 0;

	/**
	 * Its private directory.
	 *
	 * @var string
	 */
	public string $dir = '';

	/**
	 * Starts the server and waits until it answers.
	 *
	 * @throws RuntimeException When it does not start.
	 */
	public function start(): void {
		$this->dir = sys_get_temp_dir() . '/farol-rd-standin-' . getmypid() . '-' . bin2hex( random_bytes( 4 ) );
		mkdir( $this->dir, 0777, true );
		$this->port = (int) getenv( 'FAROL_STANDIN_PORT' );
		if ( $this->port < 1 ) {
			$this->port = self::free_port();
		}
		$router = dirname( __DIR__ ) . '/stand-ins/rd-station.php';
		$env    = array_merge( getenv(), array( 'FAROL_STANDIN_DIR' => $this->dir ) );
		$log    = $this->dir . '/server.log';
		// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- the stand-in is a separate server process.
		$this->process = proc_open(
			array( PHP_BINARY, '-S', '127.0.0.1:' . $this->port, $router ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', $log, 'a' ),
				2 => array( 'file', $log, 'a' ),
			),
			$pipes,
			null,
			$env
		);
		if ( ! is_resource( $this->process ) ) {
			throw new RuntimeException( 'The RD Station stand-in did not start.' );
		}
		$deadline = microtime( true ) + 10;
		while ( microtime( true ) < $deadline ) {
			$socket = @fsockopen( '127.0.0.1', $this->port, $errno, $errstr, 0.2 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- refused until the server listens.
			if ( false !== $socket ) {
				fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.
				return;
			}
			usleep( 50000 );
		}
		$this->stop();
		throw new RuntimeException( 'The RD Station stand-in did not listen on port ' . $this->port . ': ' . (string) @file_get_contents( $log ) ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped,WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- test failure message.
	}

	/**
	 * Stops the server and removes its directory.
	 */
	public function stop(): void {
		if ( is_resource( $this->process ) ) {
			proc_terminate( $this->process );
			proc_close( $this->process );
		}
		$this->process = null;
		foreach ( (array) glob( $this->dir . '/*' ) as $file ) {
			unlink( (string) $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- the stand-in's own files.
		}
		if ( is_dir( $this->dir ) ) {
			rmdir( $this->dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- the stand-in's own directory.
		}
	}

	/**
	 * The address to configure as the provider's base URL. "localhost", not 127.0.0.1: the test
	 * site blocks external hosts (WP_HTTP_BLOCK_EXTERNAL) and lets localhost through.
	 */
	public function base_url(): string {
		return 'http://localhost:' . $this->port;
	}

	/**
	 * Scripts the next answers and forgets the requests recorded so far.
	 *
	 * @param string[] $steps Answers, in order ("ok", "500", "503", "slow:<s>", "400-list", "400-object", "401").
	 */
	public function script( array $steps ): void {
		file_put_contents( $this->dir . '/script.json', (string) wp_json_encode( $steps ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the stand-in's own file.
		file_put_contents( $this->dir . '/requests.jsonl', '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the stand-in's own file.
	}

	/**
	 * The requests received since the last script(), in order.
	 *
	 * @return list<array{method: string, path: string, query: array<string,string>, content_type: string, body: string}>
	 */
	public function requests(): array {
		$file = $this->dir . '/requests.jsonl';
		if ( ! is_file( $file ) ) {
			return array();
		}
		$lines = array_filter( explode( "\n", (string) file_get_contents( $file ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the stand-in's own file.
		return array_values( array_map( static fn ( string $line ): array => json_decode( $line, true ), $lines ) );
	}

	/**
	 * A free loopback port.
	 *
	 * @throws RuntimeException When none can be found.
	 */
	private static function free_port(): int {
		$server = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		if ( false === $server ) {
			throw new RuntimeException( 'No free port: ' . $errstr ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test failure message.
		}
		$name = (string) stream_socket_get_name( $server, false );
		fclose( $server ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.
		return (int) substr( $name, strrpos( $name, ':' ) + 1 );
	}
}
