/**
 * Emits the phone field's flags, optimised by svgo (tools/flags/optimize.js), as
 * `plugin/build/flags/<code>.svg` and `plugin/build/flags/LICENSE`: part of the plugin
 * compilation, so the build's cleaner keeps them and `npm run dev` keeps them current. The
 * optimised files are computed once per process (a few seconds) and reused by watch rebuilds.
 */
/**
 * Internal dependencies
 */
const { flags } = require( '../flags/optimize' );

let cache = null;

class FlagsPlugin {
	/** @param {import('webpack').Compiler} compiler Compiler. */
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap( 'FlagsPlugin', ( compilation ) => {
			compilation.hooks.processAssets.tap(
				{
					name: 'FlagsPlugin',
					stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
				},
				() => {
					cache ??= flags();
					for ( const { name, data } of cache ) {
						compilation.emitAsset(
							`flags/${ name }`,
							new sources.RawSource( data )
						);
					}
				}
			);
		} );
	}
}

module.exports = FlagsPlugin;
