<?php
/**
 * Run by LifecycleTest inside a loaded test site (Farol active): exercises every feature that
 * writes, through the features' own services and routes, so the inventory test sees what each
 * one leaves behind. Prints "exercised" or what failed.
 *
 * @package Farol
 */

declare(strict_types=1);

use Farol\Comments\Attachments\AttachmentStore;
use Farol\Comments\CommentMeta;
use Farol\Comments\Follows\FollowStore;
use Farol\Comments\Info\GuestLinks;
use Farol\Comments\Rating\RatingStore;
use Farol\Comments\Settings;
use Farol\Comments\Social\Identity;
use Farol\Comments\Social\Linking\Links;
use Farol\Comments\Social\OneShot;
use Farol\Comments\Store\ThreadCache;
use Farol\Comments\Subscriptions\SubscriptionStore;
use Farol\Comments\Write\VoteStore;
use Farol\ContactForm\Files\PrivateDirectory;
use Farol\ContactForm\Forms\ContactFormPostType;
use Farol\ContactForm\Spam\SpamSettings;
use Farol\ContactForm\Store\SubmissionRepository;
use Farol\LeadForm\Forms\FormRepository;
use Farol\LeadForm\Forms\HostSettings;
use Farol\LeadForm\Forms\LeadFormPostType;
use Farol\LeadForm\Forms\LeadFormSchema;
use Farol\LeadForm\Forwarding\ForwardingQueue;
use Farol\LeadForm\Forwarding\ForwardingScheduler;
use Farol\LeadForm\Forwarding\ProviderSettings;
use Farol\LeadForm\Store\LeadsTables;
use Farol\Sticky\StickyRulesSchema;
use Farol\Support\Abuse\SignedStamp;
use Farol\Support\Captcha\ProofOfWork;
use Farol\Support\Mail\MailModule;
use Farol\Support\Mail\MailQueue;

defined( 'ABSPATH' ) || exit;

require_once ABSPATH . 'wp-admin/includes/file.php';

$farol_failed = static function ( string $what ): void {
	echo 'failed: ' . $what; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a test script's report.
	exit( 1 );
};

wp_set_current_user( 1 );

// Every settings screen saved.
foreach ( array( Settings::OPTION, StickyRulesSchema::OPTION, HostSettings::OPTION, ProviderSettings::OPTION, SpamSettings::OPTION ) as $farol_option ) {
	add_option( $farol_option, get_option( $farol_option, array() ) );
}
// The upgrade test forwards to its RD Station stand-in: the provider's screen saved with it.
if ( '' !== (string) getenv( 'FAROL_UPGRADE_RD_BASE' ) ) {
	update_option(
		ProviderSettings::OPTION,
		array(
			'base_url' => (string) getenv( 'FAROL_UPGRADE_RD_BASE' ),
			'api_key'  => 'upgrade-test-key',
			'timeout'  => 5,
		)
	);
}

// A lead conversion through the public route, with the form's token.
$farol_form_id = wp_insert_post(
	wp_slash(
		array(
			'post_type'   => LeadFormPostType::POST_TYPE,
			'post_status' => 'publish',
			'post_title'  => 'Newsletter',
			'meta_input'  => array( LeadFormPostType::DEFINITION_META => json_decode( (string) file_get_contents( FAROL_TESTS_ROOT . '/tests/fixtures/lead-form/demo-form.json' ), true ) ),
		)
	)
);
$farol_token   = ( new FormRepository( new LeadFormSchema() ) )->token( (int) $farol_form_id );
$farol_request = new WP_REST_Request( 'POST', '/farol/v1/conversions' );
$farol_request->set_header( 'Content-Type', 'application/json' );
$farol_request->set_header( 'Authorization', 'Bearer ' . $farol_token );
$farol_request->set_body(
	(string) wp_json_encode(
		array(
			'name'              => 'Conceição Araújo',
			'email'             => 'conceicao@empresa.com.br',
			'company'           => 'Açaí & Cia',
			'mobile_phone'      => '(11) 98765-4321',
			'state'             => 'SP',
			'city'              => 'São Paulo',
			'cf_interesse'      => array( 'marketing', 'vendas' ),
			'conversion_url'    => 'https://example.org/contato',
			'conversion_domain' => 'example.org',
			'traffic_source'    => 'google',
			'client_id'         => 'c0ffee00-0000-4000-8000-000000000001',
			'farol_hp'          => '',
			'farol_started'     => SignedStamp::create( 'farol_started', (int) $farol_form_id, time() - 60 ),
		)
	)
);
$farol_response = rest_do_request( $farol_request );
if ( $farol_response->get_status() >= 300 ) {
	$farol_failed( 'conversion ' . $farol_response->get_status() . ' ' . wp_json_encode( $farol_response->get_data() ) );
}
global $wpdb;
$farol_conversion = (int) $wpdb->get_var( 'SELECT MAX(id) FROM ' . LeadsTables::conversions() ); // phpcs:ignore WordPress.DB -- test.
// A forwarding job and the mail queue's, each with its run scheduled as the queues do.
( new ForwardingQueue() )->enqueue( $farol_conversion, gmdate( 'Y-m-d H:i:s' ) );
( new MailQueue() )->add( 'someone@example.org', 'Hello', 'Body', array(), 'test' );
wp_schedule_single_event( time(), ForwardingScheduler::RUN_HOOK );
wp_schedule_single_event( time(), MailModule::RUN_HOOK );
set_transient( Farol\LeadForm\Conversions\FallbackNotice::TRANSIENT_PREFIX . 'k', array( 'x' ), 60 );

