<?php
/**
 * The engagement features' settings, read from the widget's option.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments;

use Farol\Support\AutoloadedOption;

/**
 * Typed reads of the keys the engagement features own (post rating, follows, the info modal,
 * inline comments, social login, attachments), for Settings: one option, one schema
 * (settings-contract.ts), its features' switches kept apart from the thread's and the
 * writing's.
 */
trait FeatureSettings {

	/**
	 * Post rating: whether posts with the comment area are rated.
	 */
	public function rating_enabled(): bool {
		return $this->flag( 'rating_enabled' );
	}

	/**
	 * Post rating: whether guests may rate (members always may).
	 */
	public function rating_guests(): bool {
		return (bool) $this->all()['rating_guests'];
	}

	/**
	 * Whether members may follow comment authors (area: info).
	 */
	public function follows_enabled(): bool {
		return (bool) $this->all()['follows_enabled'];
	}

	/**
	 * Whether the "My content" button and its modal are shown (area: info).
	 */
	public function info_modal_enabled(): bool {
		return (bool) $this->all()['info_modal_enabled'];
	}

	/**
	 * Whether guests may ask for signed delete links by e-mail (area: info).
	 */
	public function guest_delete_links_enabled(): bool {
		return (bool) $this->all()['guest_delete_links_enabled'];
	}

	/**
	 * Inline comments: whether marked passages get their icon and popup.
	 */
	public function inline_enabled(): bool {
		return (bool) $this->all()['inline_enabled'];
	}

	/**
	 * Inline comments: how a passage's popup opens (`click`, `scroll_open`, `blink`).
	 */
	public function inline_open_mode(): string {
		return (string) $this->all()['inline_open_mode'];
	}

	/**
	 * Inline comments: whether new inline comments show in the main thread too.
	 */
	public function inline_in_main_thread(): bool {
		return (bool) $this->all()['inline_in_main_thread'];
	}

	/**
	 * Social login: each provider's stored settings, by provider (read through Social\SocialSettings).
	 *
	 * @return array<string,mixed>
	 */
	public function social_providers(): array {
		$providers = $this->all()['social_providers'];
		return is_array( $providers ) ? $providers : array();
	}

	/**
	 * Social login: the agreement a visitor confirms first ('' : none). Print it with wp_kses().
	 */
	public function social_agreement_text(): string {
		return trim( wp_kses( (string) $this->all()['social_agreement_text'], self::agreement_tags() ) );
	}

	/**
	 * The attachments' block of settings (keys `attachments_*`; read through
	 * Attachments\AttachmentSettings).
	 *
	 * @return array<string,mixed>
	 */
	public function attachments(): array {
		return array_filter( $this->all(), static fn ( string $key ): bool => str_starts_with( $key, 'attachments_' ), ARRAY_FILTER_USE_KEY );
	}

	/**
	 * The tags an agreement text may hold: a link to the terms, emphasis.
	 *
	 * @return array<string,array<string,bool>>
	 */
	public static function agreement_tags(): array {
		return array(
			'a'      => array(
				'href'   => true,
				'target' => true,
				'rel'    => true,
			),
			'strong' => array(),
			'em'     => array(),
		);
	}

	/**
	 * The stored settings, sanitized.
	 *
	 * @return array<string,mixed>
	 */
	public function effective(): array {
		return $this->all();
	}

	/**
	 * The option, sanitized (once per stored value).
	 *
	 * @return array<string,mixed>
	 */
	private function all(): array {
		// The stored text, when nothing filters it: the same text, the same settings.
		$raw = AutoloadedOption::raw( self::OPTION );
		if ( null !== $raw ) {
			if ( null === self::$read || self::$read[0] !== $raw ) {
				self::$read = array( $raw, $this->sanitize( maybe_unserialize( $raw ) ) );
			}
			return self::$read[1];
		}
		$stored = get_option( self::OPTION, array() );
		// The renderer asks once per comment: sanitize once per stored value.
		if ( null === self::$read || self::$read[0] !== $stored ) {
			self::$read = array( $stored, $this->sanitize( $stored ) );
		}
		return self::$read[1];
	}
}
