<?php
/**
 * The contact form Submissions inbox module.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Admin;

use Farol\ContactForm\Store\SubmissionRepository;
use Farol\Module;
use Farol\Support\Assets;
use Farol\Support\Context;

/**
 * The Submissions inbox: its REST routes under farol/v1/contact-submissions, the wp-admin page
 * under the Contact forms menu and the forms list's "Submissions (N)" links.
 */
final class InboxModule implements Module {

	/**
	 * Creates the module.
	 *
	 * @param Context $context Plugin paths.
	 * @param Assets  $assets  Bundle registrar.
	 */
	public function __construct( private readonly Context $context, private readonly Assets $assets ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		$submissions = new SubmissionRepository();
		( new SubmissionsController( $submissions, $this->context->path( 'includes/ContactForm/contact-submissions-routes.schema.json' ) ) )->register();
		( new SubmissionsScreen( $this->assets, $this->context ) )->register();
		( new FormsListLink( $submissions ) )->register();
	}
}
