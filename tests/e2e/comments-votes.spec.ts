/**
 * Votes under concurrent requests, against the real server: each voter counts once however
 * many of their requests race, and the totals the page shows stay equal to the votes stored.
 * (PHPUnit runs each test in one transaction, so racing requests are this spec's to test.)
 */
/**
 * External dependencies
 */
import { expect, request, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { SEEDED_POST, seedThread } from './comments-helpers';
import { VISITOR } from './fixtures';

const GUESTS = 6;

/**
 * The first top-level comment of the seeded post and its likes as the page shows them.
 *
 * @param api     A request context.
 * @param comment The comment id, once known.
 */
async function readComment(
	api: APIRequestContext,
	comment?: number
): Promise< { id: number; postId: number; likes: number } > {
	const html = await ( await api.get( SEEDED_POST ) ).text();
	const postId = Number( /&quot;postId&quot;:(\d+)/.exec( html )?.[ 1 ] );
	const pattern = comment
		? new RegExp(
				`id="wpd-comm-${ comment }_0"[\\s\\S]*?data-likes="(\\d+)"`
		  )
		: /id="wpd-comm-(\d+)_0"[\s\S]*?data-likes="(\d+)"/;
	const match = pattern.exec( html );
	expect( match, 'the comment is on the page' ).not.toBeNull();
	return comment
		? { id: comment, postId, likes: Number( match![ 1 ] ) }
		: { id: Number( match![ 1 ] ), postId, likes: Number( match![ 2 ] ) };
}

/**
 * One guest's like through admin-ajax, as the widget sends it.
 *
 * @param api     The guest's context (its cookie jar is the guest).
 * @param postId  The post.
 * @param comment The comment.
 */
async function like(
	api: APIRequestContext,
	postId: number,
	comment: number
): Promise< { likeCount: number; curUserReaction: string } > {
	const response = await api.post( '/wp-admin/admin-ajax.php', {
		multipart: {
			action: 'wpdVoteOnComment',
			postId: String( postId ),
			commentId: String( comment ),
			voteType: '1',
		},
	} );
	const body = ( await response.json() ) as {
		success: boolean;
		data: { likeCount: number; curUserReaction: string };
	};
	expect( body.success, JSON.stringify( body.data ) ).toBe( true );
	return body.data;
}

test.describe( 'Votes under concurrent requests', () => {
	test.beforeAll( () => seedThread() );
	// The suite votes from loopback more than the per-address limit allows in a minute (the
	// limit itself is PHPUnit's to test).

	test( 'guests on one address are one voter, however many cookie jars race, and the total shown is the stored state', async ( {
		baseURL,
	} ) => {
		const reader = await request.newContext( {
			baseURL,
			storageState: VISITOR,
		} );
		const before = await readComment( reader );

		// Distinct browsers (each its own cookie jar, none sent a cookie by its vote) liking at the
		// same moment from one address: one voter, so a like again withdraws it — the count moves
		// by one at most, never by one per request (the attack: likes 0 → 8 with no cookie).
		const guests = await Promise.all(
			Array.from( { length: GUESTS }, () =>
				request.newContext( { baseURL, storageState: VISITOR } )
			)
		);
		const answers = await Promise.all(
			guests.map( ( guest ) => like( guest, before.postId, before.id ) )
		);
		for ( const answer of answers ) {
			expect( [ before.likes, before.likes + 1 ] ).toContain(
				answer.likeCount
			);
		}
		const afterRace = await readComment( reader, before.id );
		expect( [ before.likes, before.likes + 1 ] ).toContain(
			afterRace.likes
		);
		for ( const guest of guests ) {
			expect( ( await guest.storageState() ).cookies ).toEqual( [] );
		}

		// The total shown is the stored state: one more like moves it by exactly one.
		const [ racer ] = guests as [
			APIRequestContext,
			...APIRequestContext[],
		];
		const next = await like( racer, before.postId, before.id );
		const expected =
			next.curUserReaction === 'positive'
				? afterRace.likes + 1
				: afterRace.likes - 1;
		expect( next.likeCount ).toBe( expected );
		expect( ( await readComment( reader, before.id ) ).likes ).toBe(
			expected
		);

		await Promise.all(
			[ reader, ...guests ].map( ( api ) => api.dispose() )
		);
	} );
} );
