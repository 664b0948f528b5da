<?php
/**
 * The mail queue module.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Mail;

use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;
use Farol\Support\Context;
use Farol\Support\Privacy\PersonalData;
use Farol\Support\Queue\NamedQueue;
use Farol\Support\Queue\QueueRegistry;
use Farol\Support\Queue\QueueRunner;
use Farol\Support\Queue\QueueSchedule;

/**
 * The plugin's mail: the queue table, the Mailer features get (QueuedMailer), the run after
 * each answer that queued mail, the queue's WP-Cron wiring (registered as `mail` for
 * `wp farol queue`) with the pruning of old sent and failed rows (MailRetention, on the sweep),
 * core's comment notifications through the queue for the widget's comments,
 * Tools › Mail queue, and on the project's runtimes the development mail sink. Built by the
 * composition root for every request, the comment widget's lightweight endpoint included.
 */
final class MailModule implements Module, Owns {

	/**
	 * Cron hook of a run.
	 */
	public const RUN_HOOK = 'farol_mail_queue_run';

	/**
	 * Cron hook of the recurring sweep.
	 */
	public const SWEEP_HOOK = 'farol_mail_queue_sweep';

	/**
	 * The rows.
	 *
	 * @var MailQueue
	 */
	private MailQueue $queue;

	/**
	 * WP-Cron wiring.
	 *
	 * @var QueueSchedule
	 */
	private QueueSchedule $schedule;

	/**
	 * The run after the answer.
	 *
	 * @var AfterResponse
	 */
	private AfterResponse $after;

	/**
	 * What features get.
	 *
	 * @var QueuedMailer
	 */
	private QueuedMailer $mailer;

	/**
	 * The queue's personal data.
	 *
	 * @var MailPersonalData|null
	 */
	private ?MailPersonalData $personal = null;

	/**
	 * Builds the services.
	 *
	 * @param Context       $context   Plugin paths.
	 * @param QueueRegistry $queues    The plugin's queues (the mail queue joins them).
	 * @param Mailer        $transport What sends a message when its turn comes.
	 */
	public function __construct( private readonly Context $context, QueueRegistry $queues, Mailer $transport = new DirectMailer() ) {
		$this->queue    = new MailQueue();
		$named          = new NamedQueue(
			'mail',
			static fn (): string => __( 'Mail', 'farol' ),
			$this->queue->store(),
			new QueueRunner( $this->queue->store(), new MailDelivery( $transport ) )
		);
		$this->schedule = new QueueSchedule( $named, self::RUN_HOOK, self::SWEEP_HOOK );
		// Where the sink is the transport, a run in place costs the visitor nothing.
		$this->after  = new AfterResponse( $named, $this->schedule, MailSink::active() );
		$this->mailer = new QueuedMailer( $this->queue, $this->after );
		$queues->add( $named );
	}

	/**
	 * The Mailer every feature is given.
	 */
	public function mailer(): Mailer {
		return $this->mailer;
	}

	/**
	 * The queue's rows to an address, for core's privacy tools (the composition root hands it
	 * to Support\Privacy\PersonalData).
	 */
	public function personal_data(): MailPersonalData {
		return $this->personal ??= new MailPersonalData();
	}

	/**
	 * What the module owns (the lifecycle inventory).
	 */
	public function footprint(): Footprint {
		return new Footprint(
			tables: array( new MailQueueTable() ),
			options: array( MailRetention::OPTION, MailSink::OPTION, AfterResponse::LOCK ),
			cron: array(
				self::RUN_HOOK   => null,
				self::SWEEP_HOOK => QueueSchedule::SCHEDULE,
			)
		);
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( new MailQueueTable(), 'maybe_upgrade' ), 1 );
		$this->schedule->register();
		// The sweep also prunes what was sent long ago (a row holds an address and a message).
		$retention = new MailRetention();
		add_action( self::SWEEP_HOOK, static fn (): int => $retention->sweep(), 20 );
		// An address's owner erased their data (a guest's signed link): unsent mail to it is cancelled.
		add_action( PersonalData::OWNER_ERASED, array( $this->personal_data(), 'cancel_pending' ) );
		( new CoreCommentMail( $this->mailer ) )->register();
		register_deactivation_hook( $this->context->main_file, array( $this->schedule, 'unschedule' ) );
		if ( MailSink::active() ) {
			( new MailSink() )->register();
		}
		if ( is_admin() ) {
			( new MailQueueScreen( $this->queue, $this->after ) )->register();
			if ( MailSink::active() ) {
				( new MailSinkScreen() )->register();
			}
		}
	}
}
