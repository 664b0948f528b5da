/**
 * 'react-dom' in jest: WordPress's browser ReactDOM (a UMD build) has `createRoot` on
 * 'react-dom' and never warns about it; Node's react-dom entry warns that createRoot belongs
 * to 'react-dom/client'. jest.config.js maps 'react-dom' here: the same module, whose
 * createRoot and hydrateRoot run as the client entry runs them (the flag the entry sets).
 */
/**
 * External dependencies
 */
const path = require( 'path' );

// By file: the package's exports do not list its entry's path, and the name maps here.
const dom = require(
	path.join(
		path.dirname( require.resolve( 'react-dom/package.json' ) ),
		'index.js'
	)
);
const internals = dom.__SECRET_INTERNALS_DO_NOT_USE_OR_YOU_WILL_BE_FIRED;

const asClientEntry =
	( create ) =>
	( ...args ) => {
		internals.usingClientEntryPoint = true;
		try {
			return create( ...args );
		} finally {
			internals.usingClientEntryPoint = false;
		}
	};

module.exports = {
	...dom,
	createRoot: asClientEntry( dom.createRoot ),
	hydrateRoot: asClientEntry( dom.hydrateRoot ),
};
