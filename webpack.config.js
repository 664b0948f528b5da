/**
 * Build configuration.
 *
 * Two bundles sets come out of one source tree:
 * - the plugin (`plugin/build/`): every block found under `blocks/` through its block.json
 *   (wp-scripts' own discovery), plus one entry per feature app found by convention at
 *   `src/<feature>/index.ts(x)` → `plugin/build/apps/<feature>/index.js` and
 *   `src/<feature>/admin/index.ts(x)` → `plugin/build/apps/<feature>/admin.js` and
 *   `src/<feature>/admin-<screen>/index.ts(x)` → `plugin/build/apps/<feature>/admin-<screen>.js`
 *   for a feature with several wp-admin screens, and likewise
 *   `src/<feature>/editor-<part>/index.ts(x)` → `plugin/build/apps/<feature>/editor-<part>.js`
 *   for a script the block editor loads (e.g. a post type's document settings) (the `apps/`
 *   folder keeps them apart from the block folders, which share the feature names), and the
 *   eager loader of deferred React-based blocks, `src/lib/mount/loader.ts` →
 *   `plugin/build/lib/mount/loader.js` (handle `farol-mount`, printed by
 *   `Farol\Support\DeferredScripts`);
 * - the embed script (`plugin/build/embed.js`, from `src/lead-form/embed/index.ts`): the lead
 *   form runtime for pages outside WordPress, self-contained (Preact's compat layer, aliased as
 *   for the views, and the `@wordpress/*` code it uses are bundled in, since such a page has none of WordPress's scripts); its
 *   on-demand chunks go to `plugin/build/embed/`. It builds after the plugin bundle, whose
 *   cleaner empties the output folder first;
 * - the theme (`theme/build/`): `src/page-chrome/index.ts` → `theme/build/page-chrome/index.js`,
 *   so the theme's behaviours ship with the theme and work without the plugin.
 *
 * The plugin build ends with the translations (tools/i18n/webpack-plugin.js), so one build
 * makes everything a runtime serves, and `npm run dev` keeps them current.
 *
 * React and every `@wordpress/*` package stay external (dependency extraction writes the
 * `*.asset.php` files the PHP side enqueues with), except in the blocks' front-end views
 * (`<block>/view`, their own compilation `views`), which bundle Preact's compat layer in place of
 * React (docs/front-end.md, "Preact for visitors").
 */
/**
 * External dependencies
 */
const fs = require( 'fs' );
const path = require( 'path' );
/**
 * WordPress dependencies
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );
/**
 * Internal dependencies
 */
const SharedViewChunkPlugin = require( './tools/build/shared-view-chunk' );
const FlagsPlugin = require( './tools/build/flags' );
const BlocksManifestPlugin = require( './tools/build/blocks-manifest' );
const ClassmapPlugin = require( './tools/build/classmap' );
const FarolTranslationsPlugin = require( './tools/i18n/webpack-plugin' );
const phoneMetadata = require( './tools/phone/metadata' );

// The phone metadata per calling code (src/lib/phone/metadata/, git-ignored), cut from the
// pinned libphonenumber-js package's max metadata: the lead form loads the codes it needs.
phoneMetadata.writeChunks();

const THEME_FEATURES = new Set( [ 'page-chrome' ] );
const SHARED_FOLDERS = new Set( [ 'lib' ] );

/**
 * Finds `src/<feature>/index.ts(x)`, `src/<feature>/admin/index.ts(x)`,
 * `src/<feature>/admin-<screen>/index.ts(x)` and `src/<feature>/editor-<part>/index.ts(x)` entries.
 *
 * @param {(feature: string) => boolean} wanted Which features to take.
 * @return {Record<string, string>} Entry name → file.
 */
