<?php
/**
 * The demo lead form and its page.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\Tests\SiteProcess;
use Farol\Tests\TestCase;

/**
 * After two runs of the demo seed, the site has one published pt-BR demo form with a token and
 * one published page "Fale com a gente" showing it.
 */
final class FormSeedTest extends TestCase {

	/**
	 * Table prefix of the seeded site.
	 */
	private const PREFIX = 'wpformseed_';

	/**
	 * What the report script found after two seed runs.
	 *
	 * @var array<string,mixed>
	 */
	private static array $report = array();

	/**
	 * Installs a site and seeds it twice, once for the class.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		self::site( 'install' );
		self::site( 'run', FAROL_TESTS_ROOT . '/tools/runtime/seed.php' );
		self::site( 'run', FAROL_TESTS_ROOT . '/tools/runtime/seed.php' );
		$json         = self::site( 'run', __DIR__ . '/form-seed-report.php' );
		$report       = json_decode( (string) substr( $json, (int) strpos( $json, '{' ) ), true );
		self::$report = is_array( $report ) ? $report : array();
		if ( ! self::$report ) {
			self::fail( "The report is not JSON:\n" . $json );
		}
	}

	/**
	 * One published demo form, complete, with a token.
	 */
	public function test_one_published_demo_form(): void {
		$this->assertSame( array( 'publish' ), self::$report['forms'] );
		$form = self::$report['form'];
		$this->assertTrue( $form['published'] );
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $form['token'] );
		$this->assertSame( 'pt-BR', $form['locale'] );
		$this->assertSame( 'demo-newsletter', $form['identifier'] );
		$this->assertContains( 'email', $form['fields'] );
	}

	/**
	 * One published page shows the form with its token.
	 */
	public function test_the_demo_page_shows_the_form(): void {
		$this->assertSame( array( 'publish' ), self::$report['pages'] );
		$this->assertStringContainsString( '<form class="farol-lead-form__form"', self::$report['content'] );
		$this->assertStringContainsString( 'name="token_rdstation" value="' . self::$report['form']['token'] . '"', self::$report['content'] );
		$this->assertStringContainsString( 'Quero receber', self::$report['content'] );
	}

	/**
	 * Runs tests/php/includes/site.php on this test's site (Farol\Tests\SiteProcess).
	 *
	 * @param string ...$args Task and its arguments.
	 * @return string What the process printed.
	 */
	private static function site( string ...$args ): string {
		return SiteProcess::run( self::PREFIX, array(), ...$args );
	}
}
