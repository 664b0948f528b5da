<?php
/**
 * The subscriptions, built once.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Subscriptions;

use Closure;
use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Info\InfoTab;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Support\Mail\Mailer;

/**
 * Builds the subscriptions' services (CommentsModule holds one): the table's migration, the
 * mailed links' handler and the notification dispatch (register()), the ajax handlers
 * (handlers(), for CommentsModule's AjaxActions), the info modal's tab (info_tab()) and the
 * subscribe bar with the comment form's notification box (bar()).
 */
final class SubscriptionsFeature {

	/**
	 * The service.
	 *
	 * @var Subscribing
	 */
	private Subscribing $subscribing;

	/**
	 * The info tab.
	 *
	 * @var SubscriptionsInfoTab
	 */
	private SubscriptionsInfoTab $tab;

	/**
	 * The bar.
	 *
	 * @var SubscribeBar
	 */
	private SubscribeBar $bar;

	/**
	 * The dispatch.
	 *
	 * @var NotificationDispatch
	 */
	private NotificationDispatch $dispatch;

	/**
	 * The settings.
	 *
	 * @var SubscriptionSettings
	 */
	private SubscriptionSettings $settings;

	/**
	 * Builds the services.
	 *
	 * @param AbuseDefences $abuse   The shared abuse defences.
	 * @param Mailer        $mailer  The one way mail is sent.
	 * @param Closure|null  $visitor The info modal's visitor resolver (`fn(): ?Visitor`); members only when null.
	 * @param Closure|null  $captcha The comment forms' captcha check (`fn( int $post_id ): ?string`, the refusal's
	 *                               phrase key or null), asked of the bar's subscriptions; none when null.
	 */
	public function __construct( private readonly AbuseDefences $abuse, Mailer $mailer, private readonly ?Closure $visitor = null, private readonly ?Closure $captcha = null ) {
		$store             = new SubscriptionStore();
		$mails             = new SubscriptionMails( $mailer );
		$this->settings    = new SubscriptionSettings();
		$this->subscribing = new Subscribing( $store, $mails, $this->settings, $abuse->mail );
		$this->tab         = new SubscriptionsInfoTab( $store );
		$this->bar         = new SubscribeBar( $this->settings, $store, $abuse->stamps );
		$this->dispatch    = new NotificationDispatch( $store, $mails );
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( new SubscriptionsTable(), 'maybe_upgrade' ), 1 );
		( new SubscriptionLinks( $this->subscribing ) )->register();
		( new SubscribeNoJs( $this->actions() ) )->register();
		$this->dispatch->register();
	}

	/**
	 * The ajax handlers.
	 *
	 * @return list<AjaxHandler>
	 */
	public function handlers(): array {
		return array(
			$this->actions(),
			new CancelSubscriptionAction( $this->subscribing->store(), $this->tab, $this->visitor ?? Closure::fromCallable( array( CancelSubscriptionAction::class, 'member' ) ) ),
		);
	}

	/**
	 * The bar's, the links' and the form's actions.
	 */
	private function actions(): SubscriptionActions {
		return new SubscriptionActions( $this->subscribing, $this->settings, $this->abuse->bots, $this->abuse->throttle, $this->captcha );
	}

	/**
	 * The info modal's subscriptions tab.
	 */
	public function info_tab(): InfoTab {
		return $this->tab;
	}

	/**
	 * The subscribe bar and the form's notification box.
	 */
	public function bar(): SubscribeBar {
		return $this->bar;
	}
}