function featureEntries( wanted ) {
	const srcDir = path.resolve( __dirname, 'src' );
	const entries = {};
	if ( ! fs.existsSync( srcDir ) ) {
		return entries;
	}
	for ( const feature of fs.readdirSync( srcDir ) ) {
		if ( SHARED_FOLDERS.has( feature ) || ! wanted( feature ) ) {
			continue;
		}
		const prefix = THEME_FEATURES.has( feature ) ? '' : 'apps/';
		const candidates = [
			[ `${ prefix }${ feature }/index`, 'index' ],
			[ `${ prefix }${ feature }/admin`, 'admin/index' ],
			...fs
				.readdirSync( path.join( srcDir, feature ) )
				.filter( ( name ) => /^(admin|editor)-/.test( name ) )
				.map( ( name ) => [
					`${ prefix }${ feature }/${ name }`,
					`${ name }/index`,
				] ),
		];
		for ( const [ name, base ] of candidates ) {
			for ( const ext of [ '.ts', '.tsx' ] ) {
				const file = path.join( srcDir, feature, base + ext );
				if ( fs.existsSync( file ) ) {
					entries[ name ] = file;
				}
			}
		}
	}
	return entries;
}

/**
 * The contact form's captcha scripts, one per provider:
 * `src/contact-form/captcha/provider-<name>.ts` → `plugin/build/apps/contact-form/captcha-<name>.js`
 * (enqueued by Farol\ContactForm\Spam\SpamModule only where a form with captcha renders).
 *
 * @return {Record<string, string>} Entry name → file.
 */
function captchaEntries() {
	const dir = path.resolve( __dirname, 'src/contact-form/captcha' );
	const entries = {};
	if ( fs.existsSync( dir ) ) {
		for ( const file of fs.readdirSync( dir ) ) {
			const match = /^provider-([a-z0-9-]+)\.ts$/.exec( file );
			if ( match ) {
				entries[ `apps/contact-form/captcha-${ match[ 1 ] }` ] =
					path.join( dir, file );
			}
		}
	}
	return entries;
}

const resolve = {
	...defaultConfig.resolve,
	alias: {
		...( defaultConfig.resolve?.alias ?? {} ),
		'@farol': path.resolve( __dirname, 'src' ),
	},
};

// The wp-admin apps (`apps/<feature>/admin` and `apps/<feature>/admin-<screen>`) share one
// copy of zod, `plugin/build/lib/admin/zod.js` (handle `farol-admin-zod`, a dependency of
// every app Farol\Support\Admin\ReactAdminPage enqueues): fetched once, then cached across
// screens. The visitors' bundles keep their own (smaller, tree-shaken) copy: no extra request.
const ADMIN_ENTRY = /^apps\/[^/]+\/admin(-[a-z-]+)?$/;
const optimization = {
	...defaultConfig.optimization,
	splitChunks: {
		...defaultConfig.optimization?.splitChunks,
		cacheGroups: {
			...defaultConfig.optimization?.splitChunks?.cacheGroups,
			adminZod: {
				test: /[\\/]node_modules[\\/]zod[\\/]/,
				chunks: ( chunk ) => ADMIN_ENTRY.test( chunk.name ?? '' ),
				// Not the own-components screens' (webpack.config.js below): theirs is a copy of
				// its own (a layer's modules are distinct), bundled with them.
				layer: ( layer ) => ! layer,
				name: 'lib/admin/zod',
				enforce: true,
			},
			// The own-components screens' bundled packages (@wordpress/dataviews,
			// components, private-apis and what they import, zod too), one chunk both
			// screens load instead of a ~500 KB copy each: `plugin/build/lib/admin/own-components.js`,
			// handle `farol-admin-components`, written into those screens' `*.asset.php` by
			// SharedViewChunkPlugin (ADMIN_COMPONENTS below) and registered by
			// Farol\Support\Admin\ReactAdminPage from `lib/admin/shared-chunks.php`.
			adminComponents: {
				// Scripts only: a stylesheet the screens import stays theirs (enqueued with them).
				test: ( module ) =>
					/[\\/]node_modules[\\/]/.test( module.resource ?? '' ) &&
					module.type.startsWith( 'javascript' ),
				chunks: ( chunk ) => OWN_COMPONENTS_ENTRIES.has( chunk.name ),
				layer: ( layer ) => layer === OWN_COMPONENTS_LAYER,
				name: 'lib/admin/own-components',
				enforce: true,
			},
		},
	},
};
const ADMIN_COMPONENTS = {
	chunk: 'lib/admin/own-components',
	handle: 'farol-admin-components',
	manifest: 'lib/admin/shared-chunks.php',
};

// The blocks' front-end views (`<block>/view`, from block.json's viewScript) build apart: see
// viewsConfig below.
const VIEW_ENTRY = /^[^/]+\/view$/;

