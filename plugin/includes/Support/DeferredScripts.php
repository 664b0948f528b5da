<?php
/**
 * Keeps the block views off the critical path of a page.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

use Farol\Module;
use WP_Block_Type;
use WP_Block_Type_Registry;
use WP_HTML_Tag_Processor;
use WP_Scripts;

/**
 * Every Farol block's view scripts wait for their block, unless the block's container (first
 * tag) says `data-farol-when="now"` (the countdown, which ticks from the start). The views
 * bundle their own React (Preact's compat layer, docs/front-end.md, "Preact for visitors"), so what a script
 * depends on no longer tells which wait: the rule is the block's, not its scripts'. A waiting
 * view does not get its scripts printed the ordinary way. Instead:
 *
 * - its container carries `data-farol-mount="<handle>"` (and may narrow when it loads with
 *   `data-farol-when`, e.g. "interaction");
 * - the footer gets `<template data-farol-deferred="<handle>">` holding the script tags of the
 *   handle and of every dependency the page has not printed, in dependency order, with their
 *   translations and inline data — inert until used;
 * - the footer prints the small eager loader (`farol-mount`, src/lib/mount/loader.ts, ≤ 2 KB
 *   gzip) inline, through WordPress's inline script API, right after the templates: no extra
 *   request on a phone, and it holds the visitor's clicks from the moment the content is
 *   parsed. It runs a template's scripts when its container nears the viewport, is touched,
 *   or the browser is first idle after load, and replays what the visitor did meanwhile.
 *   (Should the build's code ever hold `</script`, the loader is enqueued as a file instead.)
 *
 * A page without such a block gets neither templates nor the loader. A view whose container
 * says "now" stays an ordinary deferred footer script (BlockRegistry puts block view scripts
 * in the footer group when it registers them). A block that prints "now" should print it on
 * every container it renders: the handle prints the ordinary way for the whole page once one
 * container asks.
 */
final class DeferredScripts implements Module {

	/** The eager loader's handle. */
	public const LOADER_HANDLE = 'farol-mount';

	/** The loader's entry in plugin/build/. */
	private const LOADER_ENTRY = 'lib/mount/loader';

	/** Attribute naming the deferred handles on a block's container. */
	public const MOUNT_ATTRIBUTE = 'data-farol-mount';

	/** Attribute naming the handle on a template. */
	public const TEMPLATE_ATTRIBUTE = 'data-farol-deferred';

	/** Attribute a block's render prints on its container to choose when its view loads. */
	public const WHEN_ATTRIBUTE = 'data-farol-when';

	/** The `data-farol-when` value that keeps a view an ordinary footer script. */
	public const WHEN_NOW = 'now';

	/**
	 * Creates the module.
	 *
	 * @param Assets $assets Registers the loader bundle.
	 */
	public function __construct( private readonly Assets $assets ) {
	}

	/**
	 * View script handles printed the ordinary way because a container of their block said
	 * `data-farol-when="now"` on this page (handle => true).
	 *
	 * @var array<string,true>
	 */
	private array $eager = array();

	/**
	 * Adds the hooks: containers are marked as blocks render; templates and the loader print
	 * just before WordPress prints the footer's scripts.
	 */
	public function register(): void {
		add_filter( 'render_block', array( $this, 'mark_container' ), 10, 2 );
		add_action( 'wp_print_footer_scripts', array( $this, 'print_templates' ), 9 );
	}

