<?php
/**
 * The spam checks' log.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Spam;

/**
 * Writes what an administrator should know (a provider that did not answer, an Akismet answer
 * that was neither true nor false) to the PHP error log and fires `farol_contact_spam_log`
 * ( string $message ) for a site that collects them elsewhere. Never anything a visitor sent.
 */
final class SpamLog {

	/**
	 * Logs one line.
	 *
	 * @param string $message What happened.
	 */
	public static function write( string $message ): void {
		/**
		 * Fires when a contact form spam check could not do its job.
		 *
		 * @param string $message What happened.
		 */
		do_action( 'farol_contact_spam_log', $message );
		if ( ! defined( 'FAROL_SPAM_LOG_SILENT' ) ) {
			error_log( 'Farol contact form: ' . $message ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- an administrator's log line, no visitor data.
		}
	}
}
