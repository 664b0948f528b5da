/**
 * The comment content rules in TypeScript: the same file the server reads
 * (plugin/includes/Comments/Content/content-rules.json), so what the editor writes is what
 * `CommentContent::sanitize()` keeps. tests/fixtures/comments/ holds the cases both languages
 * are checked against.
 */
/**
 * Internal dependencies
 */
import rules from '../../../plugin/includes/Comments/Content/content-rules.json';

export const CONTENT_RULES = rules;

/** The class of an indented paragraph or heading, level 1 to `INDENT_MAX`. */
export const INDENT_MAX = rules.indentMax;
export const indentClass = ( level: number ): string =>
	`${ rules.indentClassPrefix }${ level }`;

export interface NormalizedLink {
	href: string;
	/** Another site's address: opens in a new tab. */
	external: boolean;
}

const RELATIVE = /^(?:[#?/]|\.\.?\/)/;
const PROTOCOL = /^([a-z][a-z0-9+.-]*):/i;

/**
 * The link rule, the same as the server's `LinkRule::normalize()`: an unlisted protocol (or
 * none) gets `http://` in front; script, data and file addresses are no link (null); relative
 * addresses and links to the site's own host open in the same tab.
 *
 * @param raw      The address as written.
 * @param siteHost The site's host name.
 */
export function normalizeLink(
	raw: string,
	siteHost: string
): NormalizedLink | null {
	// Browsers ignore tabs and line breaks in an address, and leading control characters.
	// eslint-disable-next-line no-control-regex -- the characters browsers strip.
	let href = raw
		.replace( /[\t\n\r]/g, '' )
		.replace( /^[\0- ]+|[\0- ]+$/g, '' );
	if ( href === '' ) {
		return null;
	}
	if ( href.startsWith( '//' ) ) {
		href = `http:${ href }`;
	} else if ( RELATIVE.test( href ) ) {
		return { href, external: false };
	}
	let protocol = PROTOCOL.exec( href )?.[ 1 ]?.toLowerCase() ?? '';
	if ( rules.refusedLinkProtocols.includes( protocol ) ) {
		return null;
	}
	if ( protocol === '' || ! rules.linkProtocols.includes( protocol ) ) {
		href = `http://${ href }`;
		protocol = 'http';
	}
	if ( protocol === 'mailto' || protocol === 'tel' ) {
		return { href, external: false };
	}
	return {
		href,
		external: hostOf( href ) !== siteHost.toLowerCase(),
	};
}

/**
 * The host of an absolute address, lower case ('' when it has none).
 *
 * @param href The address.
 */
function hostOf( href: string ): string {
	const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec( href );
	const authority = ( match?.[ 1 ] ?? '' ).replace( /^[^@]*@/, '' );
	return authority.replace( /:\d*$/, '' ).toLowerCase();
}

const pattern = ( source: string ): RegExp => new RegExp( source );

/**
 * Whether an image address is allowed (http or https; never data:).
 *
 * @param src The address.
 */
export const isImageSrc = ( src: string ): boolean =>
	pattern( rules.imageSrcPattern ).test( src );

/**
 * Whether a video frame's address is an embed address of a listed host.
 *
 * @param src The address.
 */
export const isVideoSrc = ( src: string ): boolean =>
	rules.videoSrcPatterns.some( ( source ) => pattern( source ).test( src ) );

/**
 * The embed address of a video page's address (YouTube, Vimeo, Dailymotion), or null.
 *
 * @param url What the visitor pasted.
 */
export function videoEmbedSrc( url: string ): string | null {
	const text = url.trim();
	if ( isVideoSrc( text ) ) {
		return text;
	}
	const youtube =
		/^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|shorts\/|embed\/)|youtu\.be\/)([A-Za-z0-9_-]{11})/.exec(
			text
		);
	if ( youtube ) {
		return `https://www.youtube-nocookie.com/embed/${ youtube[ 1 ] }`;
	}
	const vimeo = /^https?:\/\/(?:www\.)?vimeo\.com\/(\d{1,12})/.exec( text );
	if ( vimeo ) {
		return `https://player.vimeo.com/video/${ vimeo[ 1 ] }`;
	}
	const dailymotion =
		/^https?:\/\/(?:www\.)?(?:dailymotion\.com\/video|dai\.ly)\/([A-Za-z0-9]{1,20})/.exec(
			text
		);
	return dailymotion
		? `https://www.dailymotion.com/embed/video/${ dailymotion[ 1 ] }`
		: null;
}

/**
 * Whether an image is an emoji or a sticker (it counts by its alt text).
 *
 * @param classes The image's class attribute.
 */
export const isEmojiImage = ( classes: string ): boolean =>
	classes
		.split( /\s+/ )
		.some( ( name ) => rules.emojiImageClasses.includes( name ) );

/**
 * Whether a class is a code block's language class.
 *
 * @param value The class.
 */
export const isCodeClass = ( value: string ): boolean =>
	pattern( rules.codeLanguagePattern ).test( value );
