<?php
/**
 * A source that finishes each batch's work at once.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import;

/**
 * What a source writes per item can leave derived figures to compute once per batch (a
 * comment's vote totals, a post's rating average) instead of once per item. The runner calls
 * after_batch() after each imported batch, with every item of the batch, those imported by an
 * earlier run included: a batch cut short (a timeout after some items) is run again whole, and
 * its figures are then computed from everything stored.
 */
interface BatchAware {

	/**
	 * Finishes a batch.
	 *
	 * @param list<array{kind: string, key: string, data: mixed}> $items The batch's items.
	 */
	public function after_batch( array $items ): void;
}
