<?php
/**
 * Title: Search results heading
 * Slug: farol/hidden-search-heading
 * Inserter: no
 * Description: The search template's heading: the words searched and a new search form.
 *
 * @package Farol
 */

declare(strict_types=1);

?>
<!-- wp:query-title {"type":"search","showPrefix":false,"align":"wide"} /-->

<!-- wp:search {"label":"<?php echo esc_attr( _x( 'Search', 'search form label', 'farol' ) ); ?>","showLabel":false,"placeholder":"<?php echo esc_attr__( 'Search the site', 'farol' ); ?>","buttonText":"<?php echo esc_attr_x( 'Search', 'search form button', 'farol' ); ?>","align":"wide"} /-->
