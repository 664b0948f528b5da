<?php
/**
 * A contact form's second mail ("Mail (2)").
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\ContactForm;

use Farol\ContactForm\Feedback\Mailer;
use Farol\ContactForm\Forms\ContactForm;
use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Forms\ContactFormRepository;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\Support\Mail\MailModule;
use Farol\Support\Mail\MailQueueTable;
use Farol\Tests\TestCase;
use RuntimeException;

/**
 * A submission of a form whose second mail is on is mailed twice, the first mail first, the
 * second with its own templates (the autoresponder to the visitor); a recipient that does not
 * become one valid address is refused; a second mail that fails never costs the submission nor
 * the first mail; a form whose second mail is off is mailed once.
 */
final class ContactFormSecondMailTest extends TestCase {

	use ContactFormFixtures;

	/**
	 * Its own address for the rate limit.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '198.51.100.' . wp_rand( 1, 254 );
	}

	/**
	 * A form with both mails, the second as given (on unless it says otherwise).
	 *
	 * @param array<string,mixed> $second The second mail's settings.
	 */
	private function form_with_second_mail( array $second ): ContactForm {
		$form = $this->create_contact_form(
			array(),
			array(
				'recipient' => 'vendas@example.com',
				'subject'   => 'Contato de [your-name]',
				'reply_to'  => '[your-email]',
			)
		);
		update_post_meta( $form->id, ContactFormPostType::MAIL_2_META, $second + array( 'active' => true ) );
		return ( new ContactFormRepository() )->from_post( get_post( $form->id ) );
	}

	/**
	 * Posts a submission; its answer's status.
	 *
	 * @param ContactForm         $form      The form.
	 * @param array<string,mixed> $overrides Fields to change.
	 */
	private function submit( ContactForm $form, array $overrides = array() ): string {
		$response = $this->rest( 'POST', '/farol/v1/contact-forms/' . $form->id . '/feedback', $this->contact_submission( $form, $overrides ), array( 'Accept' => 'application/json' ) );
		$this->assertSame( 200, $response->get_status() );
		return (string) $response->get_data()['status'];
	}

	/**
	 * Both mails go out, the first to the site, then the autoresponder to the visitor's
	 * address with its placeholders filled.
	 */
	public function test_second_mail_on_sends_two_mails(): void {
		$form = $this->form_with_second_mail(
			array(
				'recipient' => '[your-email]',
				'subject'   => 'Recebemos a sua mensagem, [your-name]',
				'body'      => "Olá [your-name],\n\nA sua mensagem:\n[your-message]",
				'reply_to'  => 'atendimento@example.com',
			)
		);
		$this->assertSame( 'mail_sent', $this->submit( $form ) );
		$mails = $this->mails();
		$this->assertCount( 2, $mails );
		$this->assertSame( array( 'vendas@example.com', 'Contato de Ana Ação' ), array( $mails[0]['to'], $mails[0]['subject'] ) );
		$this->assertSame( 'ana@example.com', $mails[1]['to'] );
		$this->assertSame( 'Recebemos a sua mensagem, Ana Ação', $mails[1]['subject'] );
		$this->assertSame( "Olá Ana Ação,\n\nA sua mensagem:\nOlá, tudo bem?", $mails[1]['message'] );
		$this->assertSame( array( 'Reply-To: atendimento@example.com' ), $mails[1]['headers'] );
		$this->assertCount( 1, ( new SubmissionRepository() )->for_form( $form->id ) );
	}

	/**
	 * Off (or never set), the second mail is not sent.
	 */
	public function test_second_mail_off_sends_one(): void {
		$form = $this->form_with_second_mail(
			array(
				'active'    => false,
				'recipient' => '[your-email]',
			)
		);
		$this->assertSame( 'mail_sent', $this->submit( $form ) );
		$this->assertSame( array( 'vendas@example.com' ), array_column( $this->mails(), 'to' ) );
		$this->assertFalse( ContactFormPostType::mail_2( $this->create_contact_form()->id )['active'], 'A new form has no second mail.' );
	}

