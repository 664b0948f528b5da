<?php
/**
 * The contact form editor's settings module.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Editor;

use Farol\Module;
use Farol\Support\Assets;

/**
 * The document settings panels of the contact form's block editor (mail, files, spam
 * protection, messages): their script, enqueued in the block editor of a
 * `farol_contact_form` post only, with the built-in messages the panels show as placeholders.
 */
final class EditorSettingsModule implements Module {

	/**
	 * Creates the module.
	 *
	 * @param Assets $assets Bundle registrar.
	 */
	public function __construct( private readonly Assets $assets ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		( new EditorSettingsScript( $this->assets ) )->register();
	}
}
