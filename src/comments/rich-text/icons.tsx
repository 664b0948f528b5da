/**
 * The toolbar's icons: small inline SVGs drawn with strokes in the text colour (editor.scss
 * sets stroke, width and caps), hidden from assistive technology — each button carries its
 * own label. No icon font, no image request.
 */

/** One 24×24 path per toolbar action. */
const PATHS: Record< string, string > = {
	bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zm0 7h7a3.5 3.5 0 0 1 0 7H7z',
	italic: 'M10 5h8M6 19h8M14 5l-4 14',
	underline: 'M7 4v7a5 5 0 0 0 10 0V4M5 20h14',
	strike: 'M4 12h16M16 7.5C15.3 6 13.8 5 12 5 9.5 5 8 6.3 8 8s1.5 2.6 4 3m-4 5.5c.7 1.5 2.2 2.5 4 2.5 2.5 0 4-1.3 4-3',
	code: 'M9 7l-5 5 5 5m6-10l5 5-5 5',
	spoiler:
		'M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12zm10-2.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 1 0 0-5M4 4l16 16',
	latex: 'M18 5H6l6 7-6 7h12',
	link: 'M10 14a4 4 0 0 0 5.7 0l3-3A4 4 0 0 0 13 5.3l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
	orderedList:
		'M10 6h10M10 12h10M10 18h10M4 4h1.5v5M3.5 9h3m-3 5.5a1.5 1.5 0 0 1 3 .5l-3 4h3',
	bulletList: 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01',
	blockquote: 'M5 7h5v6l-2 4H6l2-4H5zm9 0h5v6l-2 4h-2l2-4h-3z',
	outdent: 'M21 6H11m10 6H11m10 6H11M7 8l-4 4 4 4',
	indent: 'M21 6H11m10 6H11m10 6H11M3 8l4 4-4 4',
	image: 'M4 5h16v14H4zm0 11l5-5 4 4 2-2 5 5m-4.5-8.5h.01',
	video: 'M3 6h13v12H3zm13 4l5-3v10l-5-3',
	'source-code':
		'M8 4H7a2 2 0 0 0-2 2v4l-2 2 2 2v4a2 2 0 0 0 2 2h1m8-16h1a2 2 0 0 1 2 2v4l2 2-2 2v4a2 2 0 0 1-2 2h-1',
};

/**
 * The icon of a toolbar action (nothing for an unknown one).
 *
 * @param props      The action.
 * @param props.name The action's name (`data-farol-editor-action`).
 */
export default function Icon( { name }: { name: string } ) {
	const path = PATHS[ name ];
	if ( ! path ) {
		return null;
	}
	return (
		<svg
			className="farol-editor__icon"
			viewBox="0 0 24 24"
			width="18"
			height="18"
			aria-hidden="true"
			focusable="false"
		>
			<path d={ path } />
		</svg>
	);
}