/**
 * wp-scripts' block entries (from block.json), those views are or are not.
 *
 * @param {boolean} views Take the views (true) or every other block script (false).
 * @return {Promise<Record<string, string>>} Entry name → file.
 */
async function blockEntries( views ) {
	const all =
		typeof defaultConfig.entry === 'function'
			? await defaultConfig.entry()
			: defaultConfig.entry;
	return Object.fromEntries(
		Object.entries( all ).filter(
			( [ name ] ) => VIEW_ENTRY.test( name ) === views
		)
	);
}

// The wp-admin screens built on @wordpress/dataviews (the Leads list, the contact inbox). DataViews
// reaches @wordpress/components' private APIs through @wordpress/private-apis, and core's copy of
// that (`wp.privateApis`) only lets a module in that gives the consent string of its own release:
// 6.5's string is refused by 6.6 and 6.6's by 6.5. These screens therefore build in a webpack
// layer of their own whose @wordpress/components and @wordpress/private-apis are bundled, not
// core's globals: the bundled components lock their private APIs with the bundled private-apis,
// which dataviews unlocks with, so nothing of core's private APIs is used and the same zip runs on
// every core (docs/architecture.md, "Private APIs"). tests/dist/private-apis.test.mjs fails if a
// built script lists `wp-private-apis` or opts in outside these screens.
const OWN_COMPONENTS_LAYER = 'own-components';
const OWN_COMPONENTS_ENTRIES = new Set( [
	'apps/lead-form/admin-leads',
	'apps/contact-form/admin-submissions',
] );
const OWN_COMPONENTS_PACKAGES = new Set( [
	'@wordpress/components',
	'@wordpress/private-apis',
] );

/**
 * Dependency extraction that bundles, for modules of the own-components layer, the packages of
 * OWN_COMPONENTS_PACKAGES instead of making them core's globals (wp-scripts' instance otherwise).
 */
class LayeredDependencyExtractionPlugin extends DependencyExtractionWebpackPlugin {
	/**
	 * @param {{request: string, contextInfo?: {issuerLayer?: string|null}}} data     Request and issuer.
	 * @param {(error?: Error|null, result?: unknown) => void}               callback Webpack's answer.
	 */
	externalizeWpDeps( data, callback ) {
		if (
			data.contextInfo?.issuerLayer === OWN_COMPONENTS_LAYER &&
			OWN_COMPONENTS_PACKAGES.has( data.request )
		) {
			return callback();
		}
		return super.externalizeWpDeps( data, callback );
	}
}

/**
 * Puts the OWN_COMPONENTS_ENTRIES in their layer.
 *
 * @param {Record<string, string>} entries Entry name → file.
 * @return {Object<string, (string|Object)>} The same, layered where needed ({import, layer}).
 */
function layered( entries ) {
	return Object.fromEntries(
		Object.entries( entries ).map( ( [ name, file ] ) => [
			name,
			OWN_COMPONENTS_ENTRIES.has( name )
				? { import: file, layer: OWN_COMPONENTS_LAYER }
				: file,
		] )
	);
}

// KaTeX's fonts as WOFF2 only (tools/build/woff2-only-loader.js); the widget's formulas load in
// the views build, whose lazy chunk carries KaTeX's stylesheet.
const WOFF2_ONLY_KATEX = {
	test: /[\\/]katex[\\/]dist[\\/]katex(\.min)?\.css$/,
	enforce: 'pre',
	loader: path.resolve( __dirname, 'tools/build/woff2-only-loader.js' ),
};

// wp-scripts' cleaner options (config/webpack.config.js), for the instances of our own.
const CLEANER_OPTIONS = {
	cleanAfterEveryBuildPatterns: [ '!fonts/**', '!images/**' ],
	cleanStaleWebpackAssets: false,
};

