<?php
/**
 * The spam guard.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Conversions\SpamGuard;
use Farol\LeadForm\Forms\StartedStamp;
use Farol\LeadForm\Store\FormStatsRepository;
use Farol\Tests\TestCase;

/**
 * A submission with the honeypot filled, sent too fast after the form was shown, or with its
 * render stamp missing or forged is answered like a success, stored nowhere and counted in
 * the form's rejected attempts of the day.
 */
final class ConversionSpamTest extends TestCase {

	use ConversionFixtures;

	/**
	 * Its own address for the rate limit.
	 */
	protected function set_up(): void {
		parent::set_up();
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 254 );
	}

	/**
	 * Every kind of bot submission: 200 with the thank-you message, nothing stored, counted.
	 */
	public function test_bot_submissions_are_counted_not_stored(): void {
		$form  = $this->create_form();
		$other = $this->create_form();
		$bots  = array(
			'honeypot'     => array( SpamGuard::HONEYPOT_FIELD => 'http://spam.example' ),
			'too fast'     => array( SpamGuard::STARTED_FIELD => StartedStamp::create( $form->id, time() - 1 ) ),
			'forged stamp' => array( SpamGuard::STARTED_FIELD => ( time() - 60 ) . '.' . str_repeat( 'a', 64 ) ),
			'other form'   => array( SpamGuard::STARTED_FIELD => StartedStamp::create( $other->id, time() - 60 ) ),
			'not a stamp'  => array( SpamGuard::STARTED_FIELD => 'yesterday' ),
		);
		foreach ( $bots as $label => $fields ) {
			$response = $this->post_typed( $form, $this->submission( $form, $fields ) );
			$this->assertSame( 200, $response->get_status(), $label );
			$this->assertSame( 'Obrigado! Em breve entraremos em contato.', $response->get_data()['thankyou_message'], $label );
			$this->assertMatchesRegularExpression( '/^[0-9a-f-]{36}$/', $response->get_data()['conversion']['uuid'], $label );
		}
		$missing = $this->submission( $form );
		unset( $missing[ SpamGuard::STARTED_FIELD ] );
		$this->assertSame( 200, $this->post_typed( $form, $missing )->get_status() );

		$this->assertSame( array(), $this->stored( $form->id ) );
		$stats = ( new FormStatsRepository() )->for_day( $form->id, gmdate( 'Y-m-d' ) );
		$this->assertSame( 6, $stats['rejected'] );
		$this->assertSame( 0, $stats['views'] );
	}

	/**
	 * A person who took three seconds or more is stored.
	 */
	public function test_a_person_taking_three_seconds_is_stored(): void {
		$form     = $this->create_form();
		$response = $this->post_typed( $form, $this->submission( $form, array( SpamGuard::STARTED_FIELD => StartedStamp::create( $form->id, time() - SpamGuard::MIN_SECONDS ) ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertCount( 1, $this->stored( $form->id ) );
		$this->assertSame( 0, ( new FormStatsRepository() )->for_day( $form->id, gmdate( 'Y-m-d' ) )['rejected'] );
	}
}
