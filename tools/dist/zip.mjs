/* eslint-disable no-bitwise -- a binary format: CRC-32, MS-DOS times and header fields are bit fields. */
/**
 * A small zip writer whose output depends only on the entries given to it, so a release zip is
 * byte-identical from one run (and one machine) to the next: entries in the order given (the
 * caller sorts them), one fixed modification time, fixed Unix permissions (0644 files, 0755
 * folders), no extra fields, no comment, no data descriptors. Files are deflated with node:zlib
 * at level 9 (stored when deflate would not make them smaller); the deflate output is the same
 * for the same zlib, i.e. the same Node release (docs/release.md).
 */
/**
 * External dependencies
 */
import zlib from 'node:zlib';

const CRC_TABLE = ( () => {
	const table = new Uint32Array( 256 );
	for ( let n = 0; n < 256; n++ ) {
		let c = n;
		for ( let k = 0; k < 8; k++ ) {
			c = c & 1 ? 0xedb88320 ^ ( c >>> 1 ) : c >>> 1;
		}
		table[ n ] = c >>> 0;
	}
	return table;
} )();

/**
 * CRC-32 (the zip and gzip polynomial).
 *
 * @param {Buffer} data Bytes.
 * @return {number} The checksum, unsigned.
 */
export function crc32( data ) {
	let crc = 0xffffffff;
	for ( let i = 0; i < data.length; i++ ) {
		crc = CRC_TABLE[ ( crc ^ data[ i ] ) & 0xff ] ^ ( crc >>> 8 );
	}
	return ( crc ^ 0xffffffff ) >>> 0;
}

/**
 * A time as MS-DOS date and time fields (UTC, two-second resolution, 1980 at the earliest).
 *
 * @param {Date} when The time.
 * @return {{date: number, time: number}} The two 16-bit fields.
 */
export function dosTime( when ) {
	const year = Math.max( 1980, when.getUTCFullYear() );
	const early = when.getUTCFullYear() < 1980;
	return {
		date:
			( ( year - 1980 ) << 9 ) |
			( ( early ? 1 : when.getUTCMonth() + 1 ) << 5 ) |
			( early ? 1 : when.getUTCDate() ),
		time: early
			? 0
			: ( when.getUTCHours() << 11 ) |
			  ( when.getUTCMinutes() << 5 ) |
			  Math.floor( when.getUTCSeconds() / 2 ),
	};
}

/**
 * Builds a zip archive.
 *
 * @param {Array<{name: string, data?: Buffer}>} entries Paths inside the zip, `/`-separated; a
 *                                                       name ending in `/` is a folder (no data).
 * @param {Date}                                 mtime   The one modification time of every entry.
 * @return {Buffer} The archive.
 */
