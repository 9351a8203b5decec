/** What other features use of Locations: a location's Shift Templates (Add Shift, issue #26 §8). */
export { ShiftTemplatesDialog } from './components/shift-templates-dialog.tsx';