	/**
	 * Names the deferred handles on the container of a Farol block that has some.
	 *
	 * @param string              $block_content Rendered block.
	 * @param array<string,mixed> $block         Parsed block.
	 * @return string The block, its first tag marked.
	 */
	public function mark_container( string $block_content, array $block ): string {
		$name = is_string( $block['blockName'] ?? null ) ? $block['blockName'] : '';
		if ( ! str_starts_with( $name, Names::BLOCK_PREFIX ) ) {
			return $block_content;
		}
		$tags = new WP_HTML_Tag_Processor( $block_content );
		if ( ! $tags->next_tag() ) {
			return $block_content;
		}
		$handles = $this->view_handles( $name );
		if ( self::WHEN_NOW === $tags->get_attribute( self::WHEN_ATTRIBUTE ) ) {
			foreach ( $handles as $handle ) {
				$this->eager[ $handle ] = true;
			}
			return $block_content;
		}
		if ( array() === $handles ) {
			return $block_content;
		}
		$tags->set_attribute( self::MOUNT_ATTRIBUTE, implode( ' ', $handles ) );
		return $tags->get_updated_html();
	}

	/**
	 * Takes the queued deferred handles out of the queue and prints each as a template, then
	 * enqueues the loader (printed next, with the other footer scripts).
	 */
	public function print_templates(): void {
		if ( is_admin() ) {
			return;
		}
		$scripts   = wp_scripts();
		$templates = '';
		foreach ( $this->queued( $scripts ) as $handle ) {
			$scripts->dequeue( $handle );
			$templates .= sprintf(
				"<template %s=\"%s\">\n%s</template>\n",
				self::TEMPLATE_ATTRIBUTE,
				esc_attr( $handle ),
				$this->capture( $scripts, $handle )
			);
		}
		$this->eager = array();
		if ( '' === $templates ) {
			return;
		}
		echo $templates; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- script tags exactly as WP_Scripts printed them (it escapes their attributes and data); the handle attribute is esc_attr()'d above.
		$this->print_loader();
	}

	/**
	 * Prints the loader inline (see the class comment), or enqueues its file.
	 */
	private function print_loader(): void {
		$code = $this->assets->source( self::LOADER_ENTRY );
		if ( null !== $code && ! str_contains( strtolower( $code ), '</script' ) ) {
			wp_print_inline_script_tag( trim( $code ), array( 'id' => self::LOADER_HANDLE . '-js' ) );
			return;
		}
		if ( $this->assets->register( self::LOADER_HANDLE, self::LOADER_ENTRY ) ) {
			wp_enqueue_script( self::LOADER_HANDLE );
		}
	}

	/**
	 * The deferred handles in the queue that have not printed yet.
	 *
	 * @param WP_Scripts $scripts Scripts registry.
	 * @return list<string>
	 */
	private function queued( WP_Scripts $scripts ): array {
		$deferred = array();
		foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $type ) {
			foreach ( $this->view_handles( $type->name ) as $handle ) {
				$deferred[ $handle ] = ! isset( $this->eager[ $handle ] );
			}
		}
		$deferred = array_filter( $deferred );
		return array_values(
			array_filter(
				$scripts->queue,
				static fn( string $handle ): bool => isset( $deferred[ $handle ] ) && ! in_array( $handle, $scripts->done, true )
			)
		);
	}

	/**
	 * What WordPress would print for a handle and its unprinted dependencies, captured; the
	 * registry's printing state is put back after, so the next template gets its full closure
	 * and nothing counts as printed on the page.
	 *
	 * @param WP_Scripts $scripts Scripts registry.
	 * @param string     $handle  Handle.
	 */
	private function capture( WP_Scripts $scripts, string $handle ): string {
		$state = array( $scripts->done, $scripts->to_do, $scripts->in_footer, $scripts->groups );
		ob_start();
		$scripts->do_items( array( $handle ) );
		$html = (string) ob_get_clean();
		list( $scripts->done, $scripts->to_do, $scripts->in_footer, $scripts->groups ) = $state;
		return $html;
	}

	/**
	 * Every view script handle of a Farol block.
	 *
	 * @param string $block_name Block name.
	 * @return list<string>
	 */
	private function view_handles( string $block_name ): array {
		if ( ! str_starts_with( $block_name, Names::BLOCK_PREFIX ) ) {
			return array();
		}
		$type = WP_Block_Type_Registry::get_instance()->get_registered( $block_name );
		return $type instanceof WP_Block_Type ? array_values( $type->view_script_handles ) : array();
	}
}
