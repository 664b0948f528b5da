<?php
/**
 * A source that counts its items per kind without reading them.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Import;

/**
 * Optional beside Importer (the interface stays as it was): a source whose items can be many
 * (100,000 votes) counts each kind with one aggregate query, so the admin screen's dry run
 * (ImportRunner::survey()) answers with a few queries at any size instead of planning every
 * item. Its item keys are `<kind>:<id>`, so what earlier runs carried is counted per kind from
 * the mapping table the same way.
 */
interface CountsKinds {

	/**
	 * The items of each kind the source holds (their sum is total()).
	 *
	 * @return array<string, int> Kind → how many.
	 */
	public function counts(): array;
}
