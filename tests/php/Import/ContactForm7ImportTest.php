<?php
/**
 * Importing Contact Form 7's forms and Flamingo's messages.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Import;

use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Forms\ContactFormRepository;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\ContactForm\Store\SubmissionsTable;
use Farol\Import\ImportCommand;
use Farol\Import\ImportRunner;
use Farol\Import\Sources\ContactForm7Importer;
use Farol\Tests\TestCase;

/**
 * Loads the real Contact Form 7 6.1.6 + Flamingo 2.6.2 fixture
 * (../shared/fixtures/migration/contact-form-7: what the plugins wrote when driven through their
 * own screens and requests) and imports it; the values are its README's.
 */
final class ContactForm7ImportTest extends TestCase {

	use ImportFixtures;

	private const DUMP = __DIR__ . '/../../../../shared/fixtures/migration/contact-form-7/dump.sql';

	private const SOURCE = ContactForm7Importer::ID;

	/**
	 * No earlier import.
	 */
	protected function set_up(): void {
		parent::set_up();
		foreach ( array( 'progress', 'report' ) as $what ) {
			delete_option( ImportRunner::OPTION_PREFIX . $what . '_' . self::SOURCE );
		}
		( new SubmissionsTable() )->maybe_upgrade();
	}

	/**
	 * The dry run writes nothing; the import creates both forms and the six messages; the source
	 * is untouched; a second run creates nothing.
	 */
	public function test_fixture_imports_with_equal_counts(): void {
		$this->load_dump( self::DUMP );
		$source  = $this->source_rows();
		$command = new ImportCommand( $this->runner() );
		$before  = $this->all_options();

		$dry = $command->handle( self::SOURCE, true );
		$this->assertTrue( $dry['ok'] );
		$this->assertContains( 'Contact forms: 2 found, 2 to create, 0 already imported.', $dry['lines'] );
		$this->assertContains( 'Stored messages (Flamingo): 6 found, 6 to create, 0 already imported.', $dry['lines'], 'Flamingo kept 6 of the 7 submissions (5 publish, 1 spam).' );
		$this->assertSame( $before, $this->all_options(), 'The dry run writes no option.' );
		$this->assertSame( array(), $this->farol_forms() );
		$this->assertSame( 0, $this->submissions() );

		$result = $command->handle( self::SOURCE, false );
		$this->assertContains( 'Contact forms: 2 found, 2 created, 0 already imported (not created again).', $result['lines'] );
		$this->assertContains( 'Stored messages (Flamingo): 6 found, 6 created, 0 already imported (not created again).', $result['lines'] );
		$this->assertSame( $source, $this->source_rows(), 'The source posts and metas are byte-identical.' );
		$this->assertCount( 2, $this->farol_forms() );
		$this->assertSame( 6, $this->submissions() );

		$again = $command->handle( self::SOURCE, false );
		$this->assertContains( 'Contact forms: 2 found, 0 created, 2 already imported (not created again).', $again['lines'] );
		$this->assertContains( 'Stored messages (Flamingo): 6 found, 0 created, 6 already imported (not created again).', $again['lines'] );
		$this->assertCount( 2, $this->farol_forms() );
		$this->assertSame( 6, $this->submissions() );
	}

	/**
	 * A run cut after one item (a form) resumes to the same forms and submissions.
	 */
	public function test_interrupted_run_resumes_to_the_same_result(): void {
		$this->load_dump( self::DUMP );
		$runner   = $this->runner();
		$importer = $runner->importer( self::SOURCE );
		$this->assertFalse( $runner->step( $importer, 1 )['done'] );
		$this->assertCount( 1, $this->farol_forms() );
		$report = $runner->run( $importer );
		$this->assertTrue( $report['done'] );
		$this->assertCount( 2, $this->farol_forms() );
		$this->assertSame( 6, $this->submissions() );
		$this->assertCount( 8, $runner->map( $importer ) );
	}

