/**
 * The widget's wire contract on the client's side: the generated JSON names the same actions
 * as the zod source, and the zod answers read what PHP sends (integers and booleans as JSON
 * types) and refuse the loose forms the server never sends.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { testProps } from './props-fixture';
import {
	COMMENT_ACTIONS,
	addAnswer,
	answerOf,
	redirectAnswer,
	voteAnswer,
} from '../../../src/comments/answers';
import { commentsProps } from '../../../src/comments/props';

const REPO = path.join( __dirname, '../../..' );

/**
 * A generated contract file, decoded.
 *
 * @param file Its name under plugin/includes/Comments/.
 */
function generated( file: string ): {
	properties: Record< string, unknown >;
	required?: string[];
} {
	return JSON.parse(
		fs.readFileSync(
			path.join( REPO, 'plugin/includes/Comments', file ),
			'utf8'
		)
	);
}

const vote = {
	votes: 3,
	votesHumanReadable: '3',
	buttonsStyle: 'total',
	likeCount: 4,
	dislikeCount: 1,
	likeCountHumanReadable: '4',
	dislikeCountHumanReadable: '1',
	curUserReaction: 'positive',
	commentId: 12,
};

const added = {
	wc_all_comments_count_new: 5,
	wc_all_comments_count_before_threads_html: '5 comments',
	wc_all_comments_count_bubble_html: '5',
	message: '<div class="farol-comment"></div>',
	is_main: true,
	uniqueid: '31_0',
	is_in_same_container: true,
	held_moderate: false,
	new_comment_id: 31,
	comment_author: 'Bia',
	comment_author_email: 'bia@example.org',
	comment_author_url: '',
	redirect: 0,
};

describe( 'the answers contract', () => {
	it( 'names every action the generated JSON names, in the same order', () => {
		const json = generated( 'comments-answers.schema.json' );
		expect( Object.keys( json.properties ) ).toEqual( COMMENT_ACTIONS );
		expect( json.required ).toEqual( COMMENT_ACTIONS );
		expect( answerOf( 'wpdVoteOnComment' ) ).toBe( voteAnswer );
	} );

	it( 'reads a vote as PHP sends it, counts shown as text', () => {
		const parsed = voteAnswer.parse( vote );
		expect( parsed.votes ).toBe( '3' );
		expect( parsed.likeCount ).toBe( '4' );
		expect( parsed.curUserReaction ).toBe( 'positive' );
	} );

	it( 'refuses counts sent as text, unknown reactions and missing fields', () => {
		expect( voteAnswer.safeParse( { ...vote, votes: '3' } ).success ).toBe(
			false
		);
		expect(
			voteAnswer.safeParse( { ...vote, curUserReaction: 'love' } ).success
		).toBe( false );
		const { votesHumanReadable, ...missing } = vote;
		expect( votesHumanReadable ).toBe( '3' );
		expect( voteAnswer.safeParse( missing ).success ).toBe( false );
	} );

	it( 'reads a new comment with boolean flags only', () => {
		expect( addAnswer.parse( added ).is_main ).toBe( true );
		expect( addAnswer.safeParse( { ...added, is_main: 1 } ).success ).toBe(
			false
		);
		expect(
			addAnswer.safeParse( { ...added, held_moderate: '0' } ).success
		).toBe( false );
	} );

	it( 'follows a redirect to a web address only', () => {
		expect(
			redirectAnswer.safeParse( {
				value: 'https://example.org/obrigado/',
			} ).success
		).toBe( true );
		expect(
			redirectAnswer.safeParse( { value: 'javascript:alert(1)' } ).success
		).toBe( false );
	} );
} );

describe( 'the props contract', () => {
	it( 'generates the keys the zod source names', () => {
		expect(
			Object.keys( generated( 'comments-props.schema.json' ).properties )
		).toEqual( Object.keys( commentsProps.shape ) );
	} );

	it( 'keeps a guest safe when only the reading side printed its props', () => {
		const props = testProps( {
			postId: 7,
		} );
		expect( props.nonce ).toBe( '' );
		expect( props.user ).toEqual( { loggedIn: false, canModerate: false } );
		expect(
			commentsProps.safeParse( { ...props, postId: 0 } ).success
		).toBe( false );
	} );
} );
