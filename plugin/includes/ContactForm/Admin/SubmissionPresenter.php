<?php
/**
 * How the inbox shows a stored submission.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Admin;

use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Forms\ContactFormRepository;
use WP_Post;

/**
 * Turns stored rows (SubmissionRepository) into the answers of the inbox routes, shaped as
 * src/contact-form/submissions-contract.ts says: the form named by its title, times in ISO
 * 8601 UTC, every value with its label from the form (in the form's order; values of fields
 * the form no longer has come last, named by their field name) and every file's metadata
 * with the download link `farol_contact_submission_file_url` gives (null: no link).
 *
 * A form is read once per presenter, whatever its post status (a draft's submissions stay).
 */
final class SubmissionPresenter {

	/**
	 * Forms read so far, by id (null: no contact form has that id any more).
	 *
	 * @var array<int,ContactForm|null>
	 */
	private array $forms = array();

	/**
	 * The form a submission belongs to, or null when it was deleted.
	 *
	 * @param int $form_id Post id.
	 */
	public function form( int $form_id ): ?ContactForm {
		if ( ! array_key_exists( $form_id, $this->forms ) ) {
			$post                    = get_post( $form_id );
			$this->forms[ $form_id ] = $post instanceof WP_Post && ContactFormPostType::POST_TYPE === $post->post_type
				? ( new ContactFormRepository() )->from_post( $post )
				: null;
		}
		return $this->forms[ $form_id ];
	}

	/**
	 * A row of the list.
	 *
	 * @param array<string,mixed> $row Stored submission.
	 * @return array{id:int,form:array{id:int,title:string},status:string,mail_status:string,created_at:string,excerpt:string,forwarding:array{status:string,attempts:int,error:string,forwarded_at:string|null}}
	 */
	public function summary( array $row ): array {
		$form = $this->form( (int) $row['form_id'] );
		return array(
			'id'          => (int) $row['id'],
			'form'        => array(
				'id'    => (int) $row['form_id'],
				'title' => null === $form ? '' : $form->title,
			),
			'status'      => (string) $row['status'],
			'mail_status' => (string) $row['mail_status'],
			'created_at'  => self::iso( (string) $row['created_at'] ),
			'excerpt'     => $this->excerpt( $row['fields'] ),
			'forwarding'  => self::forwarding( $row ),
		);
	}

	/**
	 * Where the submission's forwarding to RD Station stands (the contact forwarding queue's
	 * columns): its state, attempts, last error (stored with the key blanked out) and when it
	 * was sent.
	 *
	 * @param array<string,mixed> $row Stored submission.
	 * @return array{status:string,attempts:int,error:string,forwarded_at:string|null}
	 */
	public static function forwarding( array $row ): array {
		$status = (string) ( $row['forward_status'] ?? 'none' );
		$sent   = (string) ( $row['forwarded_at'] ?? '' );
		return array(
			'status'       => in_array( $status, array( 'pending', 'sent', 'failed' ), true ) ? $status : 'none',
			'attempts'     => (int) ( $row['forward_attempts'] ?? 0 ),
			'error'        => (string) ( $row['forward_error'] ?? '' ),
			'forwarded_at' => '' === $sent || str_starts_with( $sent, '0000' ) ? null : self::iso( $sent ),
		);
	}

	/**
	 * One submission with all it holds.
	 *
	 * @param array<string,mixed> $row Stored submission.
	 * @return array<string,mixed>
	 */
	public function detail( array $row ): array {
		$labels = $this->labels( (int) $row['form_id'] );
		$fields = array();
		foreach ( $this->ordered( $row['fields'], $labels ) as $name => $value ) {
			$fields[] = array(
				'name'   => (string) $name,
				'label'  => $labels[ $name ] ?? (string) $name,
				'values' => array_map( array( self::class, 'text' ), is_array( $value ) ? array_values( $value ) : array( $value ) ),
			);
		}
		return array_merge(
			$this->summary( $row ),
			array(
				'fields'             => $fields,
				'files'              => $this->files( $row, $labels ),
				'status_before_spam' => (string) $row['status_before_spam'],
			)
		);
	}

