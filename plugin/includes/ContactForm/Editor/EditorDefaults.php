<?php
/**
 * What the contact form editor's panels need from the server.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Editor;

use Farol\ContactForm\Feedback\StatusMessages;
use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Rules\Contract;
use Farol\ContactForm\Rules\DefaultMessages;

/**
 * The data printed before the editor's settings script as `window.farolContactFormEditor`:
 *
 * - `messages.statuses`: status or key → built-in text (StatusMessages::defaults());
 * - `messages.rules`: every leaf rule kind, in the contract's order → built-in text
 *   (DefaultMessages; the item rules' plural as for one option);
 * - `attachments`: the files settings' values (MAIL_META `attachments`), the default first;
 * - `spamSettingsUrl`: the site's spam protection screen.
 *
 * All texts in the current user's locale, so the placeholders read as a visitor would see
 * them on a site in that language. A form's MESSAGES_META overrides any of these keys.
 */
final class EditorDefaults {

	/**
	 * Slug of the spam protection screen, under the contact forms' menu.
	 */
	public const SPAM_PAGE = 'farol-contact-spam';

	/**
	 * The published data.
	 *
	 * @return array{messages:array{statuses:array<string,string>,rules:array<string,string>},attachments:list<string>,spamSettingsUrl:string}
	 */
	public static function data(): array {
		$rules = array();
		foreach ( Contract::leaf_kinds() as $kind ) {
			$rules[ $kind ] = DefaultMessages::for_kind( $kind, 1 );
		}
		return array(
			'messages'        => array(
				'statuses' => StatusMessages::defaults(),
				'rules'    => $rules,
			),
			'attachments'     => ContactFormPostType::ATTACHMENTS,
			'spamSettingsUrl' => admin_url( 'edit.php?post_type=' . ContactFormPostType::POST_TYPE . '&page=' . self::SPAM_PAGE ),
		);
	}
}
