<?php
/**
 * Stand-in for the captcha providers and Akismet, as a router for PHP's built-in server:
 *
 *     FAROL_STANDIN_DIR=/tmp/dir php -S 127.0.0.1:<port> tests/php/stand-ins/captcha.php
 *
 * (tests start it through StandInServer.php, on a free port; e2e specs through serve.php)
 *
 * It speaks, as their owners document them:
 * - `POST /recaptcha/api/siteverify` (secret, response, remoteip) and
 *   `POST /turnstile/v0/siteverify` (secret, response, remoteip, idempotency_key): the secret
 *   must be "standin-secret" (else `invalid-input-secret`); the token decides the answer. The
 *   stand-in browser scripts make tokens `standin:<outcome>:<action>`; outcome `pass` (success,
 *   score 0.9), `low-score` (success, score 0.1), `fail` (`invalid-input-response`),
 *   `wrong-action` (success, action "login"), `5xx` (HTTP 500), `timeout` (waits 8 s, then
 *   passes), `garbage` (HTTP 200, not JSON); any other token fails.
 * - `POST /1.1/comment-check` (Akismet): api_key "standin-akismet-key" (else `invalid`);
 *   `true` for comment_author "viagra-test-123" or comment_author_email
 *   "akismet-guaranteed-spam@example.com" (Akismet's own test values), `invalid` when the
 *   content holds "standin-invalid", HTTP 500 when it holds "standin-5xx", else `false`.
 * - `GET /recaptcha/api.js` and `GET /turnstile/v0/api.js`: minimal browser APIs
 *   (captcha/recaptcha-api.js: v3, and v2's checkbox with render=explicit; captcha/turnstile-api.js). The token outcome is
 *   `window.farolStandinOutcome` (default "pass").
 *
 * When FAROL_STANDIN_DIR is set, each POST is appended to FAROL_STANDIN_DIR/requests.jsonl
 * (path and the form fields).
 *
 * @package Farol
 */

declare(strict_types=1);

$farol_path = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$farol_dir  = (string) getenv( 'FAROL_STANDIN_DIR' );

if ( 'GET' === ( $_SERVER['REQUEST_METHOD'] ?? '' ) ) {
	$farol_scripts = array(
		'/recaptcha/api.js'    => 'recaptcha-api.js',
		'/turnstile/v0/api.js' => 'turnstile-api.js',
	);
	if ( isset( $farol_scripts[ $farol_path ] ) ) {
		header( 'Content-Type: text/javascript; charset=utf-8' );
		header( 'Access-Control-Allow-Origin: *' );
		readfile( __DIR__ . '/captcha/' . $farol_scripts[ $farol_path ] );
		return true;
	}
	http_response_code( 404 );
	echo 'not found';
	return true;
}

if ( '' !== $farol_dir && is_dir( $farol_dir ) ) {
	file_put_contents(
		$farol_dir . '/requests.jsonl',
		json_encode(
			array(
				'path'   => $farol_path,
				'fields' => $_POST,
			)
		) . "\n",
		FILE_APPEND | LOCK_EX
	);
}

/**
 * Sends a JSON answer.
 *
 * @param int   $status HTTP status.
 * @param array $body   Body.
 */
function farol_standin_json( int $status, array $body ): void {
	http_response_code( $status );
	header( 'Content-Type: application/json' );
	echo json_encode( $body );
}

if ( in_array( $farol_path, array( '/recaptcha/api/siteverify', '/turnstile/v0/siteverify' ), true ) ) {
	$farol_recaptcha = '/recaptcha/api/siteverify' === $farol_path;
	if ( 'standin-secret' !== ( $_POST['secret'] ?? '' ) ) {
		farol_standin_json(
			200,
			array(
				'success'     => false,
				'error-codes' => array( 'invalid-input-secret' ),
			)
		);
		return true;
	}
	$farol_parts   = explode( ':', (string) ( $_POST['response'] ?? '' ), 3 );
	$farol_outcome = 'standin' === $farol_parts[0] ? ( $farol_parts[1] ?? '' ) : '';
	$farol_action  = $farol_parts[2] ?? '';
	if ( '5xx' === $farol_outcome ) {
		farol_standin_json( 500, array( 'error' => 'stand-in failure' ) );
		return true;
	}
	if ( 'garbage' === $farol_outcome ) {
		echo '<html>not json</html>';
		return true;
	}
	if ( 'timeout' === $farol_outcome ) {
		sleep( 8 );
		$farol_outcome = 'pass';
	}
	if ( ! in_array( $farol_outcome, array( 'pass', 'low-score', 'wrong-action' ), true ) ) {
		farol_standin_json(
			200,
			array(
				'success'     => false,
				'error-codes' => array( 'invalid-input-response' ),
			)
		);
		return true;
	}
	$farol_answer = array(
		'success'      => true,
		'challenge_ts' => gmdate( 'Y-m-d\TH:i:s\Z' ),
		'hostname'     => 'localhost',
		'action'       => 'wrong-action' === $farol_outcome ? 'login' : $farol_action,
		'error-codes'  => array(),
	);
	if ( $farol_recaptcha ) {
		$farol_answer['score'] = 'low-score' === $farol_outcome ? 0.1 : 0.9;
	} else {
		$farol_answer['cdata'] = '';
	}
	farol_standin_json( 200, $farol_answer );
	return true;
}

if ( '/1.1/comment-check' === $farol_path ) {
	header( 'Content-Type: text/plain; charset=utf-8' );
	$farol_content = (string) ( $_POST['comment_content'] ?? '' );
	if ( 'standin-akismet-key' !== ( $_POST['api_key'] ?? '' ) ) {
		header( 'X-akismet-debug-help: Empty "api_key" value' );
		echo 'invalid';
	} elseif ( str_contains( $farol_content, 'standin-5xx' ) ) {
		http_response_code( 500 );
		echo 'error';
	} elseif ( str_contains( $farol_content, 'standin-invalid' ) ) {
		echo 'invalid';
	} elseif ( 'viagra-test-123' === ( $_POST['comment_author'] ?? '' ) || 'akismet-guaranteed-spam@example.com' === ( $_POST['comment_author_email'] ?? '' ) ) {
		echo 'true';
	} else {
		echo 'false';
	}
	return true;
}

http_response_code( 404 );
echo 'not found';
return true;
