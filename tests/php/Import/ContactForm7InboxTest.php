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
use Farol\Tests\TestCase;

/**
 * The inbox's CSV export of an imported form lists Flamingo's messages under the form's labels.
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
}
