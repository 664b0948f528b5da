<?php
/**
 * One way to run a stand-in server (a router in this folder under PHP's built-in server), for
 * the PHPUnit tests and, through serve.php, for the e2e specs.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\StandIns;

use RuntimeException;

/**
 * Starts a router of tests/php/stand-ins on a loopback port chosen free at start (so two
 * checkouts testing at once never clash), in a private directory (FAROL_STANDIN_DIR) where the
 * router records requests and reads scripted answers; waits until the server listens; stops it
 * and removes the directory. The server's output goes to server.log in that directory; when the
 * server does not start, died before stop(), logged a PHP error, or its owner asks (a test that
 * failed), that log is kept under .farol/logs/ and its path written to STDERR.
 *
 * "Listens" means this server said so: another process may take the chosen port between
 * free_port() and the server's own bind (other checkouts and PHPUnit runs start stand-ins too),
 * and a connection to the port would then reach that other server while ours had exited
 * ("Failed to listen … Address already in use"): the owner would use a port that goes dead when
 * the other server stops (a browser's ERR_CONNECTION_REFUSED in the middle of a spec).
 */
final class StandInServer {

	/**
	 * Ports tried before giving up (another process may take a free port before the server does).
	 */
	private const ATTEMPTS = 3;

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
	 * The router's file name in this folder, e.g. "captcha.php".
	 *
	 * @var string
	 */
	private string $router;

