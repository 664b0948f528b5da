<?php
/**
 * Tools › Mail sink.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

/**
 * The development mail box (MailSink) in wp-admin, only where the sink is active: each message
 * with its time, recipient and subject, opened in place to read the headers and the body, whose
 * links can be followed.
 */
final class MailSinkScreen {

	/**
	 * The page's slug.
	 */
	public const SLUG = 'farol-mail-sink';

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
	}

	/**
	 * Adds the page under Tools.
	 */
	public function add_page(): void {
		add_management_page( __( 'Mail sink', 'farol' ), __( 'Mail sink', 'farol' ), 'manage_options', self::SLUG, array( $this, 'render' ) );
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'farol' ), '', array( 'response' => 403 ) );
		}
		$messages = MailSink::messages();
		echo '<div class="wrap farol-mail-sink"><h1>' . esc_html__( 'Mail sink', 'farol' ) . '</h1>';
		/* translators: %d: how many messages are kept. */
		echo '<p>' . esc_html( sprintf( __( 'This development site sends no mail: every message is kept here instead (the last %d, newest first).', 'farol' ), MailSink::CAP ) ) . '</p>';
		if ( array() === $messages ) {
			echo '<p>' . esc_html__( 'No mail yet.', 'farol' ) . '</p></div>';
			return;
		}
		echo '<ul class="farol-mail-sink__list">';
		foreach ( $messages as $message ) {
			$when = get_date_from_gmt( $message['at'], (string) get_option( 'date_format' ) . ' ' . (string) get_option( 'time_format' ) );
			echo '<li class="farol-mail-sink__message"><details><summary>';
			/* translators: 1: subject, 2: recipient, 3: date and time. */
			echo esc_html( sprintf( __( '%1$s — to %2$s — %3$s', 'farol' ), $message['subject'], $message['to'], $when ) );
			echo '</summary>';
			if ( array() !== $message['headers'] ) {
				echo '<pre class="farol-mail-sink__headers">' . esc_html( implode( "\n", $message['headers'] ) ) . '</pre>';
			}
			echo '<div class="farol-mail-sink__body" style="white-space: pre-wrap">' . wp_kses(
				make_clickable( esc_html( $message['message'] ) ),
				array(
					'a' => array(
						'href' => true,
						'rel'  => true,
					),
				)
			) . '</div>';
			echo '</details></li>';
		}
		echo '</ul></div>';
	}
}
