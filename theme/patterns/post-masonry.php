<?php
/**
 * Title: Masonry post grid
 * Slug: farol/post-masonry
 * Categories: farol, posts, query
 * Keywords: blog, posts, masonry, grid
 * Block Types: core/query
 * Viewport Width: 1400
 * Description: The latest posts as cards packed in a masonry grid (1 to 6 columns by screen width).
 *
 * The column count comes from the stylesheet's breakpoints; src/page-chrome/masonry.ts packs
 * the cards without changing their order in the page.
 *
 * @package Farol
 */

declare(strict_types=1);

?>
<!-- wp:group {"anchor":"blog","align":"full","className":"farol-section farol-blog","style":{"spacing":{"padding":{"top":"var:preset|spacing|70","bottom":"var:preset|spacing|70"},"margin":{"top":"0","bottom":"0"}}},"backgroundColor":"base","layout":{"type":"constrained"}} -->
<div id="blog" class="wp-block-group alignfull farol-section farol-blog has-base-background-color has-background" style="margin-top:0;margin-bottom:0;padding-top:var(--wp--preset--spacing--70);padding-bottom:var(--wp--preset--spacing--70)"><!-- wp:paragraph {"align":"center","className":"farol-eyebrow"} -->
<p class="has-text-align-center farol-eyebrow"><?php esc_html_e( 'Blog', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:heading {"textAlign":"center","fontSize":"xx-large"} -->
<h2 class="wp-block-heading has-text-align-center has-xx-large-font-size"><?php esc_html_e( 'Ideas to grow with method', 'farol' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:query {"queryId":7,"query":{"perPage":8,"pages":0,"offset":0,"postType":"post","order":"desc","orderBy":"date","author":"","search":"","exclude":[],"sticky":"","inherit":false},"align":"full","className":"farol-blog__query","style":{"spacing":{"margin":{"top":"var:preset|spacing|60"}}}} -->
<div class="wp-block-query alignfull farol-blog__query" style="margin-top:var(--wp--preset--spacing--60)"><!-- wp:post-template {"className":"farol-masonry"} -->
<!-- wp:group {"className":"farol-post-card","style":{"spacing":{"padding":{"top":"var:preset|spacing|40","bottom":"var:preset|spacing|40","left":"var:preset|spacing|40","right":"var:preset|spacing|40"},"blockGap":"var:preset|spacing|30"}},"layout":{"type":"flex","orientation":"vertical","justifyContent":"stretch"}} -->
<div class="wp-block-group farol-post-card" style="padding-top:var(--wp--preset--spacing--40);padding-right:var(--wp--preset--spacing--40);padding-bottom:var(--wp--preset--spacing--40);padding-left:var(--wp--preset--spacing--40)"><!-- wp:post-terms {"term":"category"} /-->

<!-- wp:post-title {"level":3,"isLink":true,"fontSize":"large"} /-->

<!-- wp:post-excerpt {"excerptLength":55} /-->

<!-- wp:post-date /--></div>
<!-- /wp:group -->
<!-- /wp:post-template --></div>
<!-- /wp:query --></div>
<!-- /wp:group -->
