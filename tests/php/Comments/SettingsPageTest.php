<?php
/**
 * The comment widget's settings screen.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Admin\SettingsPage;
use Farol\Comments\Phrases;
use Farol\Support\Assets;
use Farol\Support\Context;
use Farol\Tests\TestCase;

/**
 * The screen's container is for administrators only, and its boot data carries every phrase
 * key in its group with the default in the user's language, and only published pages.
 */
final class SettingsPageTest extends TestCase {

	/**
	 * An administrator gets the container; an editor gets nothing.
	 */
	public function test_only_an_administrator_gets_the_screen(): void {
		$page = $this->page();
		$this->login_as( 'editor' );
		ob_start();
		$page->render();
		$this->assertSame( '', ob_get_clean() );

		$this->login_as( 'administrator' );
		ob_start();
		$page->render();
		$this->assertStringContainsString( '<div id="farol-comment-settings">', (string) ob_get_clean() );
	}

	/**
	 * The boot data: every key once, in its group, with its default; published pages only.
	 */
	public function test_the_boot_data_carries_the_catalogue_and_the_published_pages(): void {
		$published = $this->create_post(
			array(
				'post_type'  => 'page',
				'post_title' => 'Bem-vindo',
			)
		);
		$this->create_post(
			array(
				'post_type'   => 'page',
				'post_status' => 'draft',
				'post_title'  => 'Rascunho',
			)
		);
		update_option( 'comment_registration', '1' );
		$config = $this->page()->config();

		$this->assertSame( 'farol_comments', $config['option'] );
		$this->assertSame( Phrases::keys(), array_merge( ...array_values( $config['phraseGroups'] ) ) );
		$this->assertSame( Phrases::defaults(), $config['phraseDefaults'] );
		$this->assertSame( '%d', $config['placeholders']['counter_remaining'] );
		$this->assertContains(
			array(
				'id'    => $published,
				'title' => 'Bem-vindo',
			),
			$config['pages']
		);
		$this->assertNotContains( 'Rascunho', array_column( $config['pages'], 'title' ) );
		$this->assertTrue( $config['registrationRequired'] );
	}

	/**
	 * The screen, built as the plugin builds it.
	 */
	private function page(): SettingsPage {
		return new SettingsPage( new Assets( new Context( FAROL_TESTS_ROOT . '/plugin/farol.php' ) ) );
	}
}