	/**
	 * Form 3023's 14 tags become its fields with their options; the mail's tags are renamed, the
	 * site's written out, the others left out and noted; the 9 changed messages are kept.
	 */
	public function test_rich_form_maps_fields_mail_and_messages(): void {
		$this->load_dump( self::DUMP );
		$result = ( new ImportCommand( $this->runner() ) )->handle( self::SOURCE, false );
		$form   = ( new ContactFormRepository() )->find( $this->farol_id( 3023 ) );
		$this->assertNotNull( $form );
		$this->assertSame( 'Pedido de contacto completo', $form->title );
		$fields = array_column( $form->fields, null, 'name' );
		$this->assertSame( array( 'nome', 'email_contato', 'site_pessoal', 'telefone', 'licencas', 'data_contato', 'assunto', 'mensagem', 'interesses', 'origem', 'aceite_rgpd', 'quiz_soma', 'anexo', 'submit' ), array_keys( $fields ), 'Names lower-cased with - → _, as the RD Station importer maps them.' );
		$this->assertSame( array( 'text', 'email', 'url', 'tel', 'number', 'date', 'select', 'textarea', 'checkbox', 'radio', 'acceptance', 'quiz', 'file', 'submit' ), array_column( $form->fields, 'type' ) );
		$this->assertSame( 'Nome completo', $fields['nome']['label'] );
		$this->assertSame( 'O seu nome', $fields['nome']['placeholder'] );
		$this->assertTrue( $fields['nome']['required'] );
		$this->assertTrue( $fields['email_contato']['required'] );
		$this->assertArrayNotHasKey( 'required', $fields['site_pessoal'] );
		$this->assertSame( '912 345 678', $fields['telefone']['placeholder'] );
		$this->assertSame( array( 1, 50 ), array( $fields['licencas']['min'], $fields['licencas']['max'] ) );
		$this->assertSame( array( '2026-01-01', '2027-12-31' ), array( $fields['data_contato']['mindate'], $fields['data_contato']['maxdate'] ) );
		$this->assertSame( array( 'Orçamento', 'Suporte técnico', 'Parcerias' ), $fields['assunto']['options'] );
		$this->assertFalse( $fields['assunto']['multiple'] );
		$this->assertSame( 500, $fields['mensagem']['maxlength'] );
		$this->assertSame( 'Interesses', $fields['interesses']['label'] );
		$this->assertSame( array( 'Comentários', 'Formulários', 'Menu fixo', 'Integrações' ), $fields['interesses']['options'] );
		$this->assertSame( array( 'Pesquisa', 'Indicação', 'Redes sociais' ), $fields['origem']['options'] );
		$this->assertSame( 'Aceito a política de privacidade.', $fields['aceite_rgpd']['label'] );
		$this->assertFalse( $fields['aceite_rgpd']['optional'] );
		$this->assertSame(
			array(
				array(
					'question' => 'Quanto é 3+4?',
					'answer'   => '7',
				),
			),
			$fields['quiz_soma']['questions']
		);
		$this->assertSame( 1048576, $fields['anexo']['maxfilesize'] );
		$this->assertSame( array( '.pdf', '.png', '.jpg' ), $fields['anexo']['accept'] );
		$this->assertSame( 'Enviar pedido', $fields['submit']['label'] );

		$mail = ContactFormPostType::mail( $form->id );
		$this->assertSame( '', $mail['recipient'], '[_site_admin_email] is Farol\'s default recipient.' );
		$this->assertSame( get_option( 'blogname' ) . ' "[assunto]" — [nome]', $mail['subject'] );
		$this->assertSame( '[email_contato]', $mail['reply_to'] );
		$this->assertSame( 'attach_and_keep', $mail['attachments'] );
		$this->assertStringContainsString( "Nome: [nome]\nE-mail: [email_contato]", $mail['body'] );
		$this->assertStringContainsString( 'Assunto: [assunto] ([assunto])', $mail['body'] );
		$this->assertStringNotContainsString( '[_', $mail['body'] );

		$second = ContactFormPostType::mail_2( $form->id );
		$this->assertTrue( $second['active'], 'Form 3023\'s active mail (2) is its second mail.' );
		$this->assertSame( '[email_contato]', $second['recipient'], 'The autoresponder goes to the visitor, the mail-tag renamed as the field.' );
		$this->assertSame( 'Recebemos o seu pedido: [assunto]', $second['subject'], '[_raw_assunto] is the field\'s value.' );
		$this->assertSame( get_option( 'admin_email' ), $second['reply_to'], '[_site_admin_email] in its Reply-To header is written out.' );
		$this->assertStringStartsWith( "Olá [nome],\n\nRecebemos o seu pedido sobre \"[assunto]\"", $second['body'] );
		$this->assertStringContainsString( "A sua mensagem:\n[mensagem]\n\n--\n" . get_option( 'blogname' ) . ' (' . home_url( '/' ) . ')', $second['body'] );
		$this->assertSame( 'Recebemos o seu pedido: [assunto]', $form->mail_2['subject'], 'The repository\'s form carries it.' );

		$this->assertSame(
			array(
				'mail_sent'                => 'Obrigado! O seu pedido foi enviado.',
				'validation_failed'        => 'Há campos com erro. Verifique e tente de novo.',
				'spam'                     => 'Não foi possível enviar a mensagem.',
				'acceptance_missing'       => 'Tem de aceitar a política de privacidade.',
				'required'                 => 'Campo obrigatório.',
				'upload_file_type_invalid' => 'Só PDF, PNG ou JPG.',
				'minnumber'                => 'Pelo menos 1 licença.',
				'maxnumber'                => 'No máximo 50 licenças.',
				'quiz_answer_not_correct'  => 'Resposta errada ao desafio.',
			),
			ContactFormPostType::messages( $form->id ),
			'The 9 messages the site changed; CF7\'s English defaults give way to Farol\'s translated ones.'
		);

		$notes = implode( "\n", $result['lines'] );
		foreach ( array(
			'Form "Pedido de contacto completo": "Exclude lines with blank mail-tags" has no Farol equivalent.',
			'Form "Pedido de contacto completo": the special mail-tag [_serial_number] has no Farol equivalent',
			'Form "Pedido de contacto completo": the mail was HTML; Farol sends it as plain text.',
			'Form "Pedido de contacto completo": the additional setting "flamingo_subject" has no Farol equivalent.',
			'Form "Pedido de contacto completo": the option "autocomplete:name" of the field "nome" has no Farol equivalent.',
			'Form "Pedido de contacto completo": the option "default:1" of the field "origem" has no Farol equivalent.',
			'Form "Pedido de contacto completo": the options of the field "assunto" send their label',
			'Form "Contact form 1": the mail\'s sender ("From") has no Farol equivalent',
		) as $note ) {
			$this->assertStringContainsString( $note, $notes );
		}
		$this->assertStringNotContainsString( 'Mail (2)', $notes, 'An active mail (2) is carried, not reported.' );

		$plain = ( new ContactFormRepository() )->find( $this->farol_id( 3002 ) );
		$this->assertSame( array( 'your_name', 'your_email', 'your_subject', 'your_message', 'submit' ), array_column( $plain->fields, 'name' ) );
		$this->assertSame( '[your_email]', ContactFormPostType::mail( $plain->id )['reply_to'] );
		$this->assertSame( array(), ContactFormPostType::messages( $plain->id ), 'Form 3002 keeps CF7\'s defaults.' );
		$this->assertFalse( ContactFormPostType::mail_2( $plain->id )['active'], 'Form 3002\'s mail (2) is off, and so is its second mail.' );
	}

