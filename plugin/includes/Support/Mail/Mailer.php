<?php
/**
 * What sends a mail for a feature.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

/**
 * The one way a feature sends mail. Features never call wp_mail() themselves: they hand the
 * message to the Mailer the composition root gives them, so every mail of the plugin goes the
 * same way (the retrying mail queue: the visitor's answer never waits on the mail transport,
 * failed mail is retried with backoff and never lost).
 */
interface Mailer {

	/**
	 * Sends (or queues for sending) one message through wp_mail().
	 *
	 * @param string   $to      One address.
	 * @param string   $subject Subject, plain text.
	 * @param string   $message Body, plain text.
	 * @param string[] $headers Extra headers ("Reply-To: …"), as wp_mail() takes them.
	 * @param string   $kind    What the mail is, for the wp-admin queue screen ("comment_notification", "subscription_confirm", …).
	 * @return bool Whether the message was accepted (queued or sent).
	 */
	public function send( string $to, string $subject, string $message, array $headers = array(), string $kind = 'mail' ): bool;
}
