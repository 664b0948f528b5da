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
use Farol\ContactForm\Feedback\Mailer;
use Farol\ContactForm\Feedback\ContactNoJsFallback;
use Farol\ContactForm\Forms\ClientWords;
use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Forms\ContactFormRepository;
use Farol\ContactForm\Forms\ContactFormRenderer;
use Farol\ContactForm\Store\SubmissionsTable;
use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Support\FormBlock;
use Farol\Support\Mail\Mailer as MailTransport;
use Farol\Support\RendersBlocks;

/**
 * Contact forms on the server: the post type and its metas, the submissions table's
 * migration, the REST calls (feedback, refill, schema), the no-JS fallback, and the render
 * callbacks of the `farol/contact-form` and `farol/contact-field` blocks, handed to the block
 * registry (block_renderers(), through the composition root).
 */
final class ContactFormModule implements Module, RendersBlocks, Owns {

	/**
	 * The forms.
	 *
	 * @var ContactFormRepository
	 */
	private ContactFormRepository $forms;

	/**
	 * The one renderer of contact forms.
	 *
	 * @var ContactFormRenderer
	 */
	private ContactFormRenderer $renderer;

	/**
	 * Builds the module's services (no hook is added here).
	 *
	 * @param AbuseDefences      $abuse      The shared abuse defences (limits, bot check, stamps).
	 * @param MailTransport|null $mail_queue The plugin's retrying mail queue (the forms' second mail goes through it).
	 */
	public function __construct( private readonly AbuseDefences $abuse, private readonly ?MailTransport $mail_queue = null ) {
		$this->forms    = new ContactFormRepository();
		$this->renderer = new ContactFormRenderer( $abuse->stamps );
	}

	/**
	 * What the module owns (the lifecycle inventory).
	 */
	public function footprint(): Footprint {
		return new Footprint(
			tables: array( new SubmissionsTable() ),
			transients: array( ContactNoJsFallback::ANSWER_TRANSIENT . '*' ),
			post_types: array( ContactFormPostType::POST_TYPE ),
			post_meta: array( ContactFormPostType::MAIL_META, ContactFormPostType::MAIL_2_META, ContactFormPostType::MESSAGES_META, ContactFormPostType::CAPTCHA_META ),
			folders: array( \Farol\ContactForm\Files\PrivateDirectory::folder() )
		);
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		$service = new FeedbackService( mailer: new Mailer( $this->mail_queue ), bots: $this->abuse->bots );
		$forms   = $this->forms;
		$this->abuse->stamps->add(
			ContactFormRenderer::STAMP_KIND,
			ContactFormRenderer::STAMP_PURPOSE,
			static fn ( int $id ): bool => null !== $forms->find( $id )
		);
		( new ContactFormPostType() )->register();
		( new FeedbackController( $this->forms, $service, $this->abuse->throttle ) )->register();
		( new ContactNoJsFallback( $this->forms, $service ) )->register();
		add_action( 'init', array( new SubmissionsTable(), 'maybe_upgrade' ), 1 );
		add_filter( 'render_block_farol/contact-form', array( $this, 'drop_unused_view' ) );
	}

	/**
	 * WordPress enqueues a block's view script whenever the block renders, even when it prints
	 * nothing (the theme's contact section without a form chosen, on the home): the view is
	 * dequeued again while no contact form of the page has printed anything.
	 *
	 * @param string $content The block's markup.
	 * @return string The markup, unchanged.
	 */
	public function drop_unused_view( string $content ): string {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( 'farol/contact-form' );
		if ( '' === $content && 0 === ContactFormRenderer::rendered() && null !== $type ) {
			array_map( 'wp_dequeue_script', $type->view_script_handles );
		}
		return $content;
	}

	/**
	 * The contact blocks' renderers.
	 *
	 * @return array<string,callable(array<string,mixed>,string,\WP_Block):string>
	 */
	public function block_renderers(): array {
		return array(
			'farol/contact-form'  => array( $this, 'render_form_block' ),
			'farol/contact-field' => array( $this, 'render_field_block' ),
		);
	}

	/**
	 * The `farol/contact-form` block: the published form of `formId` inside the block's wrapper,
	 * which carries the view's words and trigger (ClientWords); for anything else nothing for
	 * visitors and a hint in the editor's preview.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	public function render_form_block( array $attributes ): string {
		$form_id = FormBlock::form_id( $attributes );
		$form    = $form_id > 0 ? $this->forms->find( $form_id ) : null;
		$block   = FormBlock::wrap(
			null === $form ? '' : $this->renderer->render( $form, ContactNoJsFallback::answer( $form->id ) ),
			'farol-contact-form-block--empty',
			__( 'Choose a published contact form to show here.', 'farol' )
		);
		return null === $form ? $block : ClientWords::mark( $block );
	}

	/**
	 * The `farol/contact-field` block: a field's preview (the form post itself is never shown
	 * to visitors; a form prints its fields through render_form_block()).
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	public function render_field_block( array $attributes ): string {
		return $this->renderer->field_preview( $attributes );
	}
}
