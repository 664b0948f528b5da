<?php
/**
 * Puts the widget in place of core's comments template.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments;

use Farol\Comments\Themes\BlockThemeReplacement;
use Farol\Comments\Themes\ReplacedArea;

/**
 * The widget in place of core's comments on every theme, when the setting is on. Classic
 * themes: `comments_template()` loads templates/comments.php, which prints the widget's area,
 * instead of the theme's comments.php (templates/comments-none.php when the post's area is on
 * the page already). Block themes: core's comments blocks render the area
 * (Themes\BlockThemeReplacement). Either way once per post (Themes\ReplacedArea). The Farol
 * theme needs no setting: its single-post template holds the `farol/comments` block. While
 * replacing, core's own comment query of comments_template() (all the post's comments, which
 * the widget does not use) is marked and answered empty without touching the database; the
 * widget reads its own page. See docs/comments-themes.md.
 */
final class CoreCommentsReplacement {

	/**
	 * The area, once per post, shared by both ways in.
	 *
	 * @var ReplacedArea
	 */
	private ReplacedArea $area;

	/**
	 * Creates the replacement.
	 *
	 * @param Settings $settings Widget settings.
	 */
	public function __construct( private readonly Settings $settings ) {
		$this->area = new ReplacedArea();
	}

	/**
	 * Adds the filters.
	 */
	public function register(): void {
		( new BlockThemeReplacement( $this->settings, $this->area ) )->register();
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
		if ( ! $this->settings->replaces_core_comments() ) {
			return $template;
		}
		return __DIR__ . ( $this->area->claim( (int) get_the_ID() ) ? '/Render/templates/comments.php' : '/Render/templates/comments-none.php' );
	}
}
