<?php
/**
 * Composition root.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol;

use Farol\Blocks\BlockRegistry;
use Farol\Blocks\BoxShadowWords;
use Farol\I18n\Translations;
use Farol\Support\Abuse\AbuseDefences;
use Farol\Support\Abuse\AbuseModule;
use Farol\Support\Assets;
use Farol\Support\Context;
use Farol\Support\DeferredScripts;
use Farol\Support\FrontEndScripts;
use Farol\Support\Mail\MailModule;
use Farol\Support\Queue\QueueModule;
use Farol\Support\Queue\QueueRegistry;
use Farol\Support\Captcha\Captchas;
use Farol\Support\Lifecycle\Footprint;
use Farol\Support\Lifecycle\Lifecycle;
use Farol\Support\Lifecycle\Owns;
use Farol\Support\Lifecycle\Uninstaller;
use Farol\Support\LazyModule;

/**
 * Builds every service once and asks each module to add its hooks.
 *
 * Nothing runs at file load: a module's register() only adds hooks. A new module is one
 * line in modules() below.
 */
final class Plugin {

	/**
	 * Paths and URLs of this plugin.
	 *
	 * @var Context
	 */
	private Context $context;

	/**
	 * Creates the plugin from its main file.
	 *
	 * @param string $main_file Absolute path of plugin/farol.php.
	 */
	public function __construct( string $main_file ) {
		$this->context = new Context( $main_file );
	}

	/**
	 * Registers every module's hooks.
	 */
	public function register(): void {
		foreach ( $this->modules() as $module ) {
			$module->register();
		}
		// Activation, new and deleted sites of a network: from the inventory, built when needed.
		( new Lifecycle( $this->context, fn (): Footprint => $this->footprint() ) )->register();
	}

	/**
	 * Everything Farol owns on a site: the footprints every module declares (Support\Lifecycle).
	 */
	public function footprint(): Footprint {
		$owners = array_filter( $this->modules( true ), static fn ( Module $module ): bool => $module instanceof Owns );
		return Footprint::merge(
			( new Lifecycle( $this->context, static fn (): Footprint => new Footprint() ) )->footprint(),
			...array_map( static fn ( Owns $owner ): Footprint => $owner->footprint(), array_values( $owners ) )
		);
	}

	/**
	 * Deletion of the plugin (uninstall.php): removes the data of every site that asked for it.
	 *
	 * @return int How many sites were cleaned.
	 */
	public function uninstall(): int {
		return ( new Uninstaller( $this->footprint() ) )->run();
	}

