/**
 * The notices of a settings screen: the last message above the fields, and what the screen
 * shows while its value is not loaded (the load's error, or a placeholder).
 */
/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';

/**
 * Internal dependencies
 */
import type { FormMessage } from './use-settings-form';

interface NoticeProps {
	message: FormMessage | null;
	onRemove: () => void;
	className?: string;
}

/**
 * The last message, dismissible.
 *
 * @param props           Properties.
 * @param props.message   The message (nothing when null).
 * @param props.onRemove  Takes it away.
 * @param props.className Extra class.
 */
export function FormNotice( { message, onRemove, className }: NoticeProps ) {
	if ( ! message ) {
		return null;
	}
	return (
		<Notice
			className={ className }
			status={ message.status }
			onRemove={ onRemove }
		>
			{ message.text }
		</Notice>
	);
}

interface NotLoadedProps {
	message: FormMessage | null;
	placeholder?: ReactNode;
}

/**
 * Before the value is there: the load's error (not dismissible), else the placeholder.
 *
 * @param props             Properties.
 * @param props.message     The load's error, if any.
 * @param props.placeholder What to show while loading (default nothing).
 */
export function NotLoaded( { message, placeholder = null }: NotLoadedProps ) {
	return message ? (
		<Notice status="error" isDismissible={ false }>
			{ message.text }
		</Notice>
	) : (
		<>{ placeholder }</>
	);
}
