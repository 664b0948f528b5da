<?php
/**
 * The demo seed every runtime runs (tools/runtime/seed.php).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Runtime;

use Farol\Tests\SiteProcess;
use Farol\Tests\TestCase;

/**
 * Runs the seed the way the runtimes do, each run in a fresh PHP process, twice, on a site of
 * its own (table prefix wpseed_ in farol_tests), and checks what the site then holds.
 */
final class SeedTest extends TestCase {

	private const PREFIX = 'wpseed_';

	/**
	 * What the report script found after two seed runs.
	 *
	 * @var array<string,mixed>
	 */
	private static array $report = array();

	/**
	 * Installs the seed's site and seeds it twice, once for the whole class.
	 */
	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		self::site( 'install' );
		$first  = self::site( 'run', FAROL_TESTS_ROOT . '/tools/runtime/seed.php' );
		$second = self::site( 'run', FAROL_TESTS_ROOT . '/tools/runtime/seed.php' );
		foreach ( array( $first, $second ) as $output ) {
			if ( ! str_contains( $output, 'Farol demo content ready' ) ) {
				self::fail( "The seed did not finish:\n" . $output );
			}
		}
		$json         = self::site( 'run', __DIR__ . '/seed-report.php' );
		$report       = json_decode( $json, true );
		self::$report = is_array( $report ) ? $report : array();
		if ( ! self::$report ) {
			self::fail( "The seed report is not JSON:\n" . $json );
		}
	}

	/**
	 * Post 2260 exists once, published, with its slug and pretty permalink.
	 */
	public function test_post_2260_exists_once(): void {
		$this->assertSame(
			array(
				'slug'      => 'elemento-fixo',
				'status'    => 'publish',
				'type'      => 'post',
				'permalink' => 'http://' . FAROL_TESTS_DOMAIN . '/elemento-fixo/',
			),
			self::$report['post_2260']
		);
		$this->assertCount( 1, self::$report['posts_elemento_fixo'], 'Two seed runs must leave one post "elemento-fixo".' );
		$this->assertSame( 2260, self::$report['posts_elemento_fixo'][0]['id'] );
	}

	/**
	 * The demo blog post exists once, with one threaded discussion (not one per run).
	 */
	public function test_demo_blog_post_has_one_threaded_discussion(): void {
		$this->assertCount( 1, self::$report['posts_blog'], 'Two seed runs must leave one demo blog post.' );
		$post = self::$report['posts_blog'][0];
		$this->assertSame( 'publish', $post['status'] );

		$comments = $post['comments'];
		$this->assertCount( 4, $comments, 'The discussion must not be duplicated by a second run.' );
		$parents = array_column( $comments, 'parent', 'id' );
		$depths  = array();
		foreach ( $parents as $id => $parent ) {
			$depth = 1;
			while ( 0 !== $parent ) {
				$this->assertArrayHasKey( $parent, $parents, 'A reply must answer a comment of the same post.' );
				$parent = $parents[ $parent ];
				++$depth;
			}
			$depths[ $id ] = $depth;
		}
		$this->assertSame( 3, max( $depths ), 'The discussion is threaded three levels deep.' );
		$this->assertSame( array( '1' ), array_values( array_unique( array_column( $comments, 'approved' ) ) ) );
	}

	/**
	 * The site is Portuguese, uses pretty permalinks, the Farol theme and the Farol plugin.
	 */
	public function test_site_settings(): void {
		$this->assertSame( 'pt_BR', self::$report['wplang'] );
		$this->assertSame( 'pt_BR', self::$report['locale'] );
		$this->assertSame( '/%postname%/', self::$report['permalink_structure'] );
		$this->assertSame( 'farol', self::$report['stylesheet'] );
		$this->assertTrue( self::$report['plugin_active'] );
		$this->assertSame( array(), self::$report['posts_hello_world'], 'WordPress\'s sample post is removed.' );
	}

	/**
	 * The rival plugins' data is there once (two runs load it once), each importer of
	 * Ferramentas › Importar finds it (the site speaks pt_BR), and the fixtures' posts stay out
	 * of the home's grid.
	 */
	public function test_rival_plugins_data_for_the_importers(): void {
		$lines = self::$report['import_lines'];
		$this->assertContains( 'Votos em comentários — encontrados: 14; a criar: 14; já importados: 0.', $lines['wpdiscuz'] );
		$this->assertContains( 'Inscrições por e-mail — encontrados: 8; a criar: 8; já importados: 0.', $lines['wpdiscuz'] );
		$this->assertContains( 'Formulários de contato — encontrados: 2; a criar: 2; já importados: 0.', $lines['contact-form-7'] );
		$this->assertContains( 'Mensagens guardadas (Flamingo) — encontrados: 6; a criar: 6; já importados: 0.', $lines['contact-form-7'] );
		$this->assertContains( 'Regras de elementos fixos — encontrados: 1; a criar: 1; já importados: 0.', $lines['sticky-anything'] );
		$this->assertContains( 'Conta do RD Station — encontrados: 1; a criar: 1; já importados: 0.', $lines['rd-station'] );
		$this->assertContains( 'Não importado: Integrações de formulários integration:700900: O formulário 703002 do Contact Form 7 ainda não foi importado no Farol: importe o Contact Form 7 primeiro e depois rode esta importação de novo.', $lines['rd-station'], 'The RD Station integration waits for the Contact Form 7 import of the fixture\'s default form.' );
		$this->assertSame( 16, self::$report['import_rows']['votes'], 'The fixture\'s 16 vote rows, once.' );
		$this->assertSame( 24, self::$report['import_rows']['comments'] );
		$this->assertSame( array( 'dados-importaveis' ), self::$report['import_rows']['category'] );
		$this->assertNotContains( 'lab-1000-comments', self::$report['import_rows']['home'] );
		$this->assertCount( 8, self::$report['import_rows']['home'] );
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
