<?php
/**
 * The plugin's personal data in core's privacy tools.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Privacy;

use Farol\Module;

/**
 * The one place that registers the plugin's personal data exporters and erasers
 * (`wp_privacy_personal_data_exporters` / `_erasers`): the composition root feeds it every
 * feature's PersonalDataSource (the mail queue, the comment widget's subscriptions, follows,
 * votes, ratings and social links), so no feature reads another's tables. Each source is one
 * exporter and one eraser, `farol-<id>`, shaped as core asks.
 *
 * OWNER_ERASED is the action a feature fires when the owner of an address erased their data
 * themselves (a guest's signed link): a feature that keeps mail or other traces for the address
 * clears them (the mail queue cancels what it has not sent yet to it).
 */
final class PersonalData implements Module {

	/**
	 * Fired with the address when its owner erased their data through a signed link.
	 */
	public const OWNER_ERASED = 'farol_personal_data_owner_erased';

	/**
	 * The sources, by id.
	 *
	 * @var array<string, PersonalDataSource>
	 */
	private array $sources = array();

	/**
	 * Creates the registry.
	 *
	 * @param PersonalDataSource ...$sources The features' sources.
	 */
	public function __construct( PersonalDataSource ...$sources ) {
		foreach ( $sources as $source ) {
			$this->sources[ $source->id() ] = $source;
		}
	}

	/**
	 * Adds the filters.
	 */
	public function register(): void {
		add_filter( 'wp_privacy_personal_data_exporters', array( $this, 'add_exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $this, 'add_erasers' ) );
	}

	/**
	 * Registers one exporter per source.
	 *
	 * @param mixed $exporters Exporters.
	 * @return array<string, mixed>
	 */
	public function add_exporters( $exporters ): array {
		$exporters = (array) $exporters;
		foreach ( $this->sources as $id => $source ) {
			$exporters[ 'farol-' . $id ] = array(
				'exporter_friendly_name' => $source->label(),
				'callback'               => fn ( $email, $page = 1 ): array => $this->export( $source, (string) $email, (int) $page ),
			);
		}
		return $exporters;
	}

	/**
	 * Registers one eraser per source.
	 *
	 * @param mixed $erasers Erasers.
	 * @return array<string, mixed>
	 */
	public function add_erasers( $erasers ): array {
		$erasers = (array) $erasers;
		foreach ( $this->sources as $id => $source ) {
			$erasers[ 'farol-' . $id ] = array(
				'eraser_friendly_name' => $source->label(),
				'callback'             => fn ( $email, $page = 1 ): array => $this->erase( $source, (string) $email, (int) $page ),
			);
		}
		return $erasers;
	}

	/**
	 * One page of a source's export, as core's exporter answers it.
	 *
	 * @param PersonalDataSource $source The source.
	 * @param string             $email  The address.
	 * @param int                $page   Page, from 1.
	 * @return array{data: list<array<string, mixed>>, done: bool}
	 */
	public function export( PersonalDataSource $source, string $email, int $page ): array {
		$answer = $source->export( self::key( $email ), max( 1, $page ) );
		$data   = array();
		foreach ( $answer['items'] as $item ) {
			$pairs = array();
			foreach ( $item['data'] as $name => $value ) {
				if ( '' !== $value ) {
					$pairs[] = array(
						'name'  => (string) $name,
						'value' => $value,
					);
				}
			}
			$data[] = array(
				'group_id'    => 'farol-' . $source->id(),
				'group_label' => $source->label(),
				'item_id'     => 'farol-' . $source->id() . '-' . $item['id'],
				'data'        => $pairs,
			);
		}
		return array(
			'data' => $data,
			'done' => $answer['done'],
		);
	}

	/**
	 * One page of a source's erasure, as core's eraser answers it.
	 *
	 * @param PersonalDataSource $source The source.
	 * @param string             $email  The address.
	 * @param int                $page   Page, from 1.
	 * @return array{items_removed: bool, items_retained: bool, messages: list<string>, done: bool}
	 */
	public function erase( PersonalDataSource $source, string $email, int $page ): array {
		$answer = $source->erase( self::key( $email ), max( 1, $page ) );
		return array(
			'items_removed'  => $answer['removed'] > 0,
			'items_retained' => $answer['retained'] > 0,
			'messages'       => $answer['messages'],
			'done'           => $answer['done'],
		);
	}

	/**
	 * The sources, by id (tests read them).
	 *
	 * @return array<string, PersonalDataSource>
	 */
	public function sources(): array {
		return $this->sources;
	}

	/**
	 * One export page from rows read one past the page (LIMIT `$size + 1`): the first `$size`
	 * shaped into items, and whether this was the last page.
	 *
	 * @param array<int, array<string, mixed>> $rows The rows read.
	 * @param int                              $size Rows a page.
	 * @param callable                         $item Shapes a row: array{id: string, data: array<string, string>}.
	 * @return array{items: list<array{id: string, data: array<string, string>}>, done: bool}
	 */
	public static function page( array $rows, int $size, callable $item ): array {
		return array(
			'items' => array_values( array_map( $item, array_slice( $rows, 0, $size ) ) ),
			'done'  => count( $rows ) <= $size,
		);
	}

	/**
	 * An eraser's answer: what it removed or anonymised (nothing retained, nothing to say).
	 *
	 * @param int  $removed Rows removed or anonymised.
	 * @param bool $done    Whether nothing is left.
	 * @return array{removed: int, retained: int, messages: list<string>, done: bool}
	 */
	public static function erased( int $removed, bool $done = true ): array {
		return array(
			'removed'  => $removed,
			'retained' => 0,
			'messages' => array(),
			'done'     => $done,
		);
	}

	/**
	 * The member whose account has an address (0: none).
	 *
	 * @param string $email The address.
	 */
	public static function user_id( string $email ): int {
		$user = '' === $email ? false : get_user_by( 'email', $email );
		return false === $user ? 0 : (int) $user->ID;
	}

	/**
	 * An address as the plugin's tables keep it: trimmed, lower case.
	 *
	 * @param string $email The address.
	 */
	public static function key( string $email ): string {
		return strtolower( trim( $email ) );
	}
}
