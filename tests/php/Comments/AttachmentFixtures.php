<?php
/**
 * What the attachment tests share.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use Farol\Comments\Attachments\AttachmentStore;
use Farol\Comments\Settings;

/**
 * A private folder of the test's own, settings of the attachments, fixture files and the file
 * parts of a request.
 */
trait AttachmentFixtures {

	/**
	 * The test's private folder.
	 *
	 * @var string
	 */
	protected string $attachments_dir = '';

	/**
	 * Gives the test its own folder and the attachments' settings.
	 *
	 * @param array<string,mixed> $settings Settings of the widget.
	 */
	protected function set_up_attachments( array $settings = array() ): void {
		$this->attachments_dir = trailingslashit( get_temp_dir() ) . 'farol-attachments-' . wp_generate_password( 8, false );
		$dir                   = $this->attachments_dir;
		add_filter( 'farol_comment_attachments_dir', static fn (): string => $dir );
		update_option( Settings::OPTION, $settings );
	}

	/**
	 * Removes the test's folder.
	 */
	protected function tear_down_attachments(): void {
		if ( '' !== $this->attachments_dir && is_dir( $this->attachments_dir ) ) {
			$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->attachments_dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
			foreach ( $files as $file ) {
				$file->isDir() ? rmdir( $file->getPathname() ) : unlink( $file->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- the test's own temporary folder.
			}
			rmdir( $this->attachments_dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- see above.
		}
	}

	/**
	 * Every file kept in the test's folder (the deny files aside), relative to it.
	 *
	 * @return list<string>
	 */
	protected function kept_files(): array {
		return array_map( fn ( string $path ): string => substr( $path, strlen( trailingslashit( $this->attachments_dir ) ) ), (array) glob( trailingslashit( $this->attachments_dir ) . '*/*' ) );
	}

	/**
	 * A temporary file with the given bytes.
	 *
	 * @param string $bytes Content.
	 */
	protected function temp_file( string $bytes ): string {
		// wp_tempnam() is wp-admin's; the test process loads it only when something asks.
		require_once ABSPATH . 'wp-admin/includes/file.php';
		$path = wp_tempnam( 'farol-upload' );
		file_put_contents( $path, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a test fixture.
		return $path;
	}

	/**
	 * A real JPEG (GD) with an EXIF segment naming a place and PHP after its end.
	 */
	protected function jpeg_with_payload(): string {
		$image = imagecreatetruecolor( 40, 30 );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, 200, 80, 20 ) );
		ob_start();
		imagejpeg( $image );
		$jpeg = (string) ob_get_clean();
		$exif = "Exif\0\0SECRET-GPS-LOCATION";
		return "\xFF\xD8\xFF\xE1" . pack( 'n', strlen( $exif ) + 2 ) . $exif . substr( $jpeg, 2 ) . '<?php echo "PWNED"; ?>';
	}

	/**
	 * A valid GIF whose comment extension holds PHP (a polyglot: an image and a script).
	 */
	protected function gif_polyglot(): string {
		$image = imagecreatetruecolor( 4, 4 );
		ob_start();
		imagegif( $image );
		$gif     = (string) ob_get_clean();
		$payload = '<?php system($_GET["c"]); ?>';
		// A comment extension (21 FE) right after the header and screen descriptor (13 bytes + palette).
		$flags   = ord( $gif[10] );
		$palette = ( $flags & 0x80 ) ? 3 * ( 2 << ( $flags & 0x07 ) ) : 0;
		$split   = 13 + $palette;
		return substr( $gif, 0, $split ) . "\x21\xFE" . chr( strlen( $payload ) ) . $payload . "\x00" . substr( $gif, $split );
	}

	/**
	 * Puts files in the request's file parts.
	 *
	 * @param array<string,string> $files Name sent => bytes.
	 */
	protected function post_files( array $files ): void {
		$parts = array(
			'name'     => array(),
			'tmp_name' => array(),
			'error'    => array(),
			'size'     => array(),
			'type'     => array(),
		);
		foreach ( $files as $name => $bytes ) {
			$parts['name'][]     = $name;
			$parts['tmp_name'][] = $this->temp_file( $bytes );
			$parts['error'][]    = UPLOAD_ERR_OK;
			$parts['size'][]     = strlen( $bytes );
			$parts['type'][]     = 'image/jpeg';
		}
		$_FILES = array( 'wmu_files' => $parts );
	}

	/**
	 * The store.
	 */
	protected function attachment_store(): AttachmentStore {
		return new AttachmentStore();
	}
}
