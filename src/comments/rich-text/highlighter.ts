/**
 * lowlight with the common languages, shared by the editor and enhanceContent() (one chunk).
 */
/**
 * External dependencies
 */
import { common, createLowlight } from 'lowlight';

const lowlight = createLowlight( common );

export interface HastText {
	type: 'text';
	value: string;
}
export interface HastElement {
	type: 'element';
	tagName: string;
	properties: { className?: string[] };
	children: HastNode[];
}
export type HastNode = HastText | HastElement;

/**
 * The highlighted tree of a code text: in its language when lowlight knows it, else guessed.
 *
 * @param code     The code.
 * @param language The language name ('' when unknown).
 */
export function highlightTree( code: string, language: string ): HastNode[] {
	try {
		const root =
			language !== '' && lowlight.registered( language )
				? lowlight.highlight( language, code )
				: lowlight.highlightAuto( code );
		return root.children as unknown as HastNode[];
	} catch {
		return [ { type: 'text', value: code } ];
	}
}

/** The languages the source-code popup offers. */
export const LANGUAGES = lowlight.listLanguages();
