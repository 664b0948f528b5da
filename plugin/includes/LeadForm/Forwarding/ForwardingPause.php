<?php
/**
 * The queue's stop after the provider refused the key.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forwarding;

/**
 * When the provider refuses the API key (401), sending the other queued conversions would
 * only burn their attempts: the queue stops (an option holds the provider's message), an
 * admin notice says so, and the stop ends when the key is changed in the provider settings.
 * The conversions waiting meanwhile stay pending.
 */
final class ForwardingPause {

	/**
	 * Option holding the provider's message while the queue is stopped.
	 */
	public const OPTION = 'farol_lead_forwarding_paused';

	/**
	 * Adds the hooks: a changed key ends the stop.
	 */
	public function register(): void {
		add_action( 'update_option_' . ProviderSettings::OPTION, array( $this, 'on_settings_change' ), 10, 2 );
		add_action( 'add_option_' . ProviderSettings::OPTION, array( $this, 'resume' ) );
	}

	/**
	 * Stops the queue.
	 *
	 * @param string $message The provider's answer.
	 */
	public function pause( string $message ): void {
		update_option( self::OPTION, $message, false );
	}

	/**
	 * Restarts the queue.
	 */
	public function resume(): void {
		delete_option( self::OPTION );
	}

	/**
	 * The provider's message while stopped, else null.
	 */
	public function reason(): ?string {
		$reason = get_option( self::OPTION, null );
		return is_string( $reason ) && '' !== $reason ? $reason : null;
	}

	/**
	 * Restarts the queue when the key changes.
	 *
	 * @param mixed $old Previous settings.
	 * @param mixed $new New settings.
	 */
	public function on_settings_change( mixed $old, mixed $new ): void {
		$old_key = is_array( $old ) ? ( $old['api_key'] ?? '' ) : '';
		$new_key = is_array( $new ) ? ( $new['api_key'] ?? '' ) : '';
		if ( $old_key !== $new_key ) {
			$this->resume();
		}
	}
}
