<?php
/**
 * Lead capture: conversions, the leads store's writes and spam defence.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Forms\LeadFormSchema;
use Farol\LeadForm\Store\ContactRepository;
use Farol\LeadForm\Store\ConversionRepository;
use Farol\LeadForm\Store\FormStatsRepository;
use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Support\Context;

/**
 * The conversion API (typed POST, legacy GET), the view events, the no-JS fallback, the error
 * shape of those routes, and the personal-data exporter and eraser of the leads store.
 */
final class ConversionsModule implements Module, Owns {

	/**
	 * The conversion routes.
	 *
	 * @var ConversionController
	 */
	private ConversionController $conversions;

	/**
	 * The view event route.
	 *
	 * @var EventController
	 */
	private EventController $events;

	/**
	 * The no-JS fallback.
	 *
	 * @var LeadNoJsFallback
	 */
	private LeadNoJsFallback $fallback;

	/**
	 * Exporter and eraser.
	 *
	 * @var LeadsPrivacy
	 */
	private LeadsPrivacy $privacy;

	/**
	 * Builds the module's services.
	 *
	 * @param Context       $context Plugin paths.
	 * @param AbuseDefences $abuse   The shared abuse defences.
	 */
	public function __construct( Context $context, AbuseDefences $abuse ) {
		$forms             = new FormRepository( new LeadFormSchema() );
		$contract          = new ConversionContract( $context->path( 'includes/LeadForm' ) );
		$conversions       = new ConversionRepository();
		$contacts          = new ContactRepository();
		$stats             = new FormStatsRepository();
		$redirects         = new RedirectPolicy();
		$service           = new ConversionService( $forms, $contract, $conversions, new LeadRecorder( $conversions, $contacts ), $stats, $abuse->bots, $abuse->throttle, $redirects );
		$this->conversions = new ConversionController( $service, $contract );
		$this->events      = new EventController( $forms, $stats, $contract, $abuse->throttle );
		$this->fallback    = new LeadNoJsFallback( $service, $redirects );
		$this->privacy     = new LeadsPrivacy( $contacts, $conversions );
	}

	/**
	 * What the module owns (the lifecycle inventory).
	 */
	public function footprint(): Footprint {
		return new Footprint( transients: array( FallbackNotice::TRANSIENT_PREFIX . '*' ) );
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this->conversions, 'register_routes' ) );
		add_action( 'rest_api_init', array( $this->events, 'register_routes' ) );
		( new RestErrorShape() )->register();
		$this->fallback->register();
		$this->privacy->register();
	}
}
