<?php
/**
 * Loads the sticky behaviour on the site.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Sticky;

use Farol\Sticky\StickyRulesSchema as Schema;
use Farol\Support\Assets;

/**
 * Enqueues src/sticky (built to apps/sticky/index.js) only when at least one rule exists, and
 * hands it the rules as a small inline JSON object (`window.farolSticky`).
 *
 * An administrator's "preview on the site" link (from the settings page, with a nonce) shows
 * one unsaved rule instead of the saved ones, in debug mode and highlighted.
 */
final class StickyFrontEnd {

	/** Script handle. */
	public const HANDLE = 'farol-sticky';

	/** Query argument carrying a rule to preview (JSON). */
	public const PREVIEW_ARG = 'farol_sticky_preview';

	/** Query argument carrying the preview nonce. */
	public const PREVIEW_NONCE_ARG = 'farol_sticky_nonce';

	/**
	 * Creates the loader.
	 *
	 * @param Assets               $assets    Bundle registrar.
	 * @param StickySettings       $settings  Stored rules.
	 * @param StickyRulesValidator $validator Checks a previewed rule.
	 */
	public function __construct(
		private readonly Assets $assets,
		private readonly StickySettings $settings,
		private readonly StickyRulesValidator $validator
	) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
	}

	/**
	 * Enqueues the script when there is a rule to apply.
	 */
	public function enqueue(): void {
		$preview = $this->preview_rule();
		$rules   = null === $preview ? $this->settings->rules() : array( $preview );
		if ( array() === $rules ) {
			return;
		}
		if ( ! $this->assets->register( self::HANDLE, 'apps/sticky/index' ) ) {
			return;
		}

		$config = array(
			'rules'   => $rules,
			'preview' => null !== $preview,
		);
		if ( null !== $preview ) {
			$config['previewLabels'] = array(
				'one'  => __( 'Sticky preview: the selector matches one element (outlined in red). Scroll to see it stick.', 'farol' ),
				'none' => __( 'Sticky preview: no element on this page matches the selector.', 'farol' ),
				/* translators: %d: number of elements (always more than one). */
				'many' => __( 'Sticky preview: %d elements match the selector (outlined in red); only one may match, so nothing sticks.', 'farol' ),
			);
		}
		wp_add_inline_script(
			self::HANDLE,
			'window.farolSticky = ' . wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP ) . ';',
			'before'
		);
		wp_enqueue_script( self::HANDLE );
	}

	/**
	 * The rule an administrator asked to preview, or null.
	 *
	 * @return array<string,string|int|bool>|null
	 */
	private function preview_rule(): ?array {
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- the nonce is verified below, before the value is used.
		if ( ! isset( $_GET[ self::PREVIEW_ARG ], $_GET[ self::PREVIEW_NONCE_ARG ] ) ) {
			return null;
		}
		if ( ! current_user_can( 'manage_options' ) ) {
			return null;
		}
		$nonce = sanitize_text_field( wp_unslash( $_GET[ self::PREVIEW_NONCE_ARG ] ) );
		if ( ! wp_verify_nonce( $nonce, StickyAdminPage::PREVIEW_NONCE ) ) {
			return null;
		}
		// The JSON is decoded and then every field is checked and normalised by the validator.
		$json = wp_unslash( $_GET[ self::PREVIEW_ARG ] ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		// phpcs:enable WordPress.Security.NonceVerification.Recommended
		if ( ! is_string( $json ) ) {
			return null;
		}
		$rule  = json_decode( $json, true );
		$rules = $this->validator->normalize( array( $rule ) );
		if ( array() === $rules ) {
			return null;
		}
		$rules[0][ Schema::DEBUG ] = true;
		return $rules[0];
	}
}
