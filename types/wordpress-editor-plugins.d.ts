/**
 * Types for the editor extension packages WordPress 6.5 ships as scripts (wp-plugins,
 * wp-edit-post) and Farol does not install (dependency extraction maps the imports to those
 * scripts). Only what Farol calls is declared, after the packages' READMEs at 6.5's versions.
 */
declare module '@wordpress/plugins' {
	import type { ComponentType } from 'react';

	export interface PluginSettings {
		render: ComponentType;
		icon?: unknown;
		scope?: string;
	}

	export function registerPlugin(
		name: string,
		settings: PluginSettings
	): unknown;
}

declare module '@wordpress/edit-post' {
	import type { ComponentType, ReactNode } from 'react';

	/** A panel in the post's Settings sidebar (moved to @wordpress/editor in 6.6). */
	export const PluginDocumentSettingPanel: ComponentType< {
		name: string;
		title: string;
		className?: string;
		icon?: unknown;
		initialOpen?: boolean;
		children?: ReactNode;
	} >;
}
