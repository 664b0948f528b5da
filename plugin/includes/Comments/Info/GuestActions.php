<?php
/**
 * A guest's delete links, asked for and used.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Info;

use Farol\Comments\Ajax\AjaxAction;
use Farol\Comments\Ajax\AjaxHandler;
use Farol\Comments\Ajax\Request;
use Farol\Comments\Phrases;
use Farol\Comments\Settings;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\MailCooldown;
use Farol\Support\Abuse\RateLimit;
use Farol\Support\Abuse\SignedStamp;
use Farol\Support\Abuse\Throttle;
use Farol\Support\Mail\Mailer;

/**
 * The action wpdEmailDeleteLinks (`email`, `postId`, the guest form's honeypot and stamp): when the e-mail
 * has content on the site, mails it one signed link per tab (GuestLinks: delete my comments,
 * cancel my subscriptions, cancel my follows; 24 h, once each). Whatever the e-mail — with
 * content or not, a bot's or a person's, mailed or withheld — the answer is the same `{message}`,
 * so nobody learns which addresses comment here; 5 asks per 10 minutes per source address, and
 * the links go to one address at most once in 10 minutes and 3 times a day, whoever asks
 * (MailCooldown, kind MAIL_KIND).
 *
 * The action wpdGuestAction (`guestAction`, `subject`, `expires`, `key`: the link's fields) redeems a link:
 * a forged, expired or used one is refused; a good one runs the matching tab's erase() (or the
 * single action it is given, e.g. `cancelFollow` from a follow mail) and answers `{message}`,
 * which the widget shows for 7 s. An erasing link also fires
 * Support\Privacy\PersonalData::OWNER_ERASED with the address: the mail queue cancels the mail
 * it has not sent yet to it.
 */
final class GuestActions implements AjaxHandler {

	/**
	 * The erasing guest actions, by the tab each erases.
	 */
	public const ERASERS = array(
		'deleteComments'      => 'comments',
		'deleteSubscriptions' => 'subscriptions',
		'deleteFollows'       => 'follows',
	);

	/**
	 * The links' mail kind (the Mailer's, and the per-recipient cool-down's).
	 */
	public const MAIL_KIND = 'guest-links';

	/**
	 * Creates the actions.
	 *
	 * @param array<int,InfoTab>                   $tabs     The modal's tabs (their erase()).
	 * @param array<string,callable(string): bool> $singles  Other link purposes (e.g. cancelFollow) → what runs on the subject.
	 * @param Mailer                               $mailer   The plugin's one way to send mail.
	 * @param BotCheck                             $bots     The honeypot and stamp check.
	 * @param Throttle                             $throttle The per-address limit.
	 * @param Settings                             $settings Widget settings.
	 * @param MailCooldown                         $cooldown The per-recipient brake on the links' mail.
	 */
	public function __construct(
		private readonly array $tabs,
		private readonly array $singles,
		private readonly Mailer $mailer,
		private readonly BotCheck $bots,
		private readonly Throttle $throttle,
		private readonly Settings $settings,
		private readonly MailCooldown $cooldown
	) {
	}

	/**
	 * The limit of link requests: 5 per 10 minutes.
	 */
	public static function limit(): RateLimit {
		return new RateLimit( 'comment-guest-links', 5, 600 );
	}

	/**
	 * Answers wpdEmailDeleteLinks.
	 */
	#[AjaxAction( 'wpdEmailDeleteLinks' )]
	public function links(): void {
		if ( ! $this->settings->guest_delete_links_enabled() ) {
			Request::refuse( 'feature_disabled' );
		}
		$email = Request::text( 'email' );
		$post  = Request::id( 'postId' ) ?? 0;
		if ( ! is_email( $email ) ) {
			Request::refuse( 'email_invalid' );
		}
		if ( $this->throttle->over( self::limit() ) ) {
			Request::refuse( 'rate_limited' );
		}
		$fields = array(
			BotCheck::HONEYPOT_FIELD => Request::text( BotCheck::HONEYPOT_FIELD ),
			SignedStamp::FIELD       => Request::text( SignedStamp::FIELD ),
		);
		if ( ! $this->bots->is_bot( $fields, InfoModal::STAMP_PURPOSE, $post, time() ) && $this->has_content( $email ) && $this->cooldown->allows( self::MAIL_KIND, $email, '' ) ) {
			$this->mail_links( strtolower( $email ), $post );
		}
		wp_send_json_success( array( 'message' => Phrases::get( 'guest_links_sent' ) ) );
	}

	/**
	 * Answers wpdGuestAction.
	 */
	#[AjaxAction( 'wpdGuestAction' )]
	public function act(): void {
		$action  = Request::text( 'guestAction' );
		$subject = Request::text( 'subject' );
		$eraser  = self::ERASERS[ $action ] ?? null;
		if ( null === $eraser && ! isset( $this->singles[ $action ] ) ) {
			Request::refuse( 'invalid_request' );
		}
		if ( null !== $eraser && ! $this->settings->guest_delete_links_enabled() ) {
			Request::refuse( 'feature_disabled' );
		}
		$problem = GuestLinks::redeem( $action, $subject, Request::text( 'expires' ), Request::text( 'key' ), time() );
		if ( '' !== $problem ) {
			Request::refuse( $problem );
		}
		if ( null === $eraser ) {
			( $this->singles[ $action ] )( $subject );
			wp_send_json_success( array( 'message' => Phrases::get( 'follow_cancelled' ) ) );
		}
		foreach ( $this->tabs as $tab ) {
			if ( $tab->id() === $eraser ) {
				$tab->erase( $subject );
			}
		}
		// The owner of the address erased their data: what would still be mailed to it goes too
		// (Support\Privacy\PersonalData::OWNER_ERASED, the name written out for the prefix check).
		do_action( 'farol_personal_data_owner_erased', $subject );
		$notice = array(
			'comments'      => 'guest_comments_deleted',
			'subscriptions' => 'guest_subscriptions_deleted',
			'follows'       => 'guest_follows_deleted',
		);
		wp_send_json_success( array( 'message' => Phrases::get( $notice[ $eraser ] ) ) );
	}

	/**
	 * Whether an e-mail has anything on the site a tab lists for a guest.
	 *
	 * @param string $email The e-mail.
	 */
	private function has_content( string $email ): bool {
		$guest = new Visitor( 0, $email );
		foreach ( $this->tabs as $tab ) {
			if ( $tab->page( $guest, 1 )->total > 0 ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Mails the links.
	 *
	 * @param string $email   The e-mail, lower case.
	 * @param int    $post_id The post whose page the links open.
	 */
	private function mail_links( string $email, int $post_id ): void {
		$now   = time();
		$lines = array( Phrases::get( 'guest_mail_intro' ), '' );
		$texts = array(
			'comments'      => 'guest_mail_comments',
			'subscriptions' => 'guest_mail_subscriptions',
			'follows'       => 'guest_mail_follows',
		);
		foreach ( self::ERASERS as $action => $tab_id ) {
			foreach ( $this->tabs as $tab ) {
				if ( $tab->id() === $tab_id ) {
					$lines[] = Phrases::get( $texts[ $tab_id ] );
					$lines[] = GuestLinks::url( $action, $email, $post_id, $now );
					$lines[] = '';
				}
			}
		}
		$lines[] = Phrases::get( 'guest_mail_ignore' );
		$this->mailer->send( $email, Phrases::get( 'guest_mail_subject' ), implode( "\n", $lines ), array(), self::MAIL_KIND );
	}
}
