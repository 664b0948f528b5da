/**
 * 'react-dom' for the blocks' front-end views, which bundle Preact's compat layer in place of
 * WordPress's React (webpack.config.js aliases 'react-dom' here for them; see
 * docs/front-end.md, "Preact for visitors"). WordPress's browser ReactDOM carries `createRoot` and `hydrateRoot`
 * on 'react-dom' itself, and Farol's views import them from there; preact/compat keeps them
 * on 'preact/compat/client'. This module is preact/compat with both added, so the views'
 * code reads the same on either runtime. JavaScript, not TypeScript: preact/compat's typings
 * are an `export =`, which TypeScript will not re-export with `export *` (the views' code is
 * typed against @types/react-dom as before).
 */
/**
 * External dependencies
 */
import compat from 'preact/compat';

export * from 'preact/compat';
export { createRoot, hydrateRoot } from 'preact/compat/client';
export default compat;