const pluginConfig = {
	...defaultConfig,
	name: 'plugin',
	resolve,
	optimization,
	experiments: { ...defaultConfig.experiments, layers: true },
	entry: async () => ( {
		...( await blockEntries( false ) ),
		...layered(
			featureEntries( ( feature ) => ! THEME_FEATURES.has( feature ) )
		),
		...captchaEntries(),
		'lib/mount/loader': path.resolve(
			__dirname,
			'src/lib/mount/loader.ts'
		),
		// The live updates' poll script (plain TypeScript; Comments\Live\LiveScript).
		'apps/comments/live': path.resolve(
			__dirname,
			'src/comments/live/index.ts'
		),
		// The comment area's seed script, printed inline for guests (Comments\Form\GuestPrefill).
		'apps/comments/prefill': path.resolve(
			__dirname,
			'src/comments/prefill/index.ts'
		),
		// The lead form's seed script (its view event without the runtime) and the refill script
		// it loads for a returning visitor (plain TypeScript, no dependency;
		// LeadForm\Forms\SeedScript).
		'apps/lead-form/seed': path.resolve(
			__dirname,
			'src/lead-form/seed/index.ts'
		),
		'apps/lead-form/refill': path.resolve(
			__dirname,
			'src/lead-form/seed/refill.ts'
		),
	} ),
	// The mount helper's modules have no side effects on import: a plain view importing
	// enhanceBlocks from src/lib/mount does not get mountBlocks' React with it.
	module: {
		...defaultConfig.module,
		rules: [
			...defaultConfig.module.rules,
			{ test: /[\\/]src[\\/]lib[\\/]mount[\\/]/, sideEffects: false },
			WOFF2_ONLY_KATEX,
		],
	},
	// Translations last: their script catalogues are read from the scripts just written.
	// The cleaner is the plugin build's own: wp-scripts' one instance is shared with the theme
	// build, whose output path it then kept, so stale files (an old hash of a chunk) stayed in
	// plugin/build and shipped in the zip.
	plugins: [
		...defaultConfig.plugins.map( ( plugin ) => {
			if ( plugin instanceof DependencyExtractionWebpackPlugin ) {
				// JSON, read back and written as PHP by SharedViewChunkPlugin below.
				return new LayeredDependencyExtractionPlugin( {
					...plugin.options,
					outputFormat: 'json',
				} );
			}
			return plugin.constructor.name === 'CleanWebpackPlugin'
				? new plugin.constructor( CLEANER_OPTIONS )
				: plugin;
		} ),
		new SharedViewChunkPlugin( ADMIN_COMPONENTS ),
		// build/flags/: the phone field's flags, optimised (tools/flags/optimize.js).
		new FlagsPlugin(),
		// build/blocks-manifest.php: every block.json as one PHP array (Blocks\BlockRegistry).
		new BlocksManifestPlugin(),
		// build/classmap.php: Farol's classes → their files (plugin/autoload.php).
		new ClassmapPlugin(),
		new FarolTranslationsPlugin(),
	],
};

