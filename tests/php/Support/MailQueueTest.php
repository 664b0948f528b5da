<?php
/**
 * The mail queue: QueuedMailer, core's comment notifications, the wp-admin screen, the sink.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support;

use Farol\Comments\Settings;
use Farol\Comments\Write\CommentFields;
use Farol\Comments\Write\CommentNoJsFallback;
use Farol\Comments\Write\CommentPoster;
use Farol\Comments\Write\WritablePost;
use Farol\Comments\Write\WriteSettings;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Support\Mail\AfterResponse;
use Farol\Support\Mail\MailModule;
use Farol\Support\Mail\MailQueue;
use Farol\Support\Mail\MailQueueScreen;
use Farol\Support\Mail\MailQueueTable;
use Farol\Support\Mail\MailSink;
use Farol\Support\Queue\JobStore;
use Farol\Support\Queue\NamedQueue;
use Farol\Support\Queue\QueueRegistry;
use Farol\Support\Queue\QueueRunner;
use Farol\Support\Queue\QueueSchedule;
use Farol\Support\Mail\MailDelivery;
use Farol\Support\Mail\DirectMailer;
use Farol\Tests\Comments\CommentsFixtures;
use Farol\Tests\Comments\WriteFixtures;
use Farol\Tests\TestCase;
use Farol\Tests\WpDieException;
use RuntimeException;

/**
 * Mail handed to the Mailer is a queue row sent after the answer; core's notifications of a
 * widget comment go through the queue with core's own recipients, subject and headers, so a
 * 2-second transport never slows wpdAddComment; wp-admin lists the queue and sends a failed
 * message again; the runtimes' sink keeps what wp_mail() would have sent.
 */
