<?php
/**
 * Title: Testimonials grid with call to action
 * Slug: farol/testimonials
 * Categories: farol, testimonials
 * Keywords: testimonials, quotes, clients
 * Viewport Width: 1400
 * Description: Client quotes in a grid that opens fully from its call-to-action button.
 *
 * The wrapper starts at a fixed height; the button (src/page-chrome/testimonials.ts) opens it
 * to the full height of the grid, removes itself and scrolls to the wrapper.
 *
 * @package Farol
 */

declare(strict_types=1);

$farol_testimonials = array(
	array( __( 'In six months the share of qualified leads doubled, and sales finally trusts the numbers marketing brings.', 'farol' ), 'Mariana Costa', __( 'Sales director, Vetra Engenharia', 'farol' ) ),
	array( __( 'The weekly report is short, clear and always ends with a decision. That changed how we run marketing.', 'farol' ), 'Rafael Nunes', __( 'CEO, Grão Norte Alimentos', 'farol' ) ),
	array( __( 'They rebuilt our site and our forms without pausing the campaigns. Cost per lead fell 41%.', 'farol' ), 'Juliana Prado', __( 'Marketing manager, Clínica Aurora', 'farol' ) ),
	array( __( 'A team that understands B2B: long cycles, several decision makers and no room for vanity metrics.', 'farol' ), 'Eduardo Ramos', __( 'Founder, Lógica Sistemas', 'farol' ) ),
	array( __( 'Our blog went from forgotten to our second largest source of opportunities in one year.', 'farol' ), 'Patrícia Lima', __( 'Head of growth, Maré Seguros', 'farol' ) ),
	array( __( 'Transparent about what works and what does not. We never had to chase them for answers.', 'farol' ), 'Thiago Moreira', __( 'Commercial director, Atlântica Logística', 'farol' ) ),
	array( __( 'The automation flows pay for the contract every month on their own.', 'farol' ), 'Camila Duarte', __( 'Partner, Duarte & Reis Advogados', 'farol' ) ),
	array( __( 'We opened three new states with campaigns that were profitable from the second month.', 'farol' ), 'Bruno Tavares', __( 'Expansion manager, Rede Sol Farmácias', 'farol' ) ),
	array( __( 'Finally a partner who talks about revenue, not just clicks.', 'farol' ), 'Luiza Fernandes', __( 'CMO, Ponte Educação', 'farol' ) ),
);
?>
<!-- wp:group {"anchor":"depoimentos","align":"full","className":"farol-section farol-testimonials farol-lazy farol-lazy--waves","style":{"spacing":{"padding":{"top":"var:preset|spacing|70","bottom":"var:preset|spacing|70"},"margin":{"top":"0","bottom":"0"}}},"backgroundColor":"base-2","layout":{"type":"constrained"}} -->
<div id="depoimentos" class="wp-block-group alignfull farol-section farol-testimonials farol-lazy farol-lazy--waves has-base-2-background-color has-background" style="margin-top:0;margin-bottom:0;padding-top:var(--wp--preset--spacing--70);padding-bottom:var(--wp--preset--spacing--70)"><!-- wp:paragraph {"align":"center","className":"farol-eyebrow"} -->
<p class="has-text-align-center farol-eyebrow"><?php esc_html_e( 'Clients', 'farol' ); ?></p>
<!-- /wp:paragraph -->

<!-- wp:heading {"textAlign":"center","fontSize":"xx-large"} -->
<h2 class="wp-block-heading has-text-align-center has-xx-large-font-size"><?php esc_html_e( 'What our clients say', 'farol' ); ?></h2>
<!-- /wp:heading -->

<!-- wp:group {"anchor":"farol-testimonials-list","align":"wide","className":"farol-testimonials__wrapper","style":{"spacing":{"margin":{"top":"var:preset|spacing|60"}}},"layout":{"type":"default"}} -->
<div id="farol-testimonials-list" class="wp-block-group alignwide farol-testimonials__wrapper" style="margin-top:var(--wp--preset--spacing--60)"><!-- wp:group {"className":"farol-testimonials__grid","style":{"spacing":{"blockGap":"var:preset|spacing|40"}},"layout":{"type":"grid","minimumColumnWidth":"18rem"}} -->
<div class="wp-block-group farol-testimonials__grid">
<?php foreach ( $farol_testimonials as $farol_testimonial ) : ?>
<!-- wp:quote {"className":"farol-quote"} -->
<blockquote class="wp-block-quote farol-quote"><!-- wp:paragraph -->
<p><?php echo esc_html( $farol_testimonial[0] ); ?></p>
<!-- /wp:paragraph --><cite><strong><?php echo esc_html( $farol_testimonial[1] ); ?></strong><br><?php echo esc_html( $farol_testimonial[2] ); ?></cite></blockquote>
<!-- /wp:quote -->
<?php endforeach; ?>
</div>
<!-- /wp:group --></div>
<!-- /wp:group -->

<!-- wp:buttons {"className":"farol-testimonials__actions","layout":{"type":"flex","justifyContent":"center"},"style":{"spacing":{"margin":{"top":"var:preset|spacing|50"}}}} -->
<div class="wp-block-buttons farol-testimonials__actions" style="margin-top:var(--wp--preset--spacing--50)"><!-- wp:button {"tagName":"button","className":"farol-testimonials__more"} -->
<div class="wp-block-button farol-testimonials__more"><button type="button" class="wp-block-button__link wp-element-button"><?php esc_html_e( 'See all testimonials', 'farol' ); ?></button></div>
<!-- /wp:button --></div>
<!-- /wp:buttons --></div>
<!-- /wp:group -->
