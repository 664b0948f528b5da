/**
 * A video embed: a frame whose address is an embed address of a listed host
 * (content-rules.json), written as the server keeps it:
 * `<iframe src class="farol-video" loading="lazy" allowfullscreen>`.
 */
/**
 * External dependencies
 */
import { Node } from '@tiptap/core';
/**
 * Internal dependencies
 */
import { isVideoSrc, videoEmbedSrc } from '../rules';

declare module '@tiptap/core' {
	interface Commands< ReturnType > {
		video: {
			/** Inserts the video of a page's address (YouTube, Vimeo, Dailymotion); false if none. */
			insertVideo: ( url: string ) => ReturnType;
		};
	}
}

export const Video = Node.create( {
	name: 'video',
	group: 'block',
	atom: true,
	draggable: true,
	addAttributes() {
		return { src: { default: null } };
	},
	parseHTML() {
		return [
			{
				tag: 'iframe[src]',
				getAttrs: ( element: HTMLElement ) =>
					isVideoSrc( element.getAttribute( 'src' ) ?? '' )
						? { src: element.getAttribute( 'src' ) }
						: false,
			},
		];
	},
	renderHTML( { node } ) {
		return [
			'iframe',
			{
				src: String( node.attrs.src ),
				class: 'farol-video',
				loading: 'lazy',
				allowfullscreen: '',
			},
		];
	},
	addCommands() {
		return {
			insertVideo:
				( url: string ) =>
				( { commands } ) => {
					const src = videoEmbedSrc( url );
					return src
						? commands.insertContent( {
								type: this.name,
								attrs: { src },
						  } )
						: false;
				},
		};
	},
} );
