<?php
/**
 * The contact form post type.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Forms;

use Farol\Support\EditorsOnlyPostsController;

/**
 * Contact forms are posts of the type `farol_contact_form`, edited in the block editor: the
 * content is the form's `farol/contact-field` blocks, the title the editors' name for it. Two
 * post metas, registered with their REST schema so core validates REST saves, hold the rest:
 *
 * - MAIL_META: `recipient`, `subject`, `body` (with `[field-name]` placeholders),
 *   `reply_to` (an address or a placeholder such as `[your-email]`) and `attachments`, what
 *   becomes of uploaded files: `attach_and_keep` (the default: attached to the mail and kept
 *   privately with the submission, so a failed mail can be resent with them), `attach_only`
 *   (attached, then deleted) or `keep_only` (kept, not attached);
 * - MAIL_2_META: an optional second mail ("Mail (2)", typically the autoresponder to the
 *   visitor), the same texts as MAIL_META (the same schema, written once in mail_schema())
 *   plus `active`, sent after the first only when on; its files policy is the first mail's;
 * - MESSAGES_META: status or rule kind → text, overriding the built-in (translated) ones;
 * - CAPTCHA_META: whether the form asks the site's captcha provider (boolean, default false).
 *
 * Not public (a form is shown through the `farol/contact-form` block); capabilities are those
 * of pages, so editors and administrators manage forms and authors do not. In REST only those
 * who may edit a form read it (EditorsOnlyPostsController), and MAIL_META, the form's private
 * settings (addresses, the mail's text), is in the edit context only.
 */
final class ContactFormPostType {

	/**
	 * Post type name.
	 */
	public const POST_TYPE = 'farol_contact_form';

	/**
	 * REST base: wp/v2/farol-contact-forms.
	 */
	public const REST_BASE = 'farol-contact-forms';

	/**
	 * Meta key of the mail settings.
	 */
	public const MAIL_META = 'farol_contact_form_mail';

	/**
	 * Meta key of the second mail's settings.
	 */
	public const MAIL_2_META = 'farol_contact_form_mail_2';

	/**
	 * Meta key of the messages.
	 */
	public const MESSAGES_META = 'farol_contact_form_messages';

	/**
	 * Meta key of the captcha switch.
	 */
	public const CAPTCHA_META = 'farol_contact_form_captcha';

	/**
	 * What may become of uploaded files; the first is the default.
	 */
	public const ATTACHMENTS = array( 'attach_and_keep', 'attach_only', 'keep_only' );

	/**
	 * Capability to read, export, resend and delete a form's submissions (and download their
	 * kept files): that of editors, as for the leads.
	 */
	public const INBOX_CAPABILITY = 'edit_others_pages';

