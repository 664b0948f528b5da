<?php
/**
 * Keeps React and the React-based block views off the critical path of a page.
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
 * A Farol block whose view script needs React (its dependency closure holds react, react-dom
 * or wp-element), or whose container (first tag) its own render marks `data-farol-when`
 * (React or not: the contact form's plain view loads on intent), does not get its view
 * scripts printed the ordinary way. Instead:
 *
 * - its container (the block's first tag) carries `data-farol-mount="<handle>"`;
 * - the footer gets `<template data-farol-deferred="<handle>">` holding the script tags of the
 *   handle and of every dependency the page has not printed, in dependency order, with their
 *   translations and inline data — inert until used;
 * - the footer loads the small eager loader (`farol-mount`, src/lib/mount/loader.ts), which
 *   runs a template's scripts when its container nears the viewport, is touched, or the
 *   browser is first idle after load.
 *
 * A page without such a block gets neither templates nor the loader. Scripts of blocks that
 * neither need React nor print `data-farol-when` stay ordinary deferred footer scripts
 * (BlockRegistry puts block view scripts in the footer group when it registers them). A
 * block that prints `data-farol-when` should print it on every container it renders: the
 * handle is parked for the whole page once one container asks.
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

	/** A view script that needs one of these is deferred. */
	private const REACT_HANDLES = array( 'react', 'react-dom', 'wp-element' );

	/**
	 * Creates the module.
	 *
	 * @param Assets $assets Registers the loader bundle.
	 */
	public function __construct( private readonly Assets $assets ) {
	}

	/**
	 * View script handles parked because a container of their block was marked
	 * `data-farol-when` on this page (handle => true).
	 *
	 * @var array<string,true>
	 */
	private array $parked_on_intent = array();

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
		$handles = $this->deferred_handles( $name );
		if ( null !== $tags->get_attribute( self::WHEN_ATTRIBUTE ) ) {
			// The block asks to load on a moment of its own: every view script of it waits.
			$handles = $this->view_handles( $name );
			foreach ( $handles as $handle ) {
				$this->parked_on_intent[ $handle ] = true;
			}
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
		$this->parked_on_intent = array();
		if ( '' === $templates ) {
			return;
		}
		echo $templates; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- script tags exactly as WP_Scripts printed them (it escapes their attributes and data); the handle attribute is esc_attr()'d above.
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
		$deferred = $this->parked_on_intent;
		foreach ( WP_Block_Type_Registry::get_instance()->get_all_registered() as $type ) {
			foreach ( $this->deferred_handles( $type->name ) as $handle ) {
				$deferred[ $handle ] = true;
			}
		}
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
	 * The view script handles of a Farol block that need React.
	 *
	 * @param string $block_name Block name.
	 * @return list<string>
	 */
	public function deferred_handles( string $block_name ): array {
		return array_values(
			array_filter(
				$this->view_handles( $block_name ),
				fn( string $handle ): bool => $this->needs_react( $handle )
			)
		);
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

	/**
	 * Whether a script's dependency closure holds React.
	 *
	 * @param string $handle Handle.
	 */
	private function needs_react( string $handle ): bool {
		$registered = wp_scripts()->registered;
		$pending    = array( $handle );
		$seen       = array();
		while ( array() !== $pending ) {
			$current = array_pop( $pending );
			if ( isset( $seen[ $current ] ) || ! isset( $registered[ $current ] ) ) {
				continue;
			}
			$seen[ $current ] = true;
			if ( array() !== array_intersect( $registered[ $current ]->deps, self::REACT_HANDLES ) ) {
				return true;
			}
			array_push( $pending, ...$registered[ $current ]->deps );
		}
		return false;
	}
}
