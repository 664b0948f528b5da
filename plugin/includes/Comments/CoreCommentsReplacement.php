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
 * `farol/comments` block.
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
