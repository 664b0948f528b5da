<?php
/**
 * Tools › Mail queue.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

use Farol\Support\Queue\JobStore;

/**
 * The mail queue in wp-admin (manage_options): every queued, sent and failed message, newest
 * first, 20 a page, filterable by status, with its kind, recipient, subject, attempts, next
 * attempt and last error, and how long sent and failed mail are kept (MailRetention). A
 * pending or failed message has "Send now" (a POST to admin-post.php with its own nonce): it
 * is made due at once (a failed one with its attempts reset) and the queue runs after the
 * redirect's answer, so the list shows it sent on the next look. Server rendered: a plain
 * table needs no script.
 */
final class MailQueueScreen {

	/**
	 * The page's slug.
	 */
	public const SLUG = 'farol-mail-queue';

	/**
	 * The admin-post action of "Send now".
	 */
	public const RETRY_ACTION = 'farol_mail_retry';

	/**
	 * Rows a page.
	 */
	private const PER_PAGE = 20;

	/**
	 * Creates the screen.
	 *
	 * @param MailQueue     $queue The queue's rows.
	 * @param AfterResponse $after The run after the answer.
	 */
	public function __construct( private readonly MailQueue $queue, private readonly AfterResponse $after ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_action( 'admin_post_' . self::RETRY_ACTION, array( $this, 'retry' ) );
	}

	/**
	 * Adds the page under Tools.
	 */
	public function add_page(): void {
		add_management_page(
			__( 'Mail queue', 'farol' ),
			__( 'Mail queue', 'farol' ),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * "Send now": checks capability and nonce, makes the message due, runs the queue after the
	 * redirect.
	 */
	public function retry(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'farol' ), '', array( 'response' => 403 ) );
		}
		$id = isset( $_POST['id'] ) ? absint( wp_unslash( $_POST['id'] ) ) : 0;
		check_admin_referer( self::RETRY_ACTION . '_' . $id );
		$done = $id > 0 && $this->queue->retry_now( $id );
		if ( $done ) {
			$this->after->request();
		}
		wp_safe_redirect( add_query_arg( 'farol_retried', $done ? '1' : '0', self::url() ) );
		exit;
	}

	/**
	 * The page's address.
	 *
	 * @param array<string, string|int> $args More query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( array_merge( array( 'page' => self::SLUG ), $args ), admin_url( 'tools.php' ) );
	}

	/**
	 * Prints the page.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_options' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to access this page.', 'farol' ), '', array( 'response' => 403 ) );
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- reading the list's filter and page changes nothing.
		$status  = isset( $_GET['status'] ) ? sanitize_key( wp_unslash( $_GET['status'] ) ) : '';
		$status  = array_key_exists( $status, self::statuses() ) ? $status : '';
		$paged   = isset( $_GET['paged'] ) ? max( 1, absint( wp_unslash( $_GET['paged'] ) ) ) : 1;
		$retried = isset( $_GET['farol_retried'] ) ? sanitize_key( wp_unslash( $_GET['farol_retried'] ) ) : '';
		// phpcs:enable
		$page = $this->queue->page( $paged, self::PER_PAGE, $status );
		echo '<div class="wrap"><h1>' . esc_html__( 'Mail queue', 'farol' ) . '</h1>';
		if ( '' !== $retried ) {
			$ok = '1' === $retried;
			printf(
				'<div class="notice %1$s"><p>%2$s</p></div>',
				esc_attr( $ok ? 'notice-success' : 'notice-warning' ),
				esc_html( $ok ? __( 'The message will be sent in a moment.', 'farol' ) : __( 'The message could not be queued again (already sent, or being sent right now).', 'farol' ) )
			);
		}
		echo '<p>' . esc_html__( 'Mail the site sends (comment notifications, subscriptions) waits here and goes out right after the visitor\'s answer. A failed attempt is tried again later.', 'farol' ) . ' ' . esc_html( self::retention_text() ) . '</p>';
		$this->filters( $status );
		MailQueueTableView::print( $page['rows'], $status );
		$this->pagination( $page['total'], $paged, $status );
		echo '</div>';
	}

	/**
	 * How long sent and failed mail stay listed (MailRetention, with its filter applied).
	 */
	public static function retention_text(): string {
		$sent   = MailRetention::days( JobStore::SENT );
		$failed = MailRetention::days( JobStore::FAILED );
		$parts  = array(
			$sent < 1
				? __( 'Sent mail is kept.', 'farol' )
				/* translators: %s: a number of days. */
				: sprintf( _n( 'Sent mail is deleted after %s day.', 'Sent mail is deleted after %s days.', $sent, 'farol' ), number_format_i18n( $sent ) ),
			$failed < 1
				? __( 'Failed mail is kept.', 'farol' )
				/* translators: %s: a number of days. */
				: sprintf( _n( 'Failed mail is deleted after %s day.', 'Failed mail is deleted after %s days.', $failed, 'farol' ), number_format_i18n( $failed ) ),
		);
		return implode( ' ', $parts );
	}

	/**
	 * The statuses, labelled.
	 *
	 * @return array<string, string>
	 */
	public static function statuses(): array {
		return array(
			JobStore::PENDING => _x( 'Pending', 'mail queue status', 'farol' ),
			JobStore::SENT    => _x( 'Sent', 'mail queue status', 'farol' ),
			JobStore::FAILED  => _x( 'Failed', 'mail queue status', 'farol' ),
		);
	}

	/**
	 * The status filter links.
	 *
	 * @param string $current The status shown ('' for all).
	 */
	private function filters( string $current ): void {
		$links = array( '' => __( 'All', 'farol' ) ) + self::statuses();
		$items = array();
		$last  = array_key_last( $links );
		foreach ( $links as $status => $label ) {
			// The separator inside the item, as core's list screens print it: a list holds only items.
			$items[] = sprintf(
				'<li><a href="%1$s"%2$s>%3$s</a>%4$s</li>',
				esc_url( self::url( '' === $status ? array() : array( 'status' => $status ) ) ),
				$current === $status ? ' class="current" aria-current="page"' : '',
				esc_html( $label ),
				$last === $status ? '' : ' |'
			);
		}
		echo '<nav aria-label="' . esc_attr__( 'Filter by status', 'farol' ) . '"><ul class="subsubsub">' . implode( ' ', $items ) . '</ul></nav><div class="clear"></div>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- every part is escaped above.
	}

	/**
	 * Page links.
	 *
	 * @param int    $total  Rows in all.
	 * @param int    $paged  Current page.
	 * @param string $status The status shown.
	 */
	private function pagination( int $total, int $paged, string $status ): void {
		$pages = (int) ceil( $total / self::PER_PAGE );
		if ( $pages < 2 ) {
			return;
		}
		$links = paginate_links(
			array(
				'base'    => add_query_arg( 'paged', '%#%', self::url( '' === $status ? array() : array( 'status' => $status ) ) ),
				'format'  => '',
				'current' => $paged,
				'total'   => $pages,
			)
		);
		echo '<nav class="tablenav" aria-label="' . esc_attr__( 'Pages of the mail queue', 'farol' ) . '"><div class="tablenav-pages">' . wp_kses_post( (string) $links ) . '</div></nav>';
	}
}
