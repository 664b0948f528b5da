<?php
/**
 * Title: Search results heading
 * Slug: farol/hidden-search-heading
 * Inserter: no
 * Description: The search template's heading: a label, the words searched and a new search form.
 *
 * @package Farol
 */

declare(strict_types=1);

?>
<!-- wp:paragraph {"align":"wide","className":"farol-eyebrow"} -->
<p class="alignwide farol-eyebrow"><?php esc_html_e( 'Search results for', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:query-title {"type":"search","showPrefix":false,"align":"wide"} /-->

<!-- wp:search {"label":"<?php echo esc_attr( _x( 'Search', 'search form label', 'farol' ) ); ?>","showLabel":false,"placeholder":"<?php echo esc_attr__( 'Search the site', 'farol' ); ?>","buttonText":"<?php echo esc_attr_x( 'Search', 'search form button', 'farol' ); ?>","align":"wide"} /-->
