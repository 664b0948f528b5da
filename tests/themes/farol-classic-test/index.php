<?php
/**
 * Every view without a template of its own: the posts' titles and texts.
 *
 * @package FarolClassicTest
 */

declare(strict_types=1);

get_header();
while ( have_posts() ) {
	the_post();
	?>
	<article <?php post_class(); ?>>
		<h2><a href="<?php the_permalink(); ?>"><?php the_title(); ?></a></h2>
		<?php the_content(); ?>
	</article>
	<?php
}
get_footer();
