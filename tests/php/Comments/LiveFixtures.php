<?php
/**
 * Live updates for the tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Comments\Store\ThreadCache;
use Farol\Comments\Wire\WireContract;
use Farol\Support\JsonFile;
use WP_REST_Response;

/**
 * Switches live updates on, polls the route and checks answers against the contract.
 */
trait LiveFixtures {

	/**
	 * Live updates in a mode, with other settings.
	 *
	 * @param string              $mode  off, bubble or automatic.
	 * @param array<string,mixed> $more  Other settings.
	 */
	protected function live( string $mode, array $more = array() ): void {
		update_option( Settings::OPTION, array_merge( array( 'live_mode' => $mode ), $more ) );
	}

	/**
	 * Ends the "request" that wrote: the changed threads get their new version.
	 */
	protected function new_versions(): void {
		( new ThreadCache() )->flush();
	}

	/**
	 * One poll.
	 *
	 * @param array<string,mixed> $query   Query parameters.
	 * @param array<string,mixed> $headers Headers.
	 */
	protected function poll( array $query, array $headers = array() ): WP_REST_Response {
		return $this->rest( 'GET', '/farol/v1/update', $query, $headers );
	}

	/**
	 * Asserts that a poll's answer matches the contract.
	 *
	 * @param mixed $data The answer's data.
	 */
	protected function assert_poll_contract( $data ): void {
		$schema = JsonFile::schema( dirname( __DIR__, 3 ) . '/plugin/includes/Comments/Live/live-update-answer.schema.json' );
		$error  = WireContract::check( $data, $schema, 'poll' );
		$this->assertNull( $error, $error ? $error->get_error_message() . ' in ' . wp_json_encode( $data ) : '' );
	}
}
