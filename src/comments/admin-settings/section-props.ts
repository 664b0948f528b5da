/**
 * What each section of the settings page gets: the settings being edited, a way to change
 * some of them, the problems by field and the server's boot data.
 */
/**
 * Internal dependencies
 */
import type { CommentSettings } from '../settings-contract';
import type { BootData } from './boot';
import type { FieldErrors } from './validate';

export interface SectionProps {
	settings: CommentSettings;
	change: ( patch: Partial< CommentSettings > ) => void;
	errors: FieldErrors;
	boot: BootData;
}
