<?php
/**
 * Lead forms: editor, markup, template route and hosts.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\Module;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Owns;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Support\Assets;
use Farol\Support\Context;
use Farol\Support\FormBlock;
use Farol\Support\RendersBlocks;

/**
 * Makes lead forms addressable and editable: the form editor screen (Leads › Formulários),
 * the token field and rotate route, the hosts setting, the one markup renderer and the form
 * template route. It hands the block registry the `farol/lead-form` block's render callback
 * (block_renderers(), through the composition root): a published form's markup (markup()).
 */
final class FormsModule implements Module, RendersBlocks, Owns {

	/**
	 * The forms.
	 *
	 * @var FormRepository
	 */
	private FormRepository $forms;

	/**
	 * The hosts setting.
	 *
	 * @var HostSettings
	 */
	private HostSettings $hosts;

	/**
	 * The block container's attribute naming the moments its runtime loads (src/lib/mount/).
	 */
	public const WHEN_ATTRIBUTE = 'data-farol-when';

	/**
	 * The renderer.
	 *
	 * @var LeadFormRenderer
	 */
	private LeadFormRenderer $renderer;

	/**
	 * The seed script (the refill and the view event without the runtime).
	 *
	 * @var SeedScript
	 */
	private SeedScript $seed;

	/**
	 * Builds the module's services.
	 *
	 * @param Context       $context Plugin paths.
	 * @param Assets        $assets  Bundle registrar.
	 * @param AbuseDefences $abuse   The shared abuse defences (the forms' stamps).
	 */
	public function __construct( private readonly Context $context, private readonly Assets $assets, private readonly AbuseDefences $abuse ) {
		$this->forms    = new FormRepository( new LeadFormSchema() );
		$this->hosts    = new HostSettings();
		$this->renderer = new LeadFormRenderer(
			$this->hosts,
			new Countries( $context->path( 'data/countries.json' ) ),
			new FormLocale( $context->path( 'languages' ) ),
			$context->path( 'includes/LeadForm/city-search.schema.json' ),
			$abuse->stamps
		);
		$this->seed     = new SeedScript( $assets );
	}

	/**
	 * What the module owns (the lifecycle inventory).
	 */
	public function footprint(): Footprint {
		return new Footprint( options: array( HostSettings::OPTION ) );
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		$this->hosts->register();
		$this->abuse->stamps->add(
			LeadFormRenderer::STAMP_KIND,
			LeadFormRenderer::STAMP_PURPOSE,
			fn ( int $id ): bool => (bool) $this->forms->find( $id )?->is_published()
		);
		( new FormsAdminPage( $this->assets, $this->hosts ) )->register();
		( new TokenController( $this->forms ) )->register();
		( new TemplateController( $this->forms, $this->renderer, $this->context ) )->register();
	}

	/**
	 * The `farol/lead-form` block's renderer.
	 *
	 * @return array<string,callable(array<string,mixed>,string,\WP_Block):string>
	 */
	public function block_renderers(): array {
		return array( 'farol/lead-form' => array( $this, 'render_block' ) );
	}

	/**
	 * The `farol/lead-form` block: the form of `formId` inside the block's wrapper; for an
	 * unknown or unpublished form nothing for visitors and a hint in the editor's preview.
	 *
	 * The wrapper (the block's container) says `data-farol-when="interaction"`: the form's
	 * runtime loads on the first pointer press or focus inside it, and the eager loader keeps
	 * what the visitor did meanwhile (Farol\Support\DeferredScripts, src/lib/mount/). What the
	 * form does without the visitor (the refill, the view event) comes at once with the seed
	 * script (SeedScript), enqueued with a published form's markup.
	 *
	 * @param array<string,mixed> $attributes Block attributes.
	 */
	public function render_block( array $attributes ): string {
		$form_id = FormBlock::form_id( $attributes );
		$markup  = $form_id > 0 ? $this->markup( $form_id ) : '';
		$html    = FormBlock::wrap(
			$markup,
			'farol-lead-form-block--empty',
			__( 'Choose a published lead form to show here.', 'farol' )
		);
		$tags    = new \WP_HTML_Tag_Processor( $html );
		if ( '' === $html || ! $tags->next_tag() ) {
			return $html;
		}
		$tags->set_attribute( self::WHEN_ATTRIBUTE, 'interaction' );
		if ( '' !== $markup ) {
			$this->seed->enqueue();
		}
		return $tags->get_updated_html();
	}

	/**
	 * A published form's markup, for the block ('' for anything else).
	 *
	 * @param int $form_id The form.
	 */
	public function markup( int $form_id ): string {
		$form = $this->forms->find( $form_id );
		if ( null === $form || ! $form->is_published() ) {
			return '';
		}
		return $this->renderer->render( $form );
	}
}
