<?php
/**
 * What a Contact Form 7 form becomes (a plan; nothing is written here).
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

/**
 * A `wpcf7_contact_form` post and its metas (`_form`, `_mail`, `_mail_2`, `_messages`,
 * `_additional_settings`, read raw and unserialised without objects) → a Farol contact form:
 * its `farol/contact-field` blocks (Cf7FormTags), its mail and, when active, its mail (2) (the mail-tags renamed as the fields
 * are, the site's special tags written as today's values, the others noted), its messages (those
 * the site changed from CF7's English defaults, under Farol's keys). What does not map is a note
 * naming the form, so the report lists it per form.
 */
final class Cf7Forms {

	/** CF7 message key → Farol message key (a status or a rule kind). */
	private const MESSAGES = array(
		'mail_sent_ok'             => 'mail_sent',
		'mail_sent_ng'             => 'mail_failed',
		'validation_error'         => 'validation_failed',
		'spam'                     => 'spam',
		'accept_terms'             => 'acceptance_missing',
		'invalid_required'         => 'required',
		'invalid_too_long'         => 'maxlength',
		'invalid_too_short'        => 'minlength',
		'upload_failed'            => 'upload_failed',
		'upload_file_type_invalid' => 'upload_file_type_invalid',
		'upload_file_too_large'    => 'maxfilesize',
		'upload_failed_php_error'  => 'upload_failed',
		'invalid_date'             => 'date',
		'date_too_early'           => 'mindate',
		'date_too_late'            => 'maxdate',
		'invalid_number'           => 'number',
		'number_too_small'         => 'minnumber',
		'number_too_large'         => 'maxnumber',
		'quiz_answer_not_correct'  => 'quiz_answer_not_correct',
		'invalid_email'            => 'email',
		'invalid_url'              => 'url',
		'invalid_tel'              => 'tel',
	);

	/** CF7 6.x's own English messages: left out, so Farol's translated ones show. */
	private const CF7_DEFAULTS = array(
		'Thank you for your message. It has been sent.',
		'There was an error trying to send your message. Please try again later.',
		'One or more fields have an error. Please check and try again.',
		'You must accept the terms and conditions before sending your message.',
		'Please fill out this field.',
		'This field has a too long input.',
		'This field has a too short input.',
		'There was an unknown error uploading the file.',
		'You are not allowed to upload files of this type.',
		'The uploaded file is too large.',
		'There was an error uploading the file.',
		'Please enter a date in YYYY-MM-DD format.',
		'This field has a too early date.',
		'This field has a too late date.',
		'Please enter a number.',
		'This field has a too small number.',
		'This field has a too large number.',
		'The answer to the quiz is incorrect.',
		'Please enter an email address.',
		'Please enter a URL.',
		'Please enter a telephone number.',
		'Your entered code is incorrect.',
	);

	/** The longest message kept. */
	private const LONGEST_MESSAGE = 500;

