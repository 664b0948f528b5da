/**
 * The views' shared runtime chunk as a WordPress dependency (docs/front-end.md, "Preact for
 * visitors"). The views compilation puts Preact in one initial chunk, `views/preact`, that
 * every entry importing it needs on the page before its own code starts; webpack writes no
 * such dependency anywhere WordPress reads. This step, after dependency extraction, adds the
 * chunk's script handle to the `*.asset.php` of exactly the entries whose chunks include it
 * (read from the compilation, so the list cannot drift from the code), and writes every asset
 * file of the compilation as PHP: dependency extraction runs here with `outputFormat: 'json'`,
 * read back below. It also writes `views/shared-chunks.php` (handle → entry, for the PHP side,
 * which registers each: Farol\Blocks\BlockRegistry), so the handle is named here only.
 *
 * WordPress then prints the chunk before each such view and once per page, and the eager
 * loader, which gets each view's closure in its template, runs it once however many templates
 * hold it (src/lib/mount/template-scripts.ts).
 */
/**
 * External dependencies
 */
const path = require( 'path' );
// The serializer dependency extraction itself writes `*.asset.php` with.
const json2php = require(
	require.resolve( 'json2php', {
		paths: [
			path.dirname(
				require.resolve(
					'@wordpress/dependency-extraction-webpack-plugin'
				)
			),
		],
	} )
);

const ASSET_JSON = /\.asset\.json$/;

class SharedViewChunkPlugin {
	/**
	 * @typedef {Object} SharedChunkOptions
	 * @property {string} chunk    The shared chunk's name (e.g. `views/preact`).
	 * @property {string} handle   Its script handle, registered by the PHP side.
	 * @property {string} manifest The file that hands both to the PHP side.
	 */

	/**
	 * @param {SharedChunkOptions} options The shared chunk.
	 */
	constructor( options ) {
		this.options = options;
	}

	/** @param {import('webpack').Compiler} compiler Compiler. */
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			this.constructor.name,
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: this.constructor.name,
						// Right after dependency extraction wrote the asset files.
						stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE + 1,
					},
					() => this.rewrite( compilation, sources )
				);
			}
		);
	}

	/**
	 * Adds the handle to the entries that need the chunk, then turns every asset file to PHP.
	 *
	 * @param {import('webpack').Compilation}    compilation Compilation.
	 * @param {typeof import('webpack').sources} sources     webpack's sources.
	 */
	rewrite( compilation, sources ) {
		const { chunk: shared, handle } = this.options;
		const users = new Set();
		for ( const entrypoint of compilation.entrypoints.values() ) {
			const entry = entrypoint.getEntrypointChunk();
			if (
				entry.name !== shared &&
				entrypoint.chunks.some( ( chunk ) => chunk.name === shared )
			) {
				users.add( entry );
			}
		}
		const built = [ ...compilation.chunks ].some(
			( chunk ) => chunk.name === shared
		);
		compilation.emitAsset(
			this.options.manifest,
			new sources.RawSource(
				`<?php return ${ json2php(
					built ? { [ handle ]: shared } : {}
				) };\n`
			)
		);
		for ( const chunk of compilation.chunks ) {
			for ( const file of [ ...chunk.files ] ) {
				if ( ! ASSET_JSON.test( file ) ) {
					continue;
				}
				const asset = JSON.parse(
					compilation.getAsset( file ).source.source().toString()
				);
				if ( users.has( chunk ) ) {
					asset.dependencies = [ handle, ...asset.dependencies ];
				}
				const php = file.replace( ASSET_JSON, '.asset.php' );
				compilation.deleteAsset( file );
				compilation.emitAsset(
					php,
					new sources.RawSource(
						`<?php return ${ json2php( asset ) };\n`
					)
				);
				chunk.files.add( php );
			}
		}
	}
}

module.exports = SharedViewChunkPlugin;
