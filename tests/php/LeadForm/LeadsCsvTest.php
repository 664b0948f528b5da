<?php
/**
 * The Leads screen's CSV export.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Admin\LeadsCsv;
use Farol\Support\Csv\CsvWriter;
use Farol\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * The export is served as the REST server serves it (headers, then `rest_pre_serve_request`):
 * the bytes Excel in Brazil opens right — UTF-8 BOM, `;`, a header row, accents intact,
 * formulas neutralised — with a dated attachment name, and only the filtered rows.
 */
final class LeadsCsvTest extends TestCase {

	use LeadsTestData;

	/**
	 * Form "Orçamento".
	 *
	 * @var int
	 */
	private int $form;

	/**
	 * A form and two contacts, one of whom typed a formula into the form.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->form = $this->create_form( 'Orçamento' );
		$other      = $this->create_form( 'Newsletter' );
		$joao       = $this->insert_contact( 'joao@example.com', 'João Ávila; "Jr"', array( 'city' => 'São Paulo' ) );
		$evil       = $this->insert_contact( 'evil@example.com', '=HYPERLINK("http://x","clique")', array( 'company' => '+1+1' ) );
		$this->insert_conversion( $this->form, $joao, '2026-11-02 10:00:00', array( 'cf_message' => "Olá,\nquero um orçamento" ) );
		$this->insert_conversion( $this->form, $evil, '2026-11-03 10:00:00', array( 'company' => '@SUM(A1)' ), array( 'traffic_source' => '-2+3' ) );
		$this->insert_conversion( $other, $joao, '2026-11-04 10:00:00' );
	}

	/**
	 * Runs the export route and serves it as the REST server would.
	 *
	 * @param array<string,mixed> $args Arguments.
	 * @return array{0: WP_REST_Response, 1: string} The answer and the body.
	 */
	private function download( array $args ): array {
		$this->login_as( 'editor' );
		$request = new WP_REST_Request( 'GET', '/farol/v1/leads/export.csv' );
		$request->set_query_params( $args );
		$response = rest_ensure_response( rest_do_request( $request ) );
		ob_start();
		$served = apply_filters( 'rest_pre_serve_request', false, $response, $request, rest_get_server() );
		$body   = (string) ob_get_clean();
		$this->assertTrue( $served, 'the export serves its own body' );
		return array( $response, $body );
	}

	/**
	 * Parses the body as Excel pt-BR would: after the BOM, `;`-separated rows.
	 *
	 * @param string $body CSV bytes.
	 * @return list<list<string>>
	 */
	private static function rows( string $body ): array {
		$stream = fopen( 'php://memory', 'w+b' );
		fwrite( $stream, substr( $body, 3 ) );
		rewind( $stream );
		$rows = array();
		$row  = fgetcsv( $stream, null, ';', '"', '' );
		while ( false !== $row ) {
			$rows[] = $row;
			$row    = fgetcsv( $stream, null, ';', '"', '' );
		}
		fclose( $stream );
		return $rows;
	}

