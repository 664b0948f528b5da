<?php
/**
 * Farol theme: setup, assets, and the few server-side pieces of the page chrome.
 *
 * Design values live in theme.json; behaviours are built from src/page-chrome into build/.
 * Everything here works with or without the Farol plugin.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Theme;

defined( 'ABSPATH' ) || exit;

/** The post whose page gets the "I am fixed" block: the sticky demo's reading page (/elemento-fixo/). */
const FIXED_POST_ID = 2260;

/** Script and style handle of the page chrome. */
const CHROME_HANDLE = 'farol-page-chrome';

/** The body font file, preloaded so the first paint already uses it. */
const BODY_FONT = 'assets/fonts/plus-jakarta-sans/plus-jakarta-sans-latin-wght-normal.woff2';

add_action( 'after_setup_theme', __NAMESPACE__ . '\\setup' );
add_action( 'init', __NAMESPACE__ . '\\register_pattern_category' );
add_action( 'wp_enqueue_scripts', __NAMESPACE__ . '\\enqueue_page_chrome' );
add_action( 'wp_head', __NAMESPACE__ . '\\preload_body_font', 1 );
add_action( 'wp_head', __NAMESPACE__ . '\\print_noscript_styles', 20 );
add_action( 'wp_head', __NAMESPACE__ . '\\print_meta_description', 2 );
add_filter( 'render_block_core/navigation-submenu', __NAMESPACE__ . '\\add_submenu_toggle', 10, 2 );
add_filter( 'render_block_core/post-content', __NAMESPACE__ . '\\append_fixed_block', 10, 3 );
add_filter( 'styles_inline_size_limit', __NAMESPACE__ . '\\inline_styles_limit' );
add_action( 'init', __NAMESPACE__ . '\\remove_emoji_scripts' );

/**
 * Loads the theme's translations and declares what the theme supports.
 */
function setup(): void {
	load_theme_textdomain( 'farol', get_template_directory() . '/languages' );
	add_theme_support( 'editor-styles' );
	if ( is_readable( get_template_directory() . '/build/page-chrome/style-index.css' ) ) {
		add_editor_style( 'build/page-chrome/style-index.css' );
	}
}

/**
 * The inserter category holding the theme's section patterns.
 */
function register_pattern_category(): void {
	register_block_pattern_category(
		'farol',
		array(
			'label'       => __( 'Farol sections', 'farol' ),
			'description' => __( 'Sections of the Farol site: hero, services, testimonials, blog, offers and forms.', 'farol' ),
		)
	);
}

/**
 * Enqueues the page chrome: a script with no dependencies, deferred and printed in the footer
 * by the theme itself (it needs no plugin to move it there: nothing on the page waits for it,
 * and the server-rendered page reads right before it runs), and its stylesheet, which
 * WordPress inlines (it is small and has a path), so the header is styled at first paint.
 */
function enqueue_page_chrome(): void {
	$dir        = get_template_directory();
	$asset_file = $dir . '/build/page-chrome/index.asset.php';
	if ( ! is_readable( $asset_file ) ) {
		return;
	}
	$asset   = require $asset_file;
	$version = (string) ( $asset['version'] ?? wp_get_theme()->get( 'Version' ) );

	wp_enqueue_script(
		CHROME_HANDLE,
		get_template_directory_uri() . '/build/page-chrome/index.js',
		(array) ( $asset['dependencies'] ?? array() ),
		$version,
		array(
			'strategy'  => 'defer',
			'in_footer' => true,
		)
	);

	$css = '/build/page-chrome/style-index.css';
	if ( is_readable( $dir . $css ) ) {
		wp_enqueue_style( CHROME_HANDLE, get_template_directory_uri() . $css, array(), $version );
		wp_style_add_data( CHROME_HANDLE, 'path', $dir . $css );
	}
}

/**
 * Lets WordPress inline the page's stylesheets (the page chrome's and the navigation block's
 * together weigh about 32 KB) instead of linking them, so no stylesheet blocks the first paint.
 *
 * @param int $limit Total bytes WordPress may inline.
 * @return int
 */
function inline_styles_limit( int $limit ): int {
	return max( $limit, 64000 );
}

/**
 * Drops WordPress' emoji detection script and styles from the front end: every browser the
 * site supports draws emoji itself, and the script is 19 KB the visitor does not need.
 */
function remove_emoji_scripts(): void {
	remove_action( 'wp_head', 'print_emoji_detection_script', 7 );
	remove_action( 'wp_print_styles', 'print_emoji_styles' );
	remove_action( 'wp_enqueue_scripts', 'wp_enqueue_emoji_styles' );
}

