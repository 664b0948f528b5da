<?php
/**
 * Contact Form 7 6.x + Flamingo 2.x → Farol contact forms and their stored submissions.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import\Sources;

use Closure;
use Farol\Import\CountsKinds;
use Farol\Import\ImportMap;
use Farol\Import\Importer;
use RuntimeException;

/**
 * Reads CF7's `wpcf7_contact_form` posts and Flamingo's `flamingo_inbound` posts with their
 * metas by SQL (read only: found with the plugins active, inactive or deleted, metas never
 * unserialised with objects) and writes through the contact form feature's services the
 * composition root hands in. Items: each form (key `form:<CF7 id>`, the key the RD Station
 * importer looks up), then each message (`message:<Flamingo id>`), which goes to the Farol form
 * its form became (Flamingo's channel term has the form's slug). docs/import.md has the mapping.
 */
final class ContactForm7Importer implements Importer, CountsKinds {

	/** The source's id (RdStationImporter::CF7_SOURCE). */
	public const ID = 'contact-form-7';

	/** CF7's form post type. */
	public const FORM_TYPE = 'wpcf7_contact_form';

	/** Flamingo's message post type. */
	private const MESSAGE_TYPE = 'flamingo_inbound';

	/** The form metas read, by the names Cf7Forms::plan() takes. */
	private const FORM_META = array(
		'_form'                => 'form',
		'_mail'                => 'mail',
		'_mail_2'              => 'mail_2',
		'_messages'            => 'messages',
		'_additional_settings' => 'settings',
	);

	/**
	 * Parsed forms of this request, by CF7 id.
	 *
	 * @var array<int, array<string,mixed>|null>
	 */
	private array $parsed = array();

	/**
	 * Creates the importer.
	 *
	 * @param Closure   $form       Creates a published contact form: (string $title, list<array> $fields, array $mail, array<string,string> $messages, array $mail_2 = []): int (its id, 0 on failure).
	 * @param Closure   $submission Stores a submission as it was: (int $form, string $status, string $before_spam, array $fields, string $mail_status, string $ip, string $utc_date): int (its id, 0 on failure).
	 * @param ImportMap $map      The mapping, to find the Farol form of a message's form.
	 */
	public function __construct(
		private readonly Closure $form,
		private readonly Closure $submission,
		private readonly ImportMap $map = new ImportMap()
	) {
	}

	/**
	 * The source's id.
	 */
	public function id(): string {
		return self::ID;
	}

	/**
	 * The source's name.
	 */
	public function name(): string {
		return __( 'Contact Form 7 + Flamingo', 'farol' );
	}

	/**
	 * What is imported.
	 */
	public function description(): string {
		return __( 'Imports Contact Form 7\'s forms (fields, mail and messages) as Farol contact forms, and the messages Flamingo stored as their submissions.', 'farol' );
	}

	/**
	 * The kinds of items.
	 *
	 * @return array<string, string>
	 */
	public function kinds(): array {
		return array(
			'form'    => __( 'Contact forms', 'farol' ),
			'message' => __( 'Stored messages (Flamingo)', 'farol' ),
		);
	}

	/**
	 * Whether CF7's forms or Flamingo's messages are there.
	 */
	public function detect(): bool {
		return $this->total() > 0;
	}

	/**
	 * Forms and messages, each counted with one query (the screen's dry run at any size).
	 *
	 * @return array<string, int>
	 */
	public function counts(): array {
		return array(
			'form'    => $this->count( self::FORM_TYPE ),
			'message' => $this->count( self::MESSAGE_TYPE ),
		);
	}

	/**
	 * Forms and messages.
	 */
	public function total(): int {
		return $this->count( self::FORM_TYPE ) + $this->count( self::MESSAGE_TYPE );
	}

	/**
	 * The forms by id, then the messages by id.
	 *
	 * @param int $offset First item.
	 * @param int $limit  Most items.
	 * @return list<array{kind: string, key: string, data: mixed}>
	 */
	public function items( int $offset, int $limit ): array {
		$out   = array();
		$forms = $this->count( self::FORM_TYPE );
		if ( $offset < $forms ) {
			foreach ( $this->posts( self::FORM_TYPE, $offset, $limit ) as $row ) {
				$out[] = array(
					'kind' => 'form',
					'key'  => 'form:' . $row['id'],
					'data' => $row,
				);
			}
			$limit -= count( $out );
			$offset = $forms;
		}
		if ( $limit > 0 ) {
			foreach ( $this->posts( self::MESSAGE_TYPE, $offset - $forms, $limit ) as $row ) {
				$out[] = array(
					'kind' => 'message',
					'key'  => 'message:' . $row['id'],
					'data' => $row,
				);
			}
		}
		return $out;
	}

