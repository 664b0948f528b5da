<?php
/**
 * The info modal's markup.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Info;

use Farol\Comments\Phrases;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\SignedStamp;

/**
 * Renders the modal wpdGetInfo answers (templates/modal.php): for a member, a dialog with one
 * tab per InfoTab it is given (the first one's first page inside, the others loaded when chosen);
 * for a guest, the e-mail form of wpdEmailDeleteLinks (with the honeypot and a signed stamp, as
 * every public form), or a hint to log in when guest links are turned off.
 */
final class InfoModal {

	/**
	 * The stamp purpose of the guest form.
	 */
	public const STAMP_PURPOSE = 'farol_info_links';

	/**
	 * The member's modal.
	 *
	 * @param array<int,InfoTab> $tabs    The tabs.
	 * @param Visitor            $visitor The member.
	 */
	public function member( array $tabs, Visitor $visitor ): string {
		$first = array() === $tabs ? '' : InfoPager::answer( $tabs[0]->page( $visitor, 1 ) )['html'];
		return $this->render(
			array_map(
				static fn ( InfoTab $tab ): array => array(
					'id'     => $tab->id(),
					'label'  => $tab->label(),
					'action' => $tab->page_action(),
				),
				$tabs
			),
			$first,
			null
		);
	}

	/**
	 * A guest's modal.
	 *
	 * @param int  $post_id     The post the modal opens on (the stamp's subject).
	 * @param bool $links_on    Whether guests may ask for delete links.
	 */
	public function guest( int $post_id, bool $links_on ): string {
		$form = $links_on ? array(
			'intro'       => Phrases::get( 'info_guest_intro' ),
			'label'       => Phrases::get( 'info_guest_email' ),
			'send'        => Phrases::get( 'info_guest_send' ),
			'stamp_field' => SignedStamp::FIELD,
			'stamp'       => SignedStamp::create( self::STAMP_PURPOSE, $post_id ),
			'honeypot'    => BotCheck::HONEYPOT_FIELD,
		) : null;
		return $this->render( array(), '', $form );
	}

	/**
	 * Fills the template.
	 *
	 * @param list<array{id: string, label: string, action: string}> $tabs  The tabs.
	 * @param string                                                 $first The first tab's page, escaped.
	 * @param array<string,string>|null                              $guest The guest form's texts, or null.
	 */
	private function render( array $tabs, string $first, ?array $guest ): string {
		$farol_info = array(
			'title'      => Phrases::get( 'info_title' ),
			'close'      => Phrases::get( 'info_close' ),
			'tabs_label' => Phrases::get( 'info_tabs' ),
			'tabs'       => $tabs,
			'first'      => $first,
			'guest'      => $guest,
			'hint'       => Phrases::get( 'info_login_required' ),
		);
		ob_start();
		include __DIR__ . '/templates/modal.php';
		return (string) ob_get_clean();
	}
}
