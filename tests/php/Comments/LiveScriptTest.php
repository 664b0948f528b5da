<?php
/**
 * The live updates' poll script on the page.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Live\LiveScript;
use Farol\Comments\Live\LiveThread;
use Farol\Tests\TestCase;
use WP_Scripts;

/**
 * The script comes with the comment area only for readers who have live updates, with its
 * configuration; anyone else downloads nothing of it.
 */
final class LiveScriptTest extends TestCase {

	use CommentsFixtures;
	use LiveFixtures;

	/**
	 * The registry before the test.
	 *
	 * @var mixed
	 */
	private $scripts;

	/**
	 * A fresh script registry.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->scripts         = $GLOBALS['wp_scripts'] ?? null;
		$GLOBALS['wp_scripts'] = new WP_Scripts();
	}

	/**
	 * Puts the registry back.
	 */
	protected function tear_down(): void {
		$GLOBALS['wp_scripts'] = $this->scripts;
		parent::tear_down();
	}

	/**
	 * The configuration printed before the script, decoded (null when none).
	 *
	 * @return array<string,mixed>|null
	 */
	private function config(): ?array {
		$before = wp_scripts()->get_data( LiveScript::HANDLE, 'before' );
		if ( ! is_array( $before ) || array() === $before ) {
			return null;
		}
		$this->assertMatchesRegularExpression( '/^window\.farolLive = \{.*\};$/s', (string) end( $before ) );
		return json_decode( substr( (string) end( $before ), strlen( 'window.farolLive = ' ), -1 ), true );
	}

	/**
	 * Live updates off (the default): no script.
	 */
	public function test_a_reader_without_live_updates_gets_no_script(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		$this->comment_area( $post );
		$this->assertFalse( wp_script_is( LiveScript::HANDLE, 'enqueued' ) );
		$this->assertNull( $this->config() );
	}

	/**
	 * Bubble mode: the script and its configuration, no nonce for a guest.
	 */
	public function test_a_guest_gets_the_script_and_its_configuration_without_a_nonce(): void {
		$this->live(
			'bubble',
			array(
				'live_interval_seconds' => 45,
				'bubble_hint_seconds'   => 0,
			)
		);
		$post   = $this->create_post();
		$newest = $this->add_comment( $post );
		$this->new_versions();
		$this->comment_area( $post );
		$this->assertTrue( wp_script_is( LiveScript::HANDLE, 'enqueued' ) );
		$this->assertSame( array(), wp_scripts()->registered[ LiveScript::HANDLE ]->deps, 'no dependency: no React, no WordPress package' );
		$config = $this->config();
		$this->assertSame( 'bubble', $config['mode'] );
		$this->assertSame( $post, $config['postId'] );
		$this->assertSame( $newest, $config['lastId'] );
		$this->assertSame( LiveThread::version( $post ), $config['version'] );
		$this->assertSame( 45, $config['interval'] );
		$this->assertSame( 0, $config['hintSeconds'] );
		$this->assertSame( '', $config['nonce'] );
		$this->assertStringEndsWith( '/farol/v1/update', $config['restUrl'] );
		$this->assertNotSame( '', $config['words']['live_bubble_label'] );
	}

	/**
	 * Guests disabled: a guest gets nothing, a member the script with a REST nonce.
	 */
	public function test_with_guests_disabled_only_members_get_it_with_a_rest_nonce(): void {
		$this->live( 'automatic', array( 'live_guests' => false ) );
		$post = $this->create_post();
		$this->add_comment( $post );
		$this->comment_area( $post );
		$this->assertFalse( wp_script_is( LiveScript::HANDLE, 'enqueued' ) );

		$this->login_as( 'subscriber' );
		$this->comment_area( $post );
		$config = $this->config();
		$this->assertSame( 'automatic', $config['mode'] );
		$this->assertNotFalse( wp_verify_nonce( $config['nonce'], 'wp_rest' ) );
	}
}
