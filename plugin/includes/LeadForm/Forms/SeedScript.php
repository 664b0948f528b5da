<?php
/**
 * The lead form's seed script.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\Support\Assets;

/**
 * What a lead form does without the visitor touching it — its view event 5 s after load and,
 * for a returning visitor, the refill from the autofill cookie — runs from the server's
 * markup through small scripts of the block's own (`src/lead-form/seed/`: plain TypeScript, no
 * dependency), not through the form's runtime, which still waits for the visitor's first
 * press, key or focus in the form:
 *
 * - the seed script (`apps/lead-form/seed`, about 1 KB gzip), which the block's render
 *   enqueues as an ordinary deferred footer script. It is not a view script of the block's
 *   block.json, so Support\DeferredScripts never parks it in a template;
 * - the refill script (`apps/lead-form/refill`), only registered: the seed script loads it
 *   when the visitor has the autofill cookie and allows functional cookies, from the address
 *   printed before it (`window.farolLeadFormSeed.refill`), so a first visit does not
 *   download it.
 *
 * A page without a published lead form gets neither, and neither does the template route
 * (the embed script does the same work for the forms it injects).
 */
final class SeedScript {

	/**
	 * The seed script's handle.
	 */
	public const HANDLE = 'farol-lead-form-seed';

	/**
	 * Its built entry.
	 */
	public const ENTRY = 'apps/lead-form/seed';

	/**
	 * The refill script's handle (registered, never printed by WordPress).
	 */
	public const REFILL_HANDLE = 'farol-lead-form-refill';

	/**
	 * Its built entry.
	 */
	public const REFILL_ENTRY = 'apps/lead-form/refill';

	/**
	 * Creates the seam.
	 *
	 * @param Assets $assets Bundle registrar.
	 */
	public function __construct( private readonly Assets $assets ) {
	}

	/**
	 * Puts the seed script on the page being rendered (once, however many forms the page
	 * shows). The refill script's address is attached when the seed is registered, so it is
	 * printed once.
	 */
	public function enqueue(): void {
		if ( ! wp_script_is( self::HANDLE, 'registered' ) ) {
			if ( ! $this->assets->register( self::HANDLE, self::ENTRY ) ) {
				return;
			}
			$refill = $this->refill_url();
			if ( null !== $refill ) {
				wp_add_inline_script( self::HANDLE, 'window.farolLeadFormSeed = ' . wp_json_encode( array( 'refill' => $refill ), JSON_UNESCAPED_SLASHES | JSON_HEX_TAG | JSON_HEX_AMP ) . ';', 'before' );
			}
		}
		wp_enqueue_script( self::HANDLE );
	}

	/**
	 * The refill script's address, with its version as WordPress would print it.
	 *
	 * @return string|null Null when it is not built.
	 */
	private function refill_url(): ?string {
		if ( ! wp_script_is( self::REFILL_HANDLE, 'registered' ) && ! $this->assets->register( self::REFILL_HANDLE, self::REFILL_ENTRY ) ) {
			return null;
		}
		$script = wp_scripts()->registered[ self::REFILL_HANDLE ];
		return add_query_arg( 'ver', $script->ver, $script->src );
	}
}
