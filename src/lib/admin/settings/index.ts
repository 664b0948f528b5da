/**
 * What every settings screen of wp-admin shares: the setting's route, the form's state, its
 * notices and the masked-secret field.
 */

export { checkWith } from './check';
export { settingRoute, type SettingRoute } from './route';
export {
	useSettingsForm,
	type Checked,
	type FormMessage,
	type SettingsForm,
	type SettingsFormOptions,
} from './use-settings-form';
export { FormNotice, NotLoaded } from './form-notice';
export { SecretField } from './secret-field';
export { SettingsCard } from './settings-card';
