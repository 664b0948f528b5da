<?php
/**
 * Lead capture: conversions, the leads store's writes and spam defence.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Conversions;

use Closure;
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
	 * Builds the conversion and view event routes when the REST API starts: no other request
	 * builds or loads their controllers.
	 *
	 * @var Closure(): void
	 */
	private Closure $rest;

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
		$forms          = new FormRepository( new LeadFormSchema() );
		$contract       = new ConversionContract( $context->path( 'includes/LeadForm' ) );
		$conversions    = new ConversionRepository();
		$contacts       = new ContactRepository();
		$stats          = new FormStatsRepository();
		$redirects      = new RedirectPolicy();
		$service        = new ConversionService( $forms, $contract, $conversions, new LeadRecorder( $conversions, $contacts ), $stats, $abuse->bots, $abuse->throttle, $redirects );
		$throttle       = $abuse->throttle;
		$this->rest     = static function () use ( $service, $contract, $forms, $stats, $throttle ): void {
			( new ConversionController( $service, $contract ) )->register_routes();
			( new EventController( $forms, $stats, $contract, $throttle ) )->register_routes();
		};
		$this->fallback = new LeadNoJsFallback( $service, $redirects );
		$this->privacy  = new LeadsPrivacy( $contacts, $conversions );
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
		add_action( 'rest_api_init', $this->rest );
		( new RestErrorShape() )->register();
		$this->fallback->register();
		$this->privacy->register();
	}
}
