<?php
/**
 * The demo identity provider's pages, in pt_BR (the demo site's language; runtime code, never
 * shipped, so its words are written here as offline.php's and the demo seeds' are).
 *
 * @package Farol
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * An HTML answer of the REST route (printed as it is by farol_demo_idp_serve_html()), never
 * framed and never cached: it carries the flow's state and a consent button.
 *
 * @param string $html   The document.
 * @param int    $status HTTP status.
 */
function farol_demo_idp_html( string $html, int $status ): WP_REST_Response {
	$response = new WP_REST_Response( $html, $status );
	$response->set_headers(
		array(
			'Content-Type'            => 'text/html; charset=utf-8',
			'Cache-Control'           => 'no-store',
			'X-Frame-Options'         => 'DENY',
			'Content-Security-Policy' => "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
			'Referrer-Policy'         => 'no-referrer',
		)
	);
	return $response;
}

/**
 * The document around a page's body.
 *
 * @param string $body The body's markup (escaped by the caller).
 */
function farol_demo_idp_document( string $body ): string {
	$style = 'body{font:16px/1.5 system-ui,sans-serif;color:#1d2327;background:#f0f0f1;margin:0;padding:2rem 1rem}'
		. 'main{max-width:34rem;margin:0 auto;background:#fff;border:1px solid #c3c4c7;border-radius:8px;padding:1.5rem 2rem}'
		. 'h1{font-size:1.5rem;margin-top:0}.aviso{background:#fcf9e8;border-left:4px solid #dba617;padding:.5rem 1rem}'
		. 'fieldset{border:0;padding:0;margin:1rem 0}legend{font-weight:600;margin-bottom:.5rem}'
		. 'label{display:block;border:1px solid #c3c4c7;border-radius:6px;padding:.75rem;margin:.5rem 0;cursor:pointer}'
		. 'label small{display:block;color:#50575e}.acoes{display:flex;gap:.75rem}'
		. 'button{font:inherit;padding:.6rem 1.4rem;border-radius:6px;border:1px solid #2271b1;cursor:pointer}'
		. '.permitir{background:#2271b1;color:#fff}.negar{background:#fff;color:#2271b1}'
		. 'button:focus-visible,input:focus-visible{outline:3px solid #1d2327;outline-offset:2px}';
	return '<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8">'
		. '<meta name="viewport" content="width=device-width, initial-scale=1">'
		. '<meta name="robots" content="noindex">'
		. '<title>Provedor de demonstração do Farol</title><style>' . $style . '</style></head>'
		. '<body><main><h1>Provedor de demonstração do Farol</h1>' . $body . '</main></body></html>';
}

/**
 * The consent page: who is asking, the demo people, Permitir / Negar.
 *
 * @param array<string,string> $asked   The checked authorization request.
 * @param int                  $expires When the form expires.
 * @param string               $proof   The form's proof (farol_demo_idp_form_proof()).
 */
function farol_demo_idp_page( array $asked, int $expires, string $proof ): string {
	$hidden = array(
		'response_type'         => 'code',
		'client_id'             => $asked['client_id'],
		'redirect_uri'          => $asked['redirect_uri'],
		'scope'                 => $asked['scope'],
		'state'                 => $asked['state'],
		'code_challenge'        => $asked['code_challenge'],
		'code_challenge_method' => 'S256',
		'expires'               => (string) $expires,
		'proof'                 => $proof,
	);
	$fields = '';
	foreach ( $hidden as $name => $value ) {
		$fields .= '<input type="hidden" name="' . esc_attr( $name ) . '" value="' . esc_attr( $value ) . '">';
	}
	$people = '';
	$first  = true;
	foreach ( farol_demo_idp_people() as $key => $person ) {
		$mail    = '' !== $person['email'] ? $person['email'] . ( $person['verified'] ? ' (verificado)' : ' (não verificado)' ) : 'sem e-mail';
		$people .= '<label><input type="radio" name="person" value="' . esc_attr( $key ) . '"' . ( $first ? ' checked' : '' ) . '> '
			. '<strong>' . esc_html( $person['name'] ) . '</strong> — ' . esc_html( $mail )
			. '<small>' . esc_html( $person['about'] ) . '</small></label>';
		$first   = false;
	}
	$site = (string) wp_parse_url( home_url(), PHP_URL_HOST ) . ( wp_parse_url( home_url(), PHP_URL_PORT ) ? ':' . wp_parse_url( home_url(), PHP_URL_PORT ) : '' );
	$body = '<p class="aviso">Esta página faz o papel de uma rede social de verdade (aqui, o WordPress.com) no site de demonstração, que roda sem internet. '
		. 'Ela segue o mesmo protocolo (OAuth 2 com PKCE): o site recebe um código de uso único e o troca, de servidor para servidor, pelos dados da pessoa escolhida. Nenhuma conta real é usada.</p>'
		. '<p>O site <strong>' . esc_html( get_bloginfo( 'name' ) ) . '</strong> (' . esc_html( $site ) . ') quer saber seu nome e seu e-mail.</p>'
		. '<form method="post" action="' . esc_url( farol_demo_idp_url( 'authorize' ) ) . '">' . $fields
		. '<fieldset><legend>Entrar como</legend>' . $people . '</fieldset>'
		. '<div class="acoes"><button type="submit" class="permitir" name="decision" value="allow">Permitir</button>'
		. '<button type="submit" class="negar" name="decision" value="deny">Negar</button></div></form>';
	return farol_demo_idp_document( $body );
}

/**
 * A page saying why the request cannot go on (never redirected: the client is not trusted).
 *
 * @param string $why What is wrong (pt_BR).
 */
function farol_demo_idp_page_error( string $why ): string {
	return farol_demo_idp_document( '<p role="alert">' . esc_html( $why ) . '</p><p><a href="' . esc_url( home_url( '/' ) ) . '">Voltar ao site</a></p>' );
}
