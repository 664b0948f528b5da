<?php
/**
 * The form template route.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\Support\Context;
use Farol\Support\Names;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * GET farol/v1/forms/{id}: a published form's template, for embedding it on a page outside
 * WordPress. The answer is HTML (Content-Type text/html), not JSON: a `<link>` to the form's
 * stylesheet, a `<style>` block with the form's design tokens, and the form's markup from
 * LeadFormRenderer (whose container carries the field rules in `data-farol-props`). With
 * `?format=json` it answers `{ "html": "…", "rules": {…} }` instead. Public, readable from any
 * origin (`Access-Control-Allow-Origin: *`, no credentials), cacheable for a few minutes; an
 * unknown, trashed or unpublished form is a 404 `farol_lead_form_not_found`.
 */
final class TemplateController {

	/**
	 * Route pattern.
	 */
	public const ROUTE = '/forms/(?P<id>\d+)';

	/**
	 * Seconds a browser or proxy may keep a template.
	 */
	private const MAX_AGE = 300;

	/**
	 * Creates the controller.
	 *
	 * @param FormRepository   $forms    The forms.
	 * @param LeadFormRenderer $renderer The markup.
	 * @param Context          $context  Plugin paths (the stylesheet's address).
	 */
	public function __construct(
		private readonly FormRepository $forms,
		private readonly LeadFormRenderer $renderer,
		private readonly Context $context
	) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'rest_api_init', array( $this, 'register_routes' ) );
		add_filter( 'rest_pre_serve_request', array( $this, 'serve_html' ), 20, 4 );
	}

	/**
	 * Registers the route.
	 */
	public function register_routes(): void {
		register_rest_route(
			Names::REST_NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'show' ),
				'permission_callback' => '__return_true',
				'args'                => array(
					'id'     => FormRepository::id_argument(),
					'format' => array(
						'description' => __( 'html (the default) for the template itself, json for { html, rules }.', 'farol' ),
						'type'        => 'string',
						'enum'        => array( 'html', 'json' ),
						'default'     => 'html',
					),
				),
			)
		);
	}

	/**
	 * The template.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function show( WP_REST_Request $request ): WP_REST_Response|WP_Error {
		$form = $this->forms->find( (int) $request['id'] );
		if ( null === $form || ! $form->is_published() ) {
			return new WP_Error(
				'farol_lead_form_not_found',
				__( 'There is no published lead form with this id.', 'farol' ),
				array( 'status' => 404 )
			);
		}
		$html     = $this->document( $form );
		$data     = 'json' === $request['format']
			? array(
				'html'  => $html,
				'rules' => (object) $this->renderer->rules( $form ),
			)
			: $html;
		$response = new WP_REST_Response( $data, 200 );
		$response->header( 'Cache-Control', 'public, max-age=' . self::MAX_AGE );
		$response->header( 'Access-Control-Allow-Origin', '*' );
		if ( 'json' !== $request['format'] ) {
			$response->header( 'Content-Type', 'text/html; charset=UTF-8' );
		}
		return $response;
	}

	/**
	 * Sends an HTML template as it is (instead of a JSON string), with CORS open to any origin.
	 *
	 * @param bool             $served  Whether the request was already served.
	 * @param WP_HTTP_Response $result  The response.
	 * @param WP_REST_Request  $request The request.
	 * @param WP_REST_Server   $server  The server.
	 */
	public function serve_html( $served, $result, $request, $server ): bool {
		if ( $served || ! $request instanceof WP_REST_Request || ! $result instanceof WP_HTTP_Response || ! $this->is_template_request( $request ) ) {
			return (bool) $served;
		}
		// Readable from any page: the template is public and needs no credentials.
		if ( ! headers_sent() ) {
			$server->send_header( 'Access-Control-Allow-Origin', '*' );
			header_remove( 'Access-Control-Allow-Credentials' );
		}
		if ( 200 !== $result->get_status() || ! is_string( $result->get_data() ) ) {
			return false;
		}
		echo $result->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the renderer's escaped markup.
		return true;
	}

	/**
	 * Whether a request is for this route.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	private function is_template_request( WP_REST_Request $request ): bool {
		return 'GET' === $request->get_method() && 1 === preg_match( '#^/' . preg_quote( Names::REST_NAMESPACE, '#' ) . '/forms/\d+$#', $request->get_route() );
	}

	/**
	 * The template: stylesheet link, style block, markup.
	 *
	 * @param LeadForm $form The form.
	 */
	private function document( LeadForm $form ): string {
		$stylesheet = add_query_arg( 'ver', $this->context->version(), $this->context->url( 'build/lead-form/style-index.css' ) );
		$accent     = $this->accent();
		return sprintf(
			"<link rel=\"stylesheet\" href=\"%s\">\n<style>%s</style>\n%s", // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedStylesheet -- a template for pages outside WordPress, which has no enqueue.
			esc_url( $stylesheet ),
			// A page outside WordPress has none of the theme's variables: the form's own
			// custom properties fall back to these.
			'.farol-lead-form{--farol-lead-form-accent:' . esc_attr( $accent ) . ';font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;}',
			$this->renderer->render( $form )
		);
	}

	/**
	 * The theme's focus and border colour (Farol's `accent-2`, another theme's `primary`), or a
	 * deep blue.
	 */
	private function accent(): string {
		$palette = wp_get_global_settings( array( 'color', 'palette', 'theme' ) );
		$colors  = array();
		foreach ( is_array( $palette ) ? $palette : array() as $color ) {
			if ( is_array( $color ) && is_string( $color['color'] ?? null ) && 1 === preg_match( '/^#[0-9a-fA-F]{3,8}$/', $color['color'] ) ) {
				$colors[ (string) ( $color['slug'] ?? '' ) ] = $color['color'];
			}
		}
		return $colors['accent-2'] ?? $colors['primary'] ?? '#0e4c75';
	}
}