	/**
	 * The modules, built with their dependencies.
	 *
	 * @param bool $whole Every module, even on a request of the comment widget's endpoint.
	 * @return list<Module>
	 */
	private function modules( bool $whole = false ): array {
		$assets = new Assets( $this->context );
		// The abuse defences every public write shares (rate limits, bot checks, stamps), built once.
		$abuse = new AbuseDefences();
		// The plugin's retrying queues (lead forwarding, mail): `wp farol queue` runs them all.
		$queues = new QueueRegistry();
		// The one way features send mail: the retrying mail queue, sent after the answer.
		$mail   = new MailModule( $this->context, $queues );
		$mailer = $mail->mailer();
		// The captcha providers the contact form and the comment widget share.
		$captchas      = new Captchas();
		$comments_core = new Comments\CommentsModule( $abuse, $mailer, $captchas, $assets );
		$comments      = array(
			$mail,
			new AbuseModule( $abuse ),
			$comments_core,
			new Comments\Admin\SettingsModule( $assets ),
			new Comments\Content\ContentModule(),
			new Comments\Inline\InlineModule( $assets ),
			// Daily: used-once markers (guest links, social tokens, proof-of-work challenges)
			// whose things have expired are deleted.
			new Support\Abuse\UsedOnceSweep( $this->context, array( Comments\Info\GuestLinks::used(), Comments\Social\OneShot::used(), Support\Captcha\ProofOfWork::used() ) ),
		);
		// The comment widget's own endpoint answers only the widget's actions: the other
		// features' hooks (post types, forms, settings, blocks) have no part in its answers,
		// and building them is a third of what the request costs.
		if ( ! $whole && ( Comments\Ajax\Endpoint::requested() || Comments\Live\EarlyAnswer::requested() ) ) {
			return array( new Translations( $this->context ), ...$comments );
		}
		// A module that answers only in wp-admin (and on the actions named) is built only on a
		// request that reaches it (Support\LazyModule); the whole list (footprint, uninstall)
		// builds it at once. A module of wp-admin screens and WP-CLI commands is built in
		// wp-admin and on the command line only.
		$lazy          = static fn ( \Closure $build, string ...$entries ): Module => $whole ? $build() : new LazyModule( $build, $entries );
		$admin_cli     = static fn ( \Closure $build ): Module => $whole ? $build() : new LazyModule( $build, array(), true );
		$lead_forms    = new LeadForm\Forms\FormsModule( $this->context, $assets, $abuse );
		$contact_forms = new ContactForm\ContactFormModule( $abuse, $mailer );
		// Each dynamic block is rendered by the service of the module that owns it.
		$blocks     = new BlockRegistry(
			$this->context,
			$assets,
			array_merge( $comments_core->block_renderers(), $lead_forms->block_renderers(), $contact_forms->block_renderers() )
		);
		$sticky     = new Sticky\StickyModule( $assets );
		$forwarding = new LeadForm\Forwarding\ForwardingModule( $this->context, $assets, $queues );
		// Contact forms forward through the same provider (key, stop, masking) on their own queue.
		$contact_forwarding = new ContactForm\Forwarding\ContactForwardingModule( $this->context, $queues, $forwarding->sender() );
		// Core's Export / Erase Personal Data tools: one registration fed by each feature.
		$privacy = new Support\Privacy\PersonalData( $mail->personal_data(), ...$comments_core->personal_data() );
		return array(
			new Translations( $this->context ),
			$blocks,
			// The box-shadow generator's words, handed to its editor script too.
			new BoxShadowWords(),
			$privacy,
			new DeferredScripts( $assets ),
			new FrontEndScripts(),
			$sticky,
			new LeadForm\LeadFormModule( $this->context ),
			// The Leads screen and its REST routes.
			$lazy( fn (): Module => new LeadForm\Admin\LeadsAdminModule( $this->context, $assets ), 'rest_api_init' ),
			$lead_forms,
			new LeadForm\Conversions\ConversionsModule( $this->context, $abuse ),
			$forwarding,
			$contact_forms,
			$contact_forwarding,
			// The inbox screen, its REST routes and its link in the forms list.
			$lazy( fn (): Module => new ContactForm\Admin\InboxModule( $this->context, $assets ), 'rest_api_init' ),
			// Only the block editor's assets.
			$lazy( fn (): Module => new ContactForm\Editor\EditorSettingsModule( $assets ), 'enqueue_block_editor_assets' ),
			new ContactForm\Spam\SpamModule( $assets, $captchas ),
			new ContactForm\Files\FilesModule(),
			...$comments,
			new QueueModule( $queues ),
			// Tools › Import and `wp farol import`: each rival's data, written through the
			// target feature's own service.
			$admin_cli(
				fn (): Module => new Import\ImportModule(
					array(
						new Import\Sources\StickyAnythingImporter(
							static fn (): array => $sticky->settings()->rules(),
							static fn ( array $rules ): ?\WP_Error => $sticky->settings()->check( $rules ),
							static fn ( array $rules ): bool => update_option( Sticky\StickyRulesSchema::OPTION, $rules )
						),
						new Import\Sources\RdStationImporter(
							static fn (): string => $forwarding->settings()->get()['api_key'],
							static fn ( string $key ): bool => update_option( LeadForm\Forwarding\ProviderSettings::OPTION, array( 'api_key' => $key ) + $forwarding->settings()->get() ),
							static fn ( int $form, array $value ) => $contact_forwarding->per_form()->set( $form, $value )
						),
						new Import\Sources\ContactForm7Importer(
							static fn ( string $title, array $fields, array $mail, array $messages, array $mail_2 = array() ): int => ( new ContactForm\Forms\ContactFormWriter() )->create( $title, $fields, $mail, $messages, $mail_2 ),
							static fn ( int $form, string $status, string $before, array $fields, string $mail_status, string $ip, string $date ): int => ( new ContactForm\Store\SubmissionRepository() )->import( $form, $status, $before, $fields, $mail_status, $ip, $date )
						),
						new Import\Sources\WpDiscuzImporter(
							static fn ( array $votes ) => ( new Comments\Write\VoteStore() )->import_many( $votes ),
							static fn ( int $post, string $voter, int $stars, string $date ): bool => ( new Comments\Rating\RatingStore() )->import( $post, $voter, $stars, $date, false ),
							static function ( int $comment, string $flag, string $value ): void {
								$keys = array(
									'sticky' => Comments\CommentMeta::STICKY,
									'closed' => Comments\CommentMeta::CLOSED,
									'edited' => Comments\CommentMeta::EDITED,
								);
								update_comment_meta( $comment, $keys[ $flag ], $value );
								clean_comment_cache( $comment );
							},
							static fn ( string $email, int $user, int $post, string $type, int $subject, bool $confirmed, string $secret, string $date ): int => ( new Comments\Subscriptions\SubscriptionStore() )->import( $email, $user, $post, $type, $subject, $confirmed, $secret, $date ),
							static fn ( int $follower, string $follower_email, int $followed_user, string $followed_email, string $name, string $key ) => ( new Comments\Follows\FollowStore() )->import( $follower, $follower_email, $followed_user, $followed_email, $name, $key ),
							static function ( string $what, array $ids ): void {
								if ( 'comment' === $what ) {
									( new Comments\Write\VoteStore() )->recount_many( $ids );
									return;
								}
								foreach ( $ids as $id ) {
									( new Comments\Rating\RatingStore() )->recount( (int) $id );
								}
							},
							static function ( int $comment, string $passage ): void {
								update_comment_meta( $comment, Comments\Inline\InlineMarker::META, $passage );
								if ( ! ( new Comments\Settings() )->inline_in_main_thread() && 'comment' === get_comment_type( $comment ) ) {
									wp_update_comment(
										array(
											'comment_ID'   => $comment,
											'comment_type' => Comments\Inline\InlineMarker::HIDDEN_TYPE,
										)
									);
								}
								clean_comment_cache( $comment );
							},
							static fn ( int $comment, int $media ) => ( new Comments\Attachments\AttachmentStore() )->add_media( $comment, $media ),
							static function ( array $changes ): void {
								$stored = get_option( Comments\Settings::OPTION, array() );
								$stored = is_array( $stored ) ? $stored : array();
								if ( isset( $changes['phrases'] ) ) {
									$changes['phrases'] += is_array( $stored['phrases'] ?? null ) ? $stored['phrases'] : array();
								}
								update_option( Comments\Settings::OPTION, array_merge( $stored, $changes ) );
							}
						),
					)
				)
			),
			// wpDiscuz's imported inline feedback shortcodes are Farol's passages; custom field
			// values imported from its forms show with their comments.
			new Import\Sources\WpDiscuzFeedback( Comments\Inline\InlineMarker::wrap( ... ) ),
			new Import\Sources\WpDiscuzFields(),
			// Contact Form 7's shortcodes render the forms they were imported as.
			new Import\Sources\Cf7Shortcodes(),
			// Tools › Farol settings and `wp farol settings`: every settings option as one file.
			$admin_cli(
				fn (): Module => new Support\SettingsTransfer\TransferModule(
					new Support\SettingsTransfer\SettingsTransfer(
						array(
							'comments'        => Comments\Settings::OPTION,
							'contact_spam'    => ContactForm\Spam\SpamSettings::OPTION,
							'lead_forwarding' => LeadForm\Forwarding\ProviderSettings::OPTION,
							'lead_capture'    => LeadForm\Forms\HostSettings::OPTION,
							'sticky_rules'    => Sticky\StickyRulesSchema::OPTION,
						),
						$this->context
					)
				)
			),
		);
	}
}