	/**
	 * A stand-in for one router.
	 *
	 * @param string $router The router's file name in tests/php/stand-ins.
	 * @throws RuntimeException When there is no such router.
	 */
	public function __construct( string $router ) {
		if ( ! is_file( __DIR__ . '/' . $router ) ) {
			throw new RuntimeException( "No stand-in router tests/php/stand-ins/{$router}." ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test failure message.
		}
		$this->router = $router;
	}

	/**
	 * A server never outlives its owner (a test class that failed before stop(), say).
	 */
	public function __destruct() {
		if ( is_resource( $this->process ) ) {
			$this->stop();
		}
	}

	/**
	 * Starts the server and waits until it answers.
	 *
	 * @throws RuntimeException When it does not start.
	 */
	public function start(): void {
		$name      = basename( $this->router, '.php' );
		$this->dir = sys_get_temp_dir() . '/farol-standin-' . $name . '-' . getmypid() . '-' . bin2hex( random_bytes( 4 ) );
		mkdir( $this->dir, 0777, true );
		for ( $attempt = 1; $attempt <= self::ATTEMPTS; $attempt++ ) {
			$this->port = self::free_port();
			$this->spawn();
			if ( $this->wait_until_listening( 10.0 ) ) {
				return;
			}
			$this->terminate();
		}
		$log = $this->keep_log( 'did not start' );
		$this->remove_dir();
		throw new RuntimeException( "The {$name} stand-in did not listen (log: {$log})." ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test failure message.
	}

	/**
	 * Stops the server and removes its directory (keeping the log when something went wrong).
	 *
	 * @param string $keep Why the owner wants the log kept ('' when it does not).
	 */
	public function stop( string $keep = '' ): void {
		$status = is_resource( $this->process ) ? proc_get_status( $this->process ) : null;
		if ( null !== $status && ! $status['running'] ) {
			$this->keep_log( 'exited early' );
		} elseif ( preg_match( '/PHP (Fatal|Parse|Warning|Notice|Deprecated)/', $this->log_text() ) ) {
			$this->keep_log( 'logged a PHP error' );
		} elseif ( '' !== $keep ) {
			$this->keep_log( $keep );
		}
		$this->terminate();
		$this->remove_dir();
	}

	/**
	 * The address a site reaches it at. "localhost", not 127.0.0.1: the test sites block external
	 * hosts (WP_HTTP_BLOCK_EXTERNAL) and let localhost through.
	 */
	public function base_url(): string {
		return 'http://localhost:' . $this->port;
	}

	/**
	 * Starts `php -S` on the current port, its output appended to server.log.
	 *
	 * @throws RuntimeException When the process cannot be created.
	 */
	private function spawn(): void {
		$log = $this->dir . '/server.log';
		// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- the stand-in is a separate server process.
		$this->process = proc_open(
			array( PHP_BINARY, '-S', '127.0.0.1:' . $this->port, __DIR__ . '/' . $this->router ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', $log, 'a' ),
				2 => array( 'file', $log, 'a' ),
			),
			$pipes,
			null,
			array_merge( getenv(), array( 'FAROL_STANDIN_DIR' => $this->dir ) )
		);
		if ( ! is_resource( $this->process ) ) {
			throw new RuntimeException( 'The stand-in process could not be created.' );
		}
	}

	/**
	 * Whether our server listens before the deadline: it logged that it started on our port (PHP
	 * prints that line once it listens), it still runs, and the port accepts a connection. A
	 * connection alone proves nothing: while our server is still starting, another process that
	 * took the port answers it, and ours then exits unable to bind.
	 *
	 * @param float $seconds How long to wait.
	 */
	private function wait_until_listening( float $seconds ): bool {
		$deadline = microtime( true ) + $seconds;
		$started  = 'Development Server (http://127.0.0.1:' . $this->port . ') started';
		while ( microtime( true ) < $deadline && is_resource( $this->process ) && proc_get_status( $this->process )['running'] ) {
			if ( str_contains( $this->log_text(), $started ) ) {
				$socket = @fsockopen( '127.0.0.1', $this->port, $errno, $errstr, 0.2 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a failure is the answer.
				if ( false !== $socket ) {
					fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.
					return proc_get_status( $this->process )['running'];
				}
			}
			usleep( 50000 );
		}
		return false;
	}

	/**
	 * Ends the server process.
	 */
	private function terminate(): void {
		if ( is_resource( $this->process ) ) {
			proc_terminate( $this->process );
			proc_close( $this->process );
		}
		$this->process = null;
	}

	/**
	 * The server's log so far.
	 */
	private function log_text(): string {
		$file = $this->dir . '/server.log';
		return is_file( $file ) ? (string) file_get_contents( $file ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the stand-in's own file.
	}

	/**
	 * Copies the log to .farol/logs/ and says where, on STDERR.
	 *
	 * @param string $why What went wrong.
	 * @return string The kept log's path.
	 */
	private function keep_log( string $why ): string {
		$logs = dirname( __DIR__, 3 ) . '/.farol/logs';
		if ( ! is_dir( $logs ) ) {
			mkdir( $logs, 0777, true );
		}
		$file = $logs . '/' . basename( $this->dir ) . '.log';
		file_put_contents( $file, $this->log_text() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- a test log.
		fwrite( STDERR, "Stand-in {$this->router} {$why} (port {$this->port}); its log: {$file}\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite,WordPress.Security.EscapeOutput.OutputNotEscaped -- test diagnostics.
		return $file;
	}

	/**
	 * Removes the private directory.
	 */
	private function remove_dir(): void {
		foreach ( (array) glob( $this->dir . '/*' ) as $file ) {
			unlink( (string) $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.unlink_unlink -- the stand-in's own files.
		}
		if ( is_dir( $this->dir ) ) {
			rmdir( $this->dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_rmdir -- the stand-in's own directory.
		}
	}

	/**
	 * A free loopback port, as the system hands one out, that is free on ::1 too: clients reach
	 * the server at "localhost", which browsers and curl try at ::1 first (refused there, they go
	 * on to 127.0.0.1), so a process listening on [::1]:port would get their requests instead.
	 *
	 * @throws RuntimeException When none can be found.
	 */
	private static function free_port(): int {
		for ( $attempt = 1; $attempt <= 10; $attempt++ ) {
			$server = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
			if ( false === $server ) {
				throw new RuntimeException( 'No free port: ' . $errstr ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test failure message.
			}
			$name = (string) stream_socket_get_name( $server, false );
			$port = (int) substr( $name, strrpos( $name, ':' ) + 1 );
			// Without IPv6 there is no ::1 to share (another error than "in use" is fine).
			$ipv6 = @stream_socket_server( 'tcp://[::1]:' . $port, $errno, $errstr6 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- a failure is the answer.
			if ( false !== $ipv6 ) {
				fclose( $ipv6 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.
			}
			fclose( $server ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.
			if ( false !== $ipv6 || ! str_contains( (string) $errstr6, 'in use' ) ) {
				return $port;
			}
		}
		throw new RuntimeException( 'No port free on both 127.0.0.1 and ::1.' );
	}
}
