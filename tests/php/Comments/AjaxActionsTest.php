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
	 * Declarations that cannot stand: on a private method, one name twice (two handlers of one
	 * class), a handler that declares nothing.
	 *
	 * @return array<string,array{0: array<int,AjaxHandler>, 1: string}>
	 */
	public function refused_declarations(): array {
		$twice = static fn (): AjaxHandler => new class() implements AjaxHandler {
			/**
			 * Answers.
			 */
			#[AjaxAction( 'farolTestTwice' )]
			public function answer(): void {
			}
		};
		return array(
			'a private method'      => array(
				array(
					new class() implements AjaxHandler {
						/**
						 * Hidden.
						 */
						#[AjaxAction( 'farolTestHidden' )]
						private function hidden(): void {
						}
					},
				),
				'farolTestHidden',
			),
			'a name declared twice' => array( array( $twice(), $twice() ), 'farolTestTwice' ),
			'no declaration'        => array(
				array(
					new class() implements AjaxHandler {
						/**
						 * Not declared.
						 */
						public function answer(): void {
						}
					},
				),
				'declares no ajax action',
			),
		);
	}

	/**
	 * Such a declaration is refused at once, before any hook is added.
	 *
	 * @dataProvider refused_declarations
	 *
	 * @param array<int,AjaxHandler> $handlers The handlers.
	 * @param string                 $names    What the refusal names.
	 */
	public function test_a_declaration_that_cannot_stand_is_refused( array $handlers, string $names ): void {
		$this->expectException( LogicException::class );
		$this->expectExceptionMessage( $names );
		( new AjaxActions( $handlers ) )->register();
	}
}