final class MailQueueTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;

	/**
	 * The mail queue's rows.
	 *
	 * @var MailQueue
	 */
	private MailQueue $queue;

	/**
	 * What reached the transport (mail no earlier filter took), as wp_mail() was called.
	 *
	 * @var list<array<string, mixed>>
	 */
	private array $sent = array();

	/**
	 * A fresh queue table, comments open, and a
	 * transport that records only what is really sent (TestCase's records every call, queued
	 * ones included).
	 */
	protected function set_up(): void {
		parent::set_up();
		( new MailQueueTable() )->install();
		$this->queue = new MailQueue();
		$this->set_up_writes();
		remove_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), 10 );
		add_filter( 'pre_wp_mail', array( $this, 'transport' ), 10, 2 );
	}

	/**
	 * The test's transport: records a mail no earlier filter took, and counts it sent.
	 *
	 * @param mixed                $result Earlier filters' answer.
	 * @param array<string, mixed> $atts   wp_mail()'s arguments.
	 * @return mixed
	 */
	public function transport( mixed $result, array $atts ): mixed {
		if ( null !== $result ) {
			return $result;
		}
		$this->sent[] = $atts;
		return true;
	}

	/**
	 * What reached the transport.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function sent(): array {
		return $this->sent;
	}

	/**
	 * The rows of the queue, oldest first.
	 *
	 * @return list<array<string, mixed>>
	 */
	private function rows(): array {
		return array_reverse( $this->queue->page( 1, 100 )['rows'] );
	}

	/**
	 * Whether a run after the answer was asked for (the plugin's AfterResponse on `shutdown`).
	 */
	private function run_requested(): bool {
		global $wp_filter;
		foreach ( $wp_filter['shutdown']->callbacks[1000] ?? array() as $callback ) {
			if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof AfterResponse ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * A guest comment on a post whose author is told of new comments.
	 *
	 * @return array{post: int, author: string}
	 */
	private function notified_post(): array {
		update_option( 'comments_notify', 1 );
		update_option( 'moderation_notify', 1 );
		$author = $this->create_user( 'author', array( 'user_email' => 'autora@example.com' ) );
		return array(
			'post'   => $this->create_post( array( 'post_author' => $author ) ),
			'author' => 'autora@example.com',
		);
	}

	/**
	 * The plugin's Mailer queues the message, sends nothing in the request, and asks for a run
	 * after the answer; that run sends it through wp_mail().
	 */
	public function test_a_queued_mail_is_sent_after_the_answer(): void {
		$mailer = ( new MailModule( new \Farol\Support\Context( FAROL_TESTS_ROOT . '/plugin/farol.php' ), new QueueRegistry() ) )->mailer();
		$this->assertTrue( $mailer->send( 'ana@example.com', 'Confirme sua inscrição', "Clique: https://example.com/?c=1\n", array( 'Reply-To: site@example.com' ), 'subscription_confirm' ) );

		$this->assertSame( array(), $this->sent(), 'nothing is sent inside the request' );
		$rows = $this->rows();
		$this->assertCount( 1, $rows );
		$this->assertSame( array( 'subscription_confirm', 'ana@example.com', 'Confirme sua inscrição', JobStore::PENDING ), array( $rows[0]['kind'], $rows[0]['to_address'], $rows[0]['subject'], $rows[0]['status'] ) );
		$this->assertTrue( $this->run_requested() );

		do_action( MailModule::RUN_HOOK );
		$this->assertCount( 1, $this->sent() );
		$this->assertSame( 'ana@example.com', $this->sent()[0]['to'] );
		$this->assertSame( array( 'Reply-To: site@example.com' ), $this->sent()[0]['headers'] );
		$this->assertSame( JobStore::SENT, $this->rows()[0]['status'] );

		do_action( MailModule::RUN_HOOK );
		$this->assertCount( 1, $this->sent(), 'never sent twice' );
	}

	/**
	 * TestCase::mails() runs the queue first, so a feature's test reads the mail its action
	 * queued as before the queue (what would be sent).
	 */
	public function test_the_test_cases_mails_include_queued_mail(): void {
		add_filter( 'pre_wp_mail', array( $this, 'capture_mail' ), 10, 2 );
		$mailer = ( new MailModule( new \Farol\Support\Context( FAROL_TESTS_ROOT . '/plugin/farol.php' ), new QueueRegistry() ) )->mailer();
		$mailer->send( 'ana@example.com', 'Inscrição confirmada', 'Obrigado.', array(), 'subscription_confirm' );

		$this->assertSame( array( 'ana@example.com' ), array_column( $this->mails(), 'to' ) );
		$this->assertSame( JobStore::SENT, $this->rows()[0]['status'] );
	}

	/**
	 * Core's post author and moderator mails of a widget comment are queued, not sent, and
	 * once the queue runs they reach the same recipients with the same subject and headers as
	 * core sends for a comment it posts itself.
	 */
	public function test_cores_notifications_of_a_widget_comment_go_through_the_queue(): void {
		$target = $this->notified_post();
		$this->guest_comment( $target['post'] );
		update_option( 'comment_moderation', 1 );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		$this->guest_comment(
			$target['post'],
			array(
				'wc_name'  => 'Caio Dias',
				'wc_email' => 'caio@example.org',
			)
		);

		$this->assertSame( array(), $this->sent(), 'no notification is sent inside the request' );
		$queued = array_map( static fn ( array $row ): array => array( $row['kind'], $row['to_address'] ), $this->rows() );
		$admin  = (string) get_option( 'admin_email' );
		$this->assertContains( array( 'comment_notification', $target['author'] ), $queued );
		$this->assertContains( array( 'comment_moderation', $admin ), $queued );

		do_action( MailModule::RUN_HOOK );
		$sent = $this->sent();
		$this->assertSame( count( $queued ), count( $sent ) );

		// What core itself sends for a comment it posts: the same recipients, subject, headers.
		update_option( 'comment_moderation', 0 );
		$before = count( $this->sent() );
		remove_all_actions( 'check_comment_flood' );
		remove_all_filters( 'wp_is_comment_flood' );
		$core = wp_new_comment(
			array(
				'comment_post_ID'      => $target['post'],
				'comment_author'       => 'Bia Lima',
				'comment_author_email' => 'bia@example.org',
				'comment_author_url'   => '',
				'comment_content'      => 'Comentário enviado pelo próprio core ' . wp_generate_password( 6, false ),
				'comment_type'         => 'comment',
			)
		);
		$this->assertIsInt( $core );
		$this->assertCount( $before + 1, $this->sent(), "core's own path still sends at once" );
		$by_core = $this->sent()[ $before ];
		$ours    = array_values( array_filter( $sent, static fn ( array $mail ): bool => $target['author'] === $mail['to'] && ! str_contains( $mail['subject'], get_option( 'blogname' ) . '] Please' ) ) );
		$this->assertNotEmpty( $ours );
		$this->assertSame( $by_core['subject'], $ours[0]['subject'] );
		$this->assertSame( array_values( array_filter( array_map( 'trim', explode( "\n", (string) $by_core['headers'] ) ) ) ), $ours[0]['headers'] );
	}

	/**
	 * The form posted without JavaScript takes the same path: core's post author mail is
	 * queued, not sent inside the request.
	 */
	public function test_the_no_js_post_queues_cores_notification_too(): void {
		$target = $this->notified_post();
		$_POST  = wp_slash( array( 'action' => CommentNoJsFallback::ACTION ) + $this->guest_form( $target['post'] ) );
		$write  = new WriteSettings( new Settings() );
		$abuse  = new AbuseDefences();
		$link   = ( new CommentNoJsFallback( new CommentPoster( new WritablePost( $write ), new CommentFields( $write ), $abuse->bots, $abuse->throttle ) ) )->target();

		$this->assertMatchesRegularExpression( '/#comment-\d+$/', $link );
		$this->assertSame( array(), $this->sent() );
		$this->assertSame( array( array( 'comment_notification', $target['author'] ) ), array_map( static fn ( array $row ): array => array( $row['kind'], $row['to_address'] ), $this->rows() ) );
		do_action( MailModule::RUN_HOOK );
		$this->assertSame( array( $target['author'] ), array_column( $this->sent(), 'to' ) );
	}

	/**
	 * With a transport that takes 2 seconds a message, wpdAddComment still answers fast: the
	 * post author's mail waits in the queue, and arrives when the queue runs.
	 */
	public function test_a_slow_transport_does_not_slow_the_comment(): void {
		$target = $this->notified_post();
		add_filter(
			'pre_wp_mail',
			static function ( $result ) {
				if ( null !== $result ) {
					return $result;
				}
				sleep( 2 );
				return null;
			},
			5
		);
		$start = microtime( true );
		$this->guest_comment( $target['post'] );
		$this->assertLessThan( 1.0, microtime( true ) - $start, 'wpdAddComment did not wait on the transport' );
		$this->assertSame( array(), $this->sent() );

		$start = microtime( true );
		do_action( MailModule::RUN_HOOK );
		$this->assertGreaterThanOrEqual( 2.0, microtime( true ) - $start, 'the transport ran in the queue' );
		$this->assertSame( array( $target['author'] ), array_column( $this->sent(), 'to' ) );
	}

	/**
	 * The screen lists a message with its error; "Send now" needs manage_options and the
	 * message's nonce, and puts a failed message back, due at once, with its attempts reset.
	 */
	public function test_the_admin_screen_lists_and_sends_a_failed_message_again(): void {
		$id    = $this->queue->add( 'ana@example.com', 'Assunto com falha', 'Corpo', array(), 'comment_notification' );
		$store = $this->queue->store();
		$job   = $store->claim( 1, 60, gmdate( 'Y-m-d H:i:s' ) )[0];
		$store->mark_failed( $id, (string) $job['claim_token'], 10, 'Could not instantiate mail function. (gave up after 10 attempts)' );
		$named  = new NamedQueue( 'mail', static fn (): string => 'Mail', $store, new QueueRunner( $store, new MailDelivery( new DirectMailer() ) ) );
		$screen = new MailQueueScreen( $this->queue, new AfterResponse( $named, new QueueSchedule( $named, MailModule::RUN_HOOK, MailModule::SWEEP_HOOK ) ) );

		$this->login_as( 'administrator' );
		ob_start();
		$screen->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'Assunto com falha', $html );
		$this->assertStringContainsString( 'Could not instantiate mail function.', $html );
		$this->assertStringContainsString( 'aria-label="Send now: Assunto com falha"', $html );

		$this->login_as( 'editor' );
		$_POST = array(
			'id'       => (string) $id,
			'_wpnonce' => wp_create_nonce( MailQueueScreen::RETRY_ACTION . '_' . $id ),
		);
		try {
			$screen->retry();
			$this->fail( 'an editor may not send again' );
		} catch ( WpDieException $die ) {
			$this->assertSame( 403, $die->status );
		}
		$this->assertSame( JobStore::FAILED, $this->queue->find( $id )['status'] );

		$this->login_as( 'administrator' );
		$_POST['_wpnonce'] = 'forged';
		$_REQUEST          = $_POST;
		try {
			$screen->retry();
			$this->fail( 'a forged nonce is refused' );
		} catch ( WpDieException $die ) {
			$this->assertSame( JobStore::FAILED, $this->queue->find( $id )['status'] );
		}

		$_POST['_wpnonce'] = wp_create_nonce( MailQueueScreen::RETRY_ACTION . '_' . $id );
		$_REQUEST          = $_POST;
		add_filter(
			'wp_redirect',
			static function ( string $location ): string {
				throw new RuntimeException( $location ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test exception.
			}
		);
		try {
			$screen->retry();
			$this->fail( 'redirects back to the list' );
		} catch ( RuntimeException $redirect ) {
			$this->assertStringContainsString( 'farol_retried=1', $redirect->getMessage() );
		}
		$row = $this->queue->find( $id );
		$this->assertSame( JobStore::PENDING, $row['status'] );
		$this->assertSame( '0', (string) $row['attempts'] );
		$this->assertTrue( $this->run_requested() );
	}

	/**
	 * The runtimes' sink keeps the message (newest first, capped) and counts it as sent; a
	 * message an earlier filter decided (a failing transport) is left alone.
	 */
	public function test_the_sink_keeps_what_wp_mail_would_have_sent(): void {
		delete_option( MailSink::OPTION );
		$sink = new MailSink();
		$this->assertFalse( $sink->record( false, array( 'to' => 'x@example.com' ) ) );
		for ( $i = 0; $i < MailSink::CAP + 2; $i++ ) {
			$this->assertTrue(
				$sink->record(
					null,
					array(
						'to'      => 'ana@example.com',
						'subject' => "Mensagem {$i}",
						'message' => 'Corpo',
						'headers' => "From: Site <site@example.com>\r\nReply-To: b@example.com\r\n",
					)
				)
			);
		}
		$messages = MailSink::messages();
		$this->assertCount( MailSink::CAP, $messages );
		$this->assertSame( 'Mensagem ' . ( MailSink::CAP + 1 ), $messages[0]['subject'] );
		$this->assertSame( array( 'From: Site <site@example.com>', 'Reply-To: b@example.com' ), $messages[0]['headers'] );
	}
}
