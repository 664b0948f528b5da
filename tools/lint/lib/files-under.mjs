/**
 * The files under a folder, recursively, that a lint script reads: both house checks
 * (max-lines.mjs, import-cycles.mjs) walk the tree the same way and differ only in which
 * folders they skip and which files they keep.
 */
/**
 * External dependencies
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * Absolute paths of the files under `dir` (none when it does not exist).
 *
 * @param {string}                                  dir             Absolute folder.
 * @param {Object}                                  filter          What to take.
 * @param {(name: string, full: string) => boolean} filter.skipDir  Whether a folder is left out.
 * @param {(name: string) => boolean}               filter.keepFile Whether a file is read.
 * @return {string[]} Absolute files.
 */
export function filesUnder( dir, { skipDir, keepFile } ) {
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir, { withFileTypes: true } )
		.flatMap( ( entry ) => {
			const full = path.join( dir, entry.name );
			if ( entry.isDirectory() ) {
				return skipDir( entry.name, full )
					? []
					: filesUnder( full, { skipDir, keepFile } );
			}
			return keepFile( entry.name ) ? [ full ] : [];
		} );
}
