/**
 * Types for @wordpress/server-side-render 4.30 (the version WordPress 6.5 ships), which has
 * none. Only what Farol calls is declared.
 */
declare module '@wordpress/server-side-render' {
	import type { ComponentType } from 'react';

	/** Props of core's preview of a dynamic block's server render. */
	export interface ServerSideRenderProps {
		/** Block name, e.g. "farol/countdown". */
		block: string;
		/** Attributes render.php receives. */
		attributes?: Record< string, unknown >;
		className?: string;
		httpMethod?: 'GET' | 'POST';
		urlQueryArgs?: Record< string, unknown >;
		skipBlockSupportAttributes?: boolean;
		/** Shown when render.php prints nothing. */
		EmptyResponsePlaceholder?: ComponentType;
	}

	const ServerSideRender: ComponentType< ServerSideRenderProps >;
	export default ServerSideRender;
}
