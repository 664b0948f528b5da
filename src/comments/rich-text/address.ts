/**
 * What the address popover accepts, by kind, through the content rules written once in
 * rules.ts (the same the server applies): a link goes through the link rule (an empty
 * address removes the link; a refused protocol is an error), an image needs an http(s)
 * address, a video a page or embed address of a listed host.
 */
/**
 * Internal dependencies
 */
import { isImageSrc, normalizeLink, videoEmbedSrc } from './rules';

export type AddressKind = 'link' | 'image' | 'video';

/** The address to insert (for a link, '' removes it), or a refusal. */
export type AddressCheck = { ok: true; value: string } | { ok: false };

/**
 * Checks what the visitor typed.
 *
 * @param kind     Link, image or video.
 * @param raw      The address as typed.
 * @param siteHost The site's host name (links to it open in the same tab).
 */
export function checkAddress(
	kind: AddressKind,
	raw: string,
	siteHost: string
): AddressCheck {
	const text = raw.trim();
	if ( kind === 'link' ) {
		if ( text === '' ) {
			return { ok: true, value: '' };
		}
		const link = normalizeLink( text, siteHost );
		return link ? { ok: true, value: link.href } : { ok: false };
	}
	if ( kind === 'image' ) {
		return isImageSrc( text ) ? { ok: true, value: text } : { ok: false };
	}
	return videoEmbedSrc( text ) !== null
		? { ok: true, value: text }
		: { ok: false };
}
