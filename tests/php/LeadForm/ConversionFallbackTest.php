<?php
/**
 * The no-JavaScript conversion path.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Conversions\FallbackNotice;
use Farol\LeadForm\Conversions\LeadNoJsFallback;
use Farol\LeadForm\Forms\LeadForm;
use Farol\Tests\TestCase;
use RuntimeException;

/**
 * A visitor without JavaScript posts the rendered form to admin-post.php; the lead is stored
 * as through the API, and the browser goes to the thank-you page or back to the form with a
 * flag the form shows.
 */
final class ConversionFallbackTest extends TestCase {

	use ConversionFixtures;

	/**
	 * Its own address for the rate limit; the page the form sits on.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR']  = '203.0.113.' . wp_rand( 1, 254 );
		$_SERVER['HTTP_REFERER'] = home_url( '/contato/?utm_source=x' );
	}

	/**
	 * Posts the form as a browser does and returns where it is sent.
	 *
	 * @param LeadForm            $form   The form.
	 * @param array<string,mixed> $fields Posted fields.
	 */
	private function post_form( LeadForm $form, array $fields ): string {
		$_POST = wp_slash(
			array_merge(
				$fields,
				array(
					'action'                      => LeadNoJsFallback::ACTION,
					LeadNoJsFallback::TOKEN_FIELD => $form->token,
				)
			)
		);
		add_filter(
			'wp_redirect',
			static function ( string $location ): string {
				throw new RuntimeException( $location ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test signal.
			}
		);
		try {
			do_action( 'admin_post_nopriv_' . LeadNoJsFallback::ACTION ); // phpcs:ignore WordPress.NamingConventions.ValidHookName.UseUnderscores -- core's hook name.
		} catch ( RuntimeException $redirect ) {
			return $redirect->getMessage();
		} finally {
			remove_all_filters( 'wp_redirect' );
		}
		$this->fail( 'The fallback did not redirect.' );
	}

	/**
	 * Stored like an API conversion, then back to the page with the thanks flag; posting the
	 * same page again (reload) stores nothing more.
	 */
	public function test_the_post_is_stored_and_the_visitor_thanked(): void {
		$form   = $this->create_form();
		$fields = $this->submission( $form, array( 'cf_interesse' => array( 'vendas' ) ) );
		$target = $this->post_form( $form, $fields );

		$this->assertSame( home_url( '/contato/?utm_source=x&farol_lead=thanks&farol_form=' . $form->id ), $target );
		$rows = $this->stored( $form->id );
		$this->assertCount( 1, $rows );
		$this->assertSame( 'nojs', $rows[0]['variant'] );
		$payload = json_decode( $rows[0]['payload'], true );
		$this->assertSame( 'Conceição Araújo', $payload['name'] );
		$this->assertSame( array( 'vendas' ), $payload['cf_interesse'] );

		$this->post_form( $form, $fields );
		$this->assertCount( 1, $this->stored( $form->id ) );

		$_GET = array(
			'farol_lead' => 'thanks',
			'farol_form' => (string) $form->id,
		);
		$this->assertSame( 'thanks', FallbackNotice::for_form( $form->id )['state'] );
		$this->assertNull( FallbackNotice::for_form( $form->id + 1 ) );
	}

	/**
	 * Another post from the same rendered form (the back button, a cached page: the same render
	 * stamp and address, other data) is a conversion of its own — not a reused key.
	 */
	public function test_another_post_from_the_same_rendered_form_is_a_new_conversion(): void {
		$form   = $this->create_form();
		$fields = $this->submission( $form, array( 'cf_interesse' => array( 'vendas' ) ) );
		$this->post_form( $form, $fields );
		$target = $this->post_form( $form, array_merge( $fields, array( 'cf_interesse' => array( 'marketing' ) ) ) );

		$this->assertSame( home_url( '/contato/?utm_source=x&farol_lead=thanks&farol_form=' . $form->id ), $target );
		$rows = $this->stored( $form->id );
		$this->assertCount( 2, $rows );
		$this->assertNotSame( $rows[0]['idempotency_key'], $rows[1]['idempotency_key'] );
		$this->assertSame( array( 'marketing' ), json_decode( $rows[1]['payload'], true )['cf_interesse'] );
	}

	/**
	 * A form with its own redirect sends the visitor there.
	 */
	public function test_the_forms_redirect_is_followed(): void {
		$form = $this->create_form( array( 'redirect_to' => home_url( '/obrigado/' ) ) );
		$this->assertSame( home_url( '/obrigado/' ), $this->post_form( $form, $this->submission( $form ) ) );
	}

	/**
	 * Field errors go back with a key to them; the page reads them through FallbackNotice.
	 */
	public function test_field_errors_are_shown_back_on_the_page(): void {
		$form   = $this->create_form();
		$target = $this->post_form( $form, $this->submission( $form, array( 'name' => '' ) ) );
		$this->assertSame( array(), $this->stored( $form->id ) );

		$query = array();
		wp_parse_str( (string) wp_parse_url( $target, PHP_URL_QUERY ), $query );
		$this->assertSame( 'invalid', $query['farol_lead'] );
		$_GET   = $query;
		$notice = FallbackNotice::for_form( $form->id );
		$this->assertSame( 'invalid', $notice['state'] );
		$this->assertSame( 'name', $notice['errors'][0]['field'] );
		$this->assertSame( 'Campo obrigatório', $notice['errors'][0]['error_message'] );
	}

	/**
	 * A revoked form goes back with the unavailable flag.
	 */
	public function test_an_unavailable_form_is_flagged(): void {
		$form   = $this->create_form( array(), 'draft' );
		$target = $this->post_form( $form, $this->submission( $form ) );
		$this->assertStringContainsString( 'farol_lead=unavailable', $target );
	}
}
