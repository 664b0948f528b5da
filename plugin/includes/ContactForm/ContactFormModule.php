<?php
/**
 * The contact form module.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm;

use Farol\ContactForm\Feedback\FeedbackController;
use Farol\ContactForm\Feedback\FeedbackService;
use Farol\ContactForm\Feedback\ContactNoJsFallback;
use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Forms\ContactFormRepository;
use Farol\ContactForm\Forms\ContactFormRenderer;
use Farol\ContactForm\Store\SubmissionsTable;
use Farol\Module;
use Farol\Support\Abuse\AbuseDefences;

/**
 * Contact forms on the server: the post type and its metas, the submissions table's
 * migration, the REST calls (feedback, refill, schema), the no-JS fallback and the markup
 * filters the `farol/contact-form` and `farol/contact-field` blocks print through.
 */
final class ContactFormModule implements Module {

	/**
	 * Creates the module.
	 *
	 * @param AbuseDefences $abuse The shared abuse defences.
	 */
	public function __construct( private readonly AbuseDefences $abuse ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		$forms    = new ContactFormRepository();
		$service  = new FeedbackService( bots: $this->abuse->bots );
		$renderer = new ContactFormRenderer( $this->abuse->stamps );
		$this->abuse->stamps->add(
			ContactFormRenderer::STAMP_KIND,
			ContactFormRenderer::STAMP_PURPOSE,
			static fn ( int $id ): bool => null !== $forms->find( $id )
		);
		( new ContactFormPostType() )->register();
		( new FeedbackController( $forms, $service, $this->abuse->throttle ) )->register();
		( new ContactNoJsFallback( $forms, $service ) )->register();
		add_action( 'init', array( new SubmissionsTable(), 'maybe_upgrade' ), 1 );
		add_filter(
			'farol_contact_form_markup',
			static function ( $markup, $form_id ) use ( $forms, $renderer ) {
				$form = $forms->find( (int) $form_id );
				return null === $form ? $markup : $renderer->render( $form, ContactNoJsFallback::answer( $form->id ) );
			},
			10,
			2
		);
		add_filter(
			'farol_contact_field_markup',
			static fn ( $markup, $attributes ) => is_array( $attributes ) ? $renderer->field_preview( $attributes ) : $markup,
			10,
			2
		);
	}
}
