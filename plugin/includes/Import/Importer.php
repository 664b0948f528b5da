<?php
/**
 * One source an importer takes data from.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import;

/**
 * A source (a rival plugin's data) the import framework (ImportRunner) reads in batches. An
 * importer only reads the source; it writes through the target feature's public service the
 * composition root hands it. plan() decides, without writing, what one source item becomes;
 * write() creates it. The runner keeps the source key → Farol id mapping, the progress and
 * the report, so an importer holds no state of its own.
 *
 * An item is `array{kind: string, key: string, data: mixed}`: its kind (a key of kinds()), a
 * key unique within the source and stable between runs, and the source's data.
 * A plan is `array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}`: ok false
 * with a reason when the item cannot be carried; `value` is what write() receives; `notes`
 * name source settings that have no Farol equivalent.
 */
interface Importer {

	/**
	 * The source's id, as typed after `wp farol import` (lowercase letters, digits, dashes).
	 */
	public function id(): string;

	/**
	 * The source's name, shown in Tools › Import.
	 */
	public function name(): string;

	/**
	 * One sentence saying what is imported.
	 */
	public function description(): string;

	/**
	 * Labels of the kinds of items, by kind.
	 *
	 * @return array<string, string>
	 */
	public function kinds(): array;

	/**
	 * Whether the source's data is on this site (its plugin may be active, inactive or deleted).
	 */
	public function detect(): bool;

	/**
	 * How many items the source holds.
	 */
	public function total(): int;

	/**
	 * Items in a stable order.
	 *
	 * @param int $offset First item.
	 * @param int $limit  Most items.
	 * @return list<array{kind: string, key: string, data: mixed}>
	 */
	public function items( int $offset, int $limit ): array;

	/**
	 * What an item becomes; writes nothing.
	 *
	 * @param array{kind: string, key: string, data: mixed} $item The item.
	 * @return array{ok: bool, reason?: string, value?: mixed, notes?: list<string>}
	 */
	public function plan( array $item ): array;

	/**
	 * Creates what a successful plan describes.
	 *
	 * @param array{kind: string, key: string, data: mixed}                         $item The item.
	 * @param array{ok: bool, reason?: string, value?: mixed, notes?: list<string>} $plan Its plan.
	 * @return string The Farol id of what was created.
	 */
	public function write( array $item, array $plan ): string;
}
