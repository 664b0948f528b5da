<?php
/**
 * The declared-actions mechanism of the comment widget's ajax handlers.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Ajax\AjaxAction;
use Farol\Comments\Ajax\AjaxActions;
use Farol\Comments\Ajax\AjaxHandler;
use Farol\Tests\TestCase;
use LogicException;

/**
 * A handler declares each action on the method that answers it; AjaxActions hooks it for
 * members, and for guests unless the declaration says members only; one method may answer
 * several names; a declaration that cannot be answered, a name declared twice or a handler
 * that declares nothing is refused at once.
 */
final class AjaxActionsTest extends TestCase {

	/**
	 * Members and guests by default, members only when declared so, several names on one method;
	 * undeclared public methods are not reached.
	 */
	public function test_declared_actions_are_hooked_for_whom_they_say(): void {
		$handler = new class() implements AjaxHandler {
			/**
			 * Answers both.
			 */
			#[AjaxAction( 'farolTestEveryone' )]
			public function everyone(): void {
			}

			/**
			 * Answers members.
			 */
			#[AjaxAction( 'farolTestMembers', guests: false )]
			public function members(): void {
			}

			/**
			 * Answers two names.
			 */
			#[AjaxAction( 'farolTestFirst' )]
			#[AjaxAction( 'farolTestSecond' )]
			public function either(): void {
			}

			/**
			 * Not an action.
			 */
			public function helper(): void {
			}
		};
		$actions = new AjaxActions( array( $handler ) );
		$actions->register();

		$this->assertSame( array( 'farolTestEveryone', 'farolTestMembers', 'farolTestFirst', 'farolTestSecond' ), $actions->names() );
		$this->assertSame( 10, has_action( 'wp_ajax_farolTestEveryone', array( $handler, 'everyone' ) ) );
		$this->assertSame( 10, has_action( 'wp_ajax_nopriv_farolTestEveryone', array( $handler, 'everyone' ) ) );
		$this->assertSame( 10, has_action( 'wp_ajax_farolTestMembers', array( $handler, 'members' ) ) );
		$this->assertFalse( has_action( 'wp_ajax_nopriv_farolTestMembers' ), 'members only: no guest hook' );
		foreach ( array( 'farolTestFirst', 'farolTestSecond' ) as $name ) {
			$this->assertSame( 10, has_action( 'wp_ajax_' . $name, array( $handler, 'either' ) ), $name );
			$this->assertSame( 10, has_action( 'wp_ajax_nopriv_' . $name, array( $handler, 'either' ) ), $name );
		}
	}

	/**
	 * A private method cannot answer; the mistake shows before any hook is added.
	 */
	public function test_a_declaration_on_a_private_method_is_refused(): void {
		$handler = new class() implements AjaxHandler {
			/**
			 * Hidden.
			 */
			#[AjaxAction( 'farolTestHidden' )]
			private function hidden(): void {
			}
		};
		$this->expectException( LogicException::class );
		$this->expectExceptionMessage( 'farolTestHidden' );
		( new AjaxActions( array( $handler ) ) )->register();
	}

	/**
	 * Two handlers cannot both answer one name.
	 */
	public function test_a_name_declared_twice_is_refused(): void {
		$first  = new class() implements AjaxHandler {
			/**
			 * Answers.
			 */
			#[AjaxAction( 'farolTestTwice' )]
			public function answer(): void {
			}
		};
		$second = new class() implements AjaxHandler {
			/**
			 * Answers too.
			 */
			#[AjaxAction( 'farolTestTwice' )]
			public function answer(): void {
			}
		};
		$this->expectException( LogicException::class );
		$this->expectExceptionMessage( 'farolTestTwice' );
		( new AjaxActions( array( $first, $second ) ) )->names();
	}

	/**
	 * A handler that declares nothing is a forgotten declaration.
	 */
	public function test_a_handler_without_a_declaration_is_refused(): void {
		$handler = new class() implements AjaxHandler {
			/**
			 * Not declared.
			 */
			public function answer(): void {
			}
		};
		$this->expectException( LogicException::class );
		$this->expectExceptionMessage( 'declares no ajax action' );
		( new AjaxActions( array( $handler ) ) )->names();
	}
}