	/**
	 * The mail settings' keys.
	 */
	private const MAIL_KEYS = array( 'recipient', 'subject', 'body', 'reply_to' );

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_type' ) );
	}

	/**
	 * Registers the post type and its metas.
	 */
	public function register_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'                => array(
					'name'          => __( 'Contact forms', 'farol' ),
					'singular_name' => __( 'Contact form', 'farol' ),
					'add_new_item'  => __( 'Add contact form', 'farol' ),
					'edit_item'     => __( 'Edit contact form', 'farol' ),
				),
				'public'                => false,
				'show_ui'               => true,
				'show_in_menu'          => true,
				'menu_icon'             => 'dashicons-email',
				'show_in_rest'          => true,
				'rest_base'             => self::REST_BASE,
				'rest_controller_class' => EditorsOnlyPostsController::class,
				'capability_type'       => 'page',
				'map_meta_cap'          => true,
				'supports'              => array( 'title', 'editor', 'custom-fields', 'revisions' ),
				'template'              => array(
					array(
						'farol/contact-field',
						array(
							'type'     => 'text',
							'name'     => 'your-name',
							'label'    => __( 'Your name', 'farol' ),
							'required' => true,
						),
					),
					array(
						'farol/contact-field',
						array(
							'type'     => 'email',
							'name'     => 'your-email',
							'label'    => __( 'Your email', 'farol' ),
							'required' => true,
						),
					),
					array(
						'farol/contact-field',
						array(
							'type'  => 'textarea',
							'name'  => 'your-message',
							'label' => __( 'Your message', 'farol' ),
						),
					),
					array(
						'farol/contact-field',
						array(
							'type'  => 'submit',
							'label' => __( 'Send', 'farol' ),
						),
					),
				),
			)
		);
		$auth = static fn ( bool $allowed, string $key, int $post_id ): bool => current_user_can( 'edit_post', $post_id );
		$text = array( 'type' => 'string' );
		self::register_object_meta( self::MAIL_META, self::mail_schema( false ), array( self::class, 'sanitize_mail' ), $auth );
		self::register_object_meta( self::MAIL_2_META, self::mail_schema( true ), array( self::class, 'sanitize_mail_2' ), $auth );
		self::register_object_meta(
			self::MESSAGES_META,
			array(
				'type'                 => 'object',
				'properties'           => array(),
				'additionalProperties' => $text,
			),
			array( self::class, 'sanitize_messages' ),
			$auth
		);
		register_post_meta(
			self::POST_TYPE,
			self::CAPTCHA_META,
			array(
				'type'              => 'boolean',
				'single'            => true,
				'default'           => false,
				'show_in_rest'      => true,
				'sanitize_callback' => 'rest_sanitize_boolean',
				'auth_callback'     => $auth,
			)
		);
	}

	/**
	 * The JSON Schema of a mail's settings, in the edit context only: the texts of MAIL_KEYS,
	 * then the first mail's files policy or the second mail's switch.
	 *
	 * @param bool $second Whether it is the second mail's.
	 * @return array<string,mixed>
	 */
	public static function mail_schema( bool $second ): array {
		$extra = $second ? array( 'active' => array( 'type' => 'boolean' ) ) : array(
			'attachments' => array(
				'type' => 'string',
				'enum' => self::ATTACHMENTS,
			),
		);
		return array(
			'type'                 => 'object',
			'context'              => array( 'edit' ),
			'properties'           => array_fill_keys( self::MAIL_KEYS, array( 'type' => 'string' ) ) + $extra,
			'additionalProperties' => false,
		);
	}

	/**
	 * Registers an object meta of the post type, shown in REST with its schema.
	 *
	 * @param string              $key      Meta key.
	 * @param array<string,mixed> $schema   The value's JSON Schema.
	 * @param callable            $sanitize Sanitize callback.
	 * @param callable            $auth     Who may write it.
	 */
	private static function register_object_meta( string $key, array $schema, callable $sanitize, callable $auth ): void {
		register_post_meta(
			self::POST_TYPE,
			$key,
			array(
				'type'              => 'object',
				'single'            => true,
				'default'           => array(),
				'show_in_rest'      => array( 'schema' => $schema ),
				'sanitize_callback' => $sanitize,
				'auth_callback'     => $auth,
			)
		);
	}

	/**
	 * The mail settings, every key present (empty when unset, `attachments` its default).
	 *
	 * @param mixed $value Raw meta value.
	 * @return array{recipient:string,subject:string,body:string,reply_to:string,attachments:string}
	 */
	public static function sanitize_mail( mixed $value ): array {
		$value                = is_array( $value ) ? $value : array();
		$clean                = self::mail_texts( $value );
		$clean['attachments'] = in_array( $value['attachments'] ?? null, self::ATTACHMENTS, true ) ? $value['attachments'] : self::ATTACHMENTS[0];
		return $clean;
	}

	/**
	 * The second mail's settings, every key present (empty when unset, off unless `active`).
	 *
	 * @param mixed $value Raw meta value.
	 * @return array{recipient:string,subject:string,body:string,reply_to:string,active:bool}
	 */
	public static function sanitize_mail_2( mixed $value ): array {
		$value           = is_array( $value ) ? $value : array();
		$clean           = self::mail_texts( $value );
		$clean['active'] = rest_sanitize_boolean( $value['active'] ?? false );
		return $clean;
	}

	/**
	 * A mail's texts (MAIL_KEYS), every one present.
	 *
	 * @param array<mixed> $value Raw settings.
	 * @return array{recipient:string,subject:string,body:string,reply_to:string}
	 */
	private static function mail_texts( array $value ): array {
		$clean = array();
		foreach ( self::MAIL_KEYS as $key ) {
			$text = is_string( $value[ $key ] ?? null ) ? $value[ $key ] : '';
			// The body is a plain-text mail: angle brackets ("<[your-email]>") stay.
			$clean[ $key ] = 'body' === $key ? str_replace( "\0", '', wp_check_invalid_utf8( $text ) ) : sanitize_text_field( $text );
		}
		return $clean;
	}

	/**
	 * The messages: keys of lower-case letters and underscores, non-empty plain texts.
	 *
	 * @param mixed $value Raw meta value.
	 * @return array<string,string>
	 */
	public static function sanitize_messages( mixed $value ): array {
		$clean = array();
		foreach ( is_array( $value ) ? $value : array() as $key => $text ) {
			if ( is_string( $key ) && 1 === preg_match( '/^[a-z_]{1,40}$/', $key ) && is_string( $text ) && '' !== trim( $text ) ) {
				$clean[ $key ] = sanitize_text_field( $text );
			}
		}
		return $clean;
	}

	/**
	 * A form's mail settings.
	 *
	 * @param int $post_id The form.
	 * @return array{recipient:string,subject:string,body:string,reply_to:string,attachments:string}
	 */
	public static function mail( int $post_id ): array {
		return self::sanitize_mail( get_post_meta( $post_id, self::MAIL_META, true ) );
	}

	/**
	 * A form's second mail's settings.
	 *
	 * @param int $post_id The form.
	 * @return array{recipient:string,subject:string,body:string,reply_to:string,active:bool}
	 */
	public static function mail_2( int $post_id ): array {
		return self::sanitize_mail_2( get_post_meta( $post_id, self::MAIL_2_META, true ) );
	}

	/**
	 * Whether a form asks the site's captcha provider.
	 *
	 * @param int $post_id The form.
	 */
	public static function captcha( int $post_id ): bool {
		return rest_sanitize_boolean( get_post_meta( $post_id, self::CAPTCHA_META, true ) );
	}

	/**
	 * A form's own messages.
	 *
	 * @param int $post_id The form.
	 * @return array<string,string>
	 */
	public static function messages( int $post_id ): array {
		return self::sanitize_messages( get_post_meta( $post_id, self::MESSAGES_META, true ) );
	}
}
