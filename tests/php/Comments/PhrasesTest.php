<?php
/**
 * The comment widget's phrases.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\CommentMeta;
use Farol\Comments\Phrases;
use Farol\Comments\PhrasesCatalogue;
use Farol\Comments\Render\CommentRenderer;
use Farol\Comments\Settings;
use Farol\Comments\Thread\ThreadNode;
use Farol\Tests\TestCase;

/**
 * Every phrase the server and the client use exists, speaks Portuguese on a pt_BR site, can be
 * changed one by one in the settings, and reaches the client in its props.
 */
final class PhrasesTest extends TestCase {

	/**
	 * The keys the other parts of the widget rely on (server refusals, client texts).
	 */
	private const AGREED_KEYS = array(
		'invalid_request',
		'post_not_found',
		'post_not_readable',
		'comments_closed',
		'comment_not_found',
		'nonce_invalid',
		'login_required',
		'name_required',
		'name_too_long',
		'email_required',
		'email_too_long',
		'email_invalid',
		'website_too_long',
		'website_invalid',
		'comment_empty',
		'comment_too_short',
		'comment_too_long',
		'reply_too_short',
		'reply_too_long',
		'thread_closed',
		'comment_duplicate',
		'comment_flood',
		'comment_disallowed',
		'rate_limited',
		'edit_not_allowed',
		'edit_window_passed',
		'delete_not_allowed',
		'moderation_not_allowed',
		'vote_own_comment',
		'server_error',
		'network_error',
		'invalid_answer',
		'agreement_required',
		'comment_held',
		'comment_posted',
		'comment_edited',
		'comment_deleted',
		'vote_counted',
		'form_placeholder',
		'reply_placeholder',
		'name_label',
		'email_label',
		'website_label',
		'submit_comment',
		'submit_reply',
		'save_edit',
		'cancel',
		'reply',
		'edit',
		'delete',
		'delete_confirm',
		'leave_page_confirm',
		'load_more',
		'loading',
		'view_replies',
		'hide_replies',
		'read_more',
		'sort_label',
		'sort_newest',
		'sort_oldest',
		'sort_by_vote',
		'filter_most_reacted',
		'filter_hottest',
		'filters_label',
		'comments_left',
		'pinned',
		'thread_closed_marker',
		'stick',
		'unstick',
		'close_thread',
		'open_thread',
		'vote_up',
		'vote_down',
		'counter_remaining',
		'cookies_consent',
		'dismiss',
	);

	/**
	 * Every agreed key has a text of its own; the catalogue adds only `reply_to`.
	 */
	public function test_every_agreed_key_has_a_default_text(): void {
		$all = Phrases::all();
		foreach ( self::AGREED_KEYS as $key ) {
			$this->assertArrayHasKey( $key, $all );
			$this->assertNotSame( '', $all[ $key ], $key );
			$this->assertNotSame( $key, Phrases::get( $key ), $key );
		}
		// The features' own phrase files (PhrasesCatalogue::features()) add their keys to the groups too.
		$features = array();
		foreach ( \Farol\Comments\PhrasesCatalogue::GROUPS as $group ) {
			$features += \Farol\Comments\PhrasesCatalogue::features( $group );
		}
		$this->assertNotEmpty( $features );
		$added = array_values( array_diff( Phrases::keys(), self::AGREED_KEYS, array_keys( $features ) ) );
		$this->assertSame( 'reply_to', $added[0] );
		foreach ( array_slice( $added, 1 ) as $key ) {
			$this->assertStringStartsWith( 'editor_', $key, 'the editor\'s texts are its own group' );
		}
		$this->assertContains( 'editor_bold', Phrases::groups()['editor'] );
		$this->assertSame( Phrases::keys(), array_merge( ...array_values( Phrases::groups() ) ) );
		$this->assertSame( 'no_such_phrase', Phrases::get( 'no_such_phrase' ) );
	}

	/**
	 * On a pt_BR site every phrase is Portuguese.
	 */
	public function test_every_phrase_is_translated_on_a_pt_br_site(): void {
		$english = Phrases::all();
		$this->load_portuguese();
		try {
			$portuguese = Phrases::all();
		} finally {
			unload_textdomain( 'farol' );
		}
		$this->assertSame( 'Carregar mais comentários', $portuguese['load_more'] );
		$this->assertSame( 'Caracteres restantes: %d', $portuguese['counter_remaining'] );
		// The same word in both languages: "Link", "Spoiler"; the spec's own "reCaptcha Error".
		foreach ( array_diff_key( $english, array_flip( array( 'editor_link', 'editor_spoiler', 'captcha_error' ) ) ) as $key => $text ) {
			$this->assertNotSame( $text, $portuguese[ $key ], "{$key} is translated" );
		}
		$this->assertSame( 'Negrito', $portuguese['editor_bold'] );
		$this->assertSame( 'Load more comments', Phrases::get( 'load_more' ), 'back in English once the translation is gone' );
	}

