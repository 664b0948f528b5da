<?php
/**
 * The leads store's writes, below the API.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\LeadForm;

use Farol\LeadForm\Store\ConversionRepository;
use Farol\Support\Abuse\RateLimiter;
use Farol\Tests\TestCase;

/**
 * Two requests with the same idempotency key that both got past the replay look-up (a race)
 * still store one row: the unique key decides and the loser reads the winner's row. A rate
 * limit window ends and a new one starts.
 */
final class ConversionStoreTest extends TestCase {

	use ConversionFixtures;

	/**
	 * A row as the recorder builds it.
	 *
	 * @param int         $form_id Form.
	 * @param string|null $key     Idempotency key.
	 * @return array<string,mixed>
	 */
	private function row( int $form_id, ?string $key ): array {
		return array(
			'form_id'           => $form_id,
			'idempotency_key'   => $key,
			'variant'           => 'typed',
			'email'             => 'a@empresa.com.br',
			'payload'           => array( 'email' => 'a@empresa.com.br' ),
			'conversion_url'    => '',
			'conversion_domain' => '',
			'traffic_source'    => '',
			'c_utmz'            => '',
			'client_id'         => '',
			'consent_text'      => null,
			'consent_at'        => null,
		);
	}

	/**
	 * The second insert with the same form and key answers the first row, not a new one;
	 * without a key, every insert is a new row.
	 */
	public function test_the_unique_key_keeps_one_row_per_idempotency_key(): void {
		$form  = $this->create_form();
		$repo  = new ConversionRepository();
		$first = $repo->insert( $this->row( $form->id, 'race-key-0001' ) );
		$race  = $repo->insert( $this->row( $form->id, 'race-key-0001' ) );
		$this->assertTrue( $first['created'] );
		$this->assertFalse( $race['created'] );
		$this->assertSame( $first['uuid'], $race['uuid'] );
		$this->assertSame( $first['id'], $race['id'] );

		$other = $this->create_form();
		$this->assertTrue( $repo->insert( $this->row( $other->id, 'race-key-0001' ) )['created'] );
		$repo->insert( $this->row( $form->id, null ) );
		$repo->insert( $this->row( $form->id, null ) );
		$this->assertSame( 3, $repo->count_for_form( $form->id ) );
	}

	/**
	 * A bucket allows its limit, refuses the next with the seconds left, and starts afresh
	 * once the window is over.
	 */
	public function test_a_rate_limit_window_ends(): void {
		$limiter = new RateLimiter();
		$now     = time();
		$this->assertSame( 0, $limiter->hit( 'bucket-a', 2, 600, $now ) );
		$this->assertSame( 0, $limiter->hit( 'bucket-a', 2, 600, $now + 10 ) );
		$this->assertSame( 590, $limiter->hit( 'bucket-a', 2, 600, $now + 10 ) );
		$this->assertSame( 0, $limiter->hit( 'bucket-b', 2, 600, $now + 10 ) );
		$this->assertSame( 0, $limiter->hit( 'bucket-a', 2, 600, $now + 600 ) );
	}
}