	/**
	 * The plan of one form.
	 *
	 * @param array<string, mixed> $row `id`, `title`, and the raw metas `form`, `mail`, `mail_2`, `messages`, `settings`.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public static function plan( array $row ): array {
		$title = Cf7FormTags::plain( (string) ( $row['title'] ?? '' ) ) ?? '';
		$title = '' === $title ? __( 'Imported form', 'farol' ) : $title;
		$tags  = Cf7FormTags::parse( (string) ( $row['form'] ?? '' ) );
		if ( array() === array_filter( $tags['fields'], static fn ( array $f ): bool => 'submit' !== $f['type'] ) ) {
			return array(
				'ok'     => false,
				'reason' => __( 'the form has no field Farol can show.', 'farol' ),
			);
		}
		if ( ! in_array( 'submit', array_column( $tags['fields'], 'type' ), true ) ) {
			$tags['fields'][] = array(
				'type' => 'submit',
				'name' => 'submit',
			);
		}
		$notes  = $tags['notes'];
		$mail   = self::mail( self::unserialized( $row['mail'] ?? null, $notes, __( 'mail settings', 'farol' ) ), $tags, $title, $notes );
		$mail2  = self::unserialized( $row['mail_2'] ?? null, $notes, __( 'mail (2) settings', 'farol' ) );
		$second = array();
		if ( ! empty( $mail2['active'] ) ) {
			$second = array_diff_key( self::mail( $mail2, $tags, $title, $notes ), array( 'attachments' => true ) ) + array( 'active' => true );
			if ( '' !== trim( is_string( $mail2['attachments'] ?? null ) ? $mail2['attachments'] : '' ) ) {
				$notes[] = __( 'Mail (2)\'s attachments are not carried: Farol attaches the files to the first mail only.', 'farol' );
			}
		}
		$messages = self::messages( self::unserialized( $row['messages'] ?? null, $notes, __( 'messages', 'farol' ) ) );
		foreach ( self::settings( (string) ( $row['settings'] ?? '' ) ) as $setting ) {
			/* translators: %s: the additional setting's name. */
			$notes[] = sprintf( __( 'the additional setting "%s" has no Farol equivalent.', 'farol' ), $setting );
		}
		/* translators: 1: the form's title, 2: what does not map. */
		$notes = array_map( static fn ( string $note ): string => sprintf( __( 'Form "%1$s": %2$s', 'farol' ), $title, $note ), array_values( array_unique( $notes ) ) );
		return array(
			'ok'    => true,
			'value' => array(
				'title'    => $title,
				'fields'   => $tags['fields'],
				'mail'     => $mail,
				'messages' => $messages,
				'mail_2'   => $second,
			),
			'notes' => $notes,
		);
	}

	/**
	 * A mail template with the form's mail-tags renamed and the site's special tags written out.
	 *
	 * @param string                                                          $text  The template.
	 * @param array{names: array<string,string>, types: array<string,string>} $tags  The parsed form.
	 * @param string                                                          $title The form's title.
	 * @param string[]                                                        $notes Notes, added to.
	 */
	public static function tags( string $text, array $tags, string $title, array &$notes ): string {
		$static = array(
			'_site_title'         => wp_specialchars_decode( (string) get_option( 'blogname' ), ENT_QUOTES ),
			'_site_description'   => wp_specialchars_decode( (string) get_option( 'blogdescription' ), ENT_QUOTES ),
			'_site_url'           => home_url( '/' ),
			'_site_domain'        => (string) wp_parse_url( home_url(), PHP_URL_HOST ),
			'_site_admin_email'   => (string) get_option( 'admin_email' ),
			'_contact_form_title' => $title,
		);
		return (string) preg_replace_callback(
			'/\[([a-zA-Z_][0-9a-zA-Z:._-]*)((?:[\t ]+"[^"]*"|[\t ]+\'[^\']*\')*)\]/',
			static function ( array $match ) use ( $tags, $static, &$notes ): string {
				$tag  = $match[1];
				$base = (string) preg_replace( '/^_(raw|format)_/', '', $tag );
				if ( isset( $tags['names'][ $base ] ) ) {
					if ( 'file' === $tags['types'][ $base ] ) {
						/* translators: %s: the mail-tag. */
						$notes[] = sprintf( __( 'the mail-tag [%s] of a file field is left out of the text (Farol attaches the files).', 'farol' ), $tag );
						return '';
					}
					if ( str_starts_with( $tag, '_format_' ) ) {
						/* translators: %s: the mail-tag. */
						$notes[] = sprintf( __( 'the mail-tag [%s] gives the value as sent (Farol has no date formatting in mails).', 'farol' ), $tag );
					}
					return '[' . $tags['names'][ $base ] . ']';
				}
				if ( isset( $static[ $tag ] ) ) {
					return $static[ $tag ];
				}
				if ( str_starts_with( $tag, '_' ) ) {
					/* translators: %s: the mail-tag. */
					$notes[] = sprintf( __( 'the special mail-tag [%s] has no Farol equivalent and was left out.', 'farol' ), $tag );
					return '';
				}
				return $match[0];
			},
			$text
		);
	}

	/**
	 * The Farol mail of CF7's `_mail`.
	 *
	 * @param array<string,mixed>                                                                                $mail  CF7's mail.
	 * @param array{fields: list<array<string,mixed>>, names: array<string,string>, types: array<string,string>} $tags  The parsed form.
	 * @param string                                                                                             $title The form's title.
	 * @param string[]                                                                                           $notes Notes, added to.
	 * @return array{recipient: string, subject: string, body: string, reply_to: string, attachments: string}
	 */
	private static function mail( array $mail, array $tags, string $title, array &$notes ): array {
		$text      = static fn ( string $key ): string => str_replace( "\0", '', wp_check_invalid_utf8( is_string( $mail[ $key ] ?? null ) ? $mail[ $key ] : '' ) );
		$recipient = trim( $text( 'recipient' ) );
		$reply     = '';
		foreach ( preg_split( '/\r?\n/', $text( 'additional_headers' ) ) as $header ) {
			if ( preg_match( '/^\s*reply-to\s*:(.*)$/i', $header, $match ) ) {
				$reply = trim( $match[1] );
			} elseif ( '' !== trim( $header ) ) {
				/* translators: %s: the mail header's name. */
				$notes[] = sprintf( __( 'the mail header "%s" has no Farol equivalent.', 'farol' ), Cf7FormTags::plain( strtok( $header, ':' ) ) );
			}
		}
		if ( '' !== trim( $text( 'sender' ) ) ) {
			$notes[] = __( 'the mail\'s sender ("From") has no Farol equivalent: Farol sends from WordPress\'s own address.', 'farol' );
		}
		if ( ! empty( $mail['use_html'] ) ) {
			$notes[] = __( 'the mail was HTML; Farol sends it as plain text.', 'farol' );
		}
		if ( ! empty( $mail['exclude_blank'] ) ) {
			$notes[] = __( '"Exclude lines with blank mail-tags" has no Farol equivalent.', 'farol' );
		}
		if ( array_key_exists( 'active', $mail ) && empty( $mail['active'] ) ) {
			$notes[] = __( 'the mail was switched off; Farol mails every submission.', 'farol' );
		}
		$files       = array_keys( array_filter( $tags['types'], static fn ( string $type ): bool => 'file' === $type ) );
		$attachments = $text( 'attachments' );
		$attached    = array() !== array_filter( $files, static fn ( string $name ): bool => str_contains( $attachments, '[' . $name . ']' ) );
		$local       = trim( (string) preg_replace( '/\[[^\]]*\]/', '', $attachments ) );
		if ( '' !== $local ) {
			$notes[] = __( 'files of the site attached to every mail have no Farol equivalent.', 'farol' );
		}
		$fill = static function ( string $value ) use ( $tags, $title, &$notes ): string {
			return self::tags( $value, $tags, $title, $notes );
		};
		$to   = $fill( $recipient );
		return array(
			'recipient'   => get_option( 'admin_email' ) === $to ? '' : $to,
			'subject'     => $fill( $text( 'subject' ) ),
			'body'        => $fill( $text( 'body' ) ),
			'reply_to'    => $fill( $reply ),
			'attachments' => array() === $files || $attached ? 'attach_and_keep' : 'keep_only',
		);
	}

	/**
	 * The messages the site changed, under Farol's keys, as plain text.
	 *
	 * @param array<string,mixed> $messages CF7's messages.
	 * @return array<string,string>
	 */
	private static function messages( array $messages ): array {
		$out = array();
		foreach ( $messages as $key => $text ) {
			$to = self::MESSAGES[ $key ] ?? null;
			if ( null === $to || ! is_string( $text ) || in_array( $text, self::CF7_DEFAULTS, true ) ) {
				continue;
			}
			$plain = Cf7FormTags::plain( $text );
			if ( null !== $plain && '' !== $plain && ! isset( $out[ $to ] ) ) {
				$out[ $to ] = mb_substr( $plain, 0, self::LONGEST_MESSAGE );
			}
		}
		return $out;
	}

	/**
	 * The names of the additional settings (`name: value` lines).
	 *
	 * @param string $text `_additional_settings`.
	 * @return list<string>
	 */
	private static function settings( string $text ): array {
		preg_match_all( '/^([A-Za-z0-9_]{1,60}) *:/m', $text, $matches );
		return array_values( array_unique( $matches[1] ) );
	}

	/**
	 * A serialised array read without objects; an array as is; else empty, with a note.
	 *
	 * @param mixed    $raw   The meta value as stored.
	 * @param string[] $notes Notes, added to.
	 * @param string   $what  Which meta, for the note.
	 * @return array<string,mixed>
	 */
	private static function unserialized( mixed $raw, array &$notes, string $what ): array {
		if ( is_array( $raw ) ) {
			return $raw;
		}
		if ( null === $raw || '' === $raw ) {
			return array();
		}
		$value = is_string( $raw ) && is_serialized( $raw ) ? @unserialize( $raw, array( 'allowed_classes' => false ) ) : false; // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.PHP.DiscouragedPHPFunctions.serialize_unserialize -- a broken value is reported, never fatal; no objects.
		if ( ! is_array( $value ) ) {
			/* translators: %s: which settings (mail, mail (2), messages). */
			$notes[] = sprintf( __( 'its %s could not be read (broken serialisation) and were not carried.', 'farol' ), $what );
			return array();
		}
		return $value;
	}
}