// A contact submission with a file, in the contact form's private folder.
$farol_contact_meta = array(
	ContactFormPostType::MAIL_META     => array( 'to' => 'admin@example.org' ),
	ContactFormPostType::MESSAGES_META => array( 'sent' => 'Obrigado' ),
	ContactFormPostType::CAPTCHA_META  => 'none',
);
// The second mail is newer than the 0.1.0 release, which this script also exercises (UpgradeTest).
if ( defined( ContactFormPostType::class . '::MAIL_2_META' ) ) {
	$farol_contact_meta[ constant( ContactFormPostType::class . '::MAIL_2_META' ) ] = array( 'active' => true );
}
$farol_contact = wp_insert_post(
	wp_slash(
		array(
			'post_type'   => ContactFormPostType::POST_TYPE,
			'post_status' => 'publish',
			'post_title'  => 'Contato',
			'meta_input'  => $farol_contact_meta,
		)
	)
);
$farol_tmp     = (string) wp_tempnam( 'farol' );
file_put_contents( $farol_tmp, "%PDF-1.4\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- test file.
$farol_kept = PrivateDirectory::folder()->keep( $farol_tmp, 'file.pdf' );
if ( null === $farol_kept ) {
	$farol_failed( 'contact file' );
}
( new SubmissionRepository() )->insert( (int) $farol_contact, 'sent', array( 'email' => 'a@example.org' ), array( array( 'path' => $farol_kept[1] ) ), 'hash' );
set_transient( Farol\ContactForm\Feedback\ContactNoJsFallback::ANSWER_TRANSIENT . 'k', array( 'x' ), 60 );
// A settings import's outcome, kept for its user's next screen (Tools › Farol settings).
set_transient( Farol\Support\SettingsTransfer\TransferScreen::RESULT . '1', array( 'x' ), 300 );
// An import's mapping, run under way and report (Tools › Import, `wp farol import`).
foreach ( array( 'map', 'progress', 'report' ) as $farol_what ) {
	update_option( Farol\Import\ImportRunner::OPTION_PREFIX . $farol_what . '_sticky_anything', array( 'x' => '1' ), false );
}

// A comment with a vote, a rating, a subscription, a follow, an attachment and moderation marks.
$farol_post    = wp_insert_post(
	array(
		'post_title'  => 'Discussão',
		'post_status' => 'publish',
	)
);
$farol_comment = wp_insert_comment(
	array(
		'comment_post_ID'  => $farol_post,
		'comment_content'  => 'Olá',
		'user_id'          => 1,
		'comment_approved' => 1,
	)
);
( new VoteStore() )->vote( (int) $farol_comment, 'voter', 1 );
( new RatingStore() )->rate( (int) $farol_post, 'voter', 5 );
( new SubscriptionStore() )->save( 'reader@example.org', 0, (int) $farol_post, 'post', (int) $farol_post, true );
( new FollowStore() )->add( 1, 'admin@example.org', 0, 'writer@example.org', 'Writer' );
$farol_image = (string) wp_tempnam( 'farol' );
file_put_contents( $farol_image, base64_decode( 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions,WordPress.PHP.DiscouragedPHPFunctions -- a 1×1 PNG.
if ( 0 === ( new AttachmentStore() )->add(
	(int) $farol_comment,
	array(
		'path'      => $farol_image,
		'name'      => 'a.png',
		'size'      => 68,
		'ext'       => 'png',
		'kind'      => 'image',
		'width'     => 1,
		'height'    => 1,
		'temporary' => true,
	)
) ) {
	$farol_failed( 'attachment' );
}
foreach ( array( CommentMeta::STICKY, CommentMeta::CLOSED, CommentMeta::EDITED ) as $farol_meta ) {
	update_comment_meta( (int) $farol_comment, $farol_meta, '1' );
}
( new ThreadCache() )->skeleton( (int) $farol_post, static fn (): array => array() );
( new Links() )->link( 1, new Identity( 'google', '1234', 'admin@example.org', true, 'Admin' ) );
foreach ( array( GuestLinks::used(), OneShot::used(), ProofOfWork::used() ) as $farol_used ) {
	$farol_used->claim( 'thing', time() + HOUR_IN_SECONDS, time() );
}

echo 'exercised';
