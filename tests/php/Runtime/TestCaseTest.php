<?php
/**
 * The PHPUnit base class every Farol test relies on.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Runtime;

use Farol\Tests\TestCase;
use Farol\Tests\WpDieException;

/**
 * Tests leave nothing behind for the next one, and the helpers talk to the real WordPress.
 * The first two tests run in this order: the second checks what the first left.
 */
final class TestCaseTest extends TestCase {

	/**
	 * Changes the database, the hooks, the user and the request; the next test checks they are gone.
	 */
	public function test_a_test_changes_the_world(): void {
		global $wpdb;
		$this->create_post( array( 'post_name' => 'farol-isolation-probe' ) );
		update_option( 'farol_isolation_probe', 'set' );
		add_filter( 'farol_isolation_probe', '__return_true' );
		$this->login_as( 'administrator' );
		$_GET['farol_isolation_probe']  = '1';
		$_POST['farol_isolation_probe'] = '1';
		$wpdb->query( "CREATE TABLE {$wpdb->prefix}farol_isolation_probe ( id int )" );

		$this->assertNotEmpty( get_posts( array( 'name' => 'farol-isolation-probe' ) ) );
		$this->assertTrue( has_filter( 'farol_isolation_probe' ) );
		$this->assertTrue( current_user_can( 'manage_options' ) );
	}

	/**
	 * Nothing of the previous test is visible.
	 */
	public function test_the_next_test_starts_clean(): void {
		global $wpdb;
		$this->assertSame( array(), get_posts( array( 'name' => 'farol-isolation-probe' ) ), 'The post was not rolled back.' );
		$this->assertFalse( get_option( 'farol_isolation_probe' ), 'The option was not rolled back.' );
		$this->assertFalse( has_filter( 'farol_isolation_probe' ), 'The filter was not removed.' );
		$this->assertSame( 0, get_current_user_id() );
		$this->assertSame( array(), $_GET );
		$this->assertSame( array(), $_POST );
		$this->assertNull( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->prefix . 'farol_isolation_probe' ) ), 'CREATE TABLE committed the transaction.' );
		$this->assertSame( 'farol', get_stylesheet() );
		$this->assertContains( 'farol/farol.php', (array) get_option( 'active_plugins' ) );
	}

	/**
	 * The rest() helper runs the real route with its permission check.
	 */
	public function test_rest_runs_routes_with_permissions(): void {
		$this->login_as( 'subscriber' );
		$denied = $this->rest( 'POST', '/wp/v2/posts', array( 'title' => 'Not mine to write' ) );
		$this->assertSame( 403, $denied->get_status() );

		$this->login_as( 'editor' );
		$created = $this->rest(
			'POST',
			'/wp/v2/posts',
			array(
				'title'  => 'Editor post',
				'status' => 'publish',
			)
		);
		$this->assertSame( 201, $created->get_status() );
		$this->assertSame( 'Editor post', get_post( $created->get_data()['id'] )->post_title );

		$json = $this->rest( 'POST', '/wp/v2/posts', array( 'title' => 'As JSON' ), array( 'Content-Type' => 'application/json' ) );
		$this->assertSame( 201, $json->get_status() );

		$listed = $this->rest( 'GET', '/wp/v2/posts', array( 'search' => 'Editor post' ) );
		$this->assertSame( 200, $listed->get_status() );
		$this->assertSame( array( 'Editor post' ), array_column( array_column( $listed->get_data(), 'title' ), 'rendered' ) );
	}

	/**
	 * The ajax() helper calls the handler admin-ajax.php would and returns its body (and wp_die()'s status).
	 */
	public function test_ajax_returns_body_and_status(): void {
		add_action(
			'wp_ajax_nopriv_farol_probe',
			static function (): void {
				if ( empty( $_POST['name'] ) ) {
					wp_send_json_error( array( 'reason' => 'name' ), 400 );
				}
				wp_send_json_success( array( 'hello' => sanitize_text_field( wp_unslash( $_POST['name'] ) ) ) );
			}
		);
		add_action(
			'wp_ajax_farol_probe',
			static function (): void {
				check_ajax_referer( 'farol-probe' );
			}
		);

		$this->assertSame( '{"success":true,"data":{"hello":"Ana"}}', $this->ajax( 'farol_probe', array( 'name' => 'Ana' ) ) );
		$this->assertSame( 200, $this->ajax_status() );
		$this->assertSame( '{"success":false,"data":{"reason":"name"}}', $this->ajax( 'farol_probe' ) );

		$this->login_as( 'subscriber' );
		$this->assertSame( '-1', $this->ajax( 'farol_probe', array( '_ajax_nonce' => 'wrong' ) ) );
		$this->assertSame( 403, $this->ajax_status() );
	}

	/**
	 * A wp_die() ends the call, not the test run; wp_mail() is recorded, not sent.
	 */
	public function test_wp_die_throws_and_mail_is_captured(): void {
		try {
			wp_die( 'Stop here', 'Stopped', array( 'response' => 418 ) );
		} catch ( WpDieException $die ) {
			$this->assertSame( 'Stop here', $die->getMessage() );
			$this->assertSame( 418, $die->status );
		}
		$this->assertTrue( isset( $die ), 'wp_die() did not throw.' );

		$this->assertTrue( wp_mail( 'ana@example.com', 'Assunto', 'Mensagem' ) );
		$this->assertSame( array( 'ana@example.com' ), array_column( $this->mails(), 'to' ) );
		$this->assertSame( 'Assunto', $this->mails()[0]['subject'] );
	}
}