	/**
	 * Labels of a form's fields by name (the name when a field has no label).
	 *
	 * @param int $form_id Post id.
	 * @return array<string,string>
	 */
	public function labels( int $form_id ): array {
		$form   = $this->form( $form_id );
		$labels = array();
		foreach ( null === $form ? array() : $form->input_fields() as $field ) {
			$name            = (string) ( $field['name'] ?? '' );
			$label           = is_string( $field['label'] ?? null ) ? trim( wp_strip_all_tags( $field['label'] ) ) : '';
			$labels[ $name ] = '' === $label ? $name : $label;
		}
		return $labels;
	}

	/**
	 * A submitted value as one line of text: lists comma-separated, booleans as yes or no.
	 *
	 * @param mixed $value Value.
	 */
	public static function text( mixed $value ): string {
		if ( is_array( $value ) ) {
			return implode( ', ', array_map( array( self::class, 'text' ), $value ) );
		}
		if ( is_bool( $value ) ) {
			return $value ? __( 'Yes', 'farol' ) : __( 'No', 'farol' );
		}
		return is_scalar( $value ) ? (string) $value : '';
	}

	/**
	 * A stored UTC time as ISO 8601.
	 *
	 * @param string $time `Y-m-d H:i:s` in UTC.
	 */
	public static function iso( string $time ): string {
		return str_replace( ' ', 'T', $time ) . 'Z';
	}

	/**
	 * Values in the form's order, then those of fields it no longer has.
	 *
	 * @param array<string,mixed>  $values Stored values.
	 * @param array<string,string> $labels Labels by name, in form order.
	 * @return array<string,mixed>
	 */
	private function ordered( array $values, array $labels ): array {
		$known = array_intersect_key( array_merge( $labels, $values ), $values );
		return $known + $values;
	}

	/**
	 * The files' metadata with their download links.
	 *
	 * @param array<string,mixed>  $row    Stored submission.
	 * @param array<string,string> $labels Labels by name.
	 * @return list<array{field:string,label:string,name:string,size:int,type:string,url:string|null}>
	 */
	private function files( array $row, array $labels ): array {
		$files = array();
		foreach ( $row['files'] as $field => $entries ) {
			foreach ( is_array( $entries ) ? array_values( $entries ) : array() as $index => $entry ) {
				if ( ! is_array( $entry ) ) {
					continue;
				}
				/**
				 * Filters the download link of a file kept with a submission (null: no link).
				 *
				 * @param string|null          $url           Link.
				 * @param int                  $submission_id Submission.
				 * @param string               $field         File field's name.
				 * @param int                  $index         Position of the file in the field.
				 * @param array<string,mixed>  $entry         The file's stored metadata.
				 */
				$url     = apply_filters( 'farol_contact_submission_file_url', null, (int) $row['id'], (string) $field, $index, $entry );
				$files[] = array(
					'field' => (string) $field,
					'label' => $labels[ $field ] ?? (string) $field,
					'name'  => (string) ( $entry['name'] ?? '' ),
					'size'  => (int) ( $entry['size'] ?? 0 ),
					'type'  => (string) ( $entry['type'] ?? '' ),
					'url'   => is_string( $url ) && '' !== $url ? esc_url_raw( $url ) : null,
				);
			}
		}
		return $files;
	}

	/**
	 * The first values, one line, at most 120 characters.
	 *
	 * @param array<string,mixed> $values Stored values.
	 */
	private function excerpt( array $values ): string {
		$parts = array();
		foreach ( $values as $value ) {
			$text = trim( (string) preg_replace( '/\s+/', ' ', self::text( $value ) ) );
			if ( '' !== $text && ! is_bool( $value ) ) {
				$parts[] = $text;
			}
			if ( count( $parts ) === 3 ) {
				break;
			}
		}
		$excerpt = implode( ' · ', $parts );
		return mb_strlen( $excerpt ) > 120 ? mb_substr( $excerpt, 0, 119 ) . '…' : $excerpt;
	}
}
