<?php
/**
 * One post, then its comments through comments_template().
 *
 * @package FarolClassicTest
 */

declare(strict_types=1);

get_header();
while ( have_posts() ) {
	the_post();
	?>
	<article <?php post_class(); ?>>
		<h1><?php the_title(); ?></h1>
		<?php the_content(); ?>
	</article>
	<?php
	if ( comments_open() || get_comments_number() ) {
		comments_template();
	}
}
get_footer();
