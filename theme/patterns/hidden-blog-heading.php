<?php
/**
 * Title: Blog heading
 * Slug: farol/hidden-blog-heading
 * Inserter: no
 * Description: The heading of the posts index.
 *
 * @package Farol
 */

declare(strict_types=1);

?>
<!-- wp:heading {"level":1,"align":"wide","fontSize":"xx-large"} -->
<h1 class="wp-block-heading alignwide has-xx-large-font-size"><?php esc_html_e( 'Ideas to grow with method', 'farol' ); ?></h1>
<!-- /wp:heading -->
