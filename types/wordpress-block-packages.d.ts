/**
 * Types for the two @wordpress packages that ship none at the versions WordPress 6.5 uses
 * (@wordpress/blocks 12.30, @wordpress/block-editor 12.21). Only what Farol calls is declared;
 * add to it when a block needs more. Shared by every block.
 */
declare module '@wordpress/blocks' {
	import type { ComponentType } from 'react';

	/** Props WordPress hands a block's edit component. */
	export interface BlockEditProps< Attributes > {
		attributes: Attributes;
		setAttributes: ( next: Partial< Attributes > ) => void;
		clientId: string;
		isSelected: boolean;
		className?: string;
		context?: Record< string, unknown >;
	}

	/** Client-side settings; the rest of the metadata comes from block.json on the server. */
	export interface BlockSettings< Attributes > {
		edit: ComponentType< BlockEditProps< Attributes > >;
		save: ComponentType< { attributes: Attributes } > | ( () => null );
		[ key: string ]: unknown;
	}

	export function registerBlockType< Attributes = Record< string, unknown > >(
		name: string,
		settings: BlockSettings< Attributes >
	): unknown;
}

declare module '@wordpress/block-editor' {
	import type { ComponentType, ReactNode } from 'react';

	/** Props for the block's outer element (class names, data-block, ref, ...). */
	export function useBlockProps(
		props?: Record< string, unknown >
	): Record< string, unknown > & { className: string };

	export const InspectorControls: ComponentType< {
		children?: ReactNode;
		group?: 'default' | 'settings' | 'styles' | 'color' | 'advanced';
	} >;

	export const BlockControls: ComponentType< {
		children?: ReactNode;
		group?: 'default' | 'block' | 'inline' | 'other' | 'parent';
	} >;
}
