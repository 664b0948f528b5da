<?php
/**
 * Posting comments: what is too long for WordPress is refused as too long.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Settings;
use Farol\Tests\TestCase;

/**
 * Over-long names, addresses, websites and texts answer their own "too long" refusals.
 */
final class CommentLengthsTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;

	/**
	 * Comments open, no moderation.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
	}

	/**
	 * A name, e-mail address, website or text longer than WordPress' own limits
	 * (wp_get_comment_fields_max_lengths(): 245, 100, 200 and 65525 on MariaDB, counted in bytes as
	 * wp_check_comment_data_max_lengths() counts them) is refused as too long, never as missing or
	 * invalid; a value at the limit passes. Issue 25: a 300 KB name answered `name_required`.
	 */
	public function test_over_long_fields_are_refused_as_too_long(): void {
		// No length of the widget's own: only WordPress' limits apply.
		update_option(
			Settings::OPTION,
			array(
				'comment_max_length' => 0,
				'reply_max_length'   => 0,
			)
		);
		$post   = $this->create_post();
		$parent = $this->add_comment( $post );
		$limits = wp_get_comment_fields_max_lengths();
		$this->assertSame(
			array(
				'comment_author'       => 245,
				'comment_author_email' => 100,
				'comment_author_url'   => 200,
				'comment_content'      => 65525,
			),
			$limits
		);
		$huge   = str_repeat( 'a', 300 * 1024 );
		$email  = static fn ( int $bytes ): string => str_repeat( 'b', $bytes - strlen( '@example.org' ) ) . '@example.org';
		$site   = static fn ( int $bytes ): string => 'https://example.org/' . str_repeat( 'c', $bytes - strlen( 'https://example.org/' ) );
		$cases  = array(
			'300 KB name'              => array( 'name_too_long', array( 'wc_name' => $huge ) ),
			'246-byte name'            => array( 'name_too_long', array( 'wc_name' => str_repeat( 'n', 246 ) ) ),
			'123 accented letters'     => array( 'name_too_long', array( 'wc_name' => str_repeat( 'ã', 123 ) ) ),
			'300 KB e-mail'            => array( 'email_too_long', array( 'wc_email' => $huge . '@example.org' ) ),
			'101-byte e-mail'          => array( 'email_too_long', array( 'wc_email' => $email( 101 ) ) ),
			'300 KB website'           => array( 'website_too_long', array( 'wc_website' => 'https://example.org/' . $huge ) ),
			'201-byte website'         => array( 'website_too_long', array( 'wc_website' => $site( 201 ) ) ),
			'300 KB comment'           => array( 'comment_too_long', array( 'wc_comment' => '<p>' . $huge . '</p>' ) ),
			'65526-byte comment'       => array( 'comment_too_long', array( 'wc_comment' => str_repeat( 'd', 65526 ) ) ),
			'65526-byte reply'         => array(
				'reply_too_long',
				array(
					'wc_comment'         => str_repeat( 'd', 65526 ),
					'wpdiscuz_unique_id' => '0_' . $parent,
				),
			),
			'a missing name stays one' => array( 'name_required', array( 'wc_name' => '' ) ),
		);
		$sender = 0;
		foreach ( $cases as $label => list( $key, $fields ) ) {
			$_SERVER['REMOTE_ADDR'] = '198.51.100.' . ( ++$sender );
			$answer                 = $this->add( $this->guest_form( $post, $fields ) );
			$this->assertFalse( $answer['success'], $label );
			$this->assertSame( $key, $answer['data'], $label );
		}
		$this->assertSame( 1, (int) get_comments( array( 'post_id' => $post, 'count' => true ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short query.

		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . ( ++$sender );
		$comment                = $this->guest_comment(
			$post,
			array(
				'wc_name'    => str_repeat( 'n', 245 ),
				'wc_email'   => $email( 100 ),
				'wc_website' => $site( 200 ),
				'wc_comment' => str_repeat( 'd', 65525 ),
			)
		);
		$this->assertSame( 245, strlen( $comment->comment_author ) );
		$this->assertSame( 100, strlen( $comment->comment_author_email ) );
		$this->assertSame( 200, strlen( $comment->comment_author_url ) );
		$this->assertSame( 65525, strlen( $comment->comment_content ) );

		// A member's stored name is checked too (core's own check on the comment's data).
		wp_set_current_user( $this->create_user( 'subscriber', array( 'display_name' => str_repeat( 'ã', 123 ) ) ) );
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . ( ++$sender );
		$this->assertSame( 'name_too_long', $this->add( $this->member_form( $post ) )['data'] );

		// Phrases a refusal names exist.
		foreach ( array( 'name_too_long', 'email_too_long', 'website_too_long' ) as $key ) {
			$this->assertNotSame( $key, \Farol\Comments\Phrases::get( $key ) );
		}
	}
}