export function zip( entries, mtime ) {
	const { date, time } = dosTime( mtime );
	const locals = [];
	const centrals = [];
	let offset = 0;
	for ( const entry of entries ) {
		const name = Buffer.from( entry.name, 'utf8' );
		const folder = entry.name.endsWith( '/' );
		const raw = folder ? Buffer.alloc( 0 ) : entry.data;
		const deflated = folder
			? raw
			: zlib.deflateRawSync( raw, { level: 9, memLevel: 9 } );
		const store = folder || deflated.length >= raw.length;
		const body = store ? raw : deflated;
		const crc = folder ? 0 : crc32( raw );
		// Bit 11: the name is UTF-8 (only set when it is not plain ASCII, as zip tools do).
		const flags = /^[\x20-\x7e]*$/.test( entry.name ) ? 0 : 0x0800;
		const mode = folder ? 0o40755 : 0o100644;

		const local = Buffer.alloc( 30 );
		local.writeUInt32LE( 0x04034b50, 0 );
		local.writeUInt16LE( 20, 4 ); // Version needed to extract: 2.0.
		local.writeUInt16LE( flags, 6 );
		local.writeUInt16LE( store ? 0 : 8, 8 );
		local.writeUInt16LE( time, 10 );
		local.writeUInt16LE( date, 12 );
		local.writeUInt32LE( crc, 14 );
		local.writeUInt32LE( body.length, 18 );
		local.writeUInt32LE( raw.length, 22 );
		local.writeUInt16LE( name.length, 26 );
		local.writeUInt16LE( 0, 28 ); // No extra field.
		locals.push( local, name, body );

		const central = Buffer.alloc( 46 );
		central.writeUInt32LE( 0x02014b50, 0 );
		central.writeUInt16LE( ( 3 << 8 ) | 20, 4 ); // Made by: Unix, zip 2.0 (permissions below).
		central.writeUInt16LE( 20, 6 );
		central.writeUInt16LE( flags, 8 );
		central.writeUInt16LE( store ? 0 : 8, 10 );
		central.writeUInt16LE( time, 12 );
		central.writeUInt16LE( date, 14 );
		central.writeUInt32LE( crc, 16 );
		central.writeUInt32LE( body.length, 20 );
		central.writeUInt32LE( raw.length, 24 );
		central.writeUInt16LE( name.length, 28 );
		// Extra field, comment, disk number, internal attributes: none, all zero.
		central.writeUInt32LE(
			( ( mode << 16 ) | ( folder ? 0x10 : 0 ) ) >>> 0,
			38
		);
		central.writeUInt32LE( offset, 42 );
		centrals.push( central, name );

		offset += local.length + name.length + body.length;
		if ( offset > 0xffffffff || entries.length > 0xffff ) {
			throw new Error( 'zip: too large for a zip without ZIP64' );
		}
	}
	const directory = Buffer.concat( centrals );
	const end = Buffer.alloc( 22 );
	end.writeUInt32LE( 0x06054b50, 0 );
	end.writeUInt16LE( entries.length, 8 );
	end.writeUInt16LE( entries.length, 10 );
	end.writeUInt32LE( directory.length, 12 );
	end.writeUInt32LE( offset, 16 );
	return Buffer.concat( [ ...locals, directory, end ] );
}

/**
 * Lists a zip's entries (names and uncompressed data), reading its central directory: what the
 * tests use to check a release zip without an unzip binary.
 *
 * @param {Buffer} archive The zip.
 * @return {Array<{name: string, mode: number, data: Buffer, stored: number}>} Its entries in
 *                                                                  order (`stored`: the bytes
 *                                                                  the entry takes in the zip,
 *                                                                  headers and name included).
 */
export function unzip( archive ) {
	const endAt = archive.lastIndexOf(
		Buffer.from( [ 0x50, 0x4b, 0x05, 0x06 ] )
	);
	if ( endAt < 0 ) {
		throw new Error( 'unzip: no end of central directory' );
	}
	const count = archive.readUInt16LE( endAt + 10 );
	let at = archive.readUInt32LE( endAt + 16 );
	const entries = [];
	for ( let i = 0; i < count; i++ ) {
		if ( archive.readUInt32LE( at ) !== 0x02014b50 ) {
			throw new Error( 'unzip: bad central directory entry' );
		}
		const method = archive.readUInt16LE( at + 10 );
		const size = archive.readUInt32LE( at + 20 );
		const nameLength = archive.readUInt16LE( at + 28 );
		const extraLength = archive.readUInt16LE( at + 30 );
		const commentLength = archive.readUInt16LE( at + 32 );
		const mode = archive.readUInt32LE( at + 38 ) >>> 16;
		const local = archive.readUInt32LE( at + 42 );
		const name = archive.toString( 'utf8', at + 46, at + 46 + nameLength );
		const dataAt =
			local +
			30 +
			archive.readUInt16LE( local + 26 ) +
			archive.readUInt16LE( local + 28 );
		const body = archive.subarray( dataAt, dataAt + size );
		const data = method === 8 ? zlib.inflateRawSync( body ) : body;
		entries.push( {
			name,
			mode,
			data,
			stored: size + 30 + 46 + 2 * nameLength,
		} );
		at += 46 + nameLength + extraLength + commentLength;
	}
	return entries;
}
