/**
 * What the lead form's phone rules ask a phone library, on both sides: the server asks
 * giggsey/libphonenumber-for-php (Farol\LeadForm\Rules\PhoneLibrary), the browser
 * libphonenumber-js with the full metadata of the calling codes it loaded (./library.ts,
 * ./load.ts), both built from the same metadata release of Google's libphonenumber.
 */
export type ParsedPhone = {
	/** The calling code, e.g. '55'. */
	callingCode: string;
	/** The national significant number (area code and subscriber, no trunk prefix). */
	national: string;
	/** isValidNumber: a known calling code and a number matching one of its types. */
	valid: boolean;
};

/** A number as the rules hand it to `parse`. */
export type PhoneQuery = {
	/** Digits, with a leading + when international. */
	number: string;
	/** ISO country a national number belongs to (null for international ones). */
	region: string | null;
};

/** What the rules read numbers with. */
export type PhoneReader = {
	/** The supported calling code (1 to 3 digits) that `digits` starts with, or null. */
	callingCode: ( digits: string ) => string | null;
	/**
	 * The number read as a phone number, or null when it cannot be. In the browser, only
	 * numbers whose metadata was loaded (`prepare`) are read as the server reads them.
	 *
	 * @param number Digits, with a leading + when international.
	 * @param region ISO country a national number belongs to (null for international ones).
	 */
	parse: ( number: string, region: string | null ) => ParsedPhone | null;
};

export type PhoneLibrary = PhoneReader & {
	/**
	 * Loads the metadata `parse` needs for these numbers (the browser's library loads it per
	 * calling code; a library holding every code resolves at once).
	 */
	prepare: ( queries: readonly PhoneQuery[] ) => Promise< void >;
};
