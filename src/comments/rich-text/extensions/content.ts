/**
 * Links and images as the comment rules want them.
 * - Link: every address through normalizeLink() (an unlisted protocol gets `http://`,
 *   script addresses are refused); another site's link opens in a new tab with
 *   `rel="nofollow ugc noopener noreferrer"`, a same-site or relative one in the same tab.
 * - Image: by address only (http or https; pasted base64 data is dropped), with the emoji or
 *   sticker class kept so the counter counts it by its alt text.
 */
/**
 * External dependencies
 */
import Image from '@tiptap/extension-image';
import { Link } from '@tiptap/extension-link';
/**
 * Internal dependencies
 */
import { isEmojiImage, isImageSrc, normalizeLink } from '../rules';

/**
 * The host links are compared with.
 */
export const siteHost = (): string => window.location.hostname;

export const CommentLink = Link.extend( {
	renderHTML( { HTMLAttributes } ) {
		const link = normalizeLink(
			String( HTMLAttributes.href ?? '' ),
			siteHost()
		);
		if ( ! link ) {
			return [ 'span', {}, 0 ];
		}
		return [
			'a',
			link.external
				? {
						href: link.href,
						target: '_blank',
						rel: 'nofollow ugc noopener noreferrer',
				  }
				: { href: link.href },
			0,
		];
	},
} ).configure( {
	openOnClick: false,
	autolink: true,
	defaultProtocol: 'http',
	HTMLAttributes: { target: null, rel: null, class: null },
	isAllowedUri: ( url: string ) => normalizeLink( url, siteHost() ) !== null,
} );

export const CommentImage = Image.extend( {
	addAttributes() {
		return {
			src: {
				default: null,
				parseHTML: ( element: HTMLElement ) => {
					const src = element.getAttribute( 'src' ) ?? '';
					return isImageSrc( src ) ? src : null;
				},
			},
			alt: { default: null },
			class: {
				default: null,
				parseHTML: ( element: HTMLElement ) =>
					isEmojiImage( element.getAttribute( 'class' ) ?? '' )
						? element.getAttribute( 'class' )
						: null,
			},
		};
	},
	parseHTML() {
		return [
			{
				tag: 'img[src]',
				getAttrs: ( element: HTMLElement ) =>
					isImageSrc( element.getAttribute( 'src' ) ?? '' )
						? null
						: false,
			},
		];
	},
} ).configure( { inline: true, allowBase64: false } );