	/**
	 * What an item becomes.
	 *
	 * @param array{kind: string, key: string, data: mixed} $item The item.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public function plan( array $item ): array {
		$row = is_array( $item['data'] ) ? $item['data'] : array();
		if ( 'form' === $item['kind'] ) {
			if ( 'trash' === ( $row['post_status'] ?? '' ) ) {
				return array(
					'ok'     => false,
					'reason' => __( 'the form is in the trash.', 'farol' ),
				);
			}
			$data = array(
				'id'    => $row['id'] ?? 0,
				'title' => $row['title'] ?? '',
			);
			foreach ( self::FORM_META as $meta => $key ) {
				$data[ $key ] = $row['meta'][ $meta ] ?? ( $row['meta'][ ltrim( $meta, '_' ) ] ?? null );
			}
			return Cf7Forms::plan( $data );
		}
		return FlamingoRows::plan( $row, empty( $row['form'] ) ? null : $this->parsed( (int) $row['form'] ) );
	}

	/**
	 * Creates the form or stores the message.
	 *
	 * @param array{kind: string, key: string, data: mixed}                         $item The item.
	 * @param array{ok: bool, reason?: string, value?: mixed, notes?: list<string>} $plan Its plan.
	 * @return string What it became.
	 * @throws RuntimeException When it could not be written (the runner reports the item).
	 */
	public function write( array $item, array $plan ): string {
		$value = $plan['value'];
		if ( 'form' === $item['kind'] ) {
			$id = (int) ( $this->form )( $value['title'], $value['fields'], $value['mail'], $value['messages'], $value['mail_2'] ?? array() );
			if ( $id <= 0 ) {
				throw new RuntimeException( esc_html__( 'the form could not be created.', 'farol' ) );
			}
			return (string) $id;
		}
		$form = (int) $this->map->target( self::ID, 'form:' . $value['cf7_form'] );
		if ( $form <= 0 ) {
			throw new RuntimeException( esc_html__( 'its form was not imported.', 'farol' ) );
		}
		$id = (int) ( $this->submission )( $form, $value['status'], $value['before_spam'], $value['fields'], $value['mail_status'], $value['ip'], $value['date'] );
		if ( $id <= 0 ) {
			throw new RuntimeException( esc_html__( 'the submission could not be stored.', 'farol' ) );
		}
		return 'submission:' . $id;
	}

	/**
	 * The parse of a CF7 form's template (once per request), or null when the form is gone.
	 *
	 * @param int $id The CF7 form.
	 * @return array<string,mixed>|null
	 */
	private function parsed( int $id ): ?array {
		if ( ! array_key_exists( $id, $this->parsed ) ) {
			$rows                = $this->posts( self::FORM_TYPE, 0, 1, $id );
			$this->parsed[ $id ] = array() === $rows ? null : Cf7FormTags::parse( (string) ( $rows[0]['meta']['_form'] ?? ( $rows[0]['meta']['form'] ?? '' ) ) );
		}
		return $this->parsed[ $id ];
	}

	/**
	 * How many posts of a type (every status but auto-drafts).
	 *
	 * @param string $type The post type.
	 */
	private function count( string $type ): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_status <> 'auto-draft'", $type ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- the source's posts, read raw whether or not its plugin is active.
	}

	/**
	 * A batch of posts of a type in id order, each with its metas (raw) and, for a message, the
	 * CF7 form of its Flamingo channel.
	 *
	 * @param string $type   The post type.
	 * @param int    $offset First post.
	 * @param int    $limit  Most posts.
	 * @param int    $only   One post's id (0: any).
	 * @return list<array<string,mixed>>
	 */
	private function posts( string $type, int $offset, int $limit, int $only = 0 ): array {
		global $wpdb;
		$channel = self::MESSAGE_TYPE === $type
			? "(SELECT MIN(f.ID) FROM {$wpdb->term_relationships} r JOIN {$wpdb->term_taxonomy} t ON t.term_taxonomy_id = r.term_taxonomy_id AND t.taxonomy = 'flamingo_inbound_channel' JOIN {$wpdb->terms} s ON s.term_id = t.term_id JOIN {$wpdb->posts} f ON f.post_type = 'wpcf7_contact_form' AND f.post_name = s.slug WHERE r.object_id = p.ID)"
			: 'NULL';
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- core tables; the subquery is constant.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT p.ID AS id, p.post_title AS title, p.post_status, p.post_date, p.post_date_gmt, {$channel} AS form FROM {$wpdb->posts} p WHERE p.post_type = %s AND p.post_status <> 'auto-draft' AND ( %d = 0 OR p.ID = %d ) ORDER BY p.ID LIMIT %d OFFSET %d", $type, $only, $only, $limit, $offset ), ARRAY_A );
		$rows = is_array( $rows ) ? $rows : array();
		if ( array() === $rows ) {
			return array();
		}
		$ids  = implode( ',', array_map( 'intval', array_column( $rows, 'id' ) ) );
		$meta = $wpdb->get_results( "SELECT post_id, meta_key, meta_value FROM {$wpdb->postmeta} WHERE post_id IN ({$ids}) ORDER BY meta_id", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- integer ids.
		$by   = array();
		foreach ( is_array( $meta ) ? $meta : array() as $m ) {
			$by[ (int) $m['post_id'] ][ (string) $m['meta_key'] ] ??= $m['meta_value'];
		}
		foreach ( $rows as $i => $row ) {
			$rows[ $i ]['meta'] = $by[ (int) $row['id'] ] ?? array();
		}
		return array_values( $rows );
	}
}
