/**
 * Jest runs the unit layer: tests/unit/<feature>/*.test.ts(x), TypeScript through
 * wp-scripts' Babel preset, DOM from jsdom, Testing Library matchers.
 */
/**
 * WordPress dependencies
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	rootDir: __dirname,
	testMatch: [ '<rootDir>/tests/unit/**/*.test.[jt]s?(x)' ],
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv ?? [] ),
		'<rootDir>/tests/unit/setup.ts',
	],
	moduleNameMapper: {
		...( defaultConfig.moduleNameMapper ?? {} ),
		'^@farol/(.*)$': '<rootDir>/src/$1',
		// createRoot from 'react-dom', as WordPress's browser ReactDOM has it (see the file).
		'^react-dom$': '<rootDir>/tests/unit/react-dom.js',
	},
	testPathIgnorePatterns: [ '/node_modules/', '<rootDir>/plugin/build/' ],
	// lowlight (the comment editor's highlighter) and devlop ship ES modules only.
	transformIgnorePatterns: [ '/node_modules/(?!(lowlight|devlop)/)' ],
};
