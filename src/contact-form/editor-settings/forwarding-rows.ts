/**
 * The Forwarding panel's reading of the meta and of its rows, checked with the contract
 * (src/contact-form/forwarding-contract.ts) as the REST save checks them.
 */
/**
 * Internal dependencies
 */
import {
	contactFormForwarding,
	contactForwardingMapping,
	type ContactFormForwarding,
	type ContactForwardingMapping,
} from '../forwarding-contract';

/**
 * The stored settings, or the contract's defaults when there are none or they are broken.
 *
 * @param raw The meta as the editor holds it.
 * @return Complete settings.
 */
export function forwardingValue( raw: unknown ): ContactFormForwarding {
	const parsed = contactFormForwarding.safeParse( raw ?? {} );
	return parsed.success ? parsed.data : contactFormForwarding.parse( {} );
}

/**
 * The rows that can be saved (complete and allowed by the contract).
 *
 * @param rows The rows in the panel.
 * @return The valid ones, in order.
 */
export function validRows(
	rows: readonly ContactForwardingMapping[]
): ContactForwardingMapping[] {
	return rows.filter(
		( row ) => contactForwardingMapping.safeParse( row ).success
	);
}
