<?php
/**
 * A Mailer that calls wp_mail() at once.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

/**
 * Sends at once through wp_mail(). The queue's runner uses it as its transport; features get
 * the queued Mailer from the composition root.
 */
final class DirectMailer implements Mailer {

	/**
	 * Sends one message.
	 *
	 * @param string   $to      One address.
	 * @param string   $subject Subject.
	 * @param string   $message Body.
	 * @param string[] $headers Extra headers.
	 * @param string   $kind    Unused here.
	 */
	public function send( string $to, string $subject, string $message, array $headers = array(), string $kind = 'mail' ): bool {
		unset( $kind );
		return (bool) wp_mail( $to, $subject, $message, $headers );
	}
}