// What a page outside WordPress loads: no externals, no block files, no cleaner, no
// translations (the plugin bundle's run does those).
const EMBED_SKIPPED_PLUGINS = new Set( [
	'DependencyExtractionWebpackPlugin',
	'CleanWebpackPlugin',
	'CopyPlugin',
	'RenderPathsPlugin',
] );
// A visitor's React is Preact's compat layer, bundled into each view and its chunks (tiptap,
// katex, the phone library) instead of WordPress's `react`/`react-dom` handles: ~4 KB gzip
// against ~45 (docs/front-end.md, "Preact for visitors"). Block editor scripts, wp-admin and editor apps keep
// WordPress's React (they share @wordpress/components with the editor). Own chunk folder and
// chunk-loading global, so the two runtimes on one page never mix up chunk or module ids.
const PREACT_ALIASES = {
	react$: 'preact/compat',
	// preact/compat plus createRoot/hydrateRoot, which WordPress's ReactDOM has on 'react-dom'.
	'react-dom$': path.resolve( __dirname, 'src/lib/preact/react-dom.js' ),
	'react-dom/client$': 'preact/compat/client',
	'react-dom/test-utils$': 'preact/test-utils',
	'react/jsx-runtime$': 'preact/jsx-runtime',
	'react/jsx-dev-runtime$': 'preact/jsx-dev-runtime',
};
const BUNDLED_REACT = new Set(
	Object.keys( PREACT_ALIASES ).map( ( key ) => key.replace( /\$$/, '' ) )
);
const VIEWS_SKIPPED_PLUGINS = new Set( [
	'DependencyExtractionWebpackPlugin',
	'CleanWebpackPlugin',
	'CopyPlugin',
	'RenderPathsPlugin',
] );
// One copy of Preact per page: the React-based views share one initial chunk holding Preact,
// its hooks, compat layer and JSX runtime, `plugin/build/views/preact.js` (handle
// `farol-views-preact`, registered by Farol\Blocks\BlockRegistry from the manifest
// `views/shared-chunks.php`, and a dependency written into the `*.asset.php` of each entry
// that needs it by SharedViewChunkPlugin), instead of bundling ~9 KB gzip each. The plain views import
// none of it, so they do not get the chunk either.
const VIEWS_PREACT = {
	chunk: 'views/preact',
	handle: 'farol-views-preact',
	manifest: 'views/shared-chunks.php',
};
const viewsOptimization = {
	...defaultConfig.optimization,
	splitChunks: {
		...defaultConfig.optimization?.splitChunks,
		cacheGroups: {
			...defaultConfig.optimization?.splitChunks?.cacheGroups,
			viewsPreact: {
				test: /[\\/]node_modules[\\/]preact[\\/]|[\\/]src[\\/]lib[\\/]preact[\\/]/,
				chunks: 'initial',
				name: VIEWS_PREACT.chunk,
				filename: '[name].js',
				enforce: true,
			},
		},
	},
};
const viewsConfig = {
	...defaultConfig,
	name: 'views',
	dependencies: [ 'plugin' ],
	resolve: {
		...resolve,
		alias: { ...resolve.alias, ...PREACT_ALIASES },
	},
	optimization: viewsOptimization,
	module: {
		...defaultConfig.module,
		rules: [ ...defaultConfig.module.rules, WOFF2_ONLY_KATEX ],
	},
	entry: async () => ( {
		...( await blockEntries( true ) ),
		// The icons of discussable passages (plain TS; its popup is a lazy chunk of this build).
		'comments/inline': path.resolve(
			__dirname,
			'src/comments/inline/index.ts'
		),
	} ),
	output: {
		...defaultConfig.output,
		uniqueName: 'farolViews',
		chunkFilename: 'views/[name].[contenthash:8].js',
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) => ! VIEWS_SKIPPED_PLUGINS.has( plugin.constructor.name )
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) =>
				BUNDLED_REACT.has( request ) ? false : undefined,
			// Read back and written as PHP by SharedViewChunkPlugin.
			outputFormat: 'json',
		} ),
		new SharedViewChunkPlugin( VIEWS_PREACT ),
		new FarolTranslationsPlugin(),
	],
};

const embedConfig = {
	...defaultConfig,
	name: 'embed',
	dependencies: [ 'plugin' ],
	// The same Preact as the views: React is bundled here anyway.
	resolve: viewsConfig.resolve,
	entry: {
		embed: path.resolve( __dirname, 'src/lead-form/embed/index.ts' ),
	},
	output: {
		...defaultConfig.output,
		publicPath: 'auto',
		chunkFilename: 'embed/[name].[contenthash:8].js',
	},
	plugins: defaultConfig.plugins.filter(
		( plugin ) => ! EMBED_SKIPPED_PLUGINS.has( plugin.constructor.name )
	),
};

const themeEntries = featureEntries( ( feature ) =>
	THEME_FEATURES.has( feature )
);

const themeBuild = path.resolve( __dirname, 'theme/build' );

// The theme bundle has no blocks: drop the plugins that copy block.json and render.php.
// `--output-path` on the command line (npm run build) is applied by webpack-cli to every
// config; the first plugin puts the theme's output back in theme/build before the others
// (the cleaner among them) read it.
const themeConfig = {
	...defaultConfig,
	resolve,
	entry: themeEntries,
	output: {
		...defaultConfig.output,
		path: themeBuild,
	},
	plugins: [
		{
			apply( compiler ) {
				compiler.options.output.path = themeBuild;
			},
		},
		...defaultConfig.plugins.filter(
			( plugin ) => plugin.constructor.name !== 'CopyPlugin'
		),
	],
};

module.exports =
	Object.keys( themeEntries ).length > 0
		? [ pluginConfig, viewsConfig, embedConfig, themeConfig ]
		: [ pluginConfig, viewsConfig, embedConfig ];
