<?php
/**
 * Tools › Farol data: the removal setting's screen.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Lifecycle;

use Farol\Support\Lifecycle\DataScreen;
use Farol\Support\Lifecycle\Lifecycle;
use Farol\Tests\TestCase;
use Farol\Tests\WpDieException;
use RuntimeException;

/**
 * The setting is off by default, explained on its screen, and saved only by an administrator
 * with the screen's nonce.
 */
final class DataScreenTest extends TestCase {

	/**
	 * Off by default, with what it removes and that it cannot be undone; in pt_BR too.
	 */
	public function test_the_screen_explains_the_setting_and_shows_it_off(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$this->login_as( 'administrator' );
		ob_start();
		( new DataScreen() )->render();
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'Remove all Farol data when the plugin is deleted', $html );
		$this->assertStringContainsString( 'This cannot be undone', $html );
		$this->assertStringContainsString( 'name="remove_data" value="1" />', $html, 'Unchecked by default.' );
		$this->assertFalse( get_option( Lifecycle::REMOVE_OPTION ) );

		unload_textdomain( 'farol' );
		load_textdomain( 'farol', FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR.mo', 'pt_BR' );
		ob_start();
		( new DataScreen() )->render();
		$html = (string) ob_get_clean();
		unload_textdomain( 'farol' );
		$this->assertStringContainsString( 'Remover todos os dados do Farol quando o plugin for excluído', $html );
	}

	/**
	 * An editor, or a forged nonce, changes nothing; an administrator with the nonce saves it.
	 */
	public function test_only_an_administrator_with_the_nonce_saves_it(): void {
		$screen = new DataScreen();
		$this->login_as( 'editor' );
		$_POST    = array(
			'remove_data' => '1',
			'_wpnonce'    => wp_create_nonce( DataScreen::ACTION ),
		);
		$_REQUEST = $_POST;
		try {
			$screen->save();
			$this->fail( 'an editor may not change it' );
		} catch ( WpDieException $die ) {
			$this->assertSame( 403, $die->status );
		}
		$this->login_as( 'administrator' );
		$_POST['_wpnonce'] = 'forged';
		$_REQUEST          = $_POST;
		try {
			$screen->save();
			$this->fail( 'a forged nonce is refused' );
		} catch ( WpDieException $die ) {
			$this->assertFalse( get_option( Lifecycle::REMOVE_OPTION ) );
		}
		$_POST['_wpnonce'] = wp_create_nonce( DataScreen::ACTION );
		$_REQUEST          = $_POST;
		add_filter(
			'wp_redirect',
			static function ( string $location ): string {
				throw new RuntimeException( $location ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test exception.
			}
		);
		try {
			$screen->save();
			$this->fail( 'saved, the screen redirects' );
		} catch ( RuntimeException $redirect ) {
			$this->assertStringContainsString( 'page=' . DataScreen::SLUG, $redirect->getMessage() );
		}
		$this->assertSame( '1', get_option( Lifecycle::REMOVE_OPTION ) );
	}
}
