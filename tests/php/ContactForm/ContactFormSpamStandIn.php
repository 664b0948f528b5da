<?php
/**
 * The captcha and Akismet stand-in server, started and stopped by the spam tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use RuntimeException;

/**
 * Runs tests/php/stand-ins/captcha.php under PHP's built-in server on a free loopback port,
 * recording the requests it gets in a private directory.
 */
final class ContactFormSpamStandIn {

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
		$this->dir = sys_get_temp_dir() . '/farol-captcha-standin-' . getmypid() . '-' . bin2hex( random_bytes( 4 ) );
		mkdir( $this->dir, 0777, true );
		$server = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		if ( false === $server ) {
			throw new RuntimeException( 'No free port: ' . $errstr ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test failure message.
		}
		$name = (string) stream_socket_get_name( $server, false );
		fclose( $server ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a socket.
		$this->port = (int) substr( $name, strrpos( $name, ':' ) + 1 );
		$log        = $this->dir . '/server.log';
		// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- the stand-in is a separate server process.
		$this->process = proc_open(
			array( PHP_BINARY, '-S', '127.0.0.1:' . $this->port, dirname( __DIR__ ) . '/stand-ins/captcha.php' ),
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
			throw new RuntimeException( 'The captcha stand-in did not start.' );
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
		throw new RuntimeException( 'The captcha stand-in did not listen on port ' . $this->port ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test failure message.
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
	 * The stand-in's address ("localhost": the test site blocks other hosts).
	 */
	public function base_url(): string {
		return 'http://localhost:' . $this->port;
	}

	/**
	 * The requests received so far, then forgets them.
	 *
	 * @return list<array{path:string,fields:array<string,string>}>
	 */
	public function take_requests(): array {
		$file = $this->dir . '/requests.jsonl';
		if ( ! is_file( $file ) ) {
			return array();
		}
		$lines = array_filter( explode( "\n", (string) file_get_contents( $file ) ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- the stand-in's own file.
		file_put_contents( $file, '' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the stand-in's own file.
		return array_values( array_map( static fn ( string $line ): array => json_decode( $line, true ), $lines ) );
	}
}
