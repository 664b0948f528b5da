<?php
/**
 * The admin notice of a stopped queue.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

/**
 * Tells administrators, on every wp-admin screen, that the provider refused the API key and
 * that forwarding waits for a new key (the conversions stay stored and queued).
 */
final class ForwardingNotice {

	/**
	 * Creates the notice.
	 *
	 * @param ForwardingPause $pause The stop.
	 */
	public function __construct( private readonly ForwardingPause $pause ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	/**
	 * Prints the notice when the queue is stopped.
	 */
	public function render(): void {
		$reason = $this->pause->reason();
		if ( null === $reason || ! current_user_can( ProviderSettings::capability() ) ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p>%1$s</p><p><code>%2$s</code></p><p><a href="%3$s">%4$s</a></p></div>',
			esc_html__( 'RD Station refused the API key: forwarding is stopped, for lead forms and contact forms alike. The conversions and submissions are kept and will be sent once the key is changed.', 'farol' ),
			esc_html( $reason ),
			esc_url( admin_url( 'admin.php?page=' . ForwardingAdminPage::SLUG ) ),
			esc_html__( 'Change the forwarding settings', 'farol' )
		);
	}
}
