<?php
/**
 * Lead forwarding module.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Forms\LeadFormSchema;
use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;
use Farol\Support\Assets;
use Farol\Support\Context;
use Farol\Support\Forwarding\ConversionSender;
use Farol\Support\Queue\NamedQueue;
use Farol\Support\Queue\QueueRegistry;
use Farol\Support\Queue\QueueSchedule;
use Farol\Support\Reach;

/**
 * Forwarding of conversions to an external provider (RD Station Marketing): the provider
 * settings, each form's forwarding settings, the retrying queue on the conversions table (the
 * shared Support\Queue machinery, registered as `forwarding`) run by WP-Cron or
 * `wp farol queue run`, the admin notice of a refused key and the settings
 * screen.
 */
final class ForwardingModule implements Module, Owns {

	/**
	 * Provider settings.
	 *
	 * @var ProviderSettings
	 */
	private ProviderSettings $settings;

	/**
	 * Forms' forwarding settings.
	 *
	 * @var FormForwarding
	 */
	private FormForwarding $per_form;

	/**
	 * The stop after a refused key.
	 *
	 * @var ForwardingPause
	 */
	private ForwardingPause $pause;

	/**
	 * The queue.
	 *
	 * @var ForwardingQueue
	 */
	private ForwardingQueue $queue;

	/**
	 * The worker.
	 *
	 * @var ForwardingRunner
	 */
	private ForwardingRunner $runner;

	/**
	 * WP-Cron wiring.
	 *
	 * @var ForwardingScheduler
	 */
	private ForwardingScheduler $scheduler;

	/**
	 * Builds the module's services.
	 *
	 * @param Context       $context Plugin paths.
	 * @param Assets        $assets  Bundle registrar.
	 * @param QueueRegistry $queues  The plugin's queues (the forwarding queue joins them).
	 */
	public function __construct( private readonly Context $context, private readonly Assets $assets, private readonly QueueRegistry $queues ) {
		$contract       = new ForwardingContract();
		$this->settings = new ProviderSettings( $contract );
		$this->per_form = new FormForwarding( $contract );
		$this->pause    = new ForwardingPause();
		$this->queue    = new ForwardingQueue();
		$this->runner   = new ForwardingRunner(
			$this->queue,
			new RdStationClient( $this->settings ),
			new FormRepository( new LeadFormSchema() ),
			$this->per_form,
			$this->settings,
			$this->pause
		);
		$named          = new NamedQueue(
			'forwarding',
			static fn (): string => __( 'Lead form forwarding', 'farol' ),
			$this->queue->store(),
			$this->runner->loop(),
			array( ForwardingQueue::NONE, ForwardingQueue::PENDING, ForwardingQueue::SENT, ForwardingQueue::FAILED ),
			ConversionSender::QUEUE_GROUP
		);
		$queues->add( $named );
		$this->scheduler = new ForwardingScheduler(
			$this->queue,
			new QueueSchedule( $named, ForwardingScheduler::RUN_HOOK, ForwardingScheduler::SWEEP_HOOK ),
			$this->per_form,
			$this->settings
		);
	}

	/**
	 * The provider settings (address, key, timeout), for the composition root to hand to
	 * whoever sets them on the user's behalf (the RD Station plugin's importer).
	 */
	public function settings(): ProviderSettings {
		return $this->settings;
	}

	/**
	 * Each form's forwarding switch and mapping, for the composition root (the importer).
	 */
	public function per_form(): FormForwarding {
		return $this->per_form;
	}

	/**
	 * The provider as every forwarding queue sends to it (key, client, the stop after a
	 * refused key, masking), for the composition root to hand to the contact form's forwarding.
	 */
	public function sender(): ConversionSender {
		return new ProviderGateway( new RdStationClient( $this->settings ), $this->settings, $this->pause );
	}

	/**
	 * What the module owns (the lifecycle inventory).
	 */
	public function footprint(): Footprint {
		return new Footprint(
			options: array( ProviderSettings::OPTION, ForwardingPause::OPTION ),
			post_meta: array( FormForwarding::META ),
			cron: array(
				ForwardingScheduler::RUN_HOOK   => null,
				ForwardingScheduler::SWEEP_HOOK => QueueSchedule::SCHEDULE,
			)
		);
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		$this->settings->register();
		$this->per_form->register();
		$this->pause->register();
		$this->scheduler->register();
		// The queue's REST routes, built when the REST API starts; the notice and the screen in
		// wp-admin only (Support\Reach).
		add_action( 'rest_api_init', fn () => ( new ForwardingController( $this->queue, $this->pause, $this->queues ) )->register_routes() );
		if ( Reach::admin() ) {
			( new ForwardingNotice( $this->pause ) )->register();
			( new ForwardingAdminPage( $this->assets ) )->register();
		}
		register_deactivation_hook( $this->context->main_file, array( $this->scheduler, 'unschedule' ) );
	}
}