	/**
	 * The phrases follow a change of translations even when the settings module did not hook
	 * Phrases::forget() on this request (its locale is determined once and kept until then).
	 */
	public function test_the_phrases_follow_a_new_translation_without_the_settings_module(): void {
		foreach ( array( 'load_textdomain', 'unload_textdomain', 'change_locale', 'set_current_user' ) as $hook ) {
			remove_action( $hook, array( Phrases::class, 'forget' ) );
		}
		Phrases::forget();
		$this->assertSame( 'Load more comments', Phrases::get( 'load_more' ) );
		$this->load_portuguese();
		try {
			$this->assertSame( 'Carregar mais comentários', Phrases::get( 'load_more' ) );
		} finally {
			unload_textdomain( 'farol' );
		}
		$this->assertSame( 'Load more comments', Phrases::get( 'load_more' ) );
	}

	/**
	 * An administrator's text replaces one phrase; what cannot be kept is dropped.
	 */
	public function test_a_configured_text_replaces_one_phrase(): void {
		update_option(
			Settings::OPTION,
			array(
				'phrases' => array(
					'load_more'         => '  Mostrar <b>mais</b>  ',
					'reply'             => '',
					'counter_remaining' => 'Sobram poucos',
					'comments_left'     => 'Faltam %d conversas',
					'no_such_phrase'    => 'Ignorado',
					'vote_up'           => array( 'not text' ),
				),
			)
		);

		$this->assertSame( 'Mostrar mais', Phrases::get( 'load_more' ), 'tags and spaces stripped' );
		$this->assertSame( 'Reply', Phrases::get( 'reply' ), 'empty means the default' );
		$this->assertSame( 'Characters left: %d', Phrases::get( 'counter_remaining' ), 'a text without its number is not kept' );
		$this->assertSame( 'Faltam 1.234 conversas', str_replace( ',', '.', Phrases::format( 'comments_left', 1234 ) ) );
		$this->assertSame( 'Like', Phrases::get( 'vote_up' ) );
		$this->assertSame(
			array(
				'load_more'     => 'Mostrar mais',
				'comments_left' => 'Faltam %d conversas',
			),
			( new Settings() )->phrases()
		);
		$this->assertSame( 'Mostrar mais', Phrases::all()['load_more'] );
		$this->assertSame( 'Reply to Ana', Phrases::format( 'reply_to', 'Ana' ) );
	}

	/**
	 * The client gets every phrase, overrides applied, in its props.
	 */
	public function test_the_client_props_carry_every_phrase(): void {
		update_option( Settings::OPTION, array( 'phrases' => array( 'comment_held' => 'Aguarde a moderação.' ) ) );
		$post  = get_post( $this->create_post() );
		$props = apply_filters( 'farol_comments_client_props', array( 'postId' => $post->ID ), $post );

		$this->assertSame( $post->ID, $props['postId'] );
		$this->assertSame( Phrases::keys(), array_keys( $props['phrases'] ) );
		$this->assertSame( 'Aguarde a moderação.', $props['phrases']['comment_held'] );
	}

	/**
	 * The comment markup speaks the configured phrases, escaped.
	 */
	public function test_the_comment_markup_uses_the_configured_phrases(): void {
		update_option(
			Settings::OPTION,
			array(
				'phrases' => array(
					'reply'    => 'Responder já',
					'reply_to' => 'Responder a %s agora',
					'vote_up'  => 'Curti "isso"',
					'unstick'  => 'Soltar',
					'pinned'   => 'No topo',
				),
			)
		);
		$this->login_as( 'administrator' );
		$post = $this->create_post();
		$id   = wp_insert_comment(
			array(
				'comment_post_ID'  => $post,
				'comment_author'   => 'Ana',
				'comment_content'  => 'Olá',
				'comment_approved' => 1,
			)
		);
		update_comment_meta( $id, CommentMeta::STICKY, '1' );
		$html = ( new CommentRenderer( new Settings() ) )->render( new ThreadNode( get_comment( $id ), 1 ) );

		$this->assertStringContainsString( 'aria-label="Responder a Ana agora">Responder já</button>', $html );
		$this->assertStringContainsString( 'aria-label="Curti &quot;isso&quot;"', $html );
		$this->assertStringContainsString( '>No topo</span>', $html );
		$this->assertStringContainsString( 'data-farol-action="stick" aria-pressed="true">Soltar</button>', $html );
		$this->assertStringContainsString( 'data-farol-action="close" aria-pressed="false">Close thread</button>', $html );
	}

	/**
	 * Loads the built pt_BR catalogue.
	 */
	private function load_portuguese(): void {
		$mo = FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR.mo';
		$this->assertFileExists( $mo, 'Build the translations first: node tools/i18n/build.mjs (tools/test/php.sh does).' );
		unload_textdomain( 'farol' );
		load_textdomain( 'farol', $mo, 'pt_BR' );
	}
}
