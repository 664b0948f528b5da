/**
 * A task with a deadline: its value in time; at the deadline its signal aborts and the
 * promise rejects with DeadlineError, even when the task ignores the signal.
 */
/**
 * Internal dependencies
 */
import { DeadlineError, withDeadline } from '../../../src/lib/bounded';

describe( 'withDeadline', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'gives the task’s value and clears its timer', async () => {
		await expect(
			withDeadline( 1000, async () => 'answer' )
		).resolves.toBe( 'answer' );
		expect( jest.getTimerCount() ).toBe( 0 );
	} );

	it( 'passes on the task’s own failure', async () => {
		await expect(
			withDeadline( 1000, async () => {
				throw new TypeError( 'Failed to fetch' );
			} )
		).rejects.toThrow( 'Failed to fetch' );
	} );

	it( 'aborts the signal and rejects at the deadline', async () => {
		let seen: AbortSignal | undefined;
		const running = withDeadline( 1000, ( signal ) => {
			seen = signal;
			return new Promise( () => {} );
		} );
		const verdict = running.catch( ( error: unknown ) => error );
		await jest.advanceTimersByTimeAsync( 999 );
		expect( seen?.aborted ).toBe( false );
		await jest.advanceTimersByTimeAsync( 1 );
		expect( seen?.aborted ).toBe( true );
		const error = await verdict;
		expect( error ).toBeInstanceOf( DeadlineError );
		expect( ( error as Error ).name ).toBe( 'DeadlineError' );
	} );

	it( 'turns a task that throws at once into a rejection', async () => {
		await expect(
			withDeadline( 1000, () => {
				throw new Error( 'sync' );
			} )
		).rejects.toThrow( 'sync' );
	} );
} );
