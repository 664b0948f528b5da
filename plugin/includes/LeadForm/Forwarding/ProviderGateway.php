<?php
/**
 * The provider, as every forwarding queue sends to it.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\Support\Forwarding\ConversionSender;
use Farol\Support\Queue\JobOutcome;

/**
 * RD Station Marketing behind the shared Support\Forwarding\ConversionSender: the client, the
 * provider settings and the stop after a refused key, built once by ForwardingModule. The lead
 * forwarding's runner sends through it, and the composition root hands it to the contact form's
 * forwarding (ForwardingModule::sender()), so both form kinds have the same key, the same stop,
 * the same outcomes and the same masking.
 */
final class ProviderGateway implements ConversionSender {

	/**
	 * Creates the gateway.
	 *
	 * @param RdStationClient  $client   The provider.
	 * @param ProviderSettings $settings Address, key and timeout.
	 * @param ForwardingPause  $pause    The stop after a refused key.
	 */
	public function __construct(
		private readonly RdStationClient $client,
		private readonly ProviderSettings $settings,
		private readonly ForwardingPause $pause
	) {
	}

	/**
	 * Whether a key is set.
	 */
	public function configured(): bool {
		return $this->settings->configured();
	}

	/**
	 * Stopped after a refused key, or no key set.
	 */
	public function blocked(): ?string {
		$reason = $this->pause->reason();
		if ( null !== $reason ) {
			return $reason;
		}
		return $this->settings->configured() ? null : __( 'No API key is set.', 'farol' );
	}

	/**
	 * Each job may take the provider's timeout, plus slack.
	 *
	 * @param int $limit Jobs in the batch.
	 */
	public function lease_seconds( int $limit ): int {
		return $limit * ( $this->settings->get()['timeout'] + 5 ) + 60;
	}

	/**
	 * Sends one event and sorts the answer into the queue's outcome; a refused key stops every
	 * forwarding queue.
	 *
	 * @param array<string, mixed> $event The event body.
	 * @param string               $email The lead's address.
	 */
	public function send( array $event, string $email ): JobOutcome {
		$result  = $this->client->send( $event );
		$message = $this->scrub( $result->message, $email );
		switch ( $result->outcome ) {
			case ForwardResult::SENT:
				return new JobOutcome( JobOutcome::SENT );
			case ForwardResult::RETRY:
				return new JobOutcome( JobOutcome::RETRY, $message );
			case ForwardResult::UNAUTHORIZED:
				$this->pause->pause( $message );
				return new JobOutcome( JobOutcome::HALT, $message );
			default:
				return new JobOutcome( JobOutcome::FAILED, $message );
		}
	}

	/**
	 * An error text without the lead's address or the API key.
	 *
	 * @param string $message Error text.
	 * @param string $email   The lead's address.
	 */
	private function scrub( string $message, string $email ): string {
		$secrets = array_filter( array( $email, $this->settings->get()['api_key'] ), static fn ( string $secret ): bool => strlen( $secret ) >= 3 );
		return '' === $message ? '' : str_ireplace( $secrets, '***', $message );
	}
}
