<?php
/**
 * The load-more button's one renderer.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Render\LoadMoreView;
use Farol\Comments\Settings;
use Farol\Tests\TestCase;
use WP_HTML_Tag_Processor;

/**
 * LoadMoreView prints the button the widget takes over (src/comments/load-more.ts draws none of
 * its own). The client's tests run against tests/fixtures/comments/load-more.json, which must be
 * LoadMoreView's output with something left and with nothing left: the first test keeps the two
 * equal, so the markup the client is tested on is the markup the page has. After a change to the
 * markup, rewrite the fixture with
 * `FAROL_WRITE_FIXTURES=1 bash tools/test/php.sh --filter LoadMoreViewTest` (the test then
 * reports itself incomplete) and commit it with the change.
 */
final class LoadMoreViewTest extends TestCase {

	private const FIXTURE = FAROL_TESTS_ROOT . '/tests/fixtures/comments/load-more.json';

	/**
	 * The client's fixture is the server's markup, with and without something left, in the
	 * default phrases.
	 */
	public function test_the_client_fixture_is_the_servers_markup(): void {
		$markup = array(
			'more' => LoadMoreView::html( 12, '5 more conversations' ),
			'none' => LoadMoreView::html( 0, '' ),
		);
		if ( '1' === getenv( 'FAROL_WRITE_FIXTURES' ) ) {
			$fixture = array(
				'_comment' => 'Farol\\Comments\\Render\\LoadMoreView::html() with something left (more) and nothing left (none), default (en_US) phrases. Written by tests/php/Comments/LoadMoreViewTest.php (FAROL_WRITE_FIXTURES=1), which fails when it differs; read by tests/unit/comments/load-more.test.ts.',
				'markup'   => $markup,
			);
			file_put_contents( self::FIXTURE, wp_json_encode( $fixture, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- the client's fixture, written on request.
			$this->markTestIncomplete( 'tests/fixtures/comments/load-more.json written; run again without FAROL_WRITE_FIXTURES.' );
		}
		$fixture = json_decode( (string) file_get_contents( self::FIXTURE ), true ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local fixture.
		$this->assertIsArray( $fixture );
		$this->assertSame( $markup, $fixture['markup'], 'LoadMoreView changed: rewrite tests/fixtures/comments/load-more.json (see this class\'s comment) and check tests/unit/comments/load-more.test.ts.' );
	}

	/**
	 * With something left the button shows, idle, its label and what is left; the busy text is
	 * printed hidden. With nothing left the same button is printed hidden.
	 */
	public function test_the_button_shows_what_is_left_and_hides_when_nothing_is(): void {
		$more = $this->read( LoadMoreView::html( 12, '5 more conversations' ) );
		$this->assertSame( 'farol-comments-load-more', $more['button']['id'] );
		$this->assertSame( '12', $more['button']['data-lastparentid'] );
		$this->assertSame( 'false', $more['button']['aria-busy'] );
		$this->assertNull( $more['button']['hidden'] );
		$this->assertNull( $more['button']['disabled'] );
		$this->assertNull( $more['farol-comments__load-more-label']['hidden'] );
		$this->assertTrue( $more['farol-comments__load-more-busy']['hidden'] );
		$this->assertStringContainsString( '<span class="farol-comments__left-text">5 more conversations</span>', LoadMoreView::html( 12, '5 more conversations' ) );

		$none = $this->read( LoadMoreView::html( 0, '' ) );
		$this->assertTrue( $none['button']['hidden'] );
	}

	/**
	 * Its texts are the configured phrases (the settings keep them plain text), escaped, and so
	 * is the left text.
	 */
	public function test_its_texts_are_the_phrases_escaped(): void {
		update_option(
			Settings::OPTION,
			array(
				'phrases' => array(
					'load_more' => 'More "talk" & more',
					'loading'   => 'Wait > a bit',
				),
			)
		);
		$html = LoadMoreView::html( 3, '2 <more>' );
		$this->assertStringContainsString( '<span class="farol-comments__load-more-label">More &quot;talk&quot; &amp; more</span>', $html );
		$this->assertStringContainsString( '<span class="farol-comments__load-more-busy" hidden>Wait &gt; a bit</span>', $html );
		$this->assertStringContainsString( '<span class="farol-comments__left-text">2 &lt;more&gt;</span>', $html );
	}

	/**
	 * The button's and its spans' attributes, by tag (the button) or class (the spans).
	 *
	 * @param string $html The markup.
	 * @return array<string,array<string,mixed>>
	 */
	private function read( string $html ): array {
		$tags = new WP_HTML_Tag_Processor( $html );
		$seen = array();
		while ( $tags->next_tag() ) {
			$name = 'BUTTON' === $tags->get_tag() ? 'button' : (string) $tags->get_attribute( 'class' );
			foreach ( array( 'id', 'data-lastparentid', 'aria-busy', 'hidden', 'disabled' ) as $attribute ) {
				$seen[ $name ][ $attribute ] = $tags->get_attribute( $attribute );
			}
		}
		return $seen;
	}
}
