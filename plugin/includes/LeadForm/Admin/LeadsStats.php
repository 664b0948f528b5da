<?php
/**
 * Per-form statistics of the Leads screen.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\LeadForm\Admin;

use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Store\LeadsFilter;
use Farol\LeadForm\Store\LeadsQuery;

/**
 * For every lead form (any status but trash, plus any form the store still has figures of):
 * its views, its conversions, the conversion rate (conversions / views, rounded to four
 * decimals; null when no view was recorded, since a rate over nothing means nothing) and the
 * rejected spam attempts, over the filter's days.
 */
final class LeadsStats {

	/**
	 * Creates the statistics.
	 *
	 * @param LeadsQuery     $query     The store's reads.
	 * @param LeadsPresenter $presenter Form titles.
	 */
	public function __construct( private readonly LeadsQuery $query, private readonly LeadsPresenter $presenter ) {
	}

	/**
	 * One entry per form, most conversions first, then by title.
	 *
	 * @param LeadsFilter $filter Time range (from/to and first_day/last_day).
	 * @return list<array{form: array{id: int, title: string}, views: int, conversions: int, conversion_rate: float|null, rejected: int}>
	 */
	public function per_form( LeadsFilter $filter ): array {
		$traffic     = $this->query->form_traffic( $filter );
		$conversions = $this->query->conversions_per_form( $filter );
		$forms       = get_posts(
			array(
				'post_type'      => LeadFormPostType::POST_TYPE,
				'post_status'    => array( 'publish', 'draft', 'pending', 'private', 'future' ),
				'posts_per_page' => -1,
				'fields'         => 'ids',
				'orderby'        => 'title',
				'order'          => 'ASC',
			)
		);
		$ids         = array_unique( array_merge( array_map( 'intval', $forms ), array_keys( $traffic ), array_keys( $conversions ) ) );
		$entries     = array();
		foreach ( $ids as $id ) {
			$views     = $traffic[ $id ]['views'] ?? 0;
			$count     = $conversions[ $id ] ?? 0;
			$entries[] = array(
				'form'            => $this->presenter->form( $id ),
				'views'           => $views,
				'conversions'     => $count,
				'conversion_rate' => $views > 0 ? round( $count / $views, 4 ) : null,
				'rejected'        => $traffic[ $id ]['rejected'] ?? 0,
			);
		}
		usort(
			$entries,
			static fn( array $a, array $b ): int => array( $b['conversions'], $a['form']['title'] ) <=> array( $a['conversions'], $b['form']['title'] )
		);
		return $entries;
	}
}
