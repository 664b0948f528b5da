/**
 * The widget's props as the server prints them for the first page of a post's thread, newest
 * first, over admin-ajax, and the widget's context over the page's area: what the comment
 * tests share; each names only what differs.
 */

/**
 * Internal dependencies
 */
import type { Context } from '../../../src/comments/context';
import { phraseBook } from '../../../src/comments/phrases';
import { commentsProps, type CommentsProps } from '../../../src/comments/props';

const FIRST_PAGE = {
	postId: 1,
	sorting: 'newest',
	wpdType: '',
	perPage: 50,
	lastParentId: 0,
	isShowLoadMore: false,
	commentsLeft: 0,
	loadLastCommentId: 0,
	ajaxUrl: '/wp-admin/admin-ajax.php',
};

/**
 * The props, parsed by the widget's own schema.
 *
 * @param values What differs from the first page's defaults.
 */
export function testProps(
	values: Record< string, unknown > = {}
): CommentsProps {
	return commentsProps.parse( { ...FIRST_PAGE, ...values } );
}

/**
 * The widget's context on the page's area (`#wpdcom`, its list `#wpd-threads`), as start.tsx
 * builds it from the props.
 *
 * @param props The props.
 */
export function testContext( props: CommentsProps ): Context {
	return {
		area: document.getElementById( 'wpdcom' )!,
		list: document.getElementById( 'wpd-threads' )!,
		props,
		phrase: phraseBook( props.phrases ),
		caller: { ajaxUrl: props.ajaxUrl, postId: props.postId },
	};
}
