<?php
/**
 * The anchor's security history as regression tests, and an XSS corpus through every field.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Tests\Comments;

use DOMDocument;
use DOMElement;
use Farol\Comments\Write\GuestKey;
use Farol\Tests\TestCase;

/**
 * What went wrong in the widget we replace (stored XSS through the text, the author's website
 * and name; CSRF on writes; votes without authorization or with the client's post id; comments
 * on trashed posts; mail sent from client input; spoofed forwarded addresses), each turned into
 * a test of Farol's write side.
 */
final class SecurityTest extends TestCase {

	use CommentsFixtures;
	use WriteFixtures;

	/**
	 * Payloads that ran script somewhere once.
	 */
	private const PAYLOADS = array(
		'<script>alert(1)</script>',
		'<img src=x onerror=alert(1)>',
		'<svg onload=alert(1)>',
		'<a href="javascript:alert(1)">x</a>',
		'<a href="jav&#x09;ascript:alert(1)">x</a>',
		'<a href=" JaVaScRiPt:alert(1)">x</a>',
		'"><script>alert(1)</script>',
		"'><img src=x onerror=alert(1)>",
		'<iframe src="javascript:alert(1)"></iframe>',
		'<iframe srcdoc="<script>alert(1)</script>"></iframe>',
		'<div style="background:url(javascript:alert(1))">x</div>',
		'<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
		'<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
		'<details open ontoggle=alert(1)>x</details>',
		'<p onclick="alert(1)">x</p>',
		'<object data="javascript:alert(1)"></object>',
		'<form action="javascript:alert(1)"><button>x</button></form>',
		'<a href="#" title="x" onmouseover="alert(1)">x</a>',
		'<blockquote cite="javascript:alert(1)">x</blockquote>',
		'<img src="https://example.org/x.png" alt="x" onload="alert(1)">',
		'<<script>script>alert(1)<</script>/script>',
		'<scr<script>ipt>alert(1)</script>',
		'<code><script>alert(1)</script></code>',
		'<pre><code class="language-js" onmouseover="alert(1)">x</code></pre>',
		'<span class="farol-spoiler" onfocus="alert(1)" tabindex="0">x</span>',
		'<a href="https://example.org" target="_blank" rel="opener">x</a>',
	);

	/**
	 * Comments open, no flood wait.
	 */
	protected function set_up(): void {
		parent::set_up();
		$this->set_up_writes();
		add_filter( 'wp_is_comment_flood', '__return_false', 20 );
	}

	/**
	 * Every payload through the text, the name and the website renders inert: in the answer's
	 * markup and in the thread a reader gets.
	 */
	public function test_the_xss_corpus_renders_inert_through_every_field(): void {
		$post = $this->create_post();
		foreach ( self::PAYLOADS as $i => $payload ) {
			$_SERVER['REMOTE_ADDR'] = '198.51.100.' . ( $i + 1 );
			unset( $_COOKIE[ GuestKey::cookie_name() ] );
			$answer = $this->add(
				$this->guest_form(
					$post,
					array(
						'wc_comment' => 'Texto ' . $i . ' ' . $payload,
						'wc_name'    => 'Nome ' . $payload,
						'wc_website' => 'https://example.org/' . rawurlencode( (string) $i ) . "'\"onmouseover=alert(1)",
					)
				)
			);
			if ( ! $answer['success'] ) {
				$this->assertContains( $answer['data'], array( 'comment_empty', 'website_invalid', 'comment_disallowed' ), "payload {$i} refused with a known key" );
				continue;
			}
			$this->assert_inert( $answer['data']['message'], "payload {$i}, answer" );
			$this->assert_inert( (string) $answer['data']['comment_author'], "payload {$i}, author field" );
		}
		foreach ( array( 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'https://example.org" onmouseover="alert(1)', "https://example.org' onmouseover='alert(1)" ) as $i => $website ) {
			$_SERVER['REMOTE_ADDR'] = '192.0.2.' . ( $i + 1 );
			$answer                 = $this->add( $this->guest_form( $post, array( 'wc_website' => $website ) ) );
			if ( $answer['success'] ) {
				$this->assert_inert( $answer['data']['message'], "website {$i}" );
			} else {
				$this->assertSame( 'website_invalid', $answer['data'], "website {$i}" );
			}
		}
		$area = $this->comment_area( $post );
		$this->assertStringContainsString( 'Texto 0', $area );
		$this->assert_inert( $area, 'the thread' );
	}

