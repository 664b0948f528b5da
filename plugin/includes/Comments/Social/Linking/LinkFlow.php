<?php
/**
 * A member connecting a social account.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments\Social\Linking;

use Farol\Comments\Social\AuthorizeUrl;
use Farol\Comments\Social\OneShot;
use Farol\Comments\Social\ProviderClient;
use Farol\Comments\Social\SignedState;
use Farol\Comments\Social\SocialLoginActions;
use Farol\Comments\Social\SocialRefusal;
use Farol\Comments\Social\SocialSettings;
use Farol\Comments\Social\TelegramCheck;
use Farol\Support\Abuse\Throttle;

/**
 * The login's redirect flow with the purpose `link`: start() gives the provider's address with
 * a signed state bound to this browser (its cookie) AND to the member (SignedState: k = link,
 * u = the member), PKCE as for a login. The provider comes back to the one callback
 * (wpd_login_callback), which hands a link state here (finish_oauth()): the state once, the
 * same member logged in, the code exchanged (ProviderClient::code()), the id linked (Links) —
 * nobody is logged in by it. Telegram comes back to the profile page with `#tgAuthResult=` and
 * the state in the address; the page posts both (finish_telegram()): the same checks, then
 * TelegramCheck and the result once. Either way the member lands on their profile with a
 * notice (ProfileSection::notices()).
 */
final class LinkFlow {

	/**
	 * The address argument carrying a Telegram link's state back to the profile page.
	 */
	public const STATE_ARG = 'farol_social_state';

	/**
	 * Creates the flow.
	 *
	 * @param SocialSettings $settings The providers.
	 * @param ProviderClient $client   The code exchange.
	 * @param TelegramCheck  $telegram Telegram's hash.
	 * @param OneShot        $used     Used states and results.
	 * @param Links          $links    The members' links.
	 * @param Throttle       $throttle The per-address limit (the login's).
	 */
	public function __construct(
		private readonly SocialSettings $settings,
		private readonly ProviderClient $client,
		private readonly TelegramCheck $telegram,
		private readonly OneShot $used,
		private readonly Links $links,
		private readonly Throttle $throttle
	) {
	}

	/**
	 * Where the browser goes to connect a provider to the logged-in member.
	 *
	 * @param string $name Provider.
	 * @param int    $user The member (the logged-in one).
	 * @throws SocialRefusal `social_disabled`.
	 */
	public function start( string $name, int $user ): string {
		$provider = $this->settings->provider( $name );
		if ( null === $provider ) {
			throw new SocialRefusal( 'social_disabled' );
		}
		$state = SignedState::create( $name, 0, SignedState::bind_browser(), 'link', $user );
		if ( 'telegram' === $provider['family'] ) {
			return AuthorizeUrl::telegram( $provider, add_query_arg( self::STATE_ARG, rawurlencode( $state ), admin_url( 'profile.php' ) ) );
		}
		return AuthorizeUrl::oauth( $this->client, $provider, $state );
	}

	/**
	 * The provider's redirect of a link flow: linked (or refused), back to the profile.
	 *
	 * @param array{p:string,k:string,u:int} $flow  The state's content (SignedState::read()).
	 * @param string                         $state The state.
	 * @param string                         $code  The code.
	 * @throws SocialRefusal Caught here: it becomes the notice.
	 */
	public function finish_oauth( array $flow, string $state, string $code ): never {
		try {
			$provider = $this->checked( $flow, $state );
			if ( '' === $code ) {
				throw new SocialRefusal( 'social_token_invalid' );
			}
			$identity = $this->client->code( $provider, $code, AuthorizeUrl::callback(), SignedState::verifier( $state ) );
			$this->links->link( $flow['u'], $identity );
			$notice = array( ProfileSection::LINKED => $flow['p'] );
		} catch ( SocialRefusal $refusal ) {
			$notice = array( ProfileSection::REFUSED => $refusal->key );
		}
		SignedState::unbind_browser();
		wp_safe_redirect( add_query_arg( $notice, admin_url( 'profile.php' ) ) );
		exit;
	}

	/**
	 * Telegram's result of a link flow, posted from the profile page.
	 *
	 * @param string               $state The state the page carried back.
	 * @param array<string,string> $data  The Login Widget's fields.
	 * @return array<string,string> The notice's address arguments.
	 * @throws SocialRefusal Caught here: it becomes the notice.
	 */
	public function finish_telegram( string $state, array $data ): array {
		$browser = sanitize_text_field( wp_unslash( (string) ( $_COOKIE[ SignedState::BROWSER_COOKIE ] ?? '' ) ) );
		try {
			$flow = SignedState::read( $state, $browser );
			if ( null === $flow || 'telegram' !== $flow['p'] ) {
				throw new SocialRefusal( 'social_token_invalid' );
			}
			$provider = $this->checked( $flow, $state );
			$identity = $this->telegram->identity( $data, (string) $provider['client_secret'] );
			if ( ! $this->used->claim( 'telegram', (string) ( $data['hash'] ?? '' ), TelegramCheck::MAX_AGE ) ) {
				throw new SocialRefusal( 'social_token_replayed' );
			}
			$this->links->link( $flow['u'], $identity );
			$notice = array( ProfileSection::LINKED => 'telegram' );
		} catch ( SocialRefusal $refusal ) {
			$notice = array( ProfileSection::REFUSED => $refusal->key );
		}
		SignedState::unbind_browser();
		return $notice;
	}

	/**
	 * A link state's checks: a link's, used once, for the member logged in now, an enabled
	 * provider, within the address's limit.
	 *
	 * @param array{p:string,k:string,u:int} $flow  The state's content.
	 * @param string                         $state The state.
	 * @return array<string,mixed> The provider (SocialSettings::provider()).
	 * @throws SocialRefusal `social_token_invalid`, `social_disabled`, `rate_limited`.
	 */
	private function checked( array $flow, string $state ): array {
		if ( 'link' !== $flow['k'] || ! $this->used->claim( 'state', $state, SignedState::LIFETIME ) ) {
			throw new SocialRefusal( 'social_token_invalid' );
		}
		// Started by this member, finished by this member: another member's (or a logged-out) browser links nothing.
		if ( $flow['u'] < 1 || get_current_user_id() !== $flow['u'] ) {
			throw new SocialRefusal( 'social_token_invalid' );
		}
		$provider = $this->settings->provider( $flow['p'] );
		if ( null === $provider ) {
			throw new SocialRefusal( 'social_disabled' );
		}
		if ( $this->throttle->over( SocialLoginActions::limit() ) ) {
			throw new SocialRefusal( 'rate_limited' );
		}
		return $provider;
	}
}
