<?php
/**
 * Contact form forwarding module.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Forwarding;

use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Forms\ContactFormRepository;
use Farol\Module;
use Farol\Support\Context;
use Farol\Support\Forwarding\ConversionSender;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;
use Farol\Support\Queue\NamedQueue;
use Farol\Support\Queue\QueueRegistry;
use Farol\Support\Queue\QueueSchedule;

/**
 * A contact form may forward its stored submissions to RD Station Marketing as conversions
 * (what the RD Station plugin did for Contact Form 7 forms), without becoming a lead form: its
 * fields, mail and inbox stay. Its switch, conversion identifier and field map are a post meta
 * (ContactFormForwarding) edited in the block editor's Forwarding panel; each stored submission
 * that is not spam (`farol_contact_submission_stored`), or that a moderator releases from spam
 * (`farol_contact_submission_not_spam`), of a form with forwarding on is queued on
 * the submissions table and sent by the shared queue machinery (registered as
 * `contact-forwarding`: same retries, backoff, claims and `wp farol queue`) through the provider
 * the composition root hands in (the lead forwarding's key, stop and masking). A failed one the
 * inbox forwards again (`farol_contact_forwarding_requeued`) gets a run soon.
 */
final class ContactForwardingModule implements Module, Owns {

	/**
	 * Cron hook of a run.
	 */
	public const RUN_HOOK = 'farol_contact_forwarding_run';

	/**
	 * Cron hook of the recurring sweep.
	 */
	public const SWEEP_HOOK = 'farol_contact_forwarding_sweep';

	/**
	 * Forms' forwarding settings.
	 *
	 * @var ContactFormForwarding
	 */
	private ContactFormForwarding $per_form;

	/**
	 * The queue.
	 *
	 * @var ContactForwardingQueue
	 */
	private ContactForwardingQueue $queue;

	/**
	 * WP-Cron wiring of the queue.
	 *
	 * @var QueueSchedule
	 */
	private QueueSchedule $schedule;

	/**
	 * Builds the module's services.
	 *
	 * @param Context          $context Plugin paths.
	 * @param QueueRegistry    $queues  The plugin's queues (this one joins them).
	 * @param ConversionSender $sender  The provider (the lead forwarding's, shared).
	 */
	public function __construct( private readonly Context $context, QueueRegistry $queues, private readonly ConversionSender $sender ) {
		$this->per_form = new ContactFormForwarding();
		$this->queue    = new ContactForwardingQueue();
		$runner         = new ContactForwardingRunner( $this->queue, $sender, new ContactFormRepository(), $this->per_form );
		$named          = new NamedQueue(
			'contact-forwarding',
			static fn (): string => __( 'Contact form forwarding', 'farol' ),
			$this->queue->store(),
			$runner->loop(),
			array( ContactForwardingQueue::PENDING, ContactForwardingQueue::SENT, ContactForwardingQueue::FAILED ),
			ConversionSender::QUEUE_GROUP
		);
		$queues->add( $named );
		$this->schedule = new QueueSchedule( $named, self::RUN_HOOK, self::SWEEP_HOOK );
	}

	/**
	 * Each contact form's forwarding settings, for the composition root (the importer).
	 */
	public function per_form(): ContactFormForwarding {
		return $this->per_form;
	}

	/**
	 * What the module owns (the lifecycle inventory).
	 */
	public function footprint(): Footprint {
		return new Footprint(
			post_meta: array( ContactFormForwarding::META ),
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
		$this->per_form->register();
		$this->schedule->register();
		add_action( 'farol_contact_submission_stored', array( $this, 'on_submission' ), 10, 2 );
		add_action( 'farol_contact_submission_not_spam', array( $this, 'queue' ), 10, 2 );
		add_action( 'farol_contact_forwarding_requeued', array( $this->schedule, 'soon' ), 10, 0 );
		register_deactivation_hook( $this->context->main_file, array( $this->schedule, 'unschedule' ) );
	}

	/**
	 * Queues a stored submission when its form forwards and a key is set.
	 *
	 * @param int         $submission_id The submission (never spam: spam is not announced).
	 * @param ContactForm $form          Its form.
	 * @return bool Whether it was queued.
	 */
	public function on_submission( int $submission_id, ContactForm $form ): bool {
		return $this->queue( $submission_id, $form->id );
	}

	/**
	 * Queues a submission that is not spam (just stored, or released from spam by a moderator)
	 * when its form forwards and a key is set; one already queued or sent is left alone.
	 *
	 * @param int $submission_id The submission.
	 * @param int $form_id       Its form.
	 * @return bool Whether it was queued.
	 */
	public function queue( int $submission_id, int $form_id ): bool {
		if ( ! $this->per_form->get( $form_id )['enabled'] || ! $this->sender->configured() ) {
			return false;
		}
		if ( ! $this->queue->enqueue( $submission_id, gmdate( 'Y-m-d H:i:s' ) ) ) {
			return false;
		}
		$this->schedule->soon();
		return true;
	}
}
