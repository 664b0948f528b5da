<?php
/**
 * What one attempt at a job came to.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Queue;

/**
 * The outcome a JobHandler gives the runner: sent; retry (a passing failure, tried again after
 * the backoff delay until the attempts run out); failed (a refusal, not tried again); halt
 * (failed, and the rest of the batch is given back untouched: the queue cannot run now, e.g. a
 * refused API key). The message is the error text stored on the row (no personal data).
 */
final class JobOutcome {

	public const SENT   = 'sent';
	public const RETRY  = 'retry';
	public const FAILED = 'failed';
	public const HALT   = 'halt';

	/**
	 * Creates an outcome.
	 *
	 * @param string $kind    One of the constants.
	 * @param string $message Error text ('' when sent).
	 */
	public function __construct( public readonly string $kind, public readonly string $message = '' ) {
	}
}
