/**
 * Compiles the translations as the last step of the plugin's webpack build, so one build
 * (`npm run build`) makes everything a runtime serves, and the watcher (`npm run dev`) keeps
 * them current: after every successful compile it runs tools/i18n/build.mjs, which reads the
 * scripts webpack has just written (each script's JSON catalogue holds only the strings that
 * script uses). The .po fragments are added to the compilation's watched files, so editing a
 * fragment during `npm run dev` triggers a compile and with it new translations.
 *
 * Last, it writes plugin/build/.build-complete: the time the build was last complete, which
 * the start commands' build check (tools/runtime/ensure-build.js) compares with the sources.
 * The cleaner removes it when the next build starts, so a build that fails leaves none.
 */
/**
 * External dependencies
 */
const { spawnSync } = require( 'node:child_process' );
const fs = require( 'node:fs' );
const path = require( 'node:path' );

const ROOT = path.resolve( __dirname, '../..' );
const FRAGMENTS = path.join( ROOT, 'plugin/languages' );
const STAMP = path.join( ROOT, 'plugin/build/.build-complete' );

class FarolTranslationsPlugin {
	/**
	 * @param {import('webpack').Compiler} compiler The plugin bundle's compiler.
	 */
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap(
			'FarolTranslationsPlugin',
			( compilation ) => {
				for ( const locale of fs.existsSync( FRAGMENTS )
					? fs.readdirSync( FRAGMENTS, { withFileTypes: true } )
					: [] ) {
					if ( locale.isDirectory() ) {
						compilation.contextDependencies.add(
							path.join( FRAGMENTS, locale.name )
						);
					}
				}
			}
		);
		compiler.hooks.done.tap( 'FarolTranslationsPlugin', ( stats ) => {
			if ( stats.hasErrors() ) {
				return;
			}
			const run = spawnSync(
				process.execPath,
				[ path.join( __dirname, 'build.mjs' ) ],
				{ cwd: ROOT, encoding: 'utf8' }
			);
			if ( run.status !== 0 ) {
				const error = new Error(
					`tools/i18n/build.mjs failed:\n${ run.stdout }${ run.stderr }`
				);
				stats.compilation.errors.push( error );
				// In a one-off build a failed step must fail the command; the watcher goes on.
				if ( ! compiler.watchMode ) {
					process.exitCode = 1;
				}
				return;
			}
			// One line, not one per script: the full list is `node tools/i18n/build.mjs`'s.
			const last = run.stdout.trim().split( '\n' ).pop();
			console.log( last );
			fs.writeFileSync( STAMP, `${ new Date().toISOString() }\n` );
		} );
	}
}

module.exports = FarolTranslationsPlugin;
