<?php
/**
 * Sending one conversion event to the marketing provider.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Forwarding;

use Farol\Support\Queue\JobOutcome;

/**
 * What every form kind that forwards to RD Station Marketing shares, whatever its queue: the
 * provider settings (address, key, timeout), the client, the stop after a refused key and the
 * masking of secrets in error texts. The lead forwarding implements it
 * (LeadForm\Forwarding\ProviderGateway) and the composition root hands it to the contact
 * form's forwarding, so neither feature imports the other's classes.
 */
interface ConversionSender {

	/**
	 * The queue group (NamedQueue::$group) of every queue that delivers through a sender: the
	 * Forwarding screen shows and retries them together.
	 */
	public const QUEUE_GROUP = 'provider-conversions';

	/**
	 * Whether a key is set (a form's submissions are queued only then).
	 */
	public function configured(): bool;

	/**
	 * Why no job may be sent now (the provider refused the key, or no key is set), else null.
	 */
	public function blocked(): ?string;

	/**
	 * How long a claim of $limit jobs holds: each may take the provider's timeout, plus slack.
	 *
	 * @param int $limit Jobs in the batch.
	 */
	public function lease_seconds( int $limit ): int;

	/**
	 * Sends an event body ({event_type, event_family, payload}) and says what came of it: sent;
	 * retry (a passing failure); failed (a refusal); halt (the key was refused: the queues stop
	 * until it changes). The message never holds the payload, and the lead's address and the
	 * key are blanked out of it.
	 *
	 * @param array<string, mixed> $event The event body.
	 * @param string               $email The lead's address (blanked out of error texts).
	 */
	public function send( array $event, string $email ): JobOutcome;
}
