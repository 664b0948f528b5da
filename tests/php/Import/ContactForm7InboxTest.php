<?php
/**
 * Flamingo's history in the Submissions inbox after the import.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Import;

use Farol\ContactForm\Admin\SubmissionPresenter;
use Farol\ContactForm\Admin\SubmissionsCsv;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\Import\ImportCommand;
use Farol\Import\ImportRunner;
use Farol\Import\Sources\ContactForm7Importer;
use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\SignedStamp;
use Farol\Tests\TestCase;

/**
 * An imported form sends through Farol with its imported mail, and the inbox's CSV export lists
 * Flamingo's messages under the form's labels.
 */
final class ContactForm7InboxTest extends TestCase {

	use ImportFixtures;

	private const DUMP = __DIR__ . '/../../../../shared/fixtures/migration/contact-form-7/dump.sql';

	/**
	 * No earlier import.
	 */
	protected function set_up(): void {
		parent::set_up();
		foreach ( array( 'progress', 'report' ) as $what ) {
			delete_option( ImportRunner::OPTION_PREFIX . $what . '_' . ContactForm7Importer::ID );
		}
	}

	/**
	 * Every imported message is a row, its values in the columns of the form's fields, nothing
	 * left over in "Other fields", the spam one marked spam.
	 */
	public function test_csv_export_shows_the_history(): void {
		$this->load_dump( self::DUMP );
		( new ImportCommand( $this->runner() ) )->handle( ContactForm7Importer::ID, false );
		$form = (int) $this->runner()->target( ContactForm7Importer::ID, 'form:3023' );
		$out  = fopen( 'php://memory', 'w+' );
		( new SubmissionsCsv( new SubmissionRepository(), new SubmissionPresenter(), array( 'form' => $form ) ) )->write( $out );
		rewind( $out );
		$rows = array();
		while ( false !== ( $cells = fgetcsv( $out, null, ';' ) ) ) { // phpcs:ignore WordPress.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition -- reading the export back.
			$rows[] = $cells;
		}
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a memory stream.
		$head = array_map( static fn ( string $cell ): string => ltrim( $cell, "\u{FEFF}" ), $rows[0] );
		$this->assertContains( 'Nome completo', $head );
		$this->assertContains( 'Assunto', $head );
		$this->assertCount( 4, $rows, 'The header and the 3 messages of form 3023.' );
		$by_name = array_map( static fn ( array $row ): array => array_combine( $head, $row ), array_slice( $rows, 1 ) );
		$ana     = $by_name[2];
		$this->assertSame( 'Ana Silva', $ana['Nome completo'] );
		$this->assertSame( 'Comentários, Menu fixo', $ana['Interesses'] );
		$this->assertSame( 'Suporte técnico', $ana['Assunto'] );
		$this->assertSame( 'mail_sent', $ana['Status'] );
		$this->assertSame( '', $ana['Other fields'] );
		$this->assertSame( 'spam', $by_name[0]['Status'] );
	}

	/**
	 * CF7's default form, imported, takes a visitor's message: stored next to the imported ones
	 * and mailed to the admin with the imported subject, body and Reply-To.
	 */
	public function test_imported_form_sends_through_farol(): void {
		$this->load_dump( self::DUMP );
		( new ImportCommand( $this->runner() ) )->handle( ContactForm7Importer::ID, false );
		$form     = (int) $this->runner()->target( ContactForm7Importer::ID, 'form:3002' );
		$response = $this->rest(
			'POST',
			'/farol/v1/contact-forms/' . $form . '/feedback',
			array(
				'your_name'              => 'Eva Lima',
				'your_email'             => 'eva@exemplo.test',
				'your_subject'           => 'Olá',
				'your_message'           => 'Ainda funciona?',
				'_farol_form'            => (string) $form,
				'_farol_unit'            => 'farol-contact-form-' . $form,
				BotCheck::HONEYPOT_FIELD => '',
				SignedStamp::FIELD       => SignedStamp::create( 'farol_started', $form, time() - 60 ),
			),
			array( 'Accept' => 'application/json' )
		);
		$this->assertSame( 'mail_sent', $response->get_data()['status'] );
		$mails = $this->mails();
		$this->assertCount( 1, $mails );
		$this->assertSame( get_option( 'admin_email' ), $mails[0]['to'] );
		$this->assertSame( wp_specialchars_decode( get_option( 'blogname' ), ENT_QUOTES ) . ' "Olá"', $mails[0]['subject'] );
		$this->assertStringStartsWith( "From: Eva Lima eva@exemplo.test\nSubject: Olá\n\nMessage Body:\nAinda funciona?", $mails[0]['message'] );
		$this->assertContains( 'Reply-To: eva@exemplo.test', (array) $mails[0]['headers'] );
		$this->assertCount( 4, ( new SubmissionRepository() )->for_form( $form ), 'The 3 imported messages and the new one.' );
	}
}