	/**
	 * A recipient filled with a list, or with a header smuggled through a field, is refused:
	 * the first mail goes, the second does not, the submission is stored and answered sent.
	 */
	public function test_hostile_recipient_is_refused(): void {
		$form = $this->form_with_second_mail(
			array(
				'recipient' => '[your-name]',
				'subject'   => 'Obrigado',
			)
		);
		foreach ( array( 'ana@example.com, eve@example.net', "ana@example.com\r\nBcc: eve@example.net", 'Ana Ação' ) as $name ) {
			$this->assertSame( 'mail_sent', $this->submit( $form, array( 'your-name' => $name ) ), $name );
		}
		$mails = $this->mails();
		$this->assertSame( array( 'vendas@example.com', 'vendas@example.com', 'vendas@example.com' ), array_column( $mails, 'to' ), 'Only the first mail, three times.' );
		$this->assertStringNotContainsString( 'eve@example.net', (string) wp_json_encode( array_column( $mails, 'headers' ) ) );
		$this->assertCount( 3, ( new SubmissionRepository() )->for_form( $form->id ) );
	}

	/**
	 * A second mail the transport refuses, or whose mail plugin throws, leaves the first mail
	 * sent, the submission stored as sent and the answer mail_sent.
	 */
	public function test_failing_second_mail_blocks_nothing(): void {
		$form = $this->form_with_second_mail( array( 'recipient' => '[your-email]' ) );
		$fail = static fn ( $sent, array $atts ) => 'ana@example.com' === $atts['to'] ? false : $sent;
		add_filter( 'pre_wp_mail', $fail, 20, 2 );
		$this->assertSame( 'mail_sent', $this->submit( $form ) );
		remove_filter( 'pre_wp_mail', $fail, 20 );

		$throw = static function ( $sent, array $atts ) {
			if ( 'ana@example.com' === $atts['to'] ) {
				throw new RuntimeException( 'The mail plugin broke.' );
			}
			return $sent;
		};
		add_filter( 'pre_wp_mail', $throw, 20, 2 );
		$this->assertSame( 'mail_sent', $this->submit( $form ) );
		remove_filter( 'pre_wp_mail', $throw, 20 );

		$rows = ( new SubmissionRepository() )->for_form( $form->id );
		$this->assertSame( array( 'sent', 'sent' ), array_column( $rows, 'mail_status' ) );
		$this->assertSame( array( 'mail_sent', 'mail_sent' ), array_column( $rows, 'status' ) );
	}

	/**
	 * The second mail waits in the plugin's retrying mail queue: the answer does not wait for
	 * it, a send the transport refuses stays queued for a retry (never lost), and the retry
	 * delivers it with its placeholders filled.
	 */
	public function test_second_mail_is_retried_through_the_mail_queue(): void {
		global $wpdb;
		$form = $this->form_with_second_mail(
			array(
				'recipient' => '[your-email]',
				'subject'   => 'Recebemos, [your-name]',
			)
		);
		$fail = static fn ( $sent, array $atts ) => 'ana@example.com' === $atts['to'] ? false : $sent;
		add_filter( 'pre_wp_mail', $fail, 20, 2 );
		$this->assertSame( 'mail_sent', $this->submit( $form ) );
		do_action( MailModule::RUN_HOOK );
		remove_filter( 'pre_wp_mail', $fail, 20 );

		$table = MailQueueTable::name();
		$job   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE kind = %s", Mailer::MAIL_2_KIND ), ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the queue's table.
		$this->assertIsArray( $job, 'The second mail is a job of the mail queue.' );
		$this->assertSame( array( 'ana@example.com', 'Recebemos, Ana Ação', 'pending', '1' ), array( $job['to_address'], $job['subject'], $job['status'], (string) $job['attempts'] ), 'Refused once, it waits for a retry.' );

		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET next_attempt_at = %s WHERE id = %d", gmdate( 'Y-m-d H:i:s', time() - 1 ), $job['id'] ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- due at once.
		do_action( MailModule::RUN_HOOK );
		$this->assertSame( 'sent', $wpdb->get_var( $wpdb->prepare( "SELECT status FROM {$table} WHERE id = %d", $job['id'] ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- the queue's table.
	}
}
