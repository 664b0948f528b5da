<?php
/**
 * The spam guard.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\Support\Abuse\BotCheck;
use Farol\Support\Abuse\SignedStamp;
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
			'honeypot'     => array( BotCheck::HONEYPOT_FIELD => 'http://spam.example' ),
			'too fast'     => array( SignedStamp::FIELD => SignedStamp::create( 'farol_started', $form->id, time() - 1 ) ),
			'forged stamp' => array( SignedStamp::FIELD => ( time() - 60 ) . '.' . str_repeat( 'a', 64 ) ),
			'other form'   => array( SignedStamp::FIELD => SignedStamp::create( 'farol_started', $other->id, time() - 60 ) ),
			'not a stamp'  => array( SignedStamp::FIELD => 'yesterday' ),
			'expired'      => array( SignedStamp::FIELD => SignedStamp::create( 'farol_started', $form->id, time() - SignedStamp::MAX_AGE - 1 ) ),
		);
		foreach ( $bots as $label => $fields ) {
			$response = $this->post_typed( $form, $this->submission( $form, $fields ) );
			$this->assertSame( 200, $response->get_status(), $label );
			$this->assertSame( 'Obrigado! Em breve entraremos em contato.', $response->get_data()['thankyou_message'], $label );
			$this->assertMatchesRegularExpression( '/^[0-9a-f-]{36}$/', $response->get_data()['conversion']['uuid'], $label );
		}
		$missing = $this->submission( $form );
		unset( $missing[ SignedStamp::FIELD ] );
		$this->assertSame( 200, $this->post_typed( $form, $missing )->get_status() );

		$this->assertSame( array(), $this->stored( $form->id ) );
		$stats = ( new FormStatsRepository() )->for_day( $form->id, gmdate( 'Y-m-d' ) );
		$this->assertSame( count( $bots ) + 1, $stats['rejected'], 'every bot and the one without a stamp' );
		$this->assertSame( 0, $stats['views'] );
	}

	/**
	 * A person who took three seconds or more is stored.
	 */
	public function test_a_person_taking_three_seconds_is_stored(): void {
		$form     = $this->create_form();
		$response = $this->post_typed( $form, $this->submission( $form, array( SignedStamp::FIELD => SignedStamp::create( 'farol_started', $form->id, time() - SignedStamp::MIN_SECONDS ) ) ) );
		$this->assertSame( 200, $response->get_status() );
		$this->assertCount( 1, $this->stored( $form->id ) );
		$this->assertSame( 0, ( new FormStatsRepository() )->for_day( $form->id, gmdate( 'Y-m-d' ) )['rejected'] );
	}
}
