/**
 * The front-end view tests again, on what ships: the blocks' views bundle Preact's compat
 * layer in place of React (webpack.config.js, docs/front-end.md, "Preact for visitors"), so the mount helper, the
 * comment widget and editor, the lead form runtime and the box-shadow generator run here
 * with `react`/`react-dom` mapped to preact/compat, as webpack aliases them for the views.
 *
 * Usage: npx wp-scripts test-unit-js --config jest.preact.config.js
 */
/**
 * Internal dependencies
 */
const base = require( './jest.config' );

module.exports = {
	...base,
	testMatch: [
		'<rootDir>/tests/unit/mount/**/*.test.[jt]s?(x)',
		'<rootDir>/tests/unit/box-shadow/**/*.test.[jt]s?(x)',
		'<rootDir>/tests/unit/comments/**/*.test.[jt]s?(x)',
		'<rootDir>/tests/unit/lead-form/{runtime,fields}-*.test.[jt]s?(x)',
	],
	// React-only: these drive the generator with fireEvent.change (Preact's compat listens to
	// `input` for a text or range field's onChange, as browsers fire both) and compare React's
	// markup, which reflects `value` as an attribute; tests/e2e/box-shadow.spec.ts covers the
	// generator on Preact in a browser.
	testPathIgnorePatterns: [
		...base.testPathIgnorePatterns,
		'<rootDir>/tests/unit/box-shadow/(generator|markup)\\.test\\.tsx$',
	],
	// CommonJS builds by file: under jsdom, jest takes the packages' "browser" (ES module) builds.
	moduleNameMapper: {
		'^react$': '<rootDir>/node_modules/preact/compat/dist/compat.js',
		// As webpack aliases it for the views: preact/compat plus createRoot/hydrateRoot.
		'^react-dom$': '<rootDir>/src/lib/preact/react-dom.js',
		'^react-dom/client$': '<rootDir>/node_modules/preact/compat/client.js',
		'^react-dom/test-utils$':
			'<rootDir>/node_modules/preact/test-utils/dist/testUtils.js',
		'^react/jsx-(dev-)?runtime$':
			'<rootDir>/node_modules/preact/jsx-runtime/dist/jsxRuntime.js',
		'^preact$': '<rootDir>/node_modules/preact/dist/preact.js',
		'^preact/hooks$': '<rootDir>/node_modules/preact/hooks/dist/hooks.js',
		'^preact/compat$':
			'<rootDir>/node_modules/preact/compat/dist/compat.js',
		'^preact/compat/client$':
			'<rootDir>/node_modules/preact/compat/client.js',
		'^preact/test-utils$':
			'<rootDir>/node_modules/preact/test-utils/dist/testUtils.js',
		'^preact/jsx-runtime$':
			'<rootDir>/node_modules/preact/jsx-runtime/dist/jsxRuntime.js',
		...Object.fromEntries(
			Object.entries( base.moduleNameMapper ).filter(
				( [ pattern ] ) => pattern !== '^react-dom$'
			)
		),
	},
};