/**
 * A meta description for search results: the post's excerpt on a single post or page, the
 * term's description on an archive, the site's tagline elsewhere. Skipped when an SEO plugin
 * is expected to print its own (filter farol_theme_meta_description to return '').
 */
function print_meta_description(): void {
	$description = '';
	if ( is_singular() && ! is_front_page() ) {
		$description = has_excerpt() ? get_the_excerpt() : wp_trim_words( wp_strip_all_tags( (string) get_post_field( 'post_content' ) ), 30, '…' );
	} elseif ( is_category() || is_tag() || is_tax() ) {
		$description = term_description();
	}
	if ( '' === trim( wp_strip_all_tags( (string) $description ) ) ) {
		$description = get_bloginfo( 'description' );
	}
	$description = (string) apply_filters( 'farol_theme_meta_description', wp_strip_all_tags( (string) $description ) );
	if ( '' !== trim( $description ) ) {
		printf( '<meta name="description" content="%s">' . "\n", esc_attr( trim( $description ) ) );
	}
}

/**
 * Preloads the body font: the same URL the theme.json font face uses, so it is fetched once.
 */
function preload_body_font(): void {
	printf(
		'<link rel="preload" href="%s" as="font" type="font/woff2" crossorigin>' . "\n",
		esc_url( get_template_directory_uri() . '/' . BODY_FONT )
	);
}

/**
 * Without JavaScript the page must stay whole: the menu is shown open and the testimonials
 * are shown in full (the lazy backgrounds' rule is in the stylesheet, under scripting: none).
 */
function print_noscript_styles(): void {
	echo '<noscript><style>'
		. '.farol-menu-toggle{display:none!important}'
		. '.farol-menu{position:static!important;visibility:visible!important;opacity:1!important;transform:none!important}'
		. '.farol-header__bar{flex-wrap:wrap!important}'
		. '.farol-testimonials__wrapper{max-height:none!important}'
		. '.farol-testimonials__wrapper::after,.farol-testimonials__actions{display:none!important}'
		. '</style></noscript>' . "\n";
}

/**
 * Adds the page chrome's toggle button after a submenu's link, and an id to its list for the
 * button's aria-controls. The navigation block's own toggles are not used: they come with
 * WordPress' navigation script, which would fight the mobile menu over the same state.
 *
 * @param string              $html  Rendered submenu.
 * @param array<string,mixed> $block Parsed block.
 * @return string
 */
function add_submenu_toggle( string $html, array $block ): string {
	$link_end = strpos( $html, '</a>' );
	$list     = strpos( $html, '<ul' );
	if ( false === $link_end || false === $list || $link_end > $list ) {
		return $html;
	}

	$id   = wp_unique_id( 'farol-submenu-' );
	$tags = new \WP_HTML_Tag_Processor( $html );
	if ( ! $tags->next_tag(
		array(
			'tag_name'   => 'ul',
			'class_name' => 'wp-block-navigation__submenu-container',
		)
	) ) {
		return $html;
	}
	$tags->set_attribute( 'id', $id );
	$html = $tags->get_updated_html();

	$label = wp_strip_all_tags( (string) ( $block['attrs']['label'] ?? '' ) );
	/* translators: %s: label of the menu item whose submenu the button opens. */
	$text   = sprintf( __( '%s submenu', 'farol' ), $label );
	$button = sprintf(
		'<button type="button" class="farol-submenu-toggle" aria-expanded="false" aria-controls="%1$s"><span class="screen-reader-text">%2$s</span><svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false"><path d="M1.5 4 6 8l4.5-4" fill="none" stroke="currentColor" stroke-width="1.5"/></svg></button>',
		esc_attr( $id ),
		esc_html( $text )
	);

	$link_end = strpos( $html, '</a>' );
	return false === $link_end
		? $html
		: substr_replace( $html, '</a>' . $button, $link_end, strlen( '</a>' ) );
}

/**
 * Appends the block with id "fixed" after the content of post 2260, on that post's own page.
 * A render_block filter, not the_content: feeds and excerpts never render this block.
 *
 * @param string              $html     Rendered post content block.
 * @param array<string,mixed> $block    Parsed block.
 * @param \WP_Block           $instance Block instance (its context holds the post ID).
 * @return string
 */
function append_fixed_block( string $html, array $block, \WP_Block $instance ): string {
	static $appended = false;
	unset( $block );
	$post_id = (int) ( $instance->context['postId'] ?? 0 );
	if ( $appended || FIXED_POST_ID !== $post_id || ! is_single( FIXED_POST_ID ) ) {
		return $html;
	}
	$appended = true;
	return $html . sprintf(
		'<div id="fixed" class="farol-fixed"><p>%s</p></div>',
		esc_html__( 'I am fixed', 'farol' )
	);
}
