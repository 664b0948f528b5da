/**
 * Attachments with comments (issue 24), written once: the settings' enums and limits the
 * settings contract uses, and the success `data` of `wmuDeleteAttachment` (spread into
 * `commentsAnswers`, so Farol\Tests\Comments\WireContractTest checks the PHP answer against it).
 * A refused delete answers `{ success: false, data: { errorCode: <phrase key>, error: <its
 * text> } }` (the spec's "data.errorCode or data.error"); api.ts reads `errorCode` as the key.
 *
 * A contract module (imports zod only).
 */

/**
 * External dependencies
 */
import { z } from 'zod';

/** Who may attach files: everyone who may comment, or members only. */
export const ATTACHMENT_UPLOADERS = [ 'everyone', 'members' ] as const;

/** The extensions an administrator may allow (nothing a browser or a server runs). */
export const ATTACHMENT_TYPES = [
	'jpg',
	'jpeg',
	'png',
	'gif',
	'webp',
	'mp4',
	'webm',
	'pdf',
	'txt',
	'zip',
	'doc',
	'docx',
	'xls',
	'xlsx',
	'odt',
	'ods',
] as const;

export const ATTACHMENT_LIMITS = {
	/** Largest file or total an administrator may allow: 64 MiB. */
	maxBytes: 67108864,
	/** Most files one comment may carry. */
	maxFiles: 10,
} as const;

const id = z.number().int().min( 1 );

/** wmuDeleteAttachment's `data`: the attachment gone and its comment. */
export const deleteAttachmentAnswer = z.object( {
	attachmentId: id,
	commentId: id,
} );

export type DeleteAttachmentAnswer = z.output< typeof deleteAttachmentAnswer >;

/** The answers this area adds to the widget's wire contract. */
export const attachmentAnswers = {
	wmuDeleteAttachment: deleteAttachmentAnswer,
};
