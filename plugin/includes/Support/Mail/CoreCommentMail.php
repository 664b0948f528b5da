<?php
/**
 * Core's comment notifications through the mail queue.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

/**
 * While a comment posted through the widget is inserted (between the actions
 * `farol_comment_widget_posting` and `farol_comment_widget_posted`, fired around
 * wp_new_comment()), core's two notifications on `comment_post`
 * (wp_new_comment_notify_moderator(), wp_new_comment_notify_postauthor()) run wrapped: the
 * wp_mail() calls they make are caught on `pre_wp_mail` (before any other filter) and queued
 * with the same recipient, subject, body and headers core built, so the visitor's answer never
 * waits on the mail transport. Core still decides whether and to whom to write (its options,
 * `notify_*` filters, the author's own comment); only the sending moves. A message with
 * attachments (core's have none) goes out directly. Everywhere else wp_mail() is untouched.
 */
final class CoreCommentMail {

	/**
	 * Core's notification callbacks on `comment_post`, and the kind their mail is queued as.
	 */
	private const NOTIFICATIONS = array(
		'wp_new_comment_notify_moderator'  => 'comment_moderation',
		'wp_new_comment_notify_postauthor' => 'comment_notification',
	);

	/**
	 * The kind of the mail being caught, or '' when nothing is.
	 *
	 * @var string
	 */
	private string $kind = '';

	/**
	 * Core callbacks swapped for their wrappers, with their priority.
	 *
	 * @var array<string, int>
	 */
	private array $swapped = array();

	/**
	 * Creates the router.
	 *
	 * @param Mailer $mailer The queued mailer.
	 */
	public function __construct( private readonly Mailer $mailer ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'farol_comment_widget_posting', array( $this, 'posting' ) );
		add_action( 'farol_comment_widget_posted', array( $this, 'posted' ) );
		add_filter( 'pre_wp_mail', array( $this, 'capture' ), -1000, 2 );
	}

	/**
	 * Wraps core's notifications for the insert about to happen.
	 */
	public function posting(): void {
		foreach ( array_keys( self::NOTIFICATIONS ) as $callback ) {
			$priority = has_action( 'comment_post', $callback );
			if ( false === $priority ) {
				continue;
			}
			remove_action( 'comment_post', $callback, $priority );
			add_action( 'comment_post', array( $this, $this->wrapper( $callback ) ), $priority );
			$this->swapped[ $callback ] = $priority;
		}
	}

	/**
	 * Puts core's notifications back as they were.
	 */
	public function posted(): void {
		foreach ( $this->swapped as $callback => $priority ) {
			remove_action( 'comment_post', array( $this, $this->wrapper( $callback ) ), $priority );
			add_action( 'comment_post', $callback, $priority );
		}
		$this->swapped = array();
		$this->kind    = '';
	}

	/**
	 * Core's moderator notification, its mail queued.
	 *
	 * @param int|string $comment_id The new comment.
	 */
	public function notify_moderator( int|string $comment_id ): void {
		$this->during( 'wp_new_comment_notify_moderator', (int) $comment_id );
	}

	/**
	 * Core's post author notification, its mail queued.
	 *
	 * @param int|string $comment_id The new comment.
	 */
	public function notify_postauthor( int|string $comment_id ): void {
		$this->during( 'wp_new_comment_notify_postauthor', (int) $comment_id );
	}

	/**
	 * Queues a wp_mail() call made by a wrapped notification; anything else passes.
	 *
	 * @param mixed                $result What an earlier filter decided (null: nothing).
	 * @param array<string, mixed> $atts   wp_mail()'s arguments.
	 * @return mixed
	 */
	public function capture( mixed $result, array $atts ): mixed {
		if ( '' === $this->kind || null !== $result || array() !== array_filter( (array) ( $atts['attachments'] ?? array() ) ) ) {
			return $result;
		}
		$to         = $atts['to'] ?? array();
		$recipients = array_filter( array_map( 'trim', is_array( $to ) ? array_map( 'strval', $to ) : explode( ',', (string) $to ) ) );
		$sent       = array() !== $recipients;
		foreach ( $recipients as $recipient ) {
			$sent = $this->mailer->send( $recipient, (string) ( $atts['subject'] ?? '' ), (string) ( $atts['message'] ?? '' ), self::header_lines( $atts['headers'] ?? array() ), $this->kind ) && $sent;
		}
		return $sent;
	}

	/**
	 * The headers wp_mail() takes (a string of lines or a list) as a list of lines.
	 *
	 * @param mixed $headers Headers.
	 * @return list<string>
	 */
	public static function header_lines( mixed $headers ): array {
		$lines = is_array( $headers ) ? $headers : explode( "\n", str_replace( "\r\n", "\n", (string) $headers ) );
		return array_values( array_filter( array_map( static fn ( $line ): string => trim( (string) $line ), $lines ), static fn ( string $line ): bool => '' !== $line ) );
	}

	/**
	 * Runs a core notification with its mail caught.
	 *
	 * @param string $callback   Core's function.
	 * @param int    $comment_id The new comment.
	 */
	private function during( string $callback, int $comment_id ): void {
		$this->kind = self::NOTIFICATIONS[ $callback ];
		try {
			$callback( $comment_id );
		} finally {
			$this->kind = '';
		}
	}

	/**
	 * The method wrapping a core callback.
	 *
	 * @param string $callback Core's function.
	 */
	private function wrapper( string $callback ): string {
		return 'wp_new_comment_notify_moderator' === $callback ? 'notify_moderator' : 'notify_postauthor';
	}
}
