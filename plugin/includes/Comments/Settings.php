<?php
/**
 * The comment widget's settings.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\Comments;

use Farol\Comments\Thread\Sorting;
use Farol\Support\JsonFile;
use Farol\Support\RestSetting;

/**
 * One option, `farol_comments`, whose shape is written once in the contract
 * src/comments/settings-contract.ts (`npm run contracts` turns it into
 * comment-settings.schema.json beside this class). The option is registered with that schema,
 * so wp/v2/settings (the settings page) validates every save, and read through typed getters.
 *
 * Reading is forgiving: each key is checked on its own against its schema, and a missing or
 * broken key takes its default while the others keep their values. Phrase overrides keep only
 * known phrase keys whose text is not empty and keeps the default's placeholders (Phrases).
 */
final class Settings {

	// The engagement features' switches (rating, follows, the info modal, inline comments,
	// social login, attachments): FeatureSettings.
	use FeatureSettings;

	/**
	 * The option's name.
	 */
	public const OPTION = 'farol_comments';

	/**
	 * The capability of reading and changing the settings.
	 */
	public const CAPABILITY = 'manage_options';

	/**
	 * Top-level threads per page: the default and the limits (also in the contract).
	 */
	public const PER_PAGE_DEFAULT = 50;
	public const PER_PAGE_MAX     = 200;

	/**
	 * The endpoints the client may call.
	 */
	public const ENDPOINT_ADMIN_AJAX = 'admin_ajax';
	public const ENDPOINT_FAROL      = 'farol';

	/**
	 * The contract file.
	 */
	private const SCHEMA_FILE = __DIR__ . '/comment-settings.schema.json';

	/**
	 * The contract's top-level defaults as PHP (`npm run contracts`).
	 */
	private const DEFAULTS_FILE = __DIR__ . '/comment-settings.defaults.php';

	/**
	 * The decoded schema.
	 *
	 * @var array<string,mixed>|null
	 */
	private static ?array $schema = null;

	/**
	 * The last stored value read and its sanitized form.
	 *
	 * @var array{0: mixed, 1: array<string,mixed>}|null
	 */
	private static ?array $read = null;

	/**
	 * Registers the option with its schema and sanitizer (once).
	 */
	public function register(): void {
		if ( isset( get_registered_settings()[ self::OPTION ] ) ) {
			return;
		}
		$this->keep_autoloaded();
		add_filter( 'rest_pre_get_setting', array( $this, 'rest_value' ), 10, 2 );
		// The 20 KB contract is read on use: by the REST API (the schema and the default), by a
		// read of the option never stored (the default), by sanitizing; not on a visitor's page.
		RestSetting::register(
			'farol',
			self::OPTION,
			'object',
			array( $this, 'sanitize' ),
			static fn (): array => self::defaults(),
			static fn (): array => array(
				'description'  => __( 'Comment widget: the thread, limits, guests, endpoint, editing and phrases.', 'farol' ),
				'show_in_rest' => array( 'schema' => self::schema() ),
			)
		);
	}

	/**
	 * Every page with comments and every call of the widget reads the option: an option that was
	 * never saved, or saved without autoload, costs a query each time, so it is stored once, empty
	 * (every reader completes it with the contract's defaults, so a later version's defaults still
	 * apply), and loaded with the others.
	 */
	private function keep_autoloaded(): void {
		if ( wp_installing() || array_key_exists( self::OPTION, wp_load_alloptions() ) ) {
			return;
		}
		if ( false === get_option( self::OPTION ) ) {
			add_option( self::OPTION, array(), '', true );
		} else {
			wp_set_option_autoload( self::OPTION, true );
		}
	}

	/**
	 * What wp/v2/settings answers for the option: the settings in effect (stored values completed
	 * with the defaults), whatever is stored.
	 *
	 * @param mixed  $value The value so far (null: read the option).
	 * @param string $name  Setting name.
	 * @return mixed
	 *
	 * @internal Filter callback of `rest_pre_get_setting`.
	 */
	public function rest_value( $value, $name ) {
		return self::OPTION === $name && null === $value ? $this->all() : $value;
	}

	/**
	 * The defaults, from the contract: the PHP array `npm run contracts` writes beside its JSON
	 * (kept by opcache; the 20 KB schema is not decoded for them).
	 *
	 * @return array<string,mixed>
	 */
	public static function defaults(): array {
		return require self::DEFAULTS_FILE;
	}

	/**
	 * The option's JSON schema (the contract, without the generator's description).
	 *
	 * @return array{type: string, properties: array<string,array<string,mixed>>, additionalProperties: bool}
	 */
	public static function schema(): array {
		if ( null === self::$schema ) {
			self::$schema = JsonFile::schema( self::SCHEMA_FILE );
		}
		/**
		 * The contract's shape, as generated.
		 *
		 * @var array{type: string, properties: array<string,array<string,mixed>>, additionalProperties: bool} $schema
		 */
		$schema = self::$schema;
		return $schema;
	}

