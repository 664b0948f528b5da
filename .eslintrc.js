/**
 * ESLint: WordPress' recommended rules (with TypeScript and Prettier), plus the project's
 * `@farol/*` path alias and the test and tooling environments.
 */
module.exports = {
	root: true,
	extends: [ 'plugin:@wordpress/eslint-plugin/recommended' ],
	settings: {
		'import/core-modules': [ '@playwright/test' ],
	},
	rules: {
		'import/no-unresolved': [ 'error', { ignore: [ '^@farol/' ] } ],
		'@wordpress/dependency-group': 'error',
	},
	overrides: [
		{
			files: [ 'tests/unit/**' ],
			extends: [ 'plugin:@wordpress/eslint-plugin/test-unit' ],
		},
		{
			files: [ 'tests/e2e/**', 'tools/**' ],
			env: { node: true },
			rules: {
				'no-console': 'off',
				'import/no-extraneous-dependencies': 'off',
			},
		},
		{
			files: [ '**/*.ts', '**/*.tsx' ],
			rules: {
				// TypeScript checks these itself.
				'no-undef': 'off',
				'jsdoc/require-param-type': 'off',
				'jsdoc/require-returns-type': 'off',
			},
		},
	],
};
