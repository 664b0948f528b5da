/**
 * ESLint: WordPress' recommended rules (with TypeScript and Prettier), plus the project's
 * `@farol/*` path alias and the test and tooling environments.
 */
module.exports = {
	root: true,
	extends: [ 'plugin:@wordpress/eslint-plugin/recommended' ],
	settings: {
		// WordPress' own scripts (wp-plugins, wp-edit-post) that Farol does not install: dependency
		// extraction turns the imports into script dependencies; types/ declares them.
		'import/core-modules': [
			'@playwright/test',
			'@wordpress/plugins',
			'@wordpress/edit-post',
		],
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
			files: [ 'tests/e2e/**', 'tests/security/**', 'tools/**' ],
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
