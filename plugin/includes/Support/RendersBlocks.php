<?php
/**
 * What a module that renders blocks hands the block registry.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support;

/**
 * A module whose service renders some of Farol's dynamic blocks. The composition root
 * (Plugin::modules()) hands its renderers to Blocks\BlockRegistry, which registers each block
 * from its block.json (name, attributes, assets) with that callable as `render_callback`.
 */
interface RendersBlocks {

	/**
	 * Block name → render callback, called as WordPress calls a block's `render_callback`:
	 * ( array $attributes, string $content, WP_Block $block ): string.
	 *
	 * @return array<string,callable(array<string,mixed>,string,\WP_Block):string>
	 */
	public function block_renderers(): array;
}
