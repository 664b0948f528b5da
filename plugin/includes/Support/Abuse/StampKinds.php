<?php
/**
 * The forms that carry a signed stamp, and their stamp field.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Support\Abuse;

use Farol\Support\Names;

/**
 * Each feature with a public form declares its kind of stamp once (add()): the kind's name in
 * the stamp route (`lead-form`, `contact-form`, `comment`), the purpose its signature is made
 * with, and which subjects (form or post ids) may have one. The same object prints the stamp's
 * hidden field (field()) and answers the route (StampController), so the field, the route and
 * the check cannot disagree.
 */
final class StampKinds {

	/**
	 * The kinds: name → [purpose, subject check].
	 *
	 * @var array<string,array{0:string,1:callable(int):bool}>
	 */
	private array $kinds = array();

	/**
	 * Declares a kind.
	 *
	 * @param string             $kind    Name in the route ([a-z-]+).
	 * @param string             $purpose The signature's purpose.
	 * @param callable(int):bool $exists  Whether a subject may have a stamp now.
	 */
	public function add( string $kind, string $purpose, callable $exists ): void {
		$this->kinds[ $kind ] = array( $purpose, $exists );
	}

	/**
	 * The purpose of a kind, or null when no feature declared it.
	 *
	 * @param string $kind The kind.
	 */
	public function purpose( string $kind ): ?string {
		return $this->kinds[ $kind ][0] ?? null;
	}

	/**
	 * A fresh stamp for a subject of a kind, or null when the kind or the subject is unknown.
	 *
	 * @param string $kind    The kind.
	 * @param int    $subject The subject.
	 */
	public function fresh( string $kind, int $subject ): ?string {
		if ( ! isset( $this->kinds[ $kind ] ) || ! ( $this->kinds[ $kind ][1] )( $subject ) ) {
			return null;
		}
		return SignedStamp::create( $this->kinds[ $kind ][0], $subject );
	}

	/**
	 * The hidden stamp field of a form shown now, with where the browser fetches a fresh one
	 * (`data-farol-stamp`) and after how many seconds it does (`data-farol-stamp-refresh`).
	 *
	 * @param string $kind    The kind (declared with add()).
	 * @param int    $subject The subject.
	 * @throws \LogicException When no feature declared the kind: a form without a valid stamp field could never be sent.
	 */
	public function field( string $kind, int $subject ): string {
		$purpose = $this->purpose( $kind );
		if ( null === $purpose ) {
			throw new \LogicException( esc_html( "Farol: the stamp kind '{$kind}' was never declared." ) );
		}
		return sprintf(
			'<input type="hidden" name="%1$s" value="%2$s" data-farol-stamp="%3$s" data-farol-stamp-refresh="%4$d">',
			esc_attr( SignedStamp::FIELD ),
			esc_attr( SignedStamp::create( $purpose, $subject ) ),
			esc_url( rest_url( Names::REST_NAMESPACE . '/stamps/' . $kind . '/' . $subject ) ),
			SignedStamp::REFRESH_AFTER
		);
	}
}