	/**
	 * Each Flamingo message is a submission of its form with its values, date, state and mail.
	 */
	public function test_messages_become_submissions(): void {
		$this->load_dump( self::DUMP );
		$result = ( new ImportCommand( $this->runner() ) )->handle( self::SOURCE, false );
		$rows   = $this->rows( $this->farol_id( 3023 ) );
		$this->assertCount( 3, $rows );
		$ana = $rows[0];
		$this->assertSame( '2026-12-02 00:41:42', $ana['created_at'] );
		$this->assertSame( array( 'mail_sent', '', 'sent' ), array( $ana['status'], $ana['status_before_spam'], $ana['mail_status'] ) );
		$this->assertSame( hash_hmac( 'sha256', '127.0.20.1', wp_salt( 'nonce' ) ), $ana['remote_hash'] );
		$this->assertSame(
			array(
				'nome'          => 'Ana Silva',
				'email_contato' => 'ana.silva@exemplo.test',
				'site_pessoal'  => 'https://ana.exemplo.test',
				'telefone'      => '+351 912 345 678',
				'licencas'      => '12',
				'data_contato'  => '2026-12-15',
				'assunto'       => 'Suporte técnico',
				'mensagem'      => "Preciso de ajuda com a migração.\nSegunda linha.",
				'interesses'    => array( 'Comentários', 'Menu fixo' ),
				'origem'        => 'Indicação',
				'aceite_rgpd'   => '1',
			),
			$ana['fields'],
			'The piped select shows its label; single choices are texts; the file is not carried.'
		);
		$bruno = $rows[1];
		$this->assertSame( 'Orçamento', $bruno['fields']['assunto'] );
		$this->assertSame( array(), $bruno['fields']['interesses'] );
		$this->assertSame( '', $bruno['fields']['data_contato'] );
		$spam = $rows[2];
		$this->assertSame( array( 'spam', '', 'skipped' ), array( $spam['status'], $spam['status_before_spam'], $spam['mail_status'] ) );
		$this->assertSame( 'Compre viagra-barata aqui!', $spam['fields']['mensagem'] );

		$plain = $this->rows( $this->farol_id( 3002 ) );
		$this->assertSame( array( 'Diana Rocha', 'Ana S.', 'Beatriz Alves' ), array_map( static fn ( array $row ): string => $row['fields']['your_name'], $plain ) );
		$this->assertSame( array( 'mail_sent', 'mail_sent', 'mail_sent' ), array_column( $plain, 'status' ) );
		$this->assertStringContainsString( 'Files sent with Flamingo\'s messages are not carried', implode( "\n", $result['lines'] ) );
	}

