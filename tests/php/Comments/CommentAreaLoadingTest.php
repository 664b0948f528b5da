<?php
/**
 * What the comment area tells the deferred loader, and what it prints for a click made before
 * the widget's scripts come.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Render\ThreadView;
use Farol\Comments\Settings;
use Farol\Tests\TestCase;
use WP_HTML_Tag_Processor;

/**
 * The area's triggers (`data-farol-when`, `data-farol-visible`), the deep link's switch to
 * "now", and the server's toolbar with the ids the widget finds it by.
 */
final class CommentAreaLoadingTest extends TestCase {

	use CommentsFixtures;

	/**
	 * A thread with nothing more to load waits for the reader's first interaction only.
	 */
	public function test_a_whole_thread_loads_its_widget_on_the_first_interaction_only(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		$tags = new WP_HTML_Tag_Processor( $this->comment_area( $post ) );
		$this->assertTrue( $tags->next_tag( 'section' ) );
		$this->assertSame( 'interaction', $tags->get_attribute( 'data-farol-when' ) );
		$this->assertNull( $tags->get_attribute( 'data-farol-visible' ) );
	}

	/**
	 * A thread that loads more on scroll also loads the widget when its load-more slot, an
	 * element of the area, nears the viewport.
	 */
	public function test_a_thread_with_more_also_loads_when_its_load_more_slot_nears(): void {
		update_option( Settings::OPTION, array( 'per_page' => 2 ) );
		$post = $this->create_post();
		$this->add_threads( $post, 3 );
		$html = $this->comment_area( $post );
		$tags = new WP_HTML_Tag_Processor( $html );
		$this->assertTrue( $tags->next_tag( 'section' ) );
		$this->assertSame( 'interaction visible', $tags->get_attribute( 'data-farol-when' ) );
		$this->assertSame( '[data-farol-slot="load-more"]', $tags->get_attribute( 'data-farol-visible' ) );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'farol-comments__more' ) ) );
		$this->assertSame( 'load-more', $tags->get_attribute( 'data-farol-slot' ) );
		$this->assertTrue( $tags->next_tag( 'button' ) );
		$this->assertSame( 'farol-comments-load-more', $tags->get_attribute( 'id' ) );
	}

	/**
	 * An address naming a comment turns the area's trigger to "now": a script printed first in
	 * the footer (run as the page is parsed, before the deferred loader), once however many
	 * areas render, none in the area itself.
	 */
	public function test_a_comment_address_asks_for_the_widget_at_once(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		$area = $this->comment_area( $post );
		$this->comment_area( $post );
		$this->assertStringNotContainsString( '<script', $area );
		$this->assertSame( 1, has_action( 'wp_footer', array( ThreadView::class, 'print_deep_link_script' ) ) );
		ob_start();
		ThreadView::print_deep_link_script();
		$script = (string) ob_get_clean();
		$this->assertMatchesRegularExpression( '#^\s*<script[^>]*>\s*/\^\#comment-\\\\d\+\$/\.test\(location\.hash\)&&document\.getElementById\("wpdcom"\)\?\.setAttribute\("data-farol-when","now"\);\s*</script>\s*$#', $script );
	}

	/**
	 * The toolbar is on the page before the widget: its filters and its sort button, with the
	 * ids the widget takes them over by (src/comments/toolbar.ts), the current sorting checked
	 * in the hidden menu.
	 */
	public function test_the_toolbar_is_printed_with_the_widgets_ids(): void {
		$post = $this->create_post();
		$this->add_comment( $post );
		$tags = new WP_HTML_Tag_Processor( $this->comment_area( $post ) );
		$this->assertTrue( $tags->next_tag( array( 'class_name' => 'farol-comments__toolbar' ) ) );
		$ids     = array();
		$checked = array();
		while ( $tags->next_tag( 'button' ) ) {
			$id = (string) $tags->get_attribute( 'id' );
			if ( ! str_starts_with( $id, 'farol-comments-' ) ) {
				break;
			}
			$ids[] = $id;
			if ( 'true' === $tags->get_attribute( 'aria-checked' ) ) {
				$checked[] = $id;
			}
		}
		$this->assertSame(
			array( 'farol-comments-filter-most_reacted', 'farol-comments-filter-hottest', 'farol-comments-sort', 'farol-comments-sort-newest', 'farol-comments-sort-oldest', 'farol-comments-sort-by_vote' ),
			$ids
		);
		$this->assertSame( array( 'farol-comments-sort-newest' ), $checked );
	}
}
