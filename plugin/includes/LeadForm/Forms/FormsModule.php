<?php
/**
 * Lead forms: editor, markup, template route and hosts.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\Module;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Support\Assets;
use Farol\Support\Context;

/**
 * Makes lead forms addressable and editable: the form editor screen (Leads › Formulários),
 * the token field and rotate route, the hosts setting, the one markup renderer and the form
 * template route. The `farol/lead-form` block's render.php asks for a form's markup through
 * the filter `farol_lead_form_markup` (see markup()).
 */
final class FormsModule implements Module {

	/**
	 * Filter the block's render.php calls: ( string $html, int $form_id ) → the markup, '' when
	 * the form is unknown or unpublished.
	 */
	public const MARKUP_FILTER = 'farol_lead_form_markup';

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
	 * The renderer.
	 *
	 * @var LeadFormRenderer
	 */
	private LeadFormRenderer $renderer;

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
		add_filter( self::MARKUP_FILTER, array( $this, 'markup' ), 10, 2 );
	}

	/**
	 * A published form's markup, for the block ('' for anything else).
	 *
	 * @param mixed $html    Markup so far.
	 * @param mixed $form_id The form.
	 */
	public function markup( mixed $html, mixed $form_id ): string {
		$form = is_numeric( $form_id ) ? $this->forms->find( (int) $form_id ) : null;
		if ( null === $form || ! $form->is_published() ) {
			return is_string( $html ) ? $html : '';
		}
		return $this->renderer->render( $form );
	}
}
