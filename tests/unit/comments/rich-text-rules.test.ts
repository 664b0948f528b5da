/**
 * The comment content rules in TypeScript against the fixtures PHPUnit reads too
 * (tests/fixtures/comments/): the counter's measure and the link rule give what the server's
 * CommentContent::length() and LinkRule::normalize() give.
 */
/**
 * Internal dependencies
 */
import { contentLength } from '../../../src/comments/rich-text/length';
import {
	normalizeLink,
	videoEmbedSrc,
} from '../../../src/comments/rich-text/rules';
import lengthCases from '../../fixtures/comments/length-cases.json';
import linkCases from '../../fixtures/comments/link-cases.json';

describe( 'the counter measure', () => {
	it.each( lengthCases.cases )( '$name', ( { html, length } ) => {
		expect( contentLength( html ) ).toBe( length );
	} );
} );

describe( 'the link rule', () => {
	it.each( linkCases.cases )( '$href', ( { href, result } ) => {
		expect( normalizeLink( href, linkCases.siteHost ) ).toEqual( result );
	} );
} );

describe( 'video addresses', () => {
	it.each( [
		[
			'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3',
			'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
		],
		[
			'https://youtu.be/dQw4w9WgXcQ',
			'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
		],
		[
			'https://www.youtube.com/shorts/dQw4w9WgXcQ',
			'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
		],
		[
			'https://vimeo.com/76979871',
			'https://player.vimeo.com/video/76979871',
		],
		[
			'https://www.dailymotion.com/video/x8abc12',
			'https://www.dailymotion.com/embed/video/x8abc12',
		],
		[ 'https://evil.example.com/watch?v=dQw4w9WgXcQ', null ],
		[ 'javascript:alert(1)', null ],
	] )( '%s', ( url, embed ) => {
		expect( videoEmbedSrc( url ) ).toBe( embed );
	} );
} );
