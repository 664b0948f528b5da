<?php
/**
 * The contact form editor's settings panels, server side.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Editor\EditorDefaults;
use Farol\ContactForm\Editor\EditorSettingsScript;
use Farol\ContactForm\Feedback\StatusMessages;
use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Rules\Contract;
use Farol\ContactForm\Rules\DefaultMessages;
use Farol\Tests\TestCase;
use WP_Screen;

/**
 * The panels' script loads in a contact form's block editor only, with the server's built-in
 * messages published before it (never re-typed in the script); what the panels save goes
 * through the REST route, which refuses what the metas' schemas refuse.
 */
final class ContactFormEditorTest extends TestCase {

	use ContactFormFixtures;

	/**
	 * The script and style registries before the test (the blocks' scripts, registered once
	 * at init, live there and later tests need them).
	 *
	 * @var array{0:mixed,1:mixed}
	 */
	private array $registries = array( null, null );

	/**
	 * Keeps the registries the site started with.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->registries = array( $GLOBALS['wp_scripts'] ?? null, $GLOBALS['wp_styles'] ?? null );
	}

	/**
	 * Puts the site's registries back and forgets the screen a test set.
	 */
	protected function tear_down(): void {
		list( $GLOBALS['wp_scripts'], $GLOBALS['wp_styles'] ) = $this->registries;
		unset( $GLOBALS['current_screen'] );
		parent::tear_down();
	}

	/**
	 * Runs the block editor's asset hook on a post type's editor screen.
	 *
	 * @param string $post_type Post type being edited.
	 */
	private function editor_assets_for( string $post_type ): void {
		$GLOBALS['wp_scripts'] = null;
		$GLOBALS['wp_styles']  = null;
		// WP_Screen is wp-admin code: only an admin request (or another suite) loads it.
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		$screen = WP_Screen::get( $post_type );
		$screen->is_block_editor( true );
		$GLOBALS['current_screen'] = $screen;
		do_action( 'enqueue_block_editor_assets' );
	}

	/**
	 * The published data: every status and every leaf rule kind with its built-in text, and
	 * the spam settings screen.
	 */
	public function test_the_built_in_messages_are_published(): void {
		$data = EditorDefaults::data();
		$this->assertSame( StatusMessages::defaults(), $data['messages']['statuses'] );
		$this->assertSame( Contract::leaf_kinds(), array_keys( $data['messages']['rules'] ) );
		$this->assertSame( DefaultMessages::for_kind( 'email' ), $data['messages']['rules']['email'] );
		$this->assertSame( array( 'attach_and_keep', 'attach_only', 'keep_only' ), $data['attachments'] );
		$this->assertSame( admin_url( 'edit.php?post_type=farol_contact_form&page=farol-contact-spam' ), $data['spamSettingsUrl'] );
	}

	/**
	 * The script and its data load in a contact form's editor, not in another post type's.
	 */
	public function test_the_script_loads_only_in_the_contact_form_editor(): void {
		$this->login_as( 'editor' );
		$this->editor_assets_for( 'page' );
		$this->assertFalse( wp_script_is( EditorSettingsScript::HANDLE, 'enqueued' ) );

		$this->editor_assets_for( ContactFormPostType::POST_TYPE );
		$this->assertTrue( wp_script_is( EditorSettingsScript::HANDLE, 'enqueued' ) );
		$deps = wp_scripts()->registered[ EditorSettingsScript::HANDLE ]->deps;
		$this->assertContains( 'wp-plugins', $deps );
		$this->assertContains( 'wp-edit-post', $deps );
		$this->assertContains( 'wp-i18n', $deps );

		$before = implode( "\n", (array) wp_scripts()->get_data( EditorSettingsScript::HANDLE, 'before' ) );
		$this->assertSame( 1, preg_match( '/^window\.farolContactFormEditor = (.*);$/s', trim( $before ), $match ) );
		$this->assertSame( EditorDefaults::data(), json_decode( $match[1], true ) );
		// The translations of the panels' own strings are attached to the script.
		$this->assertSame( 'farol', wp_scripts()->registered[ EditorSettingsScript::HANDLE ]->textdomain );
	}