	/**
	 * Keeps only known keys with valid values; a missing or broken key takes its default.
	 *
	 * @param mixed $value Submitted or stored value.
	 * @return array<string,mixed>
	 */
	public function sanitize( $value ): array {
		$value = is_array( $value ) ? $value : array();
		$clean = array();
		foreach ( self::schema()['properties'] as $name => $property ) {
			$clean[ $name ] = $property['default'];
			if ( ! array_key_exists( $name, $value ) ) {
				continue;
			}
			$given = $value[ $name ];
			if ( 'integer' === $property['type'] && is_numeric( $given ) && (string) (int) $given === (string) $given ) {
				$given = (int) $given;
			}
			if ( true === rest_validate_value_from_schema( $given, $property, $name ) ) {
				$clean[ $name ] = rest_sanitize_value_from_schema( $given, $property, $name );
			}
		}
		// A shortest length above the longest would refuse every text: the longest wins.
		foreach ( array( 'comment', 'reply' ) as $kind ) {
			$max = (int) $clean[ $kind . '_max_length' ];
			if ( $max > 0 && (int) $clean[ $kind . '_min_length' ] > $max ) {
				$clean[ $kind . '_min_length' ] = $max;
			}
		}
		$clean['agreement_text'] = trim( wp_kses( (string) $clean['agreement_text'], self::agreement_tags() ) );
		// Overrides are kept one by one: one bad text does not cost the others.
		$clean['phrases'] = Phrases::clean_overrides( isset( $value['phrases'] ) && is_array( $value['phrases'] ) ? $value['phrases'] : array() );
		return $clean;
	}

	/**
	 * Top-level threads per page.
	 */
	public function per_page(): int {
		return (int) $this->all()['per_page'];
	}

	/**
	 * The sort order a first page uses.
	 */
	public function default_sorting(): Sorting {
		return Sorting::tryFrom( (string) $this->all()['default_sorting'] ) ?? Sorting::Newest;
	}

	/**
	 * Whether the widget replaces core's comments template on every theme.
	 */
	public function replaces_core_comments(): bool {
		return $this->flag( 'replace_core_comments' );
	}

	/**
	 * One boolean setting, as all() would give it. Asked by pages with or without the widget
	 * (core's comments blocks, the rating's head): a stored boolean (or none: the contract's
	 * default) is its own sanitized form, so the whole option (phrases and all) is sanitized only
	 * when the stored value needs it.
	 *
	 * @param string $name A boolean property of the contract.
	 */
	private function flag( string $name ): bool {
		$stored = get_option( self::OPTION, array() );
		if ( is_array( $stored ) && ! array_key_exists( $name, $stored ) ) {
			return (bool) self::defaults()[ $name ];
		}
		if ( is_array( $stored ) && is_bool( $stored[ $name ] ) ) {
			return $stored[ $name ];
		}
		return (bool) $this->all()[ $name ];
	}

	/**
	 * `total` (one score) or `separate` (likes and dislikes).
	 */
	public function vote_style(): string {
		return (string) $this->all()['vote_style'];
	}

	/**
	 * Words shown of a long comment before "Read more" (0: whole comments).
	 */
	public function read_more_words(): int {
		return (int) $this->all()['read_more_words'];
	}

	/**
	 * Shortest comment, in the counter's characters (0: no limit).
	 */
	public function comment_min_length(): int {
		return (int) $this->all()['comment_min_length'];
	}

	/**
	 * Longest comment, in the counter's characters (0: no limit).
	 */
	public function comment_max_length(): int {
		return (int) $this->all()['comment_max_length'];
	}

	/**
	 * Shortest reply, in the counter's characters (0: no limit).
	 */
	public function reply_min_length(): int {
		return (int) $this->all()['reply_min_length'];
	}

	/**
	 * Longest reply, in the counter's characters (0: no limit).
	 */
	public function reply_max_length(): int {
		return (int) $this->all()['reply_max_length'];
	}

	/**
	 * Whether guests may comment (core's "users must be registered and logged in" still wins:
	 * callers check both).
	 */
	public function guest_commenting(): bool {
		return (bool) $this->all()['guest_commenting'];
	}

	/**
	 * The page a first-time commenter is sent to: a published page's id, 0 for none (also when
	 * the chosen page was deleted or unpublished since).
	 */
	public function redirect_page(): int {
		$page = (int) $this->all()['redirect_page'];
		return $page > 0 && 'publish' === get_post_status( $page ) ? $page : 0;
	}

	/**
	 * Where the client sends its calls: `admin_ajax` or `farol` (Settings::ENDPOINT_*).
	 */
	public function endpoint(): string {
		return (string) $this->all()['endpoint'];
	}

	/**
	 * Minutes an author may edit a comment after posting it (0: never).
	 */
	public function edit_window_minutes(): int {
		return (int) $this->all()['edit_window_minutes'];
	}

	/**
	 * The agreement checkbox's label ('' : no checkbox). Limited HTML (links, emphasis),
	 * already filtered; print it with wp_kses_post().
	 */
	public function agreement_text(): string {
		return (string) $this->all()['agreement_text'];
	}

	/**
	 * Every setting in effect, sanitized: derived once per stored text of the option (what the
	 * features that share the option read, rather than sanitizing it again).
	 *
	 * @return array<string,mixed>
	 */
	public function values(): array {
		return $this->all();
	}

	/**
	 * The phrases an administrator changed, by key (read them through Phrases).
	 *
	 * @return array<string,string>
	 */
	public function phrases(): array {
		$phrases = $this->all()['phrases'];
		return is_array( $phrases ) ? $phrases : array();
	}
}
