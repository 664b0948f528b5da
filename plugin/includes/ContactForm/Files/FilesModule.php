<?php
/**
 * The kept files of contact form submissions.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Files;

use Farol\Module;

/**
 * Wires the kept files to the rest of the contact form (FeedbackService keeps them):
 *
 * - `farol_contact_submission_deleted` (a submission row was deleted): its kept files go too;
 * - `farol_contact_submission_file_url`: a kept file's download address (DownloadController),
 *   null for a file that was not kept;
 * - `farol_contact_submission_attachments` (a resend): the kept files' absolute paths;
 * - the download route.
 */
final class FilesModule implements Module {

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		$kept = new KeptFiles();
		( new DownloadController() )->register();
		add_action(
			'farol_contact_submission_deleted',
			static function ( $row ) use ( $kept ): void {
				if ( is_array( $row ) ) {
					$kept->delete( $row );
				}
			}
		);
		add_filter(
			'farol_contact_submission_file_url',
			static function ( $url, $submission_id, $field, $index, $entry ) {
				$kept = is_array( $entry ) && ! empty( $entry['kept'] ) && null !== PrivateDirectory::resolve( $entry['path'] ?? null );
				return $kept ? DownloadController::url( (int) $submission_id, (string) $field, (int) $index ) : $url;
			},
			10,
			5
		);
		add_filter(
			'farol_contact_submission_attachments',
			static fn ( $paths, $row ): array => array_values( array_unique( array_merge( is_array( $paths ) ? $paths : array(), is_array( $row ) ? $kept->paths( $row ) : array() ) ) ),
			10,
			2
		);
	}
}
