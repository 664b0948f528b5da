<?php
/**
 * A tab page's answer, pager included.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Info;

use Farol\Comments\Phrases;

/**
 * The one shape every tab page action answers (wpdGetActivityPage, wpdGetFollowsPage,
 * wpdGetSubscriptionsPage, and the cancel actions that answer the refreshed page): `{html, page,
 * pages, total}`, where html is the tab's items followed by the pager (buttons carrying
 * `data-farol-info-page`, the current one `aria-current="page"`), escaped here and by the tab.
 */
final class InfoPager {

	/**
	 * Items a page of a tab shows.
	 */
	public const PER_PAGE = 10;

	/**
	 * The answer of a page.
	 *
	 * @param InfoPage $page The tab's page.
	 * @return array{html: string, page: int, pages: int, total: int}
	 */
	public static function answer( InfoPage $page ): array {
		return array(
			'html'  => $page->html . self::pager( $page ),
			'page'  => $page->page,
			'pages' => max( 1, $page->pages ),
			'total' => $page->total,
		);
	}

	/**
	 * The page count of a total.
	 *
	 * @param int $total Items in all.
	 */
	public static function pages( int $total ): int {
		return max( 1, (int) ceil( $total / self::PER_PAGE ) );
	}

	/**
	 * The page asked for, kept between 1 and the last page.
	 *
	 * @param int $page  Asked.
	 * @param int $total Items in all.
	 */
	public static function clamp( int $page, int $total ): int {
		return min( max( 1, $page ), self::pages( $total ) );
	}

	/**
	 * The pager ('' for a single page).
	 *
	 * @param InfoPage $page The page.
	 */
	private static function pager( InfoPage $page ): string {
		if ( $page->pages < 2 ) {
			return '';
		}
		$html = '<nav class="farol-info__pager" aria-label="' . esc_attr( Phrases::get( 'info_pages' ) ) . '">';
		for ( $number = 1; $number <= $page->pages; $number++ ) {
			$current = $number === $page->page ? ' aria-current="page"' : '';
			$html   .= '<button type="button" class="farol-info__page" data-farol-info-page="' . esc_attr( (string) $number ) . '"' . $current . '>' . esc_html( number_format_i18n( $number ) ) . '</button>';
		}
		return $html . '</nav>';
	}
}
