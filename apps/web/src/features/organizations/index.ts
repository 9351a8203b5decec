/* The organizations feature's parts that other features use: the Locations page's settings. */
export { OrganizationSettingsDialog } from './components/organization-settings-dialog.tsx';
