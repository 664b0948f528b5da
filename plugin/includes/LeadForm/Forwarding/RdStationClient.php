<?php
/**
 * RD Station Marketing's conversion API.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

/**
 * Sends one conversion event to RD Station Marketing with the API-key variant of its API:
 * `POST {base_url}/platform/conversions?api_key=…` with a JSON body, through wp_remote_post()
 * (so WordPress' HTTP settings and proxies apply), and sorts the answer into a ForwardResult.
 */
final class RdStationClient {

	/**
	 * Creates the client.
	 *
	 * @param ProviderSettings $settings Address, key and timeout.
	 */
	public function __construct( private readonly ProviderSettings $settings ) {
	}

	/**
	 * Sends an event body ({event_type, event_family, payload}).
	 *
	 * @param array<string, mixed> $body The event.
	 */
	public function send( array $body ): ForwardResult {
		$settings = $this->settings->get();
		if ( '' === $settings['api_key'] ) {
			return new ForwardResult( ForwardResult::UNAUTHORIZED, 'No API key is set.' );
		}
		$url      = $settings['base_url'] . '/platform/conversions?api_key=' . rawurlencode( $settings['api_key'] );
		$response = wp_remote_post(
			$url,
			array(
				'timeout'     => $settings['timeout'],
				'redirection' => 0,
				'headers'     => array(
					'Content-Type' => 'application/json',
					'Accept'       => 'application/json',
				),
				'body'        => (string) wp_json_encode( $body ),
				'data_format' => 'body',
			)
		);
		if ( is_wp_error( $response ) ) {
			// No answer (timeout, refused connection, DNS): a passing failure. The message of
			// WordPress' transport never holds the body; the key is scrubbed in case it quotes
			// the address.
			$message = str_replace( $settings['api_key'], '***', $response->get_error_message() );
			return new ForwardResult( ForwardResult::RETRY, 'No answer: ' . $message );
		}
		return $this->result( (int) wp_remote_retrieve_response_code( $response ), (string) wp_remote_retrieve_body( $response ) );
	}

	/**
	 * Sorts an answer.
	 *
	 * @param int    $status HTTP status.
	 * @param string $body   Body.
	 */
	private function result( int $status, string $body ): ForwardResult {
		if ( $status >= 200 && $status < 300 ) {
			$decoded = json_decode( $body, true );
			$uuid    = is_array( $decoded ) && is_string( $decoded['event_uuid'] ?? null ) ? $decoded['event_uuid'] : '';
			return new ForwardResult( ForwardResult::SENT, '', $status, $uuid );
		}
		$message = ProviderErrors::message( $status, $body );
		if ( 401 === $status || 403 === $status ) {
			return new ForwardResult( ForwardResult::UNAUTHORIZED, $message, $status );
		}
		if ( 408 === $status || 429 === $status || $status >= 500 ) {
			return new ForwardResult( ForwardResult::RETRY, $message, $status );
		}
		return new ForwardResult( ForwardResult::FAILED, $message, $status );
	}
}
