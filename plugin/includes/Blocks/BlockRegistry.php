<?php
/**
 * Registers Farol's blocks from their built block.json.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Blocks;

use Farol\Module;
use Farol\Support\Context;
use Farol\Support\Names;
use WP_Block_Type;

/**
 * Every folder of plugin/build/ holding a block.json is a block; block.json is the only source
 * of its name, attributes, scripts, styles and render file.
 *
 * Block view scripts print in the footer: WordPress registers a block.json `viewScript` for
 * the head (deferred), and a head script pulls its dependencies (React, wp-i18n, ...) into the
 * head with it. The server-rendered markup reads right without them, so they can wait.
 */
final class BlockRegistry implements Module {

	/**
	 * Creates the registry.
	 *
	 * @param Context $context Plugin paths.
	 */
	public function __construct( private readonly Context $context ) {
	}

	/**
	 * Adds the init hook.
	 */
	public function register(): void {
		add_action( 'init', array( $this, 'register_blocks' ) );
	}

	/**
	 * Registers each built block.
	 */
	public function register_blocks(): void {
		foreach ( $this->block_folders() as $folder ) {
			$type = register_block_type( $folder );
			if ( ! $type instanceof WP_Block_Type ) {
				continue;
			}
			// Only Farol's own handles: a block.json may name a core or shared handle too.
			foreach ( $type->view_script_handles as $handle ) {
				if ( str_starts_with( $handle, Names::HANDLE_PREFIX ) ) {
					wp_script_add_data( $handle, 'group', 1 );
				}
			}
		}
	}

	/**
	 * Built block folders, found by their block.json.
	 *
	 * @return list<string>
	 */
	public function block_folders(): array {
		$found = glob( $this->context->path( 'build/*/block.json' ) );
		if ( false === $found ) {
			return array();
		}
		sort( $found );
		return array_map( 'dirname', $found );
	}
}
