<?php
/**
 * A contact form.
 *
 * @package Farol
 */

declare(strict_types=1);

namespace Farol\ContactForm\Forms;

use Farol\ContactForm\Rules\Schema;
use Farol\ContactForm\Rules\SchemaBuilder;

/**
 * A contact form as read from its post (ContactFormRepository): its fields, in form order, as
 * the description arrays SchemaBuilder documents (plus the renderer's own keys `label`,
 * `placeholder`, `questions`), its mail settings, its messages (status or rule kind → text,
 * empty entries left out) and its second mail's settings (off when empty). Immutable.
 */
final class ContactForm {

	/**
	 * Creates the form.
	 *
	 * @param int                                                                                    $id       Post id.
	 * @param string                                                                                 $title    Editors' name of the form.
	 * @param list<array<string,mixed>>                                                              $fields   Field descriptions.
	 * @param array{recipient:string,subject:string,body:string,reply_to:string,attachments?:string} $mail Mail settings.
	 * @param array<string,string>                                                                   $messages Messages by status or rule kind.
	 * @param array{recipient?:string,subject?:string,body?:string,reply_to?:string,active?:bool}    $mail_2   Second mail's settings.
	 */
	public function __construct(
		public readonly int $id,
		public readonly string $title,
		public readonly array $fields,
		public readonly array $mail,
		public readonly array $messages,
		public readonly array $mail_2 = array()
	) {
	}

	/**
	 * The validation schema of the form, messages in the current locale.
	 */
	public function schema(): Schema {
		return SchemaBuilder::for_fields( $this->fields, $this->messages );
	}

	/**
	 * The fields that carry a value (no submit button).
	 *
	 * @return list<array<string,mixed>>
	 */
	public function input_fields(): array {
		return array_values( array_filter( $this->fields, static fn ( array $field ): bool => 'submit' !== $field['type'] ) );
	}

	/**
	 * The form's message for a status or rule kind, or null when it has none of its own.
	 *
	 * @param string $key Status or rule kind.
	 */
	public function message( string $key ): ?string {
		return $this->messages[ $key ] ?? null;
	}
}
