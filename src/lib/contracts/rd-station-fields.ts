/**
 * RD Station Marketing's contact fields, written once for every form kind that forwards to it
 * (the lead form's and the contact form's forwarding contracts import them): the standard
 * fields of its conversion event, and the pattern of a provider field (a standard field or a
 * custom `cf_` field).
 */

/** The standard contact fields of RD Station Marketing's conversion event. */
export const PROVIDER_STANDARD_FIELDS = [
	'name',
	'email',
	'job_title',
	'state',
	'city',
	'country',
	'personal_phone',
	'mobile_phone',
	'twitter',
	'facebook',
	'linkedin',
	'website',
	'company_name',
	'company_site',
	'company_address',
] as const;

/**
 * A provider field: a standard field, or a custom field `cf_` followed by lower-case letters,
 * digits and underscores (as the provider names them).
 */
export const PROVIDER_FIELD_PATTERN = new RegExp(
	`^(?:${ PROVIDER_STANDARD_FIELDS.join( '|' ) }|cf_[a-z0-9_]{1,60})$`
);

/** Most rows of a forwarding mapping table. */
export const MAX_FORWARDING_MAPPINGS = 60;

/**
 * Where a row's forwarding stands (the `forward_status` column of the lead conversions and of
 * the contact submissions, i.e. Support\Queue\JobStore's states plus 'none': never queued).
 */
export const FORWARD_STATUSES = [
	'none',
	'pending',
	'sent',
	'failed',
] as const;
