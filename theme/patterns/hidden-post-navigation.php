<?php
/**
 * Title: Post navigation
 * Slug: farol/hidden-post-navigation
 * Inserter: no
 * Description: Links to the previous and the next post.
 *
 * @package Farol
 */

declare(strict_types=1);

?>
<!-- wp:group {"tagName":"nav","className":"farol-post-nav","ariaLabel":"<?php echo esc_attr__( 'Posts', 'farol' ); ?>","style":{"spacing":{"margin":{"top":"var:preset|spacing|60"}}},"layout":{"type":"flex","flexWrap":"wrap","justifyContent":"space-between"}} -->
<nav class="wp-block-group farol-post-nav" aria-label="<?php echo esc_attr__( 'Posts', 'farol' ); ?>" style="margin-top:var(--wp--preset--spacing--60)"><!-- wp:post-navigation-link {"type":"previous","label":"<?php echo esc_attr__( 'Previous post', 'farol' ); ?>","showTitle":true,"arrow":"arrow"} /-->

<!-- wp:post-navigation-link {"label":"<?php echo esc_attr__( 'Next post', 'farol' ); ?>","showTitle":true,"arrow":"arrow"} /--></nav>
<!-- /wp:group -->
