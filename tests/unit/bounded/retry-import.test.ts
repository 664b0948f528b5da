/**
 * A lazy chunk that fails is asked once more, then given up (the caller goes on without it):
 * the helper itself, and the phone library's loader on it (the chunk's module stands in for a
 * script that fails once, or every time).
 */
/**
 * Internal dependencies
 */
import { retryImport } from '../../../src/lib/bounded';

let mockLibraryFailures = 0;
let mockLibraryLoads = 0;

jest.mock( '../../../src/lib/phone/library', () => {
	mockLibraryLoads++;
	if ( mockLibraryFailures > 0 ) {
		mockLibraryFailures--;
		throw new Error( 'Loading chunk 678 failed.' );
	}
	return {
		createPhoneLibrary: () => ( {
			callingCode: () => '55',
			parse: () => null,
		} ),
	};
} );

describe( 'retryImport', () => {
	it( 'takes the first load when it works', async () => {
		const load = jest.fn( async () => ( { part: 1 } ) );
		await expect( retryImport( load, 0 ) ).resolves.toEqual( { part: 1 } );
		expect( load ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'asks once more after a failure, after a pause', async () => {
		jest.useFakeTimers();
		try {
			const load = jest
				.fn< Promise< string >, [] >()
				.mockRejectedValueOnce( new Error( 'ChunkLoadError' ) )
				.mockResolvedValueOnce( 'second' );
			const loaded = retryImport( load, 300 );
			await jest.advanceTimersByTimeAsync( 299 );
			expect( load ).toHaveBeenCalledTimes( 1 );
			await jest.advanceTimersByTimeAsync( 1 );
			await expect( loaded ).resolves.toBe( 'second' );
			expect( load ).toHaveBeenCalledTimes( 2 );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'gives up after the second failure, with its error', async () => {
		const load = jest
			.fn< Promise< string >, [] >()
			.mockRejectedValueOnce( new Error( 'first' ) )
			.mockRejectedValueOnce( new Error( 'second' ) );
		await expect( retryImport( load, 0 ) ).rejects.toThrow( 'second' );
		expect( load ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'loadPhoneLibrary', () => {
	beforeEach( () => {
		jest.resetModules();
		mockLibraryLoads = 0;
	} );

	/**
	 * A fresh copy of the loader (it keeps its load in the module).
	 */
	function loader(): () => Promise< unknown > {
		let load: () => Promise< unknown > = async () => null;
		jest.isolateModules( () => {
			load = require( '../../../src/lib/phone/load' ).loadPhoneLibrary;
		} );
		return load;
	}

	it( 'loads the chunk again when it failed once', async () => {
		mockLibraryFailures = 1;
		const library = await loader()();
		expect( library ).toHaveProperty( 'callingCode' );
		expect( mockLibraryLoads ).toBe( 2 );
	} );

	it( 'rejects after two failures, and a later call tries again', async () => {
		mockLibraryFailures = 2;
		const load = loader();
		await expect( load() ).rejects.toThrow( 'Loading chunk 678 failed.' );
		expect( mockLibraryLoads ).toBe( 2 );
		await expect( load() ).resolves.toHaveProperty( 'parse' );
		expect( mockLibraryLoads ).toBe( 3 );
	} );
} );
