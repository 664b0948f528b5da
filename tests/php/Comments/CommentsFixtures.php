<?php
/**
 * Comment threads for the comment widget's tests.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\CommentMeta;
use Farol\Comments\Form\CommentFormRenderer;
use Farol\Comments\Settings;
use Farol\Comments\Write\WriteSettings;
use RuntimeException;
use WP_Block;

/**
 * Builds approved comments with chosen dates, parents, votes and flags, through
 * wp_insert_comment() (or core's wp_filter_comment() first, for content a visitor sends).
 */
trait CommentsFixtures {

	/**
	 * Seconds before now of the next comment made without an age (each one a minute newer).
	 *
	 * @var int
	 */
	private int $fixture_age = 100000;

	/**
	 * The comment area of a post, as the registered `farol/comments` block prints it for a post
	 * given by block context.
	 *
	 * @param int $post_id Post.
	 */
	protected function comment_area( int $post_id ): string {
		$block = new WP_Block(
			array(
				'blockName' => 'farol/comments',
				'attrs'     => array(),
			),
			array( 'postId' => $post_id )
		);
		return $block->render();
	}

	/**
	 * The comment forms' renderer, built as the module builds it.
	 */
	protected function comment_forms(): CommentFormRenderer {
		$stamps = new \Farol\Support\Abuse\StampKinds();
		$stamps->add( CommentFormRenderer::STAMP_KIND, CommentFormRenderer::STAMP_PURPOSE, static fn (): bool => true );
		return new CommentFormRenderer( new WriteSettings( new Settings() ), $stamps );
	}

	/**
	 * Adds an approved comment.
	 *
	 * @param int                 $post_id Post.
	 * @param array<string,mixed> $fields  wp_insert_comment() fields, plus `age` (seconds before now), `votes`, `likes`, `dislikes`, `sticky`, `closed`.
	 * @param bool                $filter  Whether to pass the data through core's wp_filter_comment() (KSES as for a visitor).
	 * @return int Comment id.
	 * @throws RuntimeException When WordPress refuses it.
	 */
	protected function add_comment( int $post_id, array $fields = array(), bool $filter = false ): int {
		$this->fixture_age -= 60;
		$age                = isset( $fields['age'] ) ? (int) $fields['age'] : $this->fixture_age;
		$time               = time() - $age;
		$data               = array_merge(
			array(
				'comment_post_ID'      => $post_id,
				'comment_author'       => 'Ana Souza',
				'comment_author_email' => 'ana@example.org',
				'comment_author_url'   => '',
				'comment_author_IP'    => '127.0.0.1',
				'comment_agent'        => 'Farol tests',
				'comment_content'      => 'Um comentário.',
				'comment_approved'     => 1,
				'comment_type'         => 'comment',
				'comment_parent'       => 0,
				'user_id'              => 0,
				'comment_date'         => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $time ) ),
				'comment_date_gmt'     => gmdate( 'Y-m-d H:i:s', $time ),
			),
			array_diff_key( $fields, array_flip( array( 'age', 'votes', 'likes', 'dislikes', 'sticky', 'closed' ) ) )
		);
		// As wp_new_comment(): the data is slashed, filtered (KSES for visitors), then inserted.
		$data = wp_slash( $data );
		if ( $filter ) {
			$data = wp_filter_comment( $data );
		}
		$id = wp_insert_comment( $data );
		if ( ! $id ) {
			throw new RuntimeException( 'add_comment failed' );
		}
		$meta = array(
			'votes'    => CommentMeta::VOTES,
			'likes'    => CommentMeta::LIKES,
			'dislikes' => CommentMeta::DISLIKES,
			'sticky'   => CommentMeta::STICKY,
			'closed'   => CommentMeta::CLOSED,
		);
		foreach ( $meta as $field => $key ) {
			if ( isset( $fields[ $field ] ) ) {
				update_comment_meta( (int) $id, $key, (string) (int) $fields[ $field ] );
			}
		}
		return (int) $id;
	}

	/**
	 * Adds top-level comments, each with two replies (one of them replied to).
	 *
	 * @param int $post_id Post.
	 * @param int $count   Threads.
	 * @return list<int> Top-level comment ids, oldest first.
	 */
	protected function add_threads( int $post_id, int $count ): array {
		$roots = array();
		for ( $i = 0; $i < $count; $i++ ) {
			$root    = $this->add_comment( $post_id, array( 'comment_author' => "Autor {$i}" ) );
			$reply   = $this->add_comment( $post_id, array( 'comment_parent' => $root ) );
			$roots[] = $root;
			$this->add_comment( $post_id, array( 'comment_parent' => $reply ) );
			$this->add_comment(
				$post_id,
				array(
					'comment_parent' => $root,
					'user_id'        => 1,
				)
			);
		}
		return $roots;
	}

	/**
	 * The `wpd-comm-*` element ids in a piece of markup, in document order.
	 *
	 * @param string $html Markup.
	 * @return list<string>
	 */
	protected function element_ids( string $html ): array {
		preg_match_all( '/\bid="(wpd-comm-\d+_\d+)"/', $html, $found );
		return $found[1];
	}

	/**
	 * The top-level comment ids of a list, in document order.
	 *
	 * @param string $html Markup.
	 * @return list<int>
	 */
	protected function top_level_ids( string $html ): array {
		preg_match_all( '/id="wpd-comm-(\d+)_\d+"[^>]*data-depth="1"/', $html, $found );
		return array_map( 'intval', $found[1] );
	}

	/**
	 * A JSON answer of an ajax action, decoded.
	 *
	 * @param string              $action Action.
	 * @param array<string,mixed> $post   Fields.
	 * @return array<string,mixed>
	 */
	protected function ajax_json( string $action, array $post = array() ): array {
		$answer = json_decode( $this->ajax( $action, $post ), true );
		$this->assertIsArray( $answer, "{$action} answers JSON" );
		return $answer;
	}
}
