/**
 * What the inline comments' editor format (src/comments/editor-inline) calls of
 * @wordpress/block-editor 12.21, which ships no types (merged with the declarations of
 * wordpress-block-packages.d.ts).
 */
declare module '@wordpress/block-editor' {
	import type { ComponentType } from 'react';

	/** A button in a rich text's format toolbar. */
	export const RichTextToolbarButton: ComponentType< {
		icon: string;
		title: string;
		isActive?: boolean;
		onClick: () => void;
		shortcutType?: string;
		shortcutCharacter?: string;
	} >;
}
