/**
 * The info modal's chunk (`comments-info`): the modal and the guest link's redemption.
 */
/**
 * Internal dependencies
 */
import './info.scss';

export { openInfoModal } from './modal';
export { redeemGuestLink } from './guest';