	/**
	 * A broken mail, HTML in messages and labels, a `javascript:` option, a broken field and a
	 * 5 MB message: refused or made plain, never fatal.
	 */
	public function test_hostile_rows_are_refused_or_made_plain(): void {
		global $wpdb;
		$this->load_dump( self::DUMP );
		$form = $this->source_post( 'wpcf7_contact_form', 'Hostil', 'hostil' );
		$this->raw_meta( $form, '_form', "<label> <b>Nome</b><script>alert(1)</script> [text* nome placeholder \"<img src=x onerror=alert(1)>\"] </label>\n\n[select* destino \"javascript:alert(1)\" \"Lisboa\" \"java\tscript:x\"]\n\n[hidden segredo \"x\"]\n\n[submit \"Enviar\"]" );
		$this->raw_meta( $form, '_mail', 'a:3:{s:7:"subject";s:99:"broken' );
		$this->raw_meta( $form, '_messages', serialize( array( 'mail_sent_ok' => '<b>Obrigado</b><script>alert(1)</script>' ) ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.serialize_serialize -- a row as CF7 writes it.
		$wpdb->insert(
			$wpdb->terms,
			array(
				'name' => 'Hostil',
				'slug' => 'hostil',
			)
		); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$term = (int) $wpdb->insert_id;
		$wpdb->insert(
			$wpdb->term_taxonomy,
			array(
				'term_id'  => $term,
				'taxonomy' => 'flamingo_inbound_channel',
				'parent'   => 3001,
			)
		); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
		$tt = (int) $wpdb->insert_id;
		wp_update_post( array( 'ID' => $this->source_post( 'wpcf7_contact_form', 'Apagado', 'apagado' ), 'post_status' => 'trash' ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- two keys.
		$big    = $this->source_post( 'flamingo_inbound', 'Grande', 'grande' );
		$broken = $this->source_post( 'flamingo_inbound', 'Partida', 'partida' );
		$html   = $this->source_post( 'flamingo_inbound', 'HTML', 'html' );
		foreach ( array( $big, $broken, $html ) as $message ) {
			$wpdb->insert(
				$wpdb->term_relationships,
				array(
					'object_id'        => $message,
					'term_taxonomy_id' => $tt,
				)
			); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$this->raw_meta( $message, '_submission_status', 'mail_sent' );
		}
		$this->raw_meta( $big, '_field_nome', str_repeat( 'a', 5 * 1048576 ) );
		$this->raw_meta( $broken, '_field_nome', 'a:1:{i:0;s:40:"short";}' );
		$this->raw_meta( $html, '_field_nome', '<script>alert(1)</script>' );

		$result = ( new ImportCommand( $this->runner() ) )->handle( self::SOURCE, false );
		$this->assertTrue( $result['ok'] );
		$lines = implode( "\n", $result['lines'] );
		$this->assertStringContainsString( 'Contact forms: 4 found, 3 created', $lines );
		$this->assertStringContainsString( 'the form is in the trash.', $lines );
		$this->assertStringContainsString( 'Stored messages (Flamingo): 9 found, 7 created', $lines );
		$this->assertStringContainsString( 'the message is larger than 1 MB.', $lines );
		$this->assertStringContainsString( 'a field of the message could not be read (broken serialisation).', $lines );
		$this->assertStringContainsString( 'Form "Hostil": its mail settings could not be read (broken serialisation)', $lines );
		$this->assertStringContainsString( 'Form "Hostil": a value of the field "destino" holds a script address and was refused.', $lines );
		$this->assertStringContainsString( 'Form "Hostil": the [hidden] field "segredo" has no Farol equivalent', $lines );

		$imported = ( new ContactFormRepository() )->find( $this->farol_id( $form ) );
		$fields   = array_column( $imported->fields, null, 'name' );
		$this->assertSame( array( 'Lisboa' ), $fields['destino']['options'] );
		$this->assertSame( 'Nome', $fields['nome']['label'], 'Markup and scripts are dropped from the label.' );
		$this->assertStringNotContainsString( '<', $fields['nome']['placeholder'] );
		$this->assertSame( array( 'mail_sent' => 'Obrigado' ), ContactFormPostType::messages( $imported->id ) );
		$stored = $this->rows( $this->farol_id( $form ) );
		$this->assertCount( 1, $stored );
		$this->assertSame( '<script>alert(1)</script>', $stored[0]['fields']['nome'], 'Kept as text; the inbox escapes it.' );
	}

	/**
	 * The Farol form a CF7 form became.
	 *
	 * @param int $cf7 The CF7 form's id.
	 */
	private function farol_id( int $cf7 ): int {
		return (int) $this->runner()->target( self::SOURCE, 'form:' . $cf7 );
	}

	/**
	 * A form's submissions, oldest first.
	 *
	 * @param int $form The Farol form.
	 * @return list<array<string,mixed>>
	 */
	private function rows( int $form ): array {
		$this->assertGreaterThan( 0, $form );
		return array_reverse( ( new SubmissionRepository() )->for_form( $form ) );
	}

	/**
	 * Farol's contact forms.
	 *
	 * @return list<int>
	 */
	private function farol_forms(): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'   => ContactFormPostType::POST_TYPE,
					'post_status' => 'any',
					'fields'      => 'ids',
					'numberposts' => -1,
				)
			)
		);
	}

