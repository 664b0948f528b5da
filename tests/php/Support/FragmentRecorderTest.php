<?php
/**
 * What a fragment's render did besides its markup.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Support;

use Farol\Support\Abuse\SignedStamp;
use Farol\Support\Captcha\ProofOfWork;
use Farol\Support\Fragments\FragmentRecorder;
use Farol\Tests\TestCase;

/**
 * A render whose side effects can be replayed is storable, with them; one whose side effects
 * cannot (an object's method hooked, a script queued outside the replayed filter, a single-use
 * challenge) is not, so it is rendered for every reader rather than served wrong.
 */
final class FragmentRecorderTest extends TestCase {

	/**
	 * Prints nothing (a static footer callback for the test).
	 */
	public static function footer_script(): void {
	}

	/**
	 * A static footer hook is recorded and hooked again on replay; a stamp signed during the
	 * render is signed again for now.
	 */
	public function test_static_hooks_and_stamps_are_replayed(): void {
		$recorder = new FragmentRecorder();
		$recorder->start();
		add_action( 'wp_footer', array( self::class, 'footer_script' ), 1 );
		$old     = SignedStamp::create( 'farol_test_started', 7, time() - 100 );
		$effects = $recorder->stop();
		$this->assertNotNull( $effects, $recorder->reason() );
		remove_action( 'wp_footer', array( self::class, 'footer_script' ), 1 );
		FragmentRecorder::replay_hooks( $effects['hooks'], 0 );
		$this->assertSame( 1, has_action( 'wp_footer', array( self::class, 'footer_script' ) ) );
		$html = FragmentRecorder::fresh_stamps( '<input value="' . $old . '">', $effects['stamps'] );
		$this->assertStringNotContainsString( $old, $html );
		$this->assertSame( 1, preg_match( '/value="([^"]+)"/', $html, $fresh ) );
		$this->assertGreaterThanOrEqual( time() - 2, (int) SignedStamp::verify( $fresh[1], 'farol_test_started', 7 ), 'signed for now' );
	}

	/**
	 * What cannot be replayed from a string makes the render unstorable.
	 */
	public function test_unreplayable_side_effects_make_it_unstorable(): void {
		$cases = array(
			'an object\'s method' => fn () => add_action( 'wp_footer', array( $this, 'footer_script' ) ),
			'a script queued'     => fn () => wp_enqueue_script( 'farol-test-fragment', 'https://example.org/a.js', array(), '1', true ),
			'a single-use value'  => fn () => ( new ProofOfWork() )->challenge( 'farol-test', time() ),
		);
		foreach ( $cases as $what => $effect ) {
			$recorder = new FragmentRecorder();
			$recorder->start();
			$effect();
			$this->assertNull( $recorder->stop(), $what );
			$this->assertNotSame( '', $recorder->reason(), $what );
		}
	}

	/**
	 * Inside the replayed filter anything goes (its callbacks do it again on a hit).
	 */
	public function test_the_replayed_filter_may_do_anything(): void {
		add_filter(
			'farol_test_props',
			function ( $props ) {
				wp_enqueue_script( 'farol-test-fragment-2', 'https://example.org/b.js', array(), '1', true );
				add_action( 'wp_footer', array( $this, 'footer_script' ) );
				return $props;
			}
		);
		$recorder = new FragmentRecorder( 'farol_test_props' );
		$recorder->start();
		apply_filters( 'farol_test_props', array() ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- a test hook.
		$effects = $recorder->stop();
		$this->assertNotNull( $effects, $recorder->reason() );
		$this->assertTrue( $effects['window'] );
	}
}
