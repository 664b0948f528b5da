<?php
/**
 * Puts the widget in place of core's comments template.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments;

/**
 * When the setting is on, `comments_template()` (classic themes, and the legacy comments block
 * of block themes) loads templates/comments.php, which prints the widget's area, instead of the
 * theme's comments.php. The Farol theme needs no setting: its single-post template holds the
 * `farol/comments` block. While replacing, core's own comment query of comments_template() (all
 * the post's comments, which the widget does not use) is marked and answered empty without
 * touching the database; the widget reads its own page.
 */
final class CoreCommentsReplacement {

	/**
	 * Creates the replacement.
	 *
	 * @param Settings $settings Widget settings.
	 */
	public function __construct( private readonly Settings $settings ) {
	}

	/**
	 * Adds the filter.
	 */
	public function register(): void {
		add_filter( 'comments_template', array( $this, 'template' ), 20 );
		add_filter( 'comments_template_query_args', array( $this, 'mark_core_query' ) );
		add_filter( 'comments_pre_query', array( $this, 'skip_core_query' ), 10, 2 );
	}

	/**
	 * Marks core's comments_template() query when the widget replaces it.
	 *
	 * @internal Filter callback.
	 * @param mixed $args WP_Comment_Query arguments.
	 * @return mixed
	 */
	public function mark_core_query( $args ) {
		if ( is_array( $args ) && $this->settings->replaces_core_comments() ) {
			$args['farol_replaced'] = true;
		}
		return $args;
	}

	/**
	 * Answers a marked query with no comments, before it reaches the database.
	 *
	 * @internal Filter callback.
	 * @param mixed  $comments Null, or what another filter answered.
	 * @param object $query    The WP_Comment_Query.
	 * @return mixed
	 */
	public function skip_core_query( $comments, $query ) {
		if ( null === $comments && isset( $query->query_vars['farol_replaced'] ) ) {
			return empty( $query->query_vars['count'] ) ? array() : 0;
		}
		return $comments;
	}

	/**
	 * The template to load.
	 *
	 * @internal Filter callback.
	 * @param mixed $template Theme's template path.
	 * @return mixed
	 */
	public function template( $template ) {
		return $this->settings->replaces_core_comments() ? __DIR__ . '/Render/templates/comments.php' : $template;
	}
}
