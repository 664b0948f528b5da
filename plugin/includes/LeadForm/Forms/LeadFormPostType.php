<?php
/**
 * The lead form post type.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Forms;

use Farol\Support\EditorsOnlyPostsController;

/**
 * Lead forms are posts of the type `farol_lead_form`: the title is the editors' name for the
 * form, the definition (settings and fields) is one post meta registered with the contract's
 * schema (so REST saves are validated by core), and the public token is a protected meta
 * that never leaves the server except inside the form's own markup.
 *
 * The type is not public (a form is shown through its block or its template route) and has
 * no classic screen: editors use the React form editor. Its capabilities are those of pages,
 * so editors and administrators manage forms and authors do not; in REST only those who may
 * edit a form read it (EditorsOnlyPostsController).
 */
final class LeadFormPostType {

	/**
	 * Post type name.
	 */
	public const POST_TYPE = 'farol_lead_form';

	/**
	 * REST base: wp/v2/farol-lead-forms.
	 */
	public const REST_BASE = 'farol-lead-forms';

	/**
	 * Meta key of the definition.
	 */
	public const DEFINITION_META = 'farol_lead_form';

	/**
	 * Meta key of the public token (protected: leading underscore).
	 */
	public const TOKEN_META = '_farol_lead_form_token';

	/**
	 * Capability of reading leads (contacts, conversions, statistics) and exporting them.
	 */
	public const LEADS_CAPABILITY = 'edit_others_pages';

	/**
	 * Capability of changing forwarding settings (provider address and key).
	 */
	public const SETTINGS_CAPABILITY = 'manage_options';

	/**
	 * Creates the registration.
	 *
	 * @param LeadFormSchema $schema The contract.
	 * @param FormRepository $forms  Forms (for the token of a new form).
	 */
	public function __construct( private LeadFormSchema $schema, private FormRepository $forms ) {
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_type' ) );
		add_action( 'save_post_' . self::POST_TYPE, array( $this, 'ensure_token' ) );
	}

	/**
	 * Registers the post type and its definition meta.
	 */
	public function register_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'                => array(
					'name'          => __( 'Lead forms', 'farol' ),
					'singular_name' => __( 'Lead form', 'farol' ),
				),
				'public'                => false,
				'show_ui'               => false,
				'show_in_rest'          => true,
				'rest_base'             => self::REST_BASE,
				'rest_controller_class' => EditorsOnlyPostsController::class,
				'capability_type'       => 'page',
				'map_meta_cap'          => true,
				'supports'              => array( 'title', 'custom-fields', 'revisions' ),
			)
		);
		register_post_meta(
			self::POST_TYPE,
			self::DEFINITION_META,
			array(
				'type'              => 'object',
				'single'            => true,
				'show_in_rest'      => array( 'schema' => $this->schema->schema() ),
				'sanitize_callback' => array( $this, 'sanitize_definition' ),
				'auth_callback'     => static fn ( bool $allowed, string $key, int $post_id ): bool => current_user_can( 'edit_post', $post_id ),
			)
		);
	}

	/**
	 * Keeps what the contract allows, with its defaults; an invalid value is not stored.
	 *
	 * @param mixed $value Raw meta value.
	 * @return array<string, mixed>|null
	 */
	public function sanitize_definition( mixed $value ): ?array {
		$clean = $this->schema->normalize( $value );
		return is_wp_error( $clean ) ? null : $clean;
	}

	/**
	 * Gives a form its public token on its first save.
	 *
	 * @param int $post_id The form.
	 */
	public function ensure_token( int $post_id ): void {
		if ( wp_is_post_revision( $post_id ) ) {
			return;
		}
		$this->forms->token( $post_id );
	}
}