	/**
	 * Conversions: BOM, header row, `;`, accents intact, formulas prefixed, the dated name.
	 */
	public function test_conversions_export_opens_right_in_excel(): void {
		list( $response, $body ) = $this->download(
			array(
				'kind' => 'conversions',
				'form' => $this->form,
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( "\xEF\xBB\xBF", substr( $body, 0, 3 ), 'starts with the UTF-8 BOM' );
		$this->assertTrue( mb_check_encoding( $body, 'UTF-8' ) );
		$headers = $response->get_headers();
		$this->assertSame( 'text/csv; charset=utf-8', $headers['Content-Type'] );
		$this->assertSame( 'attachment; filename="leads-conversions-' . wp_date( 'Y-m-d' ) . '.csv"', $headers['Content-Disposition'] );

		$lines = explode( "\r\n", substr( $body, 3 ) );
		$this->assertStringStartsWith( 'ID;Date;Form;Email;Name;', $lines[0] );

		$rows = self::rows( $body );
		$this->assertCount( 3, $rows, 'header and the two conversions of the form' );
		$header = $rows[0];
		$evil   = array_combine( $header, $rows[1] );
		$joao   = array_combine( $header, $rows[2] );
		$this->assertSame( 'Orçamento', $joao['Form'] );
		$this->assertSame( 'João Ávila; "Jr"', $joao['Name'] );
		$this->assertStringContainsString( "cf_message: Olá,\nquero um orçamento", $joao['Fields'] );
		$this->assertSame( '2026-11-02 10:00:00', $joao['Date'] );
		$this->assertSame( '\'=HYPERLINK("http://x","clique")', $evil['Name'] );
		$this->assertSame( "'-2+3", $evil['Traffic source'] );
		$this->assertStringContainsString( 'company: @SUM(A1)', $evil['Fields'] );
	}

	/**
	 * Contacts: one row per contact, dates in the site's time zone, formulas neutralised.
	 */
	public function test_contacts_export(): void {
		update_option( 'timezone_string', 'America/Sao_Paulo' );
		list( , $body ) = $this->download( array( 'kind' => 'contacts' ) );
		$rows           = self::rows( $body );
		$this->assertSame( array( 'ID', 'Email', 'Name', 'Conversions', 'First conversion', 'Last conversion', 'Last form', 'Consent', 'Consent given at', 'Fields' ), $rows[0] );
		$this->assertCount( 3, $rows );
		$by_email = array_column( array_map( static fn( $row ) => array_combine( $rows[0], $row ), array_slice( $rows, 1 ) ), null, 'Email' );
		$this->assertSame( '2', $by_email['joao@example.com']['Conversions'] );
		$this->assertSame( 'Newsletter', $by_email['joao@example.com']['Last form'] );
		$this->assertSame( '2026-11-04 07:00:00', $by_email['joao@example.com']['Last conversion'] );
		$this->assertSame( 'city: São Paulo', $by_email['joao@example.com']['Fields'] );
		$this->assertSame( '\'=HYPERLINK("http://x","clique")', $by_email['evil@example.com']['Name'] );
	}

	/**
	 * The header row is in the site's language.
	 */
	public function test_the_header_row_is_translated(): void {
		add_filter( 'pre_determine_locale', static fn(): string => 'pt_BR' );
		load_textdomain( 'farol', FAROL_TESTS_ROOT . '/plugin/languages/farol-pt_BR.mo', 'pt_BR' );
		try {
			list( , $body ) = $this->download( array( 'kind' => 'conversions' ) );
		} finally {
			unload_textdomain( 'farol' );
		}
		$this->assertStringStartsWith( "\xEF\xBB\xBFID;Data;Formulário;E-mail;Nome;", $body );
	}

	/**
	 * More rows than one batch: every row once, newest first.
	 */
	public function test_a_big_export_holds_every_row_once(): void {
		$total = LeadsCsv::BATCH + 7;
		$id    = $this->insert_contact( 'muitos@example.com', 'Muitos' );
		for ( $i = 0; $i < $total; $i++ ) {
			$this->insert_conversion( $this->form, $id, gmdate( 'Y-m-d H:i:s', 1790000000 + $i ) );
		}
		list( , $body ) = $this->download(
			array(
				'kind'   => 'conversions',
				'search' => 'muitos@example.com',
			)
		);
		$rows           = array_slice( self::rows( $body ), 1 );
		$ids            = array_map( 'intval', array_column( $rows, 0 ) );
		$this->assertCount( $total, $ids );
		$this->assertSame( $ids, array_values( array_unique( $ids ) ) );
		$sorted = $ids;
		rsort( $sorted );
		$this->assertSame( $sorted, $ids );
	}

	/**
	 * A cell is prefixed only when it starts like a formula.
	 */
	public function test_cells_are_neutralised_only_when_they_start_like_a_formula(): void {
		foreach ( array( '=1+1', '+55 11 99999-0000', '-1', '@cmd', "\tx", "\rx" ) as $value ) {
			$this->assertSame( "'" . $value, CsvWriter::cell( $value ) );
		}
		foreach ( array( '', 'Ana', 'a=b', '1+1', 'São Paulo' ) as $value ) {
			$this->assertSame( $value, CsvWriter::cell( $value ) );
		}
	}
}
