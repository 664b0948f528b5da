<?php
/**
 * The comment toolbar's one renderer.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Render\ToolbarView;
use Farol\Comments\Settings;
use Farol\Comments\Thread\Sorting;
use Farol\Tests\TestCase;
use WP_HTML_Tag_Processor;

/**
 * ToolbarView prints the bar the widget takes over (src/comments/toolbar.ts draws none of its
 * own). The client's tests run against tests/fixtures/comments/toolbar.json, which must be
 * ToolbarView's output for every sorting: the first test keeps the two equal, so the markup the
 * client is tested on is the markup the page has. After a change to the markup, rewrite the
 * fixture with `FAROL_WRITE_FIXTURES=1 bash tools/test/php.sh --filter ToolbarViewTest` (the
 * test then reports itself incomplete) and commit it with the change.
 */
final class ToolbarViewTest extends TestCase {

	private const FIXTURE = FAROL_TESTS_ROOT . '/tests/fixtures/comments/toolbar.json';

	/**
	 * The client's fixture is the server's markup, for each sorting, in the default phrases.
	 */
	public function test_the_client_fixture_is_the_servers_markup(): void {
		$markup = array();
		foreach ( Sorting::cases() as $sorting ) {
			$markup[ $sorting->value ] = ToolbarView::html( $sorting );
		}
		if ( '1' === getenv( 'FAROL_WRITE_FIXTURES' ) ) {
			$fixture = array(
				'_comment' => 'Farol\\Comments\\Render\\ToolbarView::html() for each sorting, default (en_US) phrases. Written by tests/php/Comments/ToolbarViewTest.php (FAROL_WRITE_FIXTURES=1), which fails when it differs; read by tests/unit/comments/toolbar.test.ts.',
				'markup'   => $markup,
			);
			file_put_contents( self::FIXTURE, wp_json_encode( $fixture, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the client's fixture, written on request.
			$this->markTestIncomplete( 'tests/fixtures/comments/toolbar.json written; run again without FAROL_WRITE_FIXTURES.' );
		}
		$fixture = json_decode( (string) file_get_contents( self::FIXTURE ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
		$this->assertIsArray( $fixture );
		$this->assertSame( $markup, $fixture['markup'], 'ToolbarView changed: rewrite tests/fixtures/comments/toolbar.json (see this class\'s comment) and check tests/unit/comments/toolbar.test.ts.' );
	}

	/**
	 * The sort button names the sorting it is given, which alone is checked in the hidden menu;
	 * the bar opens closed, no filter pressed.
	 */
	public function test_the_bar_shows_the_given_sorting(): void {
		$tags = new WP_HTML_Tag_Processor( ToolbarView::html( Sorting::ByVote ) );
		$seen = array();
		while ( $tags->next_tag() ) {
			$id = (string) $tags->get_attribute( 'id' );
			if ( '' !== $id ) {
				$seen[ $id ] = array(
					'pressed'  => $tags->get_attribute( 'aria-pressed' ),
					'checked'  => $tags->get_attribute( 'aria-checked' ),
					'expanded' => $tags->get_attribute( 'aria-expanded' ),
					'hidden'   => $tags->get_attribute( 'hidden' ),
				);
			}
		}
		$this->assertSame(
			array( 'farol-comments-filter-most_reacted', 'farol-comments-filter-hottest', 'farol-comments-sort', 'farol-comments-sort-menu', 'farol-comments-sort-newest', 'farol-comments-sort-oldest', 'farol-comments-sort-by_vote' ),
			array_keys( $seen )
		);
		$this->assertSame( 'false', $seen['farol-comments-filter-most_reacted']['pressed'] );
		$this->assertSame( 'false', $seen['farol-comments-filter-hottest']['pressed'] );
		$this->assertSame( 'false', $seen['farol-comments-sort']['expanded'] );
		$this->assertTrue( $seen['farol-comments-sort-menu']['hidden'] );
		$this->assertSame( 'false', $seen['farol-comments-sort-newest']['checked'] );
		$this->assertSame( 'false', $seen['farol-comments-sort-oldest']['checked'] );
		$this->assertSame( 'true', $seen['farol-comments-sort-by_vote']['checked'] );
		$this->assertStringContainsString( '<span class="farol-comments__sort-current">Most voted</span>', ToolbarView::html( Sorting::ByVote ) );
	}

	/**
	 * Its texts are the configured phrases (the settings keep them plain text), escaped.
	 */
	public function test_its_texts_are_the_phrases_escaped(): void {
		update_option(
			Settings::OPTION,
			array(
				'phrases' => array(
					'sort_label'     => 'Order "by"',
					'sort_oldest'    => 'Old & first',
					'filters_label'  => 'Pick "one" & only',
					'filter_hottest' => 'Hot > cold',
				),
			)
		);
		$html = ToolbarView::html( Sorting::Oldest );
		$this->assertStringContainsString( '<span class="farol-comments__sort-label">Order &quot;by&quot;</span> <span class="farol-comments__sort-current">Old &amp; first</span>', $html );
		$this->assertStringContainsString( 'role="group" aria-label="Pick &quot;one&quot; &amp; only"', $html );
		$this->assertStringContainsString( 'role="menu" aria-label="Order &quot;by&quot;" hidden', $html );
		$this->assertStringContainsString( 'data-farol-sort="oldest">Old &amp; first</button>', $html );
		$this->assertStringContainsString( '>Hot &gt; cold</button>', $html );
	}
}
