<?php
/**
 * Farol on a subdirectory network, each step in a fresh process.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Lifecycle;

use Farol\Tests\TestCase;

/**
 * A real multisite install (subdirectory, MariaDB, table prefix wpms_): network activation
 * makes every existing site ready; a site created afterwards is ready at once; a deleted site's
 * Farol tables go; the removal setting is per site; deleting the plugin cleans each site that
 * asked for it, and, once every site asked, leaves nothing of Farol's on the network.
 */
final class MultisiteTest extends TestCase {

	/**
	 * The network's table prefix.
	 */
	private const PREFIX = 'wpms_';

	/**
	 * The environment of every step: the network.
	 */
	private const ENV = array( 'FAROL_TESTS_MULTISITE' => '1' );

	/**
	 * The whole life of Farol on a network.
	 */
	public function test_network_activation_new_and_deleted_sites_and_uninstall(): void {
		LifecycleSite::install( self::PREFIX, self::ENV );
		$two = (int) $this->network( 'create', array( 'FAROL_NETWORK_PATH' => 'two' ) );
		$this->assertGreaterThan( 1, $two );

		LifecycleSite::step( self::PREFIX, 'activate', self::ENV + array( 'FAROL_LIFECYCLE_NETWORK' => '1' ) );
		$report = $this->report();
		$tables = $report['sites'][1]['tables'];
		$this->assertContains( 'farol_lead_conversions', $tables );
		$this->assertContains( 'farol_comment_votes', $tables );
		$this->assertSame( $tables, $report['sites'][ $two ]['tables'], 'Network activation installs every table on every site.' );
		$this->assertContains( 'farol_used_once_sweep', $report['sites'][1]['cron'] );
		$this->assertSame( $report['sites'][1]['cron'], $report['sites'][ $two ]['cron'], 'and schedules every cron event.' );

		$three  = (int) $this->network( 'create', array( 'FAROL_NETWORK_PATH' => 'three' ) );
		$report = $this->report();
		$this->assertSame( $tables, $report['sites'][ $three ]['tables'], 'A new site is ready without a visit.' );
		$this->assertSame( $report['sites'][1]['cron'], $report['sites'][ $three ]['cron'] );

		$this->assertSame( 'deleted', $this->network( 'delete', array( 'FAROL_NETWORK_SITE' => (string) $three ) ) );
		$report = $this->report();
		$this->assertArrayNotHasKey( $three, $report['sites'] );
		$this->assertSame( array(), preg_grep( '/^' . self::PREFIX . $three . '_/', $report['tables'] ), 'A deleted site leaves no table.' );

		$this->assertSame( 'remove-on', $this->network( 'remove-on', array( 'FAROL_NETWORK_SITE' => (string) $two ) ) );
		$report = $this->report();
		$this->assertSame( '1', $report['sites'][ $two ]['remove'] );
		$this->assertSame( '', $report['sites'][1]['remove'], 'Settings are per site.' );

		LifecycleSite::step( self::PREFIX, 'deactivate', self::ENV + array( 'FAROL_LIFECYCLE_NETWORK' => '1' ) );
		LifecycleSite::step( self::PREFIX, 'delete', self::ENV );
		$report = $this->report();
		$this->assertSame( array(), $report['sites'][ $two ]['tables'], 'The site that asked for it is cleaned.' );
		$this->assertSame( array(), $report['sites'][ $two ]['options'] );
		$this->assertSame( $tables, $report['sites'][1]['tables'], 'The site that did not ask keeps its data.' );

		$this->assertSame( 'remove-on', $this->network( 'remove-on', array( 'FAROL_NETWORK_SITE' => '1' ) ) );
		LifecycleSite::step( self::PREFIX, 'delete', self::ENV );
		$report = $this->report();
		foreach ( $report['sites'] as $id => $site ) {
			$this->assertSame(
				array(
					'tables'  => array(),
					'options' => array(),
					'cron'    => array(),
					'remove'  => '',
				),
				$site,
				"Site {$id} keeps nothing of Farol's."
			);
		}
	}

	/**
	 * Runs a step of network.php; what it printed.
	 *
	 * @param string                $step The step.
	 * @param array<string, string> $env  Its arguments.
	 */
	private function network( string $step, array $env = array() ): string {
		return LifecycleSite::run( self::PREFIX, __DIR__ . '/network.php', self::ENV + array( 'FAROL_NETWORK_STEP' => $step ) + $env );
	}

	/**
	 * The network's report.
	 *
	 * @return array{sites: array<int, array{tables: list<string>, options: list<string>, cron: list<string>, remove: string}>, tables: list<string>}
	 */
	private function report(): array {
		$json   = $this->network( 'report' );
		$report = json_decode( $json, true );
		$this->assertIsArray( $report, "The report is not JSON:\n" . $json );
		return $report;
	}
}
