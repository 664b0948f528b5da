/**
 * What the lead form's phone rules ask a phone library, on both sides: the server asks
 * giggsey/libphonenumber-for-php (Farol\LeadForm\Rules\PhoneLibrary), the browser
 * libphonenumber-js with its full metadata (./library.ts), both built from the same
 * metadata release of Google's libphonenumber.
 */
export type ParsedPhone = {
	/** The calling code, e.g. '55'. */
	callingCode: string;
	/** The national significant number (area code and subscriber, no trunk prefix). */
	national: string;
	/** isValidNumber: a known calling code and a number matching one of its types. */
	valid: boolean;
};

export type PhoneLibrary = {
	/** The supported calling code (1 to 3 digits) that `digits` starts with, or null. */
	callingCode: ( digits: string ) => string | null;
	/**
	 * The number read as a phone number, or null when it cannot be.
	 *
	 * @param number Digits, with a leading + when international.
	 * @param region ISO country a national number belongs to (null for international ones).
	 */
	parse: ( number: string, region: string | null ) => ParsedPhone | null;
};