	/**
	 * What the panels send is saved through REST; values of the wrong shape are refused with a
	 * 400 and change nothing; authors cannot edit a form's settings.
	 */
	public function test_settings_are_saved_through_rest_and_bad_input_is_refused(): void {
		$form  = $this->create_contact_form( array(), array( 'recipient' => 'vendas@example.com' ) );
		$route = '/wp/v2/farol-contact-forms/' . $form->id;
		$json  = array( 'Content-Type' => 'application/json' );

		$this->login_as( 'editor' );
		$mail     = array(
			'recipient'   => 'contato@example.com',
			'subject'     => 'Contato de [your-name]',
			'body'        => "De: [your-name] <[your-email]>\n\n[your-message]",
			'reply_to'    => '[your-email]',
			'attachments' => 'keep_only',
		);
		$second   = array(
			'recipient' => '[your-email]',
			'subject'   => 'Recebemos a sua mensagem',
			'body'      => "Olá [your-name],\n\nResponderemos em breve.",
			'reply_to'  => 'contato@example.com',
			'active'    => true,
		);
		$response = $this->rest(
			'POST',
			$route,
			array(
				'meta' => array(
					ContactFormPostType::MAIL_META     => $mail,
					ContactFormPostType::MAIL_2_META   => $second,
					ContactFormPostType::MESSAGES_META => array( 'mail_sent' => 'Recebemos, obrigado!' ),
					ContactFormPostType::CAPTCHA_META  => true,
				),
			),
			$json
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( $mail, ContactFormPostType::mail( $form->id ) );
		$this->assertSame( $second, ContactFormPostType::mail_2( $form->id ) );
		$this->assertSame( array( 'mail_sent' => 'Recebemos, obrigado!' ), ContactFormPostType::messages( $form->id ) );
		$this->assertTrue( ContactFormPostType::captcha( $form->id ) );

		$bad = array(
			array( 'rest_invalid_type', array( ContactFormPostType::MAIL_META => array( 'recipient' => array( 'a@example.com' ) ) ) ),
			array( 'rest_additional_properties_forbidden', array( ContactFormPostType::MAIL_META => array( 'bcc' => 'spy@example.com' ) ) ),
			array( 'rest_not_in_enum', array( ContactFormPostType::MAIL_META => array( 'attachments' => 'sometimes' ) ) ),
			array( 'rest_additional_properties_forbidden', array( ContactFormPostType::MAIL_2_META => array( 'bcc' => 'spy@example.com' ) ) ),
			array( 'rest_additional_properties_forbidden', array( ContactFormPostType::MAIL_2_META => array( 'attachments' => 'keep_only' ) ) ),
			array( 'rest_invalid_type', array( ContactFormPostType::MAIL_2_META => array( 'active' => 'maybe' ) ) ),
			array( 'rest_invalid_type', array( ContactFormPostType::MESSAGES_META => array( 'mail_sent' => array( 'x' ) ) ) ),
			array( 'rest_invalid_type', array( ContactFormPostType::CAPTCHA_META => 'maybe' ) ),
		);
		foreach ( $bad as list( $code, $meta ) ) {
			$response = $this->rest( 'POST', $route, array( 'meta' => $meta ), $json );
			$this->assertSame( 400, $response->get_status(), (string) wp_json_encode( $meta ) );
			$this->assertSame( $code, $response->get_data()['code'] );
		}
		$this->assertSame( $mail, ContactFormPostType::mail( $form->id ) );
		$this->assertSame( $second, ContactFormPostType::mail_2( $form->id ) );
		$this->assertSame( array( 'mail_sent' => 'Recebemos, obrigado!' ), ContactFormPostType::messages( $form->id ) );

		$this->login_as( 'author' );
		$response = $this->rest( 'POST', $route, array( 'meta' => array( ContactFormPostType::MAIL_META => array( 'recipient' => 'x@example.com' ) ) ), $json );
		$this->assertContains( $response->get_status(), array( 401, 403 ) );
		$this->assertSame( $mail, ContactFormPostType::mail( $form->id ) );
	}
}