	/**
	 * Stored submissions.
	 */
	private function submissions(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . SubmissionsTable::name() ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared
	}

	/**
	 * The source's posts and metas, byte for byte.
	 *
	 * @return array<int, mixed>
	 */
	private function source_rows(): array {
		global $wpdb;
		return $wpdb->get_results( "SELECT p.*, m.meta_key, m.meta_value FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID WHERE p.post_type IN ('wpcf7_contact_form','flamingo_inbound','flamingo_contact') ORDER BY p.ID, m.meta_id", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * A post of the source's, written as its plugin would (its type need not be registered).
	 *
	 * @param string $type  Post type.
	 * @param string $title Title.
	 * @param string $slug  Slug.
	 */
	private function source_post( string $type, string $title, string $slug ): int {
		return (int) wp_insert_post(
			array(
				'post_type'   => $type,
				'post_status' => 'publish',
				'post_title'  => $title,
				'post_name'   => $slug,
			)
		);
	}

	/**
	 * A meta row stored byte for byte (update_post_meta() would serialise a serialised string again).
	 *
	 * @param int    $post  Post.
	 * @param string $key   Key.
	 * @param string $value Raw value.
	 */
	private function raw_meta( int $post, string $key, string $value ): void {
		global $wpdb;
		$wpdb->insert(
			$wpdb->postmeta,
			array(
				'post_id'    => $post,
				'meta_key'   => $key,
				'meta_value' => $value,
			)
		); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.SlowDBQuery
	}
}