	/**
	 * A member's every write needs the nonce (CSRF on add, edit, delete, vote, moderation).
	 */
	public function test_every_member_write_needs_the_nonce(): void {
		$post = $this->create_post();
		$this->login_as( 'administrator' );
		$id    = $this->add_comment( $post, array( 'user_id' => get_current_user_id() ) );
		$other = $this->add_comment( $post );
		$calls = array(
			'wpdAddComment'            => $this->member_form( $post, array( 'nonce' => '' ) ),
			'wpdEditComment'           => array( 'commentId' => $id ),
			'wpdSaveEditedComment'     => array( 'commentId' => $id, 'wc_comment' => 'CSRF' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
			'wpdDeleteComment'         => array( 'commentId' => $id ),
			'wpdVoteOnComment'         => array( 'commentId' => $other, 'voteType' => '1' ), // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
			'wpdStickComment'          => array( 'commentId' => $id ),
			'wpdCloseThread'           => array( 'commentId' => $id ),
			'wpdCheckNotificationType' => array( 'comment_id' => $id ),
		);
		foreach ( $calls as $action => $fields ) {
			$answer = json_decode( $this->ajax( $action, $fields ), true );
			$this->assertSame( array( 'success' => false, 'data' => 'nonce_invalid' ), $answer, $action ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
		}
		$this->assertSame( '1', get_comment( $id )->comment_approved );
		$this->assertSame( 1, (int) get_comments( array( 'post_id' => $post, 'count' => true, 'user_id' => get_current_user_id() ) ) ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
	}

	/**
	 * The rate limit counts REMOTE_ADDR, never a forwarded header any client can send; the
	 * stored address is the real one.
	 */
	public function test_forwarded_headers_do_not_bypass_the_limit(): void {
		$post                   = $this->create_post();
		$_SERVER['REMOTE_ADDR'] = '203.0.113.77';
		$posted                 = 0;
		for ( $i = 0; $i < 12; $i++ ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = '10.0.0.' . $i;
			$_SERVER['HTTP_CLIENT_IP']       = '10.1.0.' . $i;
			$answer                          = $this->add( $this->guest_form( $post ) );
			$posted                         += $answer['success'] ? 1 : 0;
			if ( 1 === $posted && $answer['success'] ) {
				$this->assertSame( '203.0.113.77', get_comment( $answer['data']['new_comment_id'] )->comment_author_IP );
			}
		}
		$this->assertSame( 10, $posted );
	}

	/**
	 * An admin's comment through the widget is KSES-filtered too (no unfiltered path).
	 */
	public function test_an_admins_comment_is_filtered_too(): void {
		$post = $this->create_post();
		$this->login_as( 'administrator' );
		$answer = $this->add( $this->member_form( $post, array( 'wc_comment' => 'Olá <script>alert(1)</script><iframe src="https://evil.example"></iframe>' ) ) );
		$this->assertTrue( $answer['success'] );
		$content = get_comment( $answer['data']['new_comment_id'] )->comment_content;
		$this->assertStringNotContainsString( '<script', $content );
		$this->assertStringNotContainsString( 'evil.example', $content );
	}

	/**
	 * The post of a write on a comment is the comment's own; guests cannot moderate by id
	 * guessing; writes never run on trashed posts.
	 */
	public function test_writes_follow_the_comments_own_post(): void {
		$post    = $this->create_post();
		$comment = $this->guest_comment( $post );
		wp_update_post(
			array(
				'ID'          => $post,
				'post_status' => 'draft',
			)
		);
		$this->assertSame( 'post_not_readable', $this->on_comment( 'wpdEditComment', (int) $comment->comment_ID, array( 'postId' => $this->create_post() ) )['data'] );
		$this->assertSame( 'post_not_readable', $this->on_comment( 'wpdVoteOnComment', (int) $comment->comment_ID, array( 'voteType' => '1' ) )['data'] );
		$this->assertSame( 'invalid_request', $this->on_comment( 'wpdVoteOnComment', 0, array( 'commentId' => '1 OR 1=1', 'voteType' => '1' ) )['data'] ); // phpcs:ignore WordPress.Arrays.ArrayDeclarationSpacing.AssociativeArrayFound -- short.
	}

	/**
	 * Asserts that markup runs no script: no script-like element, no event handler attribute,
	 * no script or data address in a link or source.
	 *
	 * @param string $html    Markup.
	 * @param string $message Failure context.
	 */
	private function assert_inert( string $html, string $message ): void {
		$dom = new DOMDocument();
		libxml_use_internal_errors( true );
		$dom->loadHTML( '<?xml encoding="utf-8"?><div>' . $html . '</div>' );
		libxml_clear_errors();
		foreach ( $dom->getElementsByTagName( '*' ) as $element ) {
			$this->assertInstanceOf( DOMElement::class, $element );
			$tag = strtolower( $element->nodeName ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM's own property.
			$this->assertNotContains( $tag, array( 'script', 'object', 'embed', 'style', 'math', 'base', 'meta', 'link' ), "{$message}: <{$tag}>" );
			foreach ( $element->attributes as $attribute ) {
				$name  = strtolower( $attribute->name );
				$value = strtolower( (string) preg_replace( '/[\s\x00-\x1f]+/', '', html_entity_decode( $attribute->value, ENT_QUOTES | ENT_HTML5 ) ) );
				$this->assertStringStartsNotWith( 'on', $name, "{$message}: {$name} on <{$tag}>" );
				$this->assertNotSame( 'srcdoc', $name, $message );
				if ( 'style' === $name ) {
					$this->assertDoesNotMatchRegularExpression( '/url\(|expression|javascript/', $value, "{$message}: style on <{$tag}>" );
				}
				if ( in_array( $name, array( 'href', 'src', 'action', 'formaction', 'data', 'cite', 'poster' ), true ) ) {
					$this->assertDoesNotMatchRegularExpression( '/^(javascript|data|vbscript):/', $value, "{$message}: {$name}={$attribute->value}" );
				}
			}
			if ( 'iframe' === $tag ) {
				$this->assertStringStartsWith( 'https://', $element->getAttribute( 'src' ), "{$message}: iframe" );
			}
		}
	}
}
