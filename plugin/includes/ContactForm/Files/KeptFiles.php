<?php
/**
 * What becomes of a submission's accepted uploads.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Files;

/**
 * Moves each accepted upload (already checked by extension and content, and named by
 * FileName) out of PHP's temporary folder into a random directory of the PrivateDirectory,
 * mode 0640, then, per the form's `attachments` setting:
 *
 * - `attach_and_keep`: attached to the mail and kept; its `files` entry gets `kept: true` and
 *   `path` (relative to the private folder; never sent to a browser);
 * - `attach_only`: attached, then deleted once the mail is sent or failed (discard());
 * - `keep_only`: kept, not attached.
 *
 * A file the disk refuses to take is only described (name, size, type), never attached.
 */
final class KeptFiles {

	/**
	 * Moves the uploads and tells what to store, attach and delete after the mail.
	 *
	 * @param string                                                                      $setting  The form's `attachments` setting.
	 * @param array<string,list<array{name:string,size:int,type:string,tmp_name:string}>> $accepted Uploads by field.
	 * @return array{files:array<string,list<array<string,mixed>>>,attach:list<string>,discard:list<string>}
	 */
	public function keep( string $setting, array $accepted ): array {
		$files   = array();
		$attach  = array();
		$discard = array();
		foreach ( $accepted as $field => $entries ) {
			foreach ( $entries as $entry ) {
				$meta   = array(
					'name' => $entry['name'],
					'size' => $entry['size'],
					'type' => $entry['type'],
				);
				$placed = $this->move( $entry['tmp_name'], $entry['name'] );
				if ( null !== $placed ) {
					if ( 'keep_only' !== $setting ) {
						$attach[] = $placed[0];
					}
					if ( 'attach_only' === $setting ) {
						$discard[] = $placed[0];
					} else {
						$meta['kept'] = true;
						$meta['path'] = $placed[1];
					}
				}
				$files[ $field ][] = $meta;
			}
		}
		return array(
			'files'   => $files,
			'attach'  => $attach,
			'discard' => $discard,
		);
	}

	/**
	 * Deletes files that were only attached.
	 *
	 * @param array<int,string> $paths Absolute paths from keep().
	 */
	public function discard( array $paths ): void {
		array_map( array( PrivateDirectory::class, 'delete' ), $paths );
	}

	/**
	 * The absolute paths of a submission's kept files, in field order.
	 *
	 * @param array<string,mixed> $row A submission row, `files` decoded.
	 * @return list<string>
	 */
	public function paths( array $row ): array {
		$paths = array();
		foreach ( is_array( $row['files'] ?? null ) ? $row['files'] : array() as $entries ) {
			foreach ( is_array( $entries ) ? $entries : array() as $entry ) {
				$path = is_array( $entry ) && ! empty( $entry['kept'] ) ? PrivateDirectory::resolve( $entry['path'] ?? null ) : null;
				if ( null !== $path ) {
					$paths[] = $path;
				}
			}
		}
		return $paths;
	}

	/**
	 * Deletes a submission's kept files (the submission was deleted).
	 *
	 * @param array<string,mixed> $row A submission row, `files` decoded.
	 */
	public function delete( array $row ): void {
		$this->discard( $this->paths( $row ) );
	}

	/**
	 * Moves an upload into a new random directory of the contact form's folder under its safe
	 * name; its absolute and relative paths, or null.
	 *
	 * @param string $source The upload's temporary file.
	 * @param string $name   Its safe name.
	 * @return array{0:string,1:string}|null
	 */
	private function move( string $source, string $name ): ?array {
		return PrivateDirectory::folder()->keep( $source, $name );
	}
}
